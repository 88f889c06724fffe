import { ordinal } from 'openskill';
import { describe, expect, it } from 'vitest';
import type { NewPlayerStats } from '../../src/db/schema/sqlite.js';
import type { Q, Store } from '../../src/db/store.js';
import { leaderboardEntry, leaderboardPage } from '../../src/play/leaderboard.js';
import { displayRating } from '../../src/play/rating.js';
import { recordMatchResults } from '../../src/play/results.js';
import { useTempStore } from '../support/temp-db.js';
import { insertFinishedMatch } from './helpers.js';

let store: Store;
useTempStore((temp) => {
  store = temp.store;
});

const NOW = 1_700_000_000_000;

function play(guildId: string, game: string, userIds: string[], winners: number[], scores: number[], kind: 'wins' | 'score' = 'wins'): Promise<void> {
  return store.transaction(async (q) => {
    const matchId = await insertFinishedMatch(q, guildId, game, userIds);
    await recordMatchResults(q, { matchId, guildId, game, seats: userIds.map((userId, seat) => ({ seat, userId, forfeited: false })), outcome: { winners, scores }, kind }, NOW);
  });
}

/** A stats row written directly, to set up exact orderings. */
async function stat(row: Partial<NewPlayerStats> & { userId: string }): Promise<void> {
  await store.read(({ db, t: { playerStats } }) => db.insert(playerStats).values({ guildId: 'g1', game: 'loners', matches: 1, ...row }));
}

const page = (...args: Parameters<typeof leaderboardPage> extends [Q, ...infer R] ? R : never) => store.read((q) => leaderboardPage(q, ...args));
const entry = (...args: Parameters<typeof leaderboardEntry> extends [Q, ...infer R] ? R : never) => store.read((q) => leaderboardEntry(q, ...args));

