/** Solo runs: started at once, several per channel, daily challenges, abandonment after a day. */
import { afterEach, describe, expect, it } from 'vitest';
import { games } from '../../src/games/index.js';
import { act } from '../../src/play/act.js';
import { challengeBest, challengeScores, dailyChallenge } from '../../src/play/challenges.js';
import { joinLobby, openLobby } from '../../src/play/lobby.js';
import { leaderboardPage } from '../../src/play/leaderboard.js';
import { startSoloRun, utcDay } from '../../src/play/solo.js';
import { getMatch } from '../../src/play/store.js';
import { runDueTimers } from '../../src/play/timers.js';
import { outbox } from '../../src/db/schema/sqlite.js';
import { testPlay, type TestPlay } from './helpers.js';

let t: TestPlay;
afterEach(() => t.close());
const scoundrel = games.scoundrel!;

const run = (userId: string, channelId = 'c1', daily = false, guildId = 'g1') =>
  startSoloRun(t.ctx, { game: 'scoundrel', guildId, channelId, userId, options: { variant: 'standard' }, ...(daily ? { challenge: dailyChallenge('scoundrel', utcDay(t.clock.now), t.ctx.dailySecret) } : {}) });

/** Plays a run to its end with the engine's timeout policy, by "clicks" through act(). */
function finish(matchId: string, userId: string): number {
  for (let i = 0; i < 500; i++) {
    const match = getMatch(t.ctx.database.db, matchId)!;
    if (match.status !== 'active') break;
    const action = scoundrel.timeoutAction!(match.state, 0)!;
    const res = act(t.ctx, { game: 'scoundrel', matchId, userId, version: match.version, code: scoundrel.encodeAction(action) });
    expect(res.ok).toBe(true);
  }
  const done = getMatch(t.ctx.database.db, matchId)!;
  expect(done.status).toBe('finished');
  return scoundrel.outcome(done.state)!.scores[0]!;
}

describe('solo runs', () => {
  it('start at once for the caller; several people may play in one channel; one running run per player there', () => {
    t = testPlay();
    const a = run('u1');
    const b = run('u2');
    expect(a.ok && b.ok).toBe(true);
    expect(a.ok && a.match.status).toBe('active');
    expect(run('u1')).toMatchObject({ ok: false, reason: 'already_running' });
    expect(run('u1', 'c2').ok).toBe(true);
    // A Loners lobby may open next to the runs, and a run next to a lobby.
    expect(openLobby(t.ctx, { game: 'loners', guildId: 'g1', channelId: 'c1', hostUserId: 'u3', options: {} }).ok).toBe(true);
    expect(run('u4').ok).toBe(true);
  });

  it('finish with a score: stats per server, best first on the leaderboard', () => {
    t = testPlay();
    const scores = ['u1', 'u2', 'u1'].map((user) => {
      const res = run(user);
      if (!res.ok) throw new Error(res.reason);
      return finish(res.match.id, user);
    });
    const board = leaderboardPage(t.ctx.database.db, 'g1', 'scoundrel', 0, 10, 'score');
    const u1 = board.rows.find((r) => r.userId === 'u1')!;
    expect(u1.matches).toBe(2);
    expect(u1.bestScore).toBe(Math.max(scores[0]!, scores[2]!));
    expect(u1.averageScore).toBe(Math.round(((scores[0]! + scores[2]!) / 2) * 10) / 10);
    expect(board.rows[0]!.bestScore).toBe(Math.max(...scores));
    const news = t.ctx.database.db.select().from(outbox).all().map((o) => o.payload.event);
    expect(news.filter((n) => n?.kind === 'score_final')).toHaveLength(3);
  });

  it('the daily dungeon: the same deal for everyone, one attempt per player per day, scores per server and across servers', () => {
    t = testPlay();
    const a = run('u1', 'c1', true, 'g1');
    const b = run('u2', 'c9', true, 'g2');
    if (!a.ok || !b.ok) throw new Error('not started');
    expect(a.match.seed).toBe(b.match.seed);
    expect(scoundrel.view(a.match.state, 0)).toEqual(scoundrel.view(b.match.state, 0));
    expect(run('u1', 'c2', true)).toMatchObject({ ok: false, reason: 'challenge_done' });
    const sa = finish(a.match.id, 'u1');
    const sb = finish(b.match.id, 'u2');
    expect(run('u1', 'c1', true)).toMatchObject({ ok: false, reason: 'challenge_done' });
    const id = dailyChallenge('scoundrel', utcDay(t.clock.now), t.ctx.dailySecret).id;
    expect(challengeScores(t.ctx.database.db, id, 'g1').map((s) => s.userId)).toEqual(['u1']);
    expect(challengeBest(t.ctx.database.db, id)?.score).toBe(Math.max(sa, sb));
    const dm = t.ctx.database.db.select().from(outbox).all().filter((o) => o.target === 'dm');
    expect(dm.at(-1)?.payload.event).toEqual({ kind: 'challenge_best', best: Math.max(sa, sb), yours: expect.any(Number) });
    // The next UTC day is a new dungeon.
    t.clock.now += 24 * 60 * 60_000;
    const tomorrow = run('u1', 'c1', true);
    expect(tomorrow.ok && tomorrow.match.seed).not.toBe(a.match.seed);
  });

  it('a run left alone for 24 hours ends as abandoned (no safe moves played for it)', () => {
    t = testPlay();
    const res = run('u1');
    if (!res.ok) throw new Error(res.reason);
    t.clock.now += 23 * 60 * 60_000 + 59 * 60_000 + 30_000;
    expect(runDueTimers(t.ctx).warned).toEqual([res.match.id]);
    t.clock.now += 60_000;
    expect(runDueTimers(t.ctx).changed).toEqual([res.match.id]);
    const match = getMatch(t.ctx.database.db, res.match.id)!;
    expect(match.status).toBe('abandoned');
    expect(match.version).toBe(res.match.version + 1);
    expect(leaderboardPage(t.ctx.database.db, 'g1', 'scoundrel', 0).rows).toEqual([]);
  });

  it('multiplayer lobbies still refuse a second game in the channel', () => {
    t = testPlay();
    const lobby = openLobby(t.ctx, { game: 'loners', guildId: 'g1', channelId: 'c1', hostUserId: 'u1', options: {} });
    if (!lobby.ok) throw new Error('no lobby');
    joinLobby(t.ctx, lobby.match.id, 'u2');
    expect(openLobby(t.ctx, { game: 'loners', guildId: 'g1', channelId: 'c1', hostUserId: 'u3', options: {} })).toMatchObject({ ok: false, reason: 'channel_busy' });
  });
});
