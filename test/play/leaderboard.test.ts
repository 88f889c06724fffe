import { ordinal } from 'openskill';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/connection.js';
import { matches, matchPlayers, playerStats, type NewPlayerStats } from '../../src/db/schema.js';
import { leaderboardPage } from '../../src/play/leaderboard.js';
import { recordMatchResults } from '../../src/play/results.js';
import { useTempDatabase } from '../support/temp-db.js';

let handle: DatabaseHandle;
useTempDatabase('leaderboard', (database) => {
  handle = database;
});

const NOW = 1_700_000_000_000;

function play(guildId: string, game: string, userIds: string[], winners: number[], scores: number[], kind: 'wins' | 'score' = 'wins'): void {
  const { id: matchId } = handle.db
    .insert(matches)
    .values({ game, guildId, channelId: 'c', hostUserId: userIds[0] ?? 'h', seed: 's', status: 'finished' })
    .returning({ id: matches.id })
    .get();
  handle.db.insert(matchPlayers).values(userIds.map((userId, seat) => ({ matchId, seat, userId }))).run();
  recordMatchResults(
    handle.db,
    { matchId, guildId, game, seats: userIds.map((userId, seat) => ({ seat, userId, forfeited: false })), outcome: { winners, scores }, kind },
    NOW,
  );
}

/** A stats row written directly, to set up exact orderings. */
function stat(row: Partial<NewPlayerStats> & { userId: string }): void {
  handle.db.insert(playerStats).values({ guildId: 'g1', game: 'loners', matches: 1, ...row }).run();
}

