/** A click: one transaction that checks seat, turn and version, applies, logs and records. */
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { games } from '../../src/games/index.js';
import { matchActions, matchResults, outbox, playerStats, roundWins } from '../../src/db/schema/sqlite.js';
import { act } from '../../src/play/act.js';
import { leaveInChannel } from '../../src/play/forfeit.js';
import { joinLobby, openLobby, startMatch } from '../../src/play/lobby.js';
import { getMatch, getPlayers } from '../../src/play/store.js';
import { runDueTimers } from '../../src/play/timers.js';
import { testPlay, type TestPlay } from './helpers.js';

let t: TestPlay;
afterEach(() => t.close());
const loners = games.loners!;

function started(players = ['u1', 'u2'], channelId = 'c1') {
  const lobby = openLobby(t.ctx, { game: 'loners', guildId: 'g1', channelId, hostUserId: players[0] as string, options: {} });
  if (!lobby.ok) throw new Error(lobby.reason);
  for (const u of players.slice(1)) joinLobby(t.ctx, lobby.match.id, u);
  const res = startMatch(t.ctx, lobby.match.id, players[0] as string);
  if (!res.ok) throw new Error(res.reason);
  return res.match.id;
}

function current(id: string) {
  const match = getMatch(t.ctx.database.db, id)!;
  const seat = loners.toAct(match.state) as number;
  const user = getPlayers(t.ctx.database.db, id)[seat]!.userId;
  return { match, seat, user, legal: loners.legalActions(match.state, seat).map(loners.encodeAction) };
}

describe('act', () => {
  it('applies a legal click once: version bumps, the log grows, a double click is stale', () => {
    t = testPlay();
    const id = started();
    const { match, user, legal } = current(id);
    const click = { game: 'loners', matchId: id, userId: user, version: match.version, code: legal[0]! };
    expect(act(t.ctx, click)).toMatchObject({ ok: true, finished: false });
    expect(act(t.ctx, click)).toMatchObject({ ok: false, reason: 'stale' });
    const log = t.ctx.database.db.select().from(matchActions).where(eq(matchActions.matchId, id)).all();
    expect(log.map((l) => [l.version, l.code, l.kind, l.userId])).toEqual([[match.version + 1, legal[0], 'move', user]]);
    expect(getMatch(t.ctx.database.db, id)!.version).toBe(match.version + 1);
  });

  it("writes few pages: a move that does not end the match leaves the indexes on the match's status alone", () => {
    t = testPlay();
    const { sqlite } = t.ctx.database;
    const ids = [started(), started(['u3', 'u4'], 'c2')];
    const walPages = (): number => (sqlite.pragma('wal_checkpoint(PASSIVE)') as { log: number }[])[0]!.log;
    let pages = 0;
    let moves = 0;
    for (let round = 0; round < 10; round++) {
      for (const id of ids) {
        const { match, user, legal } = current(id);
        sqlite.pragma('wal_checkpoint(TRUNCATE)');
        expect(act(t.ctx, { game: 'loners', matchId: id, userId: user, version: match.version, code: legal[0]! })).toMatchObject({ ok: true, finished: false });
        pages += walPages();
        moves++;
      }
    }
    // Two small matches: the action log, its index, the match row and the turn deadline's index, a page each.
    // Setting the unchanged status too rewrote its indexes' entries: five a move.
    expect(pages / moves).toBeLessThan(4.5);
  });

  it('refuses with a reason and changes nothing: wrong player, outsider, bad code, illegal move, unknown match, wrong game', () => {
    t = testPlay();
    const id = started();
    const { match, user } = current(id);
    const other = user === 'u1' ? 'u2' : 'u1';
    const v = match.version;
    const base = { game: 'loners', matchId: id, version: v };
    expect(act(t.ctx, { ...base, userId: other, code: 'f0.0' })).toMatchObject({ ok: false, reason: 'not_your_turn' });
    expect(act(t.ctx, { ...base, userId: 'stranger', code: 'f0.0' })).toMatchObject({ ok: false, reason: 'not_in_match' });
    expect(act(t.ctx, { ...base, userId: user, code: 'zz' })).toMatchObject({ ok: false, reason: 'bad_action' });
    expect(act(t.ctx, { ...base, userId: user, code: 'r' })).toMatchObject({ ok: false, reason: 'illegal' }); // empty Street: must lead
    expect(act(t.ctx, { ...base, matchId: 'nosuchmatch', userId: user, code: 'f0.0' })).toMatchObject({ ok: false, reason: 'unknown_match' });
    expect(act(t.ctx, { ...base, game: 'scoundrel', userId: user, code: 'f0.0' })).toMatchObject({ ok: false, reason: 'unknown_match' });
    expect(getMatch(t.ctx.database.db, id)!.version).toBe(v);
  });

  it('plays a whole match: round wins and results are recorded, stats and announcements written', () => {
    t = testPlay();
    const id = started(['u1', 'u2', 'u3']);
    for (let i = 0; i < 5000; i++) {
      if (getMatch(t.ctx.database.db, id)!.status !== 'active') break;
      const { match, user, legal } = current(id);
      const res = act(t.ctx, { game: 'loners', matchId: id, userId: user, version: match.version, code: legal[i % legal.length]! });
      expect(res.ok).toBe(true);
    }
    const match = getMatch(t.ctx.database.db, id)!;
    expect(match.status).toBe('finished');
    expect(match.finishedAt).toBe(t.clock.now);
    expect(match.turnDeadline).toBeNull();
    const db = t.ctx.database.db;
    const rounds = db.select().from(roundWins).where(eq(roundWins.matchId, id)).all();
    const results = db.select().from(matchResults).where(eq(matchResults.matchId, id)).all();
    const outcome = loners.outcome(match.state)!;
    expect(rounds.length).toBe(outcome.scores.reduce((a, b) => a + b, 0));
    expect(results.filter((r) => r.won).map((r) => r.seat)).toEqual(outcome.winners);
    expect(db.select().from(playerStats).all()).toHaveLength(3);
    // Events, not text: the play layer records what happened; Discord words it later.
    const news = db.select().from(outbox).where(eq(outbox.matchId, id)).all().map((o) => o.payload.event);
    expect(news.filter((n) => n?.kind === 'round_won')).toHaveLength(rounds.length - 1);
    expect(news.at(-1)).toEqual({ kind: 'match_won', winners: outcome.winners, scores: outcome.scores });
    expect(act(t.ctx, { game: 'loners', matchId: id, userId: 'u1', version: match.version, code: 'r' })).toMatchObject({ ok: false, reason: 'over' });
  });
});

