/** Lobbies: one per channel, join/leave/host/start/cancel rules, idle expiry. */
import { afterEach, describe, expect, it } from 'vitest';
import { cancelLobby, expireLobbies, joinLobby, leaveLobby, openLobby, startMatch } from '../../src/play/lobby.js';
import { testPlay, type TestPlay } from './helpers.js';

let t: TestPlay;
afterEach(() => t.close());

const open = (channelId = 'c1', host = 'u1') => {
  const res = openLobby(t.ctx, { game: 'loners', guildId: 'g1', channelId, hostUserId: host, options: { variant: 'standard' } });
  if (!res.ok) throw new Error(res.reason);
  return res.match.id;
};

describe('lobbies', () => {
  it('seat the host, refuse a second lobby in the channel, allow one elsewhere', () => {
    t = testPlay();
    const id = open();
    expect(openLobby(t.ctx, { game: 'loners', guildId: 'g1', channelId: 'c1', hostUserId: 'u9', options: {} })).toMatchObject({ ok: false, reason: 'channel_busy' });
    expect(open('c2', 'u9')).not.toBe(id);
    expect(openLobby(t.ctx, { game: 'chess', guildId: 'g1', channelId: 'c3', hostUserId: 'u1', options: {} })).toMatchObject({ ok: false, reason: 'unknown_game' });
  });

  it('join up to 4, no double join; leaving re-seats and passes the host on; the last one out closes it', () => {
    t = testPlay();
    const id = open();
    expect(joinLobby(t.ctx, id, 'u1')).toMatchObject({ ok: false, reason: 'already_joined' });
    for (const u of ['u2', 'u3', 'u4']) expect(joinLobby(t.ctx, id, u).ok).toBe(true);
    expect(joinLobby(t.ctx, id, 'u5')).toMatchObject({ ok: false, reason: 'full' });
    const after = leaveLobby(t.ctx, id, 'u1');
    expect(after.ok && after.players.map((p) => [p.seat, p.userId])).toEqual([[0, 'u2'], [1, 'u3'], [2, 'u4']]);
    expect(after.ok && after.match.hostUserId).toBe('u2');
    expect(leaveLobby(t.ctx, id, 'u1')).toMatchObject({ ok: false, reason: 'not_joined' });
    for (const u of ['u2', 'u3']) leaveLobby(t.ctx, id, u);
    const last = leaveLobby(t.ctx, id, 'u4');
    expect(last.ok && last.match.status).toBe('cancelled');
    expect(open()).toBeTruthy(); // the channel is free again
  });

  it('only the host starts, with enough players; the engine deals and the clock starts', () => {
    t = testPlay();
    const id = open();
    expect(startMatch(t.ctx, id, 'u1')).toMatchObject({ ok: false, reason: 'not_enough_players' });
    const joined = joinLobby(t.ctx, id, 'u2');
    const lobbyVersion = joined.ok ? joined.match.version : -1;
    expect(startMatch(t.ctx, id, 'u2')).toMatchObject({ ok: false, reason: 'not_host' });
    const res = startMatch(t.ctx, id, 'u1');
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    expect(res.match.status).toBe('active');
    expect(res.match.version).toBeGreaterThan(lobbyVersion); // versions only grow past the lobby's
    expect(res.match.turnDeadline).toBe(t.clock.now + t.ctx.turnTimeoutMs);
    expect((res.match.state as { hands: unknown[] }).hands).toHaveLength(2);
    expect(joinLobby(t.ctx, id, 'u3')).toMatchObject({ ok: false, reason: 'not_a_lobby' });
  });

  it('cancel: host or Manage Server only', () => {
    t = testPlay();
    const id = open();
    joinLobby(t.ctx, id, 'u2');
    expect(cancelLobby(t.ctx, id, 'u2', false)).toMatchObject({ ok: false, reason: 'not_allowed' });
    expect(cancelLobby(t.ctx, id, 'u7', true)).toMatchObject({ ok: true });
  });

  it('closes after the idle time; activity pushes the deadline back', () => {
    t = testPlay({ lobbyIdleMs: 15 * 60_000 });
    const id = open();
    t.clock.now += 10 * 60_000;
    joinLobby(t.ctx, id, 'u2');
    t.clock.now += 10 * 60_000;
    expect(expireLobbies(t.ctx)).toEqual([]);
    t.clock.now += 6 * 60_000;
    expect(expireLobbies(t.ctx)).toEqual([id]);
  });
});
