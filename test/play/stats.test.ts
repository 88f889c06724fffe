import { describe, expect, it } from 'vitest';
import type { Store } from '../../src/db/store.js';
import '../../src/games/index.js';
import { recordMatchResults } from '../../src/play/results.js';
import { currentStreak, gameStats, playerStatsIn } from '../../src/play/stats.js';
import { useTempStore } from '../support/temp-db.js';
import { insertFinishedMatch } from './helpers.js';

let store: Store;
useTempStore((temp) => {
  store = temp.store;
});

/** A finished match at `finishedAt` (inserted in any order). */
function play(guildId: string, game: string, userIds: string[], winners: number[], finishedAt: number, scores = userIds.map(() => 0)): Promise<void> {
  return store.transaction(async (q) => {
    const matchId = await insertFinishedMatch(q, guildId, game, userIds, finishedAt);
    const kind = game === 'scoundrel' ? 'score' : 'wins';
    await recordMatchResults(q, { matchId, guildId, game, seats: userIds.map((userId, seat) => ({ seat, userId, forfeited: false })), outcome: { winners, scores }, kind }, finishedAt);
  });
}

const streak = (guildId: string, game: string, userId: string) => store.read((q) => currentStreak(q, guildId, game, userId));

describe('currentStreak', () => {
  it('counts the latest results back by the time the matches finished, not the order they were stored', async () => {
    await play('g1', 'loners', ['ann', 'ben'], [0], 100);
    await play('g1', 'loners', ['ann', 'ben'], [1], 400);
    await play('g1', 'loners', ['ann', 'ben'], [1], 300);
    await play('g1', 'loners', ['ann', 'ben'], [0], 200);
    expect(await streak('g1', 'loners', 'ann')).toEqual({ kind: 'losses', length: 2 });
    expect(await streak('g1', 'loners', 'ben')).toEqual({ kind: 'wins', length: 2 });
    await play('g1', 'loners', ['ann', 'ben'], [0], 500);
    expect(await streak('g1', 'loners', 'ann')).toEqual({ kind: 'wins', length: 1 });
  });

  it('keeps servers and games apart, and is null for someone who never played', async () => {
    await play('g1', 'loners', ['ann', 'ben'], [0], 100);
    await play('g2', 'loners', ['ann', 'ben'], [1], 200);
    await play('g1', 'guys', ['ann', 'ben'], [1], 300);
    expect(await streak('g1', 'loners', 'ann')).toEqual({ kind: 'wins', length: 1 });
    expect(await streak('g1', 'loners', 'zoe')).toBeNull();
  });
});

describe('gameStats', () => {
  it('gives the board line, the rank among the players and the streak of each game played', async () => {
    await play('g1', 'loners', ['ann', 'ben', 'cat'], [2], 100);
    await play('g1', 'scoundrel', ['ann'], [], 200, [-7]);
    await play('g1', 'scoundrel', ['ann'], [0], 300, [12]);
    const loners = (await store.read((q) => gameStats(q, 'g1', 'loners', 'cat')))!;
    expect(loners).toMatchObject({ scoring: 'wins', players: 3, streak: { kind: 'wins', length: 1 }, row: { rank: 1, matches: 1, wins: 1, ratedMatches: 1, provisional: true } });
    expect(loners.row.rating).toBeGreaterThan(1500);
    const all = await store.read((q) => playerStatsIn(q, 'g1', 'ann', ['loners', 'lone-wolves', 'scoundrel']));
    expect(all.map((s) => s.game)).toEqual(['loners', 'scoundrel']);
    expect(all[1]).toMatchObject({ scoring: 'score', players: 1, row: { bestScore: 12, averageScore: 2.5, matches: 2, wins: 1 }, streak: { kind: 'wins', length: 1 } });
    expect(await store.read((q) => gameStats(q, 'g2', 'loners', 'ann'))).toBeNull();
  });
});