describe('leaderboardPage', () => {
  it('has one empty page for an empty guild', () => {
    expect(leaderboardPage(handle.db, 'g1', 'loners', 0)).toEqual({ rows: [], page: 0, totalPages: 1, totalPlayers: 0 });
    expect(leaderboardPage(handle.db, 'g1', 'loners', 4)).toEqual({ rows: [], page: 0, totalPages: 1, totalPlayers: 0 });
  });

  it('pages 25 players into 3 pages of 10, 10 and 5 and clamps the page', () => {
    for (let i = 0; i < 25; i++) {
      // Distinct ratings, best first for i = 0.
      stat({ userId: `u${String(i).padStart(2, '0')}`, ratingMu: 40 - i, ratingSigma: 2, wins: 1, matches: 2 });
    }
    const p0 = leaderboardPage(handle.db, 'g1', 'loners', 0);
    const p1 = leaderboardPage(handle.db, 'g1', 'loners', 1);
    const p2 = leaderboardPage(handle.db, 'g1', 'loners', 2);
    expect([p0.rows.length, p1.rows.length, p2.rows.length]).toEqual([10, 10, 5]);
    for (const p of [p0, p1, p2]) expect(p).toMatchObject({ totalPages: 3, totalPlayers: 25 });
    const all = [...p0.rows, ...p1.rows, ...p2.rows];
    expect(all.map((r) => r.rank)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(all.map((r) => r.userId)).toEqual(Array.from({ length: 25 }, (_, i) => `u${String(i).padStart(2, '0')}`));
    expect(all[0]).toMatchObject({ rating: 34, winRate: 0.5 });

    expect(leaderboardPage(handle.db, 'g1', 'loners', 7)).toEqual(p2);
    expect(leaderboardPage(handle.db, 'g1', 'loners', -3)).toEqual(p0);
    expect(leaderboardPage(handle.db, 'g1', 'loners', Number.NaN)).toEqual(p0);
    expect(leaderboardPage(handle.db, 'g1', 'loners', 1.7).page).toBe(1);

    const big = leaderboardPage(handle.db, 'g1', 'loners', 0, 25);
    expect(big).toMatchObject({ page: 0, totalPages: 1 });
    expect(big.rows).toHaveLength(25);
    expect(leaderboardPage(handle.db, 'g1', 'loners', 4, 5)).toMatchObject({ page: 4, totalPages: 5 });
  });

  it('orders by shown rating, then wins, then matches, then user id', () => {
    stat({ userId: 'low', ratingMu: 10, ratingSigma: 1 }); // 7.0
    stat({ userId: 'd', ratingMu: 20.02, ratingSigma: 2, wins: 1, matches: 5 }); // 14.02 -> 14.0
    stat({ userId: 'c', ratingMu: 20, ratingSigma: 2, wins: 1, matches: 5 }); // 14.0
    stat({ userId: 'b', ratingMu: 20, ratingSigma: 2, wins: 1, matches: 6 }); // 14.0, more matches
    stat({ userId: 'a', ratingMu: 19.99, ratingSigma: 2, wins: 3, matches: 9 }); // 13.99 -> 14.0, most wins
    stat({ userId: 'top', ratingMu: 30, ratingSigma: 1 }); // 27.0
    stat({ userId: 'neg', ratingMu: 5, ratingSigma: 3 }); // -4.0
    const { rows } = leaderboardPage(handle.db, 'g1', 'loners', 0);
    expect(rows.map((r) => r.userId)).toEqual(['top', 'a', 'b', 'c', 'd', 'low', 'neg']);
    expect(rows.map((r) => r.rating)).toEqual([27, 14, 14, 14, 14, 7, -4]);
  });

  it('shows the OpenSkill ordinal rounded to one decimal', () => {
    play('g1', 'loners', ['alice', 'bob', 'carol'], [2], [1, 0, 3]);
    play('g1', 'loners', ['alice', 'bob'], [0], [3, 2]);
    const rows = leaderboardPage(handle.db, 'g1', 'loners', 0).rows;
    const stored = handle.db.select().from(playerStats).all();
    for (const row of rows) {
      const s = stored.find((x) => x.userId === row.userId);
      if (!s) throw new Error('missing');
      expect(row.rating).toBeCloseTo(Math.round(ordinal({ mu: s.ratingMu, sigma: s.ratingSigma }) * 10) / 10, 9);
      expect(Math.round(row.rating * 10)).toBe(row.rating * 10);
    }
    expect(rows.map((r) => r.rating)).toEqual([...rows.map((r) => r.rating)].sort((a, b) => b - a));
    const alice = rows.find((r) => r.userId === 'alice');
    expect(alice).toMatchObject({ matches: 2, wins: 1, roundWins: 4, winRate: 0.5, bestScore: null, averageScore: null });
    // A fresh player (mu 25, sigma 25/3) rates 0, never -0.
    stat({ userId: 'fresh' });
    const fresh = leaderboardPage(handle.db, 'g1', 'loners', 0).rows.find((r) => r.userId === 'fresh');
    expect(Object.is(fresh?.rating, 0)).toBe(true);
  });

  it('puts the winner above the loser after a real match', () => {
    play('g1', 'loners', ['bob', 'alice'], [1], [0, 3]);
    const { rows } = leaderboardPage(handle.db, 'g1', 'loners', 0);
    expect(rows.map((r) => [r.rank, r.userId, r.wins, r.roundWins, r.winRate])).toEqual([
      [1, 'alice', 1, 3, 1],
      [2, 'bob', 0, 0, 0],
    ]);
    expect(rows[0]!.rating).toBeGreaterThan(rows[1]!.rating);
  });

  it("lists only this guild's and this game's players", () => {
    play('g1', 'loners', ['alice', 'bob'], [0], [3, 0]);
    play('g2', 'loners', ['carol', 'dave'], [0], [3, 0]);
    play('g1', 'lone-wolves', ['erin', 'frank'], [0], [0, 0]);
    expect(leaderboardPage(handle.db, 'g1', 'loners', 0).rows.map((r) => r.userId).sort()).toEqual(['alice', 'bob']);
    expect(leaderboardPage(handle.db, 'g2', 'loners', 0).rows.map((r) => r.userId).sort()).toEqual(['carol', 'dave']);
    expect(leaderboardPage(handle.db, 'g1', 'lone-wolves', 0).totalPlayers).toBe(2);
    expect(leaderboardPage(handle.db, 'g3', 'loners', 0).totalPlayers).toBe(0);
  });

  it('reports best and average scores for score games', () => {
    play('g1', 'scoundrel', ['solo'], [], [-4], 'score');
    play('g1', 'scoundrel', ['solo'], [0], [12], 'score');
    play('g1', 'scoundrel', ['solo'], [0], [3], 'score');
    play('g1', 'scoundrel', ['other'], [], [-10], 'score');
    const { rows } = leaderboardPage(handle.db, 'g1', 'scoundrel', 0);
    // Solo games leave ratings alone: both rate 0, so wins decide.
    expect(rows.map((r) => r.userId)).toEqual(['solo', 'other']);
    expect(rows[0]).toMatchObject({ matches: 3, wins: 2, bestScore: 12, averageScore: 3.7, rating: 0 });
    expect(rows[0]!.winRate).toBeCloseTo(2 / 3, 9);
    expect(rows[1]).toMatchObject({ matches: 1, wins: 0, bestScore: -10, averageScore: -10, winRate: 0 });
  });

  it('leaves out rows without matches', () => {
    stat({ userId: 'ghost', matches: 0 });
    stat({ userId: 'real' });
    const page = leaderboardPage(handle.db, 'g1', 'loners', 0);
    expect(page.totalPlayers).toBe(1);
    expect(page.rows.map((r) => r.userId)).toEqual(['real']);
  });
});
