/** A click: one transaction that checks seat, turn and version, applies, logs and records. */
import { asc, eq } from 'drizzle-orm';
import type Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { games } from '../../src/games/index.js';
import type { Q } from '../../src/db/store.js';
import { act } from '../../src/play/act.js';
import { leaveInChannel } from '../../src/play/forfeit.js';
import { joinLobby, openLobby, startMatch } from '../../src/play/lobby.js';
import { getMatch, getPlayers } from '../../src/play/matches.js';
import { runDueTimers } from '../../src/play/timers.js';
import { testedDialect } from '../support/test-database.js';
import { testPlay, type TestPlay } from './helpers.js';

let t: TestPlay;
afterEach(() => t.close());
const loners = games.loners!;

async function started(players = ['u1', 'u2'], channelId = 'c1') {
  const lobby = await openLobby(t.ctx, { game: 'loners', guildId: 'g1', channelId, hostUserId: players[0] as string, options: {} });
  if (!lobby.ok) throw new Error(lobby.reason);
  for (const u of players.slice(1)) await joinLobby(t.ctx, { matchId: lobby.match.id }, u);
  const res = await startMatch(t.ctx, { matchId: lobby.match.id }, players[0] as string);
  if (!res.ok) throw new Error(res.reason);
  return res.match.id;
}

const match = async (id: string) => (await t.read((q) => getMatch(q, id)))!;
const players = (id: string) => t.read((q) => getPlayers(q, id));

async function current(id: string) {
  const m = await match(id);
  const seat = loners.toAct(m.state) as number;
  const user = (await players(id))[seat]!.userId;
  return { match: m, seat, user, legal: loners.legalActions(m.state, seat).map(loners.encodeAction) };
}

const actionsOf = (q: Q, id?: string) => {
  const { matchActions } = q.t;
  const all = q.db.select().from(matchActions);
  return (id === undefined ? all : all.where(eq(matchActions.matchId, id))).orderBy(asc(matchActions.id));
};

