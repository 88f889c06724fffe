/** Lobbies: one per channel, join/leave/host/start/cancel rules, a click on an older lobby, idle expiry. */
import { afterEach, describe, expect, it } from 'vitest';
import { cancelLobby, expireLobbies, joinLobby, leaveLobby, openLobby, startMatch } from '../../src/play/lobby.js';
import { getMatch, getPlayers } from '../../src/play/matches.js';
import { testPlay, type TestPlay } from './helpers.js';

let t: TestPlay;
afterEach(() => t.close());

const open = async (channelId = 'c1', host = 'u1') => {
  const res = await openLobby(t.ctx, { game: 'loners', guildId: 'g1', channelId, hostUserId: host, options: { variant: 'standard' } });
  if (!res.ok) throw new Error(res.reason);
  return res.match.id;
};
/** A click made on the lobby as it is now. */
const click = async (matchId: string) => ({ matchId, version: (await t.read((q) => getMatch(q, matchId)))!.version });

describe('lobbies', () => {
  it('seat the host, refuse a second lobby in the channel, allow one elsewhere', async () => {
    t = await testPlay();
    const id = await open();
    expect(await t.read((q) => getPlayers(q, id))).toMatchObject([{ seat: 0, userId: 'u1' }]);
    expect(await openLobby(t.ctx, { game: 'loners', guildId: 'g1', channelId: 'c1', hostUserId: 'u9', options: {} })).toMatchObject({ ok: false, reason: 'channel_busy' });
    expect(await open('c2', 'u9')).not.toBe(id);
    expect(await openLobby(t.ctx, { game: 'chess', guildId: 'g1', channelId: 'c3', hostUserId: 'u1', options: {} })).toMatchObject({ ok: false, reason: 'unknown_game' });
  });

  it('join up to 4, no double join; leaving re-seats and passes the host on; the last one out closes it', async () => {
    t = await testPlay();
    const id = await open();
    const lobby = { matchId: id };
    expect(await joinLobby(t.ctx, lobby, 'u1')).toMatchObject({ ok: false, reason: 'already_joined' });
    for (const u of ['u2', 'u3', 'u4']) expect((await joinLobby(t.ctx, lobby, u)).ok).toBe(true);
    expect(await joinLobby(t.ctx, lobby, 'u5')).toMatchObject({ ok: false, reason: 'full' });
    const after = await leaveLobby(t.ctx, lobby, 'u1');
    expect(after.ok && after.players.map((p) => [p.seat, p.userId])).toEqual([[0, 'u2'], [1, 'u3'], [2, 'u4']]);
    expect(after.ok && after.match.hostUserId).toBe('u2');
    expect(await leaveLobby(t.ctx, lobby, 'u1')).toMatchObject({ ok: false, reason: 'not_joined' });
    for (const u of ['u2', 'u3']) await leaveLobby(t.ctx, lobby, u);
    const last = await leaveLobby(t.ctx, lobby, 'u4');
    expect(last.ok && last.match.status).toBe('cancelled');
    expect(await t.read((q) => getPlayers(q, id))).toEqual([]);
    expect(await open()).toBeTruthy(); // the channel is free again
  });

  it('refuses a click made on an older lobby (a double click, someone else first) and changes nothing', async () => {
    t = await testPlay();
    const id = await open();
    const seen = await click(id);
    const joined = await joinLobby(t.ctx, seen, 'u2');
    expect(joined.ok && joined.match.version).toBe(seen.version + 1);
    // The same button again: the lobby moved on.
    expect(await joinLobby(t.ctx, seen, 'u3')).toMatchObject({ ok: false, reason: 'lobby_changed', match: { id, version: seen.version + 1 } });
    expect(await leaveLobby(t.ctx, seen, 'u2')).toMatchObject({ ok: false, reason: 'lobby_changed' });
    expect(await startMatch(t.ctx, seen, 'u1')).toMatchObject({ ok: false, reason: 'lobby_changed' });
    expect(await cancelLobby(t.ctx, seen, 'u1', false)).toMatchObject({ ok: false, reason: 'lobby_changed' });
    const now = (await t.read((q) => getMatch(q, id)))!;
    expect(now).toMatchObject({ status: 'lobby', version: seen.version + 1 });
    expect((await t.read((q) => getPlayers(q, id))).map((p) => p.userId)).toEqual(['u1', 'u2']);
    // Two clicks on the same lobby at once: the first one counts.
    const fresh = await click(id);
    const both = await Promise.all([joinLobby(t.ctx, fresh, 'u3'), joinLobby(t.ctx, fresh, 'u4')]);
    expect(both.map((r) => (r.ok ? 'ok' : r.reason)).sort()).toEqual(['lobby_changed', 'ok']);
    const winner = both[0]!.ok ? 'u3' : 'u4';
    expect((await t.read((q) => getPlayers(q, id))).map((p) => p.userId)).toEqual(['u1', 'u2', winner]);
  });

  it('only the host starts, with enough players; the engine deals and the clock starts', async () => {
    t = await testPlay();
    const id = await open();
    expect(await startMatch(t.ctx, await click(id), 'u1')).toMatchObject({ ok: false, reason: 'not_enough_players' });
    const joined = await joinLobby(t.ctx, await click(id), 'u2');
    const lobbyVersion = joined.ok ? joined.match.version : -1;
    expect(await startMatch(t.ctx, await click(id), 'u2')).toMatchObject({ ok: false, reason: 'not_host' });
    const res = await startMatch(t.ctx, await click(id), 'u1');
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    expect(res.match.status).toBe('active');
    expect(res.match.version).toBeGreaterThan(lobbyVersion); // versions only grow past the lobby's
    expect(res.match.turnDeadline).toBe(t.clock.now + t.ctx.turnTimeoutMs);
    expect((res.match.state as { hands: unknown[] }).hands).toHaveLength(2);
    expect(await t.read((q) => getMatch(q, id))).toMatchObject({ status: 'active', version: res.match.version, turnDeadline: res.match.turnDeadline });
    expect(await joinLobby(t.ctx, { matchId: id }, 'u3')).toMatchObject({ ok: false, reason: 'not_a_lobby' });
    expect(await joinLobby(t.ctx, { matchId: 'nosuchmatch' }, 'u3')).toMatchObject({ ok: false, reason: 'unknown_match' });
  });

  it('cancel: host or Manage Server only', async () => {
    t = await testPlay();
    const id = await open();
    await joinLobby(t.ctx, { matchId: id }, 'u2');
    expect(await cancelLobby(t.ctx, { matchId: id }, 'u2', false)).toMatchObject({ ok: false, reason: 'not_allowed' });
    expect(await cancelLobby(t.ctx, { matchId: id }, 'u7', true)).toMatchObject({ ok: true });
    expect((await t.read((q) => getMatch(q, id)))!.status).toBe('cancelled');
  });

  it('closes after the idle time; activity pushes the deadline back', async () => {
    t = await testPlay({ lobbyIdleMs: 15 * 60_000 });
    const id = await open();
    t.clock.now += 10 * 60_000;
    await joinLobby(t.ctx, { matchId: id }, 'u2');
    t.clock.now += 10 * 60_000;
    expect(await expireLobbies(t.ctx)).toEqual([]);
    t.clock.now += 6 * 60_000;
    expect(await expireLobbies(t.ctx)).toEqual([id]);
    expect(await expireLobbies(t.ctx)).toEqual([]);
    expect((await t.read((q) => getMatch(q, id)))!.status).toBe('cancelled');
  });
});
