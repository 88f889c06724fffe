/**
 * Move logs past MATCH_LOG_RETENTION_DAYS: pruned in batches (clicks first
 * between them), results and seats kept, open matches untouched, 0 keeps
 * everything, and a second run (or a second process) finds nothing to do.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { asc, eq, isNotNull } from 'drizzle-orm';
import { pruneMatchLogs } from '../../src/play/retention.js';
import { ALICE, BOB, CLUB, playStore, seedWorld, type PlayStore } from './privacy-fixtures.js';

let p: PlayStore | undefined;
afterEach(async () => {
  await p?.close();
  p = undefined;
});

const DAY = 24 * 60 * 60_000;

const logs = (s: PlayStore) =>
  s.read(async (q) => {
    const actions = await q.db.select({ matchId: q.t.matchActions.matchId }).from(q.t.matchActions);
    const pruned = await q.db.select({ id: q.t.matches.id, at: q.t.matches.logPrunedAt }).from(q.t.matches).where(isNotNull(q.t.matches.logPrunedAt)).orderBy(asc(q.t.matches.id));
    return { withMoves: [...new Set(actions.map((a) => a.matchId))].sort(), pruned };
  });

describe('pruneMatchLogs', () => {
  it('deletes the moves of matches over for longer than the retention, and keeps their results', async () => {
    p = await playStore();
    await p.read((q) => seedWorld(q, p!.clock.now));
    // m1 and m4 ended 9 days ago, m2 8 days ago, the cancelled lobby m3 7 days ago; an active match begun long ago keeps its log.
    await p.read(async (q) => {
      await q.db.insert(q.t.matches).values({ id: 'm9aaaaaaaa', game: 'guys', guildId: CLUB, channelId: '1', hostUserId: BOB.id, seed: 's', status: 'active', state: {}, createdAt: p!.clock.now - 99 * DAY, updatedAt: p!.clock.now - 99 * DAY });
      await q.db.insert(q.t.matchActions).values({ matchId: 'm9aaaaaaaa', version: 1, seat: 0, userId: BOB.id, code: 'z' });
    });
    expect(await pruneMatchLogs(p.ctx, 0)).toBe(0);
    expect(await pruneMatchLogs(p.ctx, 9)).toBe(0);
    p.clock.now += 1;
    expect(await pruneMatchLogs(p.ctx, 9)).toBe(2);
    expect(await logs(p)).toEqual({
      withMoves: ['m2aaaaaaaa', 'm9aaaaaaaa'],
      pruned: [
        { id: 'm1aaaaaaaa', at: p.clock.now },
        { id: 'm4aaaaaaaa', at: p.clock.now },
      ],
    });
    const results = await p.read((q) => q.db.select().from(q.t.matchResults).where(eq(q.t.matchResults.matchId, 'm1aaaaaaaa')));
    expect(results.map((r) => [r.userId, r.won])).toEqual([[ALICE.id, true], [BOB.id, false]]);
    // Nothing left to do: a second run, or another process's, changes nothing.
    expect(await pruneMatchLogs(p.ctx, 9)).toBe(0);
  });

  it('goes in batches, each after the clicks being handled', async () => {
    p = await playStore();
    const old = p.clock.now - 200 * DAY;
    await p.read(async (q) => {
      for (let i = 0; i < 5; i++) {
        const id = `old${i}aaaaaa`;
        await q.db.insert(q.t.matches).values({ id, game: 'guys', guildId: CLUB, channelId: '1', hostUserId: BOB.id, seed: 's', status: 'finished', state: {}, createdAt: old, updatedAt: old, finishedAt: old });
        await q.db.insert(q.t.matchActions).values({ matchId: id, version: 1, seat: 0, userId: BOB.id, code: 'z' });
      }
    });
    let waits = 0;
    const pruned = await pruneMatchLogs(p.ctx, 180, { size: 2, afterClicks: async () => void waits++ });
    expect(pruned).toBe(5);
    expect(waits).toBe(3); // batches of 2, 2 and 1
    expect((await logs(p)).withMoves).toEqual([]);
  });
});