describe('leaderboardPage', () => {
  it('has one empty page for an empty guild', async () => {
    expect(await page('g1', 'loners', 0)).toEqual({ rows: [], page: 0, totalPages: 1, totalPlayers: 0 });
    expect(await page('g1', 'loners', 4)).toEqual({ rows: [], page: 0, totalPages: 1, totalPlayers: 0 });
  });

  it('pages 25 players into 3 pages of 10, 10 and 5 and clamps the page', async () => {
    for (let i = 0; i < 25; i++) {
      // Distinct ratings, best first for i = 0.
      await stat({ userId: `u${String(i).padStart(2, '0')}`, ratingMu: 40 - i, ratingSigma: 2, wins: 1, matches: 2 });
    }
    const p0 = await page('g1', 'loners', 0);
    const p1 = await page('g1', 'loners', 1);
    const p2 = await page('g1', 'loners', 2);
    expect([p0.rows.length, p1.rows.length, p2.rows.length]).toEqual([10, 10, 5]);
    for (const p of [p0, p1, p2]) expect(p).toMatchObject({ totalPages: 3, totalPlayers: 25 });
    const all = [...p0.rows, ...p1.rows, ...p2.rows];
    expect(all.map((r) => r.rank)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(all.map((r) => r.userId)).toEqual(Array.from({ length: 25 }, (_, i) => `u${String(i).padStart(2, '0')}`));
    expect(all[0]).toMatchObject({ rating: 2520, winRate: 0.5 });

    expect(await page('g1', 'loners', 7)).toEqual(p2);
    expect(await page('g1', 'loners', -3)).toEqual(p0);
    expect(await page('g1', 'loners', Number.NaN)).toEqual(p0);
    expect((await page('g1', 'loners', 1.7)).page).toBe(1);

    const big = await page('g1', 'loners', 0, 25);
    expect(big).toMatchObject({ page: 0, totalPages: 1 });
    expect(big.rows).toHaveLength(25);
    expect(await page('g1', 'loners', 4, 5)).toMatchObject({ page: 4, totalPages: 5 });
  });

  it('orders by shown rating, then wins, then matches, then user id', async () => {
    await stat({ userId: 'low', ratingMu: 10, ratingSigma: 1 }); // 7.0 -> 1710
    await stat({ userId: 'd', ratingMu: 20.01, ratingSigma: 2, wins: 1, matches: 5 }); // 14.01 -> 1920.3 -> 1920
    await stat({ userId: 'c', ratingMu: 20, ratingSigma: 2, wins: 1, matches: 5 }); // 14.0 -> 1920
    await stat({ userId: 'b', ratingMu: 20, ratingSigma: 2, wins: 1, matches: 6 }); // 1920, more matches
    await stat({ userId: 'a', ratingMu: 19.99, ratingSigma: 2, wins: 3, matches: 9 }); // 13.99 -> 1919.7 -> 1920, most wins
    await stat({ userId: 'e', ratingMu: 20.02, ratingSigma: 2, wins: 0, matches: 1 }); // 14.02 -> 1920.6 -> 1921: shown higher, ranked higher
    await stat({ userId: 'top', ratingMu: 30, ratingSigma: 1 }); // 27.0 -> 2310
    await stat({ userId: 'neg', ratingMu: 5, ratingSigma: 3 }); // -4.0 -> 1380
    const { rows } = await page('g1', 'loners', 0);
    expect(rows.map((r) => r.userId)).toEqual(['top', 'e', 'a', 'b', 'c', 'd', 'low', 'neg']);
    expect(rows.map((r) => r.rating)).toEqual([2310, 1921, 1920, 1920, 1920, 1920, 1710, 1380]);
  });

  it('shows the OpenSkill ordinal on the 1500 scale: 1500 + 30 × (μ − 3σ), rounded', async () => {
    await play('g1', 'loners', ['alice', 'bob', 'carol'], [2], [1, 0, 3]);
    await play('g1', 'loners', ['alice', 'bob'], [0], [3, 2]);
    const rows = (await page('g1', 'loners', 0)).rows;
    const stored = await store.read(({ db, t: { playerStats } }) => db.select().from(playerStats));
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      const s = stored.find((x) => x.userId === row.userId);
      if (!s) throw new Error('missing');
      expect(row.rating).toBe(Math.round(1500 + 30 * ordinal({ mu: s.ratingMu, sigma: s.ratingSigma })));
      expect(row.rating).toBe(displayRating(s.ratingMu, s.ratingSigma));
    }
    expect(rows.map((r) => r.rating)).toEqual([...rows.map((r) => r.rating)].sort((a, b) => b - a));
    const alice = rows.find((r) => r.userId === 'alice');
    expect(alice).toMatchObject({ matches: 2, wins: 1, roundWins: 4, winRate: 0.5, bestScore: null, averageScore: null });
    // A fresh player (mu 25, sigma 25/3) starts at 1500.
    await stat({ userId: 'fresh' });
    const fresh = (await page('g1', 'loners', 0)).rows.find((r) => r.userId === 'fresh');
    expect(fresh?.rating).toBe(1500);
  });

  it('puts the winner above the loser after a real match', async () => {
    await play('g1', 'loners', ['bob', 'alice'], [1], [0, 3]);
    const { rows } = await page('g1', 'loners', 0);
    expect(rows.map((r) => [r.rank, r.userId, r.wins, r.roundWins, r.winRate])).toEqual([
      [1, 'alice', 1, 3, 1],
      [2, 'bob', 0, 0, 0],
    ]);
    expect(rows[0]!.rating).toBeGreaterThan(rows[1]!.rating);
  });

  it("lists only this guild's and this game's players", async () => {
    await play('g1', 'loners', ['alice', 'bob'], [0], [3, 0]);
    await play('g2', 'loners', ['carol', 'dave'], [0], [3, 0]);
    await play('g1', 'lone-wolves', ['erin', 'frank'], [0], [0, 0]);
    expect((await page('g1', 'loners', 0)).rows.map((r) => r.userId).sort()).toEqual(['alice', 'bob']);
    expect((await page('g2', 'loners', 0)).rows.map((r) => r.userId).sort()).toEqual(['carol', 'dave']);
    expect((await page('g1', 'lone-wolves', 0)).totalPlayers).toBe(2);
    expect((await page('g3', 'loners', 0)).totalPlayers).toBe(0);
  });

  it('reports best and average scores for score games', async () => {
    await play('g1', 'scoundrel', ['solo'], [], [-4], 'score');
    await play('g1', 'scoundrel', ['solo'], [0], [12], 'score');
    await play('g1', 'scoundrel', ['solo'], [0], [3], 'score');
    await play('g1', 'scoundrel', ['other'], [], [-10], 'score');
    const { rows } = await page('g1', 'scoundrel', 0);
    // Solo games leave ratings alone: both rate 1500, so wins decide.
    expect(rows.map((r) => r.userId)).toEqual(['solo', 'other']);
    expect(rows[0]).toMatchObject({ matches: 3, wins: 2, bestScore: 12, averageScore: 3.7, rating: 1500, ratedMatches: 0, provisional: true });
    expect(rows[0]!.winRate).toBeCloseTo(2 / 3, 9);
    expect(rows[1]).toMatchObject({ matches: 1, wins: 0, bestScore: -10, averageScore: -10, winRate: 0 });
  });

  it('leaves out rows without matches', async () => {
    await stat({ userId: 'ghost', matches: 0 });
    await stat({ userId: 'real' });
    const p = await page('g1', 'loners', 0);
    expect(p.totalPlayers).toBe(1);
    expect(p.rows.map((r) => r.userId)).toEqual(['real']);
  });

  it('counts rated matches (with another person at the table): provisional for the first 5', async () => {
    for (let i = 0; i < 4; i++) await play('g1', 'loners', ['alice', 'bob'], [0], [3, 0]);
    // Against computers only: no rating moves, nothing counts as rated.
    await play('g1', 'loners', ['alice', 'cpu1', 'cpu2'], [0], [3, 0, 0]);
    const before = (await page('g1', 'loners', 0)).rows;
    expect(before.find((r) => r.userId === 'alice')).toMatchObject({ matches: 5, ratedMatches: 4, provisional: true });
    await play('g1', 'loners', ['alice', 'bob', 'cpu1'], [1], [0, 3, 0]);
    const after = (await page('g1', 'loners', 0)).rows;
    expect(after.find((r) => r.userId === 'alice')).toMatchObject({ matches: 6, ratedMatches: 5, provisional: false });
    expect(after.find((r) => r.userId === 'bob')).toMatchObject({ matches: 5, ratedMatches: 5, provisional: false });
    // Another server's and another game's matches are not this board's.
    await play('g2', 'loners', ['carol', 'alice'], [0], [3, 0]);
    await play('g1', 'lone-wolves', ['carol', 'alice'], [0], [3, 0]);
    expect((await entry('g1', 'loners', 'alice'))?.ratedMatches).toBe(5);
  });
});

