import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RATING_MU, DEFAULT_RATING_SIGMA, type PlayerStats } from '../../src/db/schema/sqlite.js';
import type { Store } from '../../src/db/store.js';
import { recordMatchResults, type RecordMatchResultsArgs } from '../../src/play/results.js';
import { useTempStore } from '../support/temp-db.js';
import { insertFinishedMatch } from './helpers.js';

let store: Store;
useTempStore((temp) => {
  store = temp.store;
});

const NOW = 1_700_000_000_000;

const createMatch = (guildId: string, game: string, userIds: string[]) => store.transaction((q) => insertFinishedMatch(q, guildId, game, userIds));

async function finish(
  guildId: string,
  game: string,
  userIds: string[],
  outcome: { winners: number[]; scores: number[] },
  opts: { kind?: 'wins' | 'score'; forfeited?: number[]; now?: number } = {},
): Promise<RecordMatchResultsArgs> {
  const matchId = await createMatch(guildId, game, userIds);
  const args: RecordMatchResultsArgs = {
    matchId,
    guildId,
    game,
    seats: userIds.map((userId, seat) => ({ seat, userId, forfeited: opts.forfeited?.includes(seat) ?? false })),
    outcome,
    kind: opts.kind ?? 'wins',
  };
  await store.transaction((q) => recordMatchResults(q, args, opts.now ?? NOW));
  return args;
}

async function stats(guildId: string, game: string, userId: string): Promise<PlayerStats> {
  const [row] = await store.read(({ db, t: { playerStats } }) =>
    db
      .select()
      .from(playerStats)
      .where(and(eq(playerStats.guildId, guildId), eq(playerStats.game, game), eq(playerStats.userId, userId))),
  );
  if (!row) throw new Error(`no stats for ${userId}`);
  return row;
}

const allStats = (): Promise<PlayerStats[]> =>
  store.read(({ db, t: { playerStats } }) => db.select().from(playerStats).orderBy(asc(playerStats.guildId), asc(playerStats.game), asc(playerStats.userId)));

const resultsOf = (matchId: string) =>
  store.read(({ db, t: { matchResults } }) => db.select().from(matchResults).where(eq(matchResults.matchId, matchId)).orderBy(asc(matchResults.seat)));