describe('act', () => {
  it('applies a legal click once: version bumps, the log grows, a double click is stale', async () => {
    t = await testPlay();
    const id = await started();
    const { match: m, user, legal } = await current(id);
    const click = { game: 'loners', matchId: id, userId: user, version: m.version, code: legal[0]! };
    expect(await act(t.ctx, click)).toMatchObject({ ok: true, finished: false });
    expect(await act(t.ctx, click)).toMatchObject({ ok: false, reason: 'stale' });
    const log = await t.read((q) => actionsOf(q, id));
    expect(log.map((l) => [l.version, l.code, l.kind, l.userId])).toEqual([[m.version + 1, legal[0], 'move', user]]);
    expect((await match(id)).version).toBe(m.version + 1);
  });

  it('applies two clicks handed in at once once: the second is stale', async () => {
    t = await testPlay();
    const id = await started();
    const { match: m, user, legal } = await current(id);
    const click = { game: 'loners', matchId: id, userId: user, version: m.version, code: legal[0]! };
    const results = await Promise.all([act(t.ctx, click), act(t.ctx, click)]);
    expect(results.map((r) => (r.ok ? 'ok' : r.reason)).sort()).toEqual(['ok', 'stale']);
    expect(await t.read((q) => actionsOf(q, id))).toHaveLength(1);
    expect((await match(id)).version).toBe(m.version + 1);
  });

  it.skipIf(testedDialect() !== 'sqlite')("writes few pages: a move that does not end the match leaves the indexes on the match's status alone", async () => {
    t = await testPlay();
    const ids = [await started(), await started(['u3', 'u4'], 'c2')];
    const sqlite = await t.read(async (q) => (q.db as unknown as { $client: Database.Database }).$client);
    const walPages = (): number => (sqlite.pragma('wal_checkpoint(PASSIVE)') as { log: number }[])[0]!.log;
    let pages = 0;
    let moves = 0;
    for (let round = 0; round < 10; round++) {
      for (const id of ids) {
        const { match: m, user, legal } = await current(id);
        sqlite.pragma('wal_checkpoint(TRUNCATE)');
        expect(await act(t.ctx, { game: 'loners', matchId: id, userId: user, version: m.version, code: legal[0]! })).toMatchObject({ ok: true, finished: false });
        pages += walPages();
        moves++;
      }
    }
    // Two small matches: the action log, its index, the match row, the turn deadline's index and the sync mark's index, a page each.
    // Setting the unchanged status too rewrote its indexes' entries: seven a move.
    expect(pages / moves).toBeLessThan(5.5);
  });

  it('refuses with a reason and changes nothing: wrong player, outsider, bad code, illegal move, unknown match, wrong game', async () => {
    t = await testPlay();
    const id = await started();
    const { match: m, user } = await current(id);
    const other = user === 'u1' ? 'u2' : 'u1';
    const v = m.version;
    const base = { game: 'loners', matchId: id, version: v };
    expect(await act(t.ctx, { ...base, userId: other, code: 'f0.0' })).toMatchObject({ ok: false, reason: 'not_your_turn' });
    expect(await act(t.ctx, { ...base, userId: 'stranger', code: 'f0.0' })).toMatchObject({ ok: false, reason: 'not_in_match' });
    expect(await act(t.ctx, { ...base, userId: user, code: 'zz' })).toMatchObject({ ok: false, reason: 'bad_action' });
    expect(await act(t.ctx, { ...base, userId: user, code: 'r' })).toMatchObject({ ok: false, reason: 'illegal' }); // empty Street: must lead
    expect(await act(t.ctx, { ...base, matchId: 'nosuchmatch', userId: user, code: 'f0.0' })).toMatchObject({ ok: false, reason: 'unknown_match' });
    expect(await act(t.ctx, { ...base, game: 'scoundrel', userId: user, code: 'f0.0' })).toMatchObject({ ok: false, reason: 'unknown_match' });
    expect((await match(id)).version).toBe(v);
    expect(await t.read((q) => actionsOf(q, id))).toEqual([]);
  });

  it('plays a whole match: round wins and results are recorded, stats and announcements written', async () => {
    t = await testPlay();
    const id = await started(['u1', 'u2', 'u3']);
    for (let i = 0; i < 5000; i++) {
      if ((await match(id)).status !== 'active') break;
      const { match: m, user, legal } = await current(id);
      const res = await act(t.ctx, { game: 'loners', matchId: id, userId: user, version: m.version, code: legal[i % legal.length]! });
      expect(res.ok).toBe(true);
    }
    const m = await match(id);
    expect(m.status).toBe('finished');
    expect(m.finishedAt).toBe(t.clock.now);
    expect(m.turnDeadline).toBeNull();
    const { rounds, results, stats, news } = await t.read(async ({ db, t: { roundWins, matchResults, playerStats, outbox } }) => ({
      rounds: await db.select().from(roundWins).where(eq(roundWins.matchId, id)),
      results: await db.select().from(matchResults).where(eq(matchResults.matchId, id)).orderBy(asc(matchResults.seat)),
      stats: await db.select().from(playerStats),
      news: (await db.select().from(outbox).where(eq(outbox.matchId, id)).orderBy(asc(outbox.id))).map((o) => o.payload.event),
    }));
    const outcome = loners.outcome(m.state)!;
    expect(rounds.length).toBe(outcome.scores.reduce((a, b) => a + b, 0));
    expect(results.filter((r) => r.won).map((r) => r.seat)).toEqual(outcome.winners);
    expect(stats).toHaveLength(3);
    // Events, not text: the play layer records what happened; Discord words it later.
    expect(news.filter((n) => n?.kind === 'round_won')).toHaveLength(rounds.length - 1);
    expect(news.at(-1)).toEqual({ kind: 'match_won', winners: outcome.winners, scores: outcome.scores });
    expect(await act(t.ctx, { game: 'loners', matchId: id, userId: 'u1', version: m.version, code: 'r' })).toMatchObject({ ok: false, reason: 'over' });
  });
});

