import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle, DbOrTx } from '../../src/db/connection.js';
import {
  DEFAULT_RATING_MU,
  DEFAULT_RATING_SIGMA,
  matches,
  matchPlayers,
  matchResults,
  playerStats,
  type PlayerStats,
} from '../../src/db/schema/sqlite.js';
import { recordMatchResults, type RecordMatchResultsArgs } from '../../src/play/results.js';
import { useTempDatabase } from '../support/temp-db.js';

let handle: DatabaseHandle;
useTempDatabase('results', (database) => {
  handle = database;
});

const NOW = 1_700_000_000_000;

/** A finished match with its players, as the FKs require. */
function createMatch(db: DbOrTx, guildId: string, game: string, userIds: string[]): string {
  const row = db
    .insert(matches)
    .values({ game, guildId, channelId: 'c1', hostUserId: userIds[0] ?? 'h', seed: 's', status: 'finished' })
    .returning({ id: matches.id })
    .get();
  db.insert(matchPlayers)
    .values(userIds.map((userId, seat) => ({ matchId: row.id, seat, userId })))
    .run();
  return row.id;
}

function finish(
  guildId: string,
  game: string,
  userIds: string[],
  outcome: { winners: number[]; scores: number[] },
  opts: { kind?: 'wins' | 'score'; forfeited?: number[]; now?: number } = {},
): RecordMatchResultsArgs {
  const matchId = createMatch(handle.db, guildId, game, userIds);
  const args: RecordMatchResultsArgs = {
    matchId,
    guildId,
    game,
    seats: userIds.map((userId, seat) => ({ seat, userId, forfeited: opts.forfeited?.includes(seat) ?? false })),
    outcome,
    kind: opts.kind ?? 'wins',
  };
  recordMatchResults(handle.db, args, opts.now ?? NOW);
  return args;
}

function stats(guildId: string, game: string, userId: string): PlayerStats {
  const row = handle.db
    .select()
    .from(playerStats)
    .where(and(eq(playerStats.guildId, guildId), eq(playerStats.game, game), eq(playerStats.userId, userId)))
    .get();
  if (!row) throw new Error(`no stats for ${userId}`);
  return row;
}

function allStats(): PlayerStats[] {
  return handle.db.select().from(playerStats).orderBy(playerStats.guildId, playerStats.game, playerStats.userId).all();
}

