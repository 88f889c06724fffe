import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/connection.js';
import { matches, matchPlayers } from '../../src/db/schema/sqlite.js';
import '../../src/games/index.js';
import { recordMatchResults } from '../../src/play/results.js';
import { currentStreak, gameStats, playerStatsIn } from '../../src/play/stats.js';
import { useTempDatabase } from '../support/temp-db.js';

let handle: DatabaseHandle;
useTempDatabase('stats', (database) => {
  handle = database;
});

/** A finished match at `finishedAt` (inserted in any order). */
function play(guildId: string, game: string, userIds: string[], winners: number[], finishedAt: number, scores = userIds.map(() => 0)): void {
  const { id: matchId } = handle.db
    .insert(matches)
    .values({ game, guildId, channelId: 'c', hostUserId: userIds[0]!, seed: 's', status: 'finished', finishedAt })
    .returning({ id: matches.id })
    .get();
  handle.db.insert(matchPlayers).values(userIds.map((userId, seat) => ({ matchId, seat, userId }))).run();
  const kind = game === 'scoundrel' ? 'score' : 'wins';
  recordMatchResults(handle.db, { matchId, guildId, game, seats: userIds.map((userId, seat) => ({ seat, userId, forfeited: false })), outcome: { winners, scores }, kind }, finishedAt);
}

describe('currentStreak', () => {
  it('counts the latest results back by the time the matches finished, not the order they were stored', () => {
    play('g1', 'loners', ['ann', 'ben'], [0], 100);
    play('g1', 'loners', ['ann', 'ben'], [1], 400);
    play('g1', 'loners', ['ann', 'ben'], [1], 300);
    play('g1', 'loners', ['ann', 'ben'], [0], 200);
    expect(currentStreak(handle.db, 'g1', 'loners', 'ann')).toEqual({ kind: 'losses', length: 2 });
    expect(currentStreak(handle.db, 'g1', 'loners', 'ben')).toEqual({ kind: 'wins', length: 2 });
    play('g1', 'loners', ['ann', 'ben'], [0], 500);
    expect(currentStreak(handle.db, 'g1', 'loners', 'ann')).toEqual({ kind: 'wins', length: 1 });
  });

  it("keeps servers and games apart, and is null for someone who never played", () => {
    play('g1', 'loners', ['ann', 'ben'], [0], 100);
    play('g2', 'loners', ['ann', 'ben'], [1], 200);
    play('g1', 'guys', ['ann', 'ben'], [1], 300);
    expect(currentStreak(handle.db, 'g1', 'loners', 'ann')).toEqual({ kind: 'wins', length: 1 });
    expect(currentStreak(handle.db, 'g1', 'loners', 'zoe')).toBeNull();
  });
});

describe('gameStats', () => {
  it('gives the board line, the rank among the players and the streak of each game played', () => {
    play('g1', 'loners', ['ann', 'ben', 'cat'], [2], 100);
    play('g1', 'scoundrel', ['ann'], [], 200, [-7]);
    play('g1', 'scoundrel', ['ann'], [0], 300, [12]);
    const loners = gameStats(handle.db, 'g1', 'loners', 'cat')!;
    expect(loners).toMatchObject({ scoring: 'wins', players: 3, streak: { kind: 'wins', length: 1 }, row: { rank: 1, matches: 1, wins: 1, ratedMatches: 1, provisional: true } });
    expect(loners.row.rating).toBeGreaterThan(1500);
    const all = playerStatsIn(handle.db, 'g1', 'ann', ['loners', 'lone-wolves', 'scoundrel']);
    expect(all.map((s) => s.game)).toEqual(['loners', 'scoundrel']);
    expect(all[1]).toMatchObject({ scoring: 'score', players: 1, row: { bestScore: 12, averageScore: 2.5, matches: 2, wins: 1 }, streak: { kind: 'wins', length: 1 } });
    expect(gameStats(handle.db, 'g2', 'loners', 'ann')).toBeNull();
  });
});
