/**
 * Delivery is driven by the database: every change marks its match due
 * (`sync_due_at`, `sync_seq` bumped) in the change's own transaction; a
 * process claims due matches with a lease, and clears the mark after the sync
 * unless the match changed meanwhile; a failed sync comes back with backoff.
 * On PostgreSQL two processes claiming at once never take the same match.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { games } from '../../src/games/index.js';
import { act } from '../../src/play/act.js';
import { playContext } from '../../src/play/context.js';
import { joinLobby, openLobby, startMatch } from '../../src/play/lobby.js';
import { getMatch, getPlayers } from '../../src/play/matches.js';
import { backoffMs, claimSyncs, syncDone, syncFailed } from '../../src/play/sync-claims.js';
import { storeOf } from '../support/temp-db.js';
import { testedDialect } from '../support/test-database.js';
import { testPlay, type TestPlay } from './helpers.js';

let t: TestPlay;
afterEach(() => t.close());
const loners = games.loners!;
const LEASE = 30_000;

async function started(channelId = 'c1') {
  const lobby = await openLobby(t.ctx, { game: 'loners', guildId: 'g1', channelId, hostUserId: 'u1', options: {} });
  if (!lobby.ok) throw new Error(lobby.reason);
  await joinLobby(t.ctx, { matchId: lobby.match.id }, 'u2');
  const res = await startMatch(t.ctx, { matchId: lobby.match.id }, 'u1');
  if (!res.ok) throw new Error(res.reason);
  return res.match.id;
}

const match = async (id: string) => (await t.read((q) => getMatch(q, id)))!;
const claim = (matchId?: string) => claimSyncs(t.ctx, { limit: 10, leaseMs: LEASE, ...(matchId ? { matchId } : {}) });
/** Claims what is due and marks it all synced. */
const syncAll = async () => {
  for (const c of await claim()) await t.ctx.store.transaction((q) => syncDone(q, c, null));
};

async function move(id: string) {
  const m = await match(id);
  const seat = loners.toAct(m.state) as number;
  const user = (await t.read((q) => getPlayers(q, id)))[seat]!.userId;
  return act(t.ctx, { game: 'loners', matchId: id, userId: user, version: m.version, code: loners.legalActions(m.state, seat).map(loners.encodeAction)[0]! });
}

describe('the sync mark', () => {
  it('is set by every change Discord must show, in its own transaction, and not by a refused click', async () => {
    t = await testPlay();
    const lobby = await openLobby(t.ctx, { game: 'loners', guildId: 'g1', channelId: 'c1', hostUserId: 'u1', options: {} });
    if (!lobby.ok) throw new Error(lobby.reason);
    expect(await match(lobby.match.id)).toMatchObject({ syncDueAt: t.clock.now, syncSeq: 1 });
    await syncAll();
    expect(await match(lobby.match.id)).toMatchObject({ syncDueAt: null, syncSeq: 1 });

    t.clock.now += 1_000;
    await joinLobby(t.ctx, { matchId: lobby.match.id }, 'u2');
    expect(await match(lobby.match.id)).toMatchObject({ syncDueAt: t.clock.now, syncSeq: 2 });
    await syncAll();
    expect(await joinLobby(t.ctx, { matchId: lobby.match.id }, 'u2')).toMatchObject({ ok: false, reason: 'already_joined' });
    expect(await match(lobby.match.id)).toMatchObject({ syncDueAt: null, syncSeq: 2 });

    const id = await started('c2');
    await syncAll();
    const before = await match(id);
    t.clock.now += 1_000;
    expect((await move(id)).ok).toBe(true);
    expect(await match(id)).toMatchObject({ syncDueAt: t.clock.now, syncSeq: before.syncSeq + 1 });
    await syncAll();
    // A stale click changes nothing, so Discord has nothing to catch up on.
    expect(await act(t.ctx, { game: 'loners', matchId: id, userId: 'u1', version: before.version, code: 'r' })).toMatchObject({ ok: false, reason: 'stale' });
    expect(await match(id)).toMatchObject({ syncDueAt: null, syncSeq: before.syncSeq + 1 });
  });
});

