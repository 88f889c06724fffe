/** Solo runs: started at once, several per channel, daily challenges, abandonment after a day. */
import { asc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { games } from '../../src/games/index.js';
import { act } from '../../src/play/act.js';
import { challengeBest, challengeScores, dailyChallenge } from '../../src/play/challenges.js';
import { joinLobby, openLobby } from '../../src/play/lobby.js';
import { leaderboardPage } from '../../src/play/leaderboard.js';
import { getMatch } from '../../src/play/matches.js';
import { startSoloRun, utcDay } from '../../src/play/solo.js';
import { runDueTimers } from '../../src/play/timers.js';
import type { Q } from '../../src/db/store.js';
import { testPlay, type TestPlay } from './helpers.js';

let t: TestPlay;
afterEach(() => t.close());
const scoundrel = games.scoundrel!;

const run = (userId: string, channelId = 'c1', daily = false, guildId = 'g1') =>
  startSoloRun(t.ctx, { game: 'scoundrel', guildId, channelId, userId, options: { variant: 'standard' }, ...(daily ? { challenge: dailyChallenge('scoundrel', utcDay(t.clock.now), t.ctx.dailySecret) } : {}) });

const match = async (id: string) => (await t.read((q) => getMatch(q, id)))!;
const outbox = (q: Q) => q.db.select().from(q.t.outbox).orderBy(asc(q.t.outbox.id));

/** Plays a run to its end with the engine's timeout policy, by "clicks" through act(). */
async function finish(matchId: string, userId: string): Promise<number> {
  for (let i = 0; i < 500; i++) {
    const m = await match(matchId);
    if (m.status !== 'active') break;
    const action = scoundrel.timeoutAction!(m.state, 0)!;
    const res = await act(t.ctx, { game: 'scoundrel', matchId, userId, version: m.version, code: scoundrel.encodeAction(action) });
    expect(res.ok).toBe(true);
  }
  const done = await match(matchId);
  expect(done.status).toBe('finished');
  return scoundrel.outcome(done.state)!.scores[0]!;
}

describe('solo runs', () => {
  it('start at once for the caller; several people may play in one channel; one running run per player there', async () => {
    t = await testPlay();
    const a = await run('u1');
    const b = await run('u2');
    expect(a.ok && b.ok).toBe(true);
    expect(a.ok && a.match.status).toBe('active');
    expect(await run('u1')).toMatchObject({ ok: false, reason: 'already_running', match: { id: a.ok ? a.match.id : '' } });
    expect((await run('u1', 'c2')).ok).toBe(true);
    // A Loners lobby may open next to the runs, and a run next to a lobby.
    expect((await openLobby(t.ctx, { game: 'loners', guildId: 'g1', channelId: 'c1', hostUserId: 'u3', options: {} })).ok).toBe(true);
    expect((await run('u4')).ok).toBe(true);
  });

  it('finish with a score: stats per server, best first on the leaderboard', async () => {
    t = await testPlay();
    const scores: number[] = [];
    for (const user of ['u1', 'u2', 'u1']) {
      const res = await run(user);
      if (!res.ok) throw new Error(res.reason);
      scores.push(await finish(res.match.id, user));
    }
    const board = await t.read((q) => leaderboardPage(q, 'g1', 'scoundrel', 0, 10, 'score'));
    const u1 = board.rows.find((r) => r.userId === 'u1')!;
    expect(u1.matches).toBe(2);
    expect(u1.bestScore).toBe(Math.max(scores[0]!, scores[2]!));
    expect(u1.averageScore).toBe(Math.round(((scores[0]! + scores[2]!) / 2) * 10) / 10);
    expect(board.rows[0]!.bestScore).toBe(Math.max(...scores));
    const news = (await t.read(outbox)).map((o) => o.payload.event);
    expect(news.filter((n) => n?.kind === 'score_final')).toHaveLength(3);
  });

  it('the daily dungeon: the same deal for everyone, one attempt per player per day, scores per server and across servers', async () => {
    t = await testPlay();
    const a = await run('u1', 'c1', true, 'g1');
    const b = await run('u2', 'c9', true, 'g2');
    if (!a.ok || !b.ok) throw new Error('not started');
    expect(a.match.seed).toBe(b.match.seed);
    expect(scoundrel.view(a.match.state, 0)).toEqual(scoundrel.view(b.match.state, 0));
    expect(await run('u1', 'c2', true)).toMatchObject({ ok: false, reason: 'challenge_done' });
    const sa = await finish(a.match.id, 'u1');
    const sb = await finish(b.match.id, 'u2');
    expect(await run('u1', 'c1', true)).toMatchObject({ ok: false, reason: 'challenge_done' });
    const id = dailyChallenge('scoundrel', utcDay(t.clock.now), t.ctx.dailySecret).id;
    expect((await t.read((q) => challengeScores(q, id, 'g1'))).map((s) => s.userId)).toEqual(['u1']);
    expect((await t.read((q) => challengeScores(q, id, null))).map((s) => s.userId).sort()).toEqual(['u1', 'u2']);
    expect((await t.read((q) => challengeBest(q, id)))?.score).toBe(Math.max(sa, sb));
    const dm = (await t.read(outbox)).filter((o) => o.target === 'dm');
    expect(dm.at(-1)?.userId).toBe('u2');
    expect(dm.at(-1)?.payload.event).toEqual({ kind: 'challenge_best', best: Math.max(sa, sb), yours: sb });
    // The next UTC day is a new dungeon.
    t.clock.now += 24 * 60 * 60_000;
    const tomorrow = await run('u1', 'c1', true);
    expect(tomorrow.ok && tomorrow.match.seed).not.toBe(a.match.seed);
  });

  it('a run left alone for 24 hours ends as abandoned (no safe moves played for it)', async () => {
    t = await testPlay();
    const res = await run('u1');
    if (!res.ok) throw new Error(res.reason);
    t.clock.now += 23 * 60 * 60_000 + 59 * 60_000 + 30_000;
    // The warning: a DM, the run unchanged.
    expect((await runDueTimers(t.ctx)).changed).toEqual([res.match.id]);
    const warning = (await t.read(outbox)).filter((o) => o.target === 'dm');
    expect(warning.map((o) => [o.userId, o.payload.event])).toEqual([['u1', expect.objectContaining({ kind: 'turn_warning', abandon: true })]]);
    expect((await match(res.match.id)).version).toBe(res.match.version);
    t.clock.now += 60_000;
    expect((await runDueTimers(t.ctx)).changed).toEqual([res.match.id]);
    const m = await match(res.match.id);
    expect(m.status).toBe('abandoned');
    expect(m.version).toBe(res.match.version + 1);
    expect(await t.read(({ db, t: { matchActions } }) => db.select().from(matchActions).where(eq(matchActions.matchId, res.match.id)))).toEqual([]);
    expect((await t.read((q) => leaderboardPage(q, 'g1', 'scoundrel', 0))).rows).toEqual([]);
  });

  it('multiplayer lobbies still refuse a second game in the channel', async () => {
    t = await testPlay();
    const lobby = await openLobby(t.ctx, { game: 'loners', guildId: 'g1', channelId: 'c1', hostUserId: 'u1', options: {} });
    if (!lobby.ok) throw new Error('no lobby');
    await joinLobby(t.ctx, { matchId: lobby.match.id }, 'u2');
    expect(await openLobby(t.ctx, { game: 'loners', guildId: 'g1', channelId: 'c1', hostUserId: 'u3', options: {} })).toMatchObject({ ok: false, reason: 'channel_busy' });
  });
});
