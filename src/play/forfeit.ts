/** A player leaving a running match for good: by /leave or after too many timeouts. */
import { games } from '../games/index.js';
import type { Match, MatchPlayer } from '../db/schema/sqlite.js';
import type { Q } from '../db/store.js';
import { commitTransition } from './commit.js';
import type { PlayContext } from './context.js';
import { leaveLobby } from './lobby.js';
import { getPlayers, lockMatch, openMatchesInChannel, queueEvent, updateMatch, updatePlayer } from './matches.js';

/** The code logged for a forfeit; replay calls `engine.forfeit` for it. */
export const FORFEIT_CODE = '!forfeit';

export async function forfeitIn(q: Q, ctx: PlayContext, match: Match, players: MatchPlayer[], seat: number, userId: string | null): Promise<void> {
  const engine = games[match.game];
  if (!engine) return;
  await updatePlayer(q, match.id, seat, { forfeited: true });
  if (!engine.forfeit) {
    // A game with no seats to skip (solo) simply ends unfinished.
    const now = ctx.now();
    await updateMatch(q, match.id, { status: 'abandoned', finishedAt: now, updatedAt: now, turnDeadline: null, version: match.version + 1 }, now);
    await queueEvent(q, match.id, { to: 'channel' }, { kind: 'abandoned', seat, byClock: userId === null });
    return;
  }
  await queueEvent(q, match.id, { to: 'channel' }, { kind: 'forfeit', seat, byClock: userId === null });
  const next = engine.forfeit(match.state, seat);
  const seated = players.map((p) => (p.seat === seat ? { ...p, forfeited: true } : p));
  await commitTransition(q, ctx, engine, match, seated, next, { seat, userId, code: FORFEIT_CODE, kind: 'forfeit' });
}

export type LeaveResult = { ok: true; matchId: string; from: 'lobby' | 'match' } | { ok: false; reason: 'nothing_to_leave' | 'already_left' };

/** What `/<game> leave` would leave in a channel: the caller's lobby, or their running match there. */
export async function leavableIn(
  ctx: PlayContext,
  game: string,
  channelId: string,
  userId: string,
): Promise<{ ok: true; match: Match; player: MatchPlayer } | { ok: false; reason: 'nothing_to_leave' | 'already_left' }> {
  return ctx.store.read(async (q) => {
    for (const match of (await openMatchesInChannel(q, channelId)).filter((m) => m.game === game)) {
      const player = (await getPlayers(q, match.id)).find((p) => p.userId === userId);
      if (!player) continue;
      if (match.status === 'active' && player.forfeited) return { ok: false, reason: 'already_left' } as const;
      return { ok: true, match, player } as const;
    }
    return { ok: false, reason: 'nothing_to_leave' } as const;
  });
}

/** The player leaves a running match for good (their forfeit), if they are still in it. */
export function forfeitMatch(ctx: PlayContext, matchId: string, userId: string): Promise<LeaveResult> {
  return ctx.store.transaction(async (q): Promise<LeaveResult> => {
    const match = await lockMatch(q, matchId);
    const players = await getPlayers(q, matchId);
    const player = players.find((p) => p.userId === userId);
    if (!match || match.status !== 'active' || !player) return { ok: false, reason: 'nothing_to_leave' };
    if (player.forfeited) return { ok: false, reason: 'already_left' };
    await forfeitIn(q, ctx, match, players, player.seat, userId);
    return { ok: true, matchId, from: 'match' };
  });
}

/** `/<game> leave` in a channel, at once: leave its lobby, or forfeit its running match. */
export async function leaveInChannel(ctx: PlayContext, game: string, channelId: string, userId: string): Promise<LeaveResult> {
  const found = await leavableIn(ctx, game, channelId, userId);
  if (!found.ok) return found;
  if (found.match.status === 'lobby') {
    const res = await leaveLobby(ctx, { matchId: found.match.id }, userId);
    return res.ok ? { ok: true, matchId: found.match.id, from: 'lobby' } : { ok: false, reason: 'nothing_to_leave' };
  }
  return forfeitMatch(ctx, found.match.id, userId);
}