describe('claims', () => {
  it('hold a due match for the lease; the mark is cleared after the sync, or left due when the match changed meanwhile', async () => {
    t = await testPlay();
    const [a, b] = [await started('c1'), await started('c2')];
    const claims = await claim();
    expect(claims.map((c) => c.matchId).sort()).toEqual([a, b].sort());
    expect(claims.every((c) => c.attempts === 0)).toBe(true);
    // Held: nobody else claims them meanwhile.
    expect(await claim()).toEqual([]);

    const ofA = claims.find((c) => c.matchId === a)!;
    const ofB = claims.find((c) => c.matchId === b)!;
    t.clock.now += 100;
    expect((await move(b)).ok).toBe(true); // b changes while it is being synced
    await t.ctx.store.transaction((q) => syncDone(q, ofA, null));
    await t.ctx.store.transaction((q) => syncDone(q, ofB, null));
    expect(await match(a)).toMatchObject({ syncDueAt: null, syncLeaseUntil: null });
    expect(await match(b)).toMatchObject({ syncDueAt: t.clock.now, syncLeaseUntil: null });
    expect((await claim()).map((c) => c.matchId)).toEqual([b]);
  });

  it('come back when asked (a board edit waiting its turn), and only then', async () => {
    t = await testPlay();
    const id = await started();
    const [c] = await claim();
    await t.ctx.store.transaction((q) => syncDone(q, c!, t.clock.now + 1_000));
    expect(await claim()).toEqual([]);
    t.clock.now += 1_000;
    expect((await claim()).map((x) => x.matchId)).toEqual([id]);
  });

  it('of a process that died run out: another process takes the match over after the lease', async () => {
    t = await testPlay();
    const id = await started();
    expect((await claim()).map((c) => c.matchId)).toEqual([id]);
    t.clock.now += LEASE - 1;
    expect(await claim()).toEqual([]);
    t.clock.now += 1;
    expect((await claim()).map((c) => c.matchId)).toEqual([id]);
  });

  it('take one match when asked for it', async () => {
    t = await testPlay();
    const [a, b] = [await started('c1'), await started('c2')];
    expect((await claim(b)).map((c) => c.matchId)).toEqual([b]);
    expect((await claim(b)).map((c) => c.matchId)).toEqual([]);
    expect((await claim()).map((c) => c.matchId)).toEqual([a]);
  });

  it('retry a failed sync at the time given, counting the failures, which a sync that goes through resets', async () => {
    t = await testPlay();
    const id = await started();
    let [c] = await claim();
    await t.ctx.store.transaction((q) => syncFailed(q, c!, t.clock.now + 5_000));
    expect(await match(id)).toMatchObject({ syncDueAt: t.clock.now + 5_000, syncAttempts: 1, syncLeaseUntil: null });
    expect(await claim()).toEqual([]);
    t.clock.now += 5_000;
    [c] = await claim();
    expect(c).toMatchObject({ matchId: id, attempts: 1 });
    await t.ctx.store.transaction((q) => syncFailed(q, c!, t.clock.now + 10_000));
    t.clock.now += 10_000;
    [c] = await claim();
    expect(c).toMatchObject({ matchId: id, attempts: 2 });
    await t.ctx.store.transaction((q) => syncDone(q, c!, null));
    expect(await match(id)).toMatchObject({ syncDueAt: null, syncAttempts: 0 });
  });

  // SQLite runs one process: a second connection in this one would wait on the first's lock with the event loop blocked.
  it.skipIf(testedDialect() !== 'postgres')('made by two processes at once never take the same match', async () => {
    t = await testPlay();
    const ids = [];
    for (let i = 0; i < 6; i++) ids.push(await started(`c${i}`));
    const otherStore = await storeOf(t.database);
    try {
      const other = await playContext(otherStore, { now: t.ctx.now });
      const [mine, theirs] = await Promise.all([
        claimSyncs(t.ctx, { limit: 4, leaseMs: LEASE }),
        claimSyncs(other, { limit: 4, leaseMs: LEASE }),
      ]);
      const taken = [...mine, ...theirs].map((c) => c.matchId);
      expect(new Set(taken).size).toBe(taken.length);
      expect(taken.length).toBeGreaterThanOrEqual(4);
      // Whatever is left is claimed next, once.
      const rest = await claimSyncs(other, { limit: 10, leaseMs: LEASE });
      expect([...taken, ...rest.map((c) => c.matchId)].sort()).toEqual([...ids].sort());
    } finally {
      await otherStore.close();
    }
  });
});

describe('backoff', () => {
  it('doubles from 1 s up to 5 min, with jitter that never comes back sooner than half of it', () => {
    expect([0, 1, 2, 3].map((n) => backoffMs(n, () => 1))).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect([0, 1, 2, 3].map((n) => backoffMs(n, () => 0))).toEqual([500, 1_000, 2_000, 4_000]);
    expect(backoffMs(9, () => 1)).toBe(300_000);
    expect(backoffMs(50, () => 0)).toBe(150_000);
    for (let i = 0; i < 50; i++) {
      const ms = backoffMs(4);
      expect(ms).toBeGreaterThanOrEqual(8_000);
      expect(ms).toBeLessThanOrEqual(16_000);
    }
  });
});