describe('turn clock', () => {
  it('warns a minute before, plays the safe move at the deadline, forfeits after three timeouts in a row', () => {
    t = testPlay({ turnTimeoutMs: 5 * 60_000 });
    const id = started(['u1', 'u2', 'u3']);
    const first = current(id);
    t.clock.now += 4 * 60_000 + 1;
    expect(runDueTimers(t.ctx)).toEqual({ changed: [], warned: [id], computers: [] });
    expect(runDueTimers(t.ctx)).toEqual({ changed: [], warned: [], computers: [] });
    const dm = t.ctx.database.db.select().from(outbox).all().find((o) => o.target === 'dm');
    expect(dm?.userId).toBe(first.user);
    t.clock.now += 60_000;
    expect(runDueTimers(t.ctx).changed).toEqual([id]);
    const log = t.ctx.database.db.select().from(matchActions).all();
    expect(log.at(-1)).toMatchObject({ kind: 'timeout', userId: null, seat: first.seat, code: loners.encodeAction(loners.timeoutAction!(first.match.state, first.seat)!) });

    // Let the same player time out twice more (the others act normally in between).
    let timeouts = 1;
    for (let guard = 0; guard < 100 && timeouts < 3; guard++) {
      const now = current(id);
      if (now.seat === first.seat) {
        t.clock.now += 5 * 60_000 + 1;
        runDueTimers(t.ctx);
        timeouts++;
      } else {
        act(t.ctx, { game: 'loners', matchId: id, userId: now.user, version: now.match.version, code: now.legal.find((c) => c.startsWith('r')) ?? now.legal[0]! });
      }
    }
    const players = getPlayers(t.ctx.database.db, id);
    expect(players[first.seat]!.forfeited).toBe(true);
    expect(t.ctx.database.db.select().from(matchActions).all().at(-1)).toMatchObject({ kind: 'forfeit', code: '!forfeit' });
    const state = getMatch(t.ctx.database.db, id)!.state as { active: boolean[]; hands: unknown[][] };
    expect(state.active[first.seat]).toBe(false);
    expect(state.hands[first.seat]).toEqual([]);
  });

  it('a click resets the timeout count', () => {
    t = testPlay();
    const id = started();
    const a = current(id);
    t.clock.now += t.ctx.turnTimeoutMs + 1;
    runDueTimers(t.ctx);
    expect(getPlayers(t.ctx.database.db, id)[a.seat]!.timeoutsInRow).toBe(1);
    let now = current(id);
    act(t.ctx, { game: 'loners', matchId: id, userId: now.user, version: now.match.version, code: now.legal.find((c) => c.startsWith('r')) ?? now.legal[0]! });
    now = current(id);
    expect(now.seat).toBe(a.seat);
    act(t.ctx, { game: 'loners', matchId: id, userId: now.user, version: now.match.version, code: now.legal[0]! });
    expect(getPlayers(t.ctx.database.db, id)[a.seat]!.timeoutsInRow).toBe(0);
  });
});

describe('leave', () => {
  it('forfeits a running match; the last player left wins it', () => {
    t = testPlay();
    const id = started();
    expect(leaveInChannel(t.ctx, 'loners', 'c1', 'stranger')).toEqual({ ok: false, reason: 'nothing_to_leave' });
    expect(leaveInChannel(t.ctx, 'loners', 'c1', 'u2')).toEqual({ ok: true, matchId: id, from: 'match' });
    const match = getMatch(t.ctx.database.db, id)!;
    expect(match.status).toBe('finished');
    expect(loners.outcome(match.state)).toMatchObject({ winners: [0] });
    const results = t.ctx.database.db.select().from(matchResults).where(eq(matchResults.matchId, id)).all();
    expect(results.map((r) => [r.userId, r.won])).toEqual([['u1', true], ['u2', false]]);
  });
});