describe('recordMatchResults', () => {
  it('stores one result per seat and counts matches, wins and round wins', () => {
    const { matchId } = finish('g1', 'loners', ['alice', 'bob'], { winners: [0], scores: [3, 1] });

    const results = handle.db.select().from(matchResults).where(eq(matchResults.matchId, matchId)).orderBy(matchResults.seat).all();
    expect(results).toEqual([
      { matchId, seat: 0, userId: 'alice', won: true, score: 3 },
      { matchId, seat: 1, userId: 'bob', won: false, score: 1 },
    ]);

    const alice = stats('g1', 'loners', 'alice');
    const bob = stats('g1', 'loners', 'bob');
    expect(alice).toMatchObject({ matches: 1, wins: 1, roundWins: 3, totalScore: 0, bestScore: null, updatedAt: NOW });
    expect(bob).toMatchObject({ matches: 1, wins: 0, roundWins: 1, totalScore: 0, bestScore: null, updatedAt: NOW });
  });

  it("moves the winner's rating up and the loser's down, and shrinks both uncertainties", () => {
    finish('g1', 'loners', ['alice', 'bob'], { winners: [1], scores: [0, 3] });
    const alice = stats('g1', 'loners', 'alice');
    const bob = stats('g1', 'loners', 'bob');
    expect(bob.ratingMu).toBeGreaterThan(DEFAULT_RATING_MU);
    expect(alice.ratingMu).toBeLessThan(DEFAULT_RATING_MU);
    expect(bob.ratingSigma).toBeLessThan(DEFAULT_RATING_SIGMA);
    expect(alice.ratingSigma).toBeLessThan(DEFAULT_RATING_SIGMA);
    // Symmetric start, symmetric result.
    expect(bob.ratingMu - DEFAULT_RATING_MU).toBeCloseTo(DEFAULT_RATING_MU - alice.ratingMu, 9);
  });

  it('accumulates over matches and rates from the stored ratings', () => {
    finish('g1', 'loners', ['alice', 'bob'], { winners: [0], scores: [3, 2] }, { now: NOW });
    const afterOne = stats('g1', 'loners', 'alice');
    finish('g1', 'loners', ['bob', 'alice'], { winners: [1], scores: [1, 3] }, { now: NOW + 1000 });
    const alice = stats('g1', 'loners', 'alice');
    const bob = stats('g1', 'loners', 'bob');
    expect(alice).toMatchObject({ matches: 2, wins: 2, roundWins: 6, updatedAt: NOW + 1000 });
    expect(bob).toMatchObject({ matches: 2, wins: 0, roundWins: 3 });
    expect(alice.ratingMu).toBeGreaterThan(afterOne.ratingMu);
    expect(alice.ratingSigma).toBeLessThan(afterOne.ratingSigma);
  });

  it('ranks forfeited players last', () => {
    finish('g1', 'loners', ['alice', 'bob', 'carol'], { winners: [0], scores: [3, 1, 2] }, { forfeited: [2] });
    const alice = stats('g1', 'loners', 'alice');
    const bob = stats('g1', 'loners', 'bob');
    const carol = stats('g1', 'loners', 'carol');
    // Plackett-Luce: alice beat both, bob beat carol, carol (who left) beat nobody.
    expect(alice.ratingMu).toBeGreaterThan(bob.ratingMu);
    expect(carol.ratingMu).toBeLessThan(DEFAULT_RATING_MU);
    // carol won more rounds than bob but left: she ends below him.
    expect(carol.ratingMu).toBeLessThan(bob.ratingMu);
    expect(carol).toMatchObject({ matches: 1, wins: 0, roundWins: 2 });
  });

  it('gives no win to a forfeited seat even if the outcome lists it', () => {
    const { matchId } = finish('g1', 'loners', ['alice', 'bob'], { winners: [0, 1], scores: [1, 1] }, { forfeited: [1] });
    expect(stats('g1', 'loners', 'bob')).toMatchObject({ wins: 0 });
    expect(stats('g1', 'loners', 'alice')).toMatchObject({ wins: 1 });
    const won = handle.db.select({ won: matchResults.won }).from(matchResults).where(eq(matchResults.matchId, matchId)).orderBy(matchResults.seat).all();
    expect(won.map((r) => r.won)).toEqual([true, false]);
    expect(stats('g1', 'loners', 'bob').ratingMu).toBeLessThan(stats('g1', 'loners', 'alice').ratingMu);
  });

  it('treats a match without winners as a draw among the players', () => {
    finish('g1', 'loners', ['alice', 'bob'], { winners: [], scores: [2, 2] });
    const alice = stats('g1', 'loners', 'alice');
    const bob = stats('g1', 'loners', 'bob');
    expect(alice).toMatchObject({ matches: 1, wins: 0, roundWins: 2 });
    expect(alice.ratingMu).toBeCloseTo(DEFAULT_RATING_MU, 6);
    expect(bob.ratingMu).toBeCloseTo(DEFAULT_RATING_MU, 6);
  });

  it('is idempotent per match', () => {
    const args = finish('g1', 'loners', ['alice', 'bob'], { winners: [0], scores: [3, 0] });
    const before = allStats();
    recordMatchResults(handle.db, args, NOW + 5000);
    recordMatchResults(handle.db, { ...args, outcome: { winners: [1], scores: [0, 3] } }, NOW + 6000);
    expect(allStats()).toEqual(before);
    expect(handle.db.select().from(matchResults).where(eq(matchResults.matchId, args.matchId)).all()).toHaveLength(2);
  });

  it('keeps guilds (and games) apart', () => {
    finish('g1', 'loners', ['alice', 'bob'], { winners: [0], scores: [3, 0] });
    finish('g2', 'loners', ['alice', 'bob'], { winners: [1], scores: [0, 3] });
    finish('g2', 'lone-wolves', ['alice', 'bob'], { winners: [1], scores: [0, 0] });
    expect(allStats()).toHaveLength(6);
    expect(stats('g1', 'loners', 'alice')).toMatchObject({ matches: 1, wins: 1, roundWins: 3 });
    expect(stats('g2', 'loners', 'alice')).toMatchObject({ matches: 1, wins: 0, roundWins: 0 });
    expect(stats('g2', 'loners', 'bob')).toMatchObject({ matches: 1, wins: 1, roundWins: 3 });
    expect(stats('g1', 'loners', 'alice').ratingMu).toBeGreaterThan(DEFAULT_RATING_MU);
    expect(stats('g2', 'loners', 'alice').ratingMu).toBeLessThan(DEFAULT_RATING_MU);
    // The lone-wolves match started from defaults, not from g2's loners rating.
    expect(stats('g2', 'lone-wolves', 'bob').ratingMu).toBeCloseTo(stats('g1', 'loners', 'alice').ratingMu, 9);
  });

  it('keeps total and best score for score games and leaves a solo rating alone', () => {
    finish('g1', 'scoundrel', ['solo'], { winners: [], scores: [-3] }, { kind: 'score' });
    expect(stats('g1', 'scoundrel', 'solo')).toMatchObject({ matches: 1, wins: 0, totalScore: -3, bestScore: -3, roundWins: 0 });
    finish('g1', 'scoundrel', ['solo'], { winners: [], scores: [-7] }, { kind: 'score' });
    expect(stats('g1', 'scoundrel', 'solo')).toMatchObject({ matches: 2, totalScore: -10, bestScore: -3 });
    finish('g1', 'scoundrel', ['solo'], { winners: [0], scores: [12] }, { kind: 'score' });
    finish('g1', 'scoundrel', ['solo'], { winners: [0], scores: [5] }, { kind: 'score' });
    const solo = stats('g1', 'scoundrel', 'solo');
    expect(solo).toMatchObject({ matches: 4, wins: 2, totalScore: 7, bestScore: 12, roundWins: 0 });
    expect(solo.ratingMu).toBe(DEFAULT_RATING_MU);
    expect(solo.ratingSigma).toBe(DEFAULT_RATING_SIGMA);
  });

  it('stores integer scores (rounding others, 0 for a missing one)', () => {
    const { matchId } = finish('g1', 'scoundrel', ['solo'], { winners: [0], scores: [] }, { kind: 'score' });
    expect(handle.db.select({ score: matchResults.score }).from(matchResults).where(eq(matchResults.matchId, matchId)).get()).toEqual({ score: 0 });
    finish('g1', 'scoundrel', ['solo'], { winners: [0], scores: [4.6] }, { kind: 'score' });
    expect(stats('g1', 'scoundrel', 'solo')).toMatchObject({ totalScore: 5, bestScore: 5 });
  });

  it('runs inside a transaction and rolls back with it', () => {
    const matchId = createMatch(handle.db, 'g1', 'loners', ['alice', 'bob']);
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
    expect(() =>
      handle.db.transaction((tx) => {
        recordMatchResults(tx, args, NOW);
        expect(tx.select().from(playerStats).all()).toHaveLength(2);
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(allStats()).toEqual([]);
    expect(handle.db.select().from(matchResults).all()).toEqual([]);

    handle.db.transaction((tx) => recordMatchResults(tx, args, NOW), { behavior: 'immediate' });
    expect(allStats()).toHaveLength(2);
  });

  it('refuses inconsistent seats', () => {
    const matchId = createMatch(handle.db, 'g1', 'loners', ['alice', 'bob']);
    const base = { matchId, guildId: 'g1', game: 'loners', outcome: { winners: [0], scores: [1, 0] }, kind: 'wins' as const };
    expect(() => recordMatchResults(handle.db, { ...base, seats: [] }, NOW)).toThrow(/no seats/);
    expect(() =>
      recordMatchResults(handle.db, { ...base, seats: [{ seat: 0, userId: 'a', forfeited: false }, { seat: 0, userId: 'b', forfeited: false }] }, NOW),
    ).toThrow(/seat/);
    expect(() =>
      recordMatchResults(handle.db, { ...base, seats: [{ seat: 0, userId: 'a', forfeited: false }, { seat: 1, userId: 'a', forfeited: false }] }, NOW),
    ).toThrow(/user/);
    expect(allStats()).toEqual([]);
  });
});