describe('turn clock', () => {
  it('warns a minute before, plays the safe move at the deadline, forfeits after three timeouts in a row', async () => {
    t = await testPlay({ turnTimeoutMs: 5 * 60_000 });
    const id = await started(['u1', 'u2', 'u3']);
    const first = await current(id);
    t.clock.now += 4 * 60_000 + 1;
    // The warning changes what Discord shows (a DM to tell), once.
    expect(await runDueTimers(t.ctx)).toEqual({ changed: [id], computers: [] });
    expect(await runDueTimers(t.ctx)).toEqual({ changed: [], computers: [] });
    const dms = await t.read(({ db, t: { outbox } }) => db.select().from(outbox).where(eq(outbox.target, 'dm')));
    expect(dms.map((o) => [o.userId, o.payload.event?.kind])).toEqual([[first.user, 'turn_warning']]);
    expect((await match(id)).version).toBe(first.match.version);
    t.clock.now += 60_000;
    expect((await runDueTimers(t.ctx)).changed).toEqual([id]);
    const log = await t.read((q) => actionsOf(q));
    expect(log.at(-1)).toMatchObject({ kind: 'timeout', userId: null, seat: first.seat, code: loners.encodeAction(loners.timeoutAction!(first.match.state, first.seat)!) });

    // Let the same player time out twice more (the others act normally in between).
    let timeouts = 1;
    for (let guard = 0; guard < 100 && timeouts < 3; guard++) {
      const now = await current(id);
      if (now.seat === first.seat) {
        t.clock.now += 5 * 60_000 + 1;
        await runDueTimers(t.ctx);
        timeouts++;
      } else {
        await act(t.ctx, { game: 'loners', matchId: id, userId: now.user, version: now.match.version, code: now.legal.find((c) => c.startsWith('r')) ?? now.legal[0]! });
      }
    }
    expect((await players(id))[first.seat]!.forfeited).toBe(true);
    expect((await t.read((q) => actionsOf(q))).at(-1)).toMatchObject({ kind: 'forfeit', code: '!forfeit' });
    const state = (await match(id)).state as { active: boolean[]; hands: unknown[][] };
    expect(state.active[first.seat]).toBe(false);
    expect(state.hands[first.seat]).toEqual([]);
  });

  it('a click resets the timeout count', async () => {
    t = await testPlay();
    const id = await started();
    const a = await current(id);
    t.clock.now += t.ctx.turnTimeoutMs + 1;
    await runDueTimers(t.ctx);
    expect((await players(id))[a.seat]!.timeoutsInRow).toBe(1);
    let now = await current(id);
    await act(t.ctx, { game: 'loners', matchId: id, userId: now.user, version: now.match.version, code: now.legal.find((c) => c.startsWith('r')) ?? now.legal[0]! });
    now = await current(id);
    expect(now.seat).toBe(a.seat);
    await act(t.ctx, { game: 'loners', matchId: id, userId: now.user, version: now.match.version, code: now.legal[0]! });
    expect((await players(id))[a.seat]!.timeoutsInRow).toBe(0);
  });
});

describe('leave', () => {
  it('forfeits a running match; the last player left wins it', async () => {
    t = await testPlay();
    const id = await started();
    expect(await leaveInChannel(t.ctx, 'loners', 'c1', 'stranger')).toEqual({ ok: false, reason: 'nothing_to_leave' });
    expect(await leaveInChannel(t.ctx, 'loners', 'c1', 'u2')).toEqual({ ok: true, matchId: id, from: 'match' });
    expect(await leaveInChannel(t.ctx, 'loners', 'c1', 'u2')).toEqual({ ok: false, reason: 'nothing_to_leave' });
    const m = await match(id);
    expect(m.status).toBe('finished');
    expect(loners.outcome(m.state)).toMatchObject({ winners: [0] });
    const results = await t.read(({ db, t: { matchResults } }) => db.select().from(matchResults).where(eq(matchResults.matchId, id)).orderBy(asc(matchResults.seat)));
    expect(results.map((r) => [r.userId, r.won])).toEqual([['u1', true], ['u2', false]]);
  });
});