describe('leaderboardEntry', () => {
  it("gives a player's line and rank on the whole board, also far off the first page", async () => {
    for (let i = 0; i < 25; i++) await stat({ userId: `u${String(i).padStart(2, '0')}`, ratingMu: 40 - i, ratingSigma: 2, wins: 1, matches: 2 });
    const all = (await Promise.all([0, 1, 2].map((p) => page('g1', 'loners', p)))).flatMap((p) => p.rows);
    expect(all).toHaveLength(25);
    for (const row of all) expect(await entry('g1', 'loners', row.userId)).toEqual(row);
    expect((await entry('g1', 'loners', 'u23'))?.rank).toBe(24);
    expect(await entry('g1', 'loners', 'nobody')).toBeNull();
    expect(await entry('g2', 'loners', 'u01')).toBeNull();
  });

  it('ranks score games by best score', async () => {
    await play('g1', 'scoundrel', ['a'], [], [-4], 'score');
    await play('g1', 'scoundrel', ['b'], [0], [12], 'score');
    await play('g1', 'scoundrel', ['c'], [], [3], 'score');
    expect(await Promise.all(['a', 'b', 'c'].map(async (u) => (await entry('g1', 'scoundrel', u, 'score'))?.rank))).toEqual([3, 1, 2]);
    expect(await entry('g1', 'scoundrel', 'a', 'score')).toMatchObject({ bestScore: -4, averageScore: -4, matches: 1 });
  });
});