describe('recordMatchResults', () => {
  it('stores one result per seat and counts matches, wins and round wins', async () => {
    const { matchId } = await finish('g1', 'loners', ['alice', 'bob'], { winners: [0], scores: [3, 1] });

    expect(await resultsOf(matchId)).toEqual([
      { matchId, seat: 0, userId: 'alice', won: true, score: 3 },
      { matchId, seat: 1, userId: 'bob', won: false, score: 1 },
    ]);

    const alice = await stats('g1', 'loners', 'alice');
    const bob = await stats('g1', 'loners', 'bob');
    expect(alice).toMatchObject({ matches: 1, wins: 1, roundWins: 3, totalScore: 0, bestScore: null, updatedAt: NOW });
    expect(bob).toMatchObject({ matches: 1, wins: 0, roundWins: 1, totalScore: 0, bestScore: null, updatedAt: NOW });
  });

  it("moves the winner's rating up and the loser's down, and shrinks both uncertainties", async () => {
    await finish('g1', 'loners', ['alice', 'bob'], { winners: [1], scores: [0, 3] });
    const alice = await stats('g1', 'loners', 'alice');
    const bob = await stats('g1', 'loners', 'bob');
    expect(bob.ratingMu).toBeGreaterThan(DEFAULT_RATING_MU);
    expect(alice.ratingMu).toBeLessThan(DEFAULT_RATING_MU);
    expect(bob.ratingSigma).toBeLessThan(DEFAULT_RATING_SIGMA);
    expect(alice.ratingSigma).toBeLessThan(DEFAULT_RATING_SIGMA);
    // Symmetric start, symmetric result.
    expect(bob.ratingMu - DEFAULT_RATING_MU).toBeCloseTo(DEFAULT_RATING_MU - alice.ratingMu, 9);
  });

  it('accumulates over matches and rates from the stored ratings', async () => {
    await finish('g1', 'loners', ['alice', 'bob'], { winners: [0], scores: [3, 2] }, { now: NOW });
    const afterOne = await stats('g1', 'loners', 'alice');
    await finish('g1', 'loners', ['bob', 'alice'], { winners: [1], scores: [1, 3] }, { now: NOW + 1000 });
    const alice = await stats('g1', 'loners', 'alice');
    const bob = await stats('g1', 'loners', 'bob');
    expect(alice).toMatchObject({ matches: 2, wins: 2, roundWins: 6, updatedAt: NOW + 1000 });
    expect(bob).toMatchObject({ matches: 2, wins: 0, roundWins: 3 });
    expect(alice.ratingMu).toBeGreaterThan(afterOne.ratingMu);
    expect(alice.ratingSigma).toBeLessThan(afterOne.ratingSigma);
  });

  it('ranks forfeited players last', async () => {
    await finish('g1', 'loners', ['alice', 'bob', 'carol'], { winners: [0], scores: [3, 1, 2] }, { forfeited: [2] });
    const alice = await stats('g1', 'loners', 'alice');
    const bob = await stats('g1', 'loners', 'bob');
    const carol = await stats('g1', 'loners', 'carol');
    // Plackett-Luce: alice beat both, bob beat carol, carol (who left) beat nobody.
    expect(alice.ratingMu).toBeGreaterThan(bob.ratingMu);
    expect(carol.ratingMu).toBeLessThan(DEFAULT_RATING_MU);
    // carol won more rounds than bob but left: she ends below him.
    expect(carol.ratingMu).toBeLessThan(bob.ratingMu);
    expect(carol).toMatchObject({ matches: 1, wins: 0, roundWins: 2 });
  });

  it('gives no win to a forfeited seat even if the outcome lists it', async () => {
    const { matchId } = await finish('g1', 'loners', ['alice', 'bob'], { winners: [0, 1], scores: [1, 1] }, { forfeited: [1] });
    expect(await stats('g1', 'loners', 'bob')).toMatchObject({ wins: 0 });
    expect(await stats('g1', 'loners', 'alice')).toMatchObject({ wins: 1 });
    expect((await resultsOf(matchId)).map((r) => r.won)).toEqual([true, false]);
    expect((await stats('g1', 'loners', 'bob')).ratingMu).toBeLessThan((await stats('g1', 'loners', 'alice')).ratingMu);
  });

  it('treats a match without winners as a draw among the players', async () => {
    await finish('g1', 'loners', ['alice', 'bob'], { winners: [], scores: [2, 2] });
    const alice = await stats('g1', 'loners', 'alice');
    const bob = await stats('g1', 'loners', 'bob');
    expect(alice).toMatchObject({ matches: 1, wins: 0, roundWins: 2 });
    expect(alice.ratingMu).toBeCloseTo(DEFAULT_RATING_MU, 6);
    expect(bob.ratingMu).toBeCloseTo(DEFAULT_RATING_MU, 6);
  });

  it('is idempotent per match', async () => {
    const args = await finish('g1', 'loners', ['alice', 'bob'], { winners: [0], scores: [3, 0] });
    const before = await allStats();
    await store.transaction((q) => recordMatchResults(q, args, NOW + 5000));
    await store.transaction((q) => recordMatchResults(q, { ...args, outcome: { winners: [1], scores: [0, 3] } }, NOW + 6000));
    expect(await allStats()).toEqual(before);
    expect(await resultsOf(args.matchId)).toHaveLength(2);
  });

  it('keeps guilds (and games) apart', async () => {
    await finish('g1', 'loners', ['alice', 'bob'], { winners: [0], scores: [3, 0] });
    await finish('g2', 'loners', ['alice', 'bob'], { winners: [1], scores: [0, 3] });
    await finish('g2', 'lone-wolves', ['alice', 'bob'], { winners: [1], scores: [0, 0] });
    expect(await allStats()).toHaveLength(6);
    expect(await stats('g1', 'loners', 'alice')).toMatchObject({ matches: 1, wins: 1, roundWins: 3 });
    expect(await stats('g2', 'loners', 'alice')).toMatchObject({ matches: 1, wins: 0, roundWins: 0 });
    expect(await stats('g2', 'loners', 'bob')).toMatchObject({ matches: 1, wins: 1, roundWins: 3 });
    expect((await stats('g1', 'loners', 'alice')).ratingMu).toBeGreaterThan(DEFAULT_RATING_MU);
    expect((await stats('g2', 'loners', 'alice')).ratingMu).toBeLessThan(DEFAULT_RATING_MU);
    // The lone-wolves match started from defaults, not from g2's loners rating.
    expect((await stats('g2', 'lone-wolves', 'bob')).ratingMu).toBeCloseTo((await stats('g1', 'loners', 'alice')).ratingMu, 9);
  });

  it('keeps total and best score for score games and leaves a solo rating alone', async () => {
    await finish('g1', 'scoundrel', ['solo'], { winners: [], scores: [-3] }, { kind: 'score' });
    expect(await stats('g1', 'scoundrel', 'solo')).toMatchObject({ matches: 1, wins: 0, totalScore: -3, bestScore: -3, roundWins: 0 });
    await finish('g1', 'scoundrel', ['solo'], { winners: [], scores: [-7] }, { kind: 'score' });
    expect(await stats('g1', 'scoundrel', 'solo')).toMatchObject({ matches: 2, totalScore: -10, bestScore: -3 });
    await finish('g1', 'scoundrel', ['solo'], { winners: [0], scores: [12] }, { kind: 'score' });
    await finish('g1', 'scoundrel', ['solo'], { winners: [0], scores: [5] }, { kind: 'score' });
    const solo = await stats('g1', 'scoundrel', 'solo');
    expect(solo).toMatchObject({ matches: 4, wins: 2, totalScore: 7, bestScore: 12, roundWins: 0 });
    expect(solo.ratingMu).toBe(DEFAULT_RATING_MU);
    expect(solo.ratingSigma).toBe(DEFAULT_RATING_SIGMA);
  });

  it('gives computer seats a result row, but no stats and no rating', async () => {
    const matchId = await createMatch('g1', 'loners', ['alice', 'cpu1', 'bob']);
    const seats = [
      { seat: 0, userId: 'alice', forfeited: false },
      { seat: 1, userId: 'cpu1', forfeited: false, computer: true },
      { seat: 2, userId: 'bob', forfeited: false },
    ];
    await store.transaction((q) => recordMatchResults(q, { matchId, guildId: 'g1', game: 'loners', seats, outcome: { winners: [1], scores: [1, 3, 0] }, kind: 'wins' }, NOW));
    expect((await resultsOf(matchId)).map((r) => [r.userId, r.won])).toEqual([['alice', false], ['cpu1', true], ['bob', false]]);
    expect((await allStats()).map((s) => s.userId)).toEqual(['alice', 'bob']);
  });

  it('stores integer scores (rounding others, 0 for a missing one)', async () => {
    const { matchId } = await finish('g1', 'scoundrel', ['solo'], { winners: [0], scores: [] }, { kind: 'score' });
    expect((await resultsOf(matchId)).map((r) => r.score)).toEqual([0]);
    await finish('g1', 'scoundrel', ['solo'], { winners: [0], scores: [4.6] }, { kind: 'score' });
    expect(await stats('g1', 'scoundrel', 'solo')).toMatchObject({ totalScore: 5, bestScore: 5 });
  });

  it('runs inside a transaction and rolls back with it', async () => {
    const matchId = await createMatch('g1', 'loners', ['alice', 'bob']);
    const args: RecordMatchResultsArgs = {
      matchId,
      guildId: 'g1',
      game: 'loners',
      seats: [
        { seat: 0, userId: 'alice', forfeited: false },
        { seat: 1, userId: 'bob', forfeited: false },
      ],
      outcome: { winners: [0], scores: [3, 0] },
      kind: 'wins',
    };
    await expect(
      store.transaction(async (q) => {
        await recordMatchResults(q, args, NOW);
        expect(await q.db.select().from(q.t.playerStats)).toHaveLength(2);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await allStats()).toEqual([]);
    expect(await resultsOf(matchId)).toEqual([]);

    await store.transaction((q) => recordMatchResults(q, args, NOW));
    expect(await allStats()).toHaveLength(2);
  });

  it('refuses inconsistent seats', async () => {
    const matchId = await createMatch('g1', 'loners', ['alice', 'bob']);
    const base = { matchId, guildId: 'g1', game: 'loners', outcome: { winners: [0], scores: [1, 0] }, kind: 'wins' as const };
    const record = (seats: RecordMatchResultsArgs['seats']) => store.transaction((q) => recordMatchResults(q, { ...base, seats }, NOW));
    await expect(record([])).rejects.toThrow(/no seats/);
    await expect(record([{ seat: 0, userId: 'a', forfeited: false }, { seat: 0, userId: 'b', forfeited: false }])).rejects.toThrow(/seat/);
    await expect(record([{ seat: 0, userId: 'a', forfeited: false }, { seat: 1, userId: 'a', forfeited: false }])).rejects.toThrow(/user/);
    expect(await allStats()).toEqual([]);
  });
});
