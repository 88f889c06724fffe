/** A player leaving a running match for good: by /leave or after too many timeouts. */
import { games } from '../games/index.js';
import type { Db } from '../db/connection.js';
import type { Match, MatchPlayer } from '../db/schema/sqlite.js';
import { commitTransition } from './commit.js';
import type { PlayContext } from './context.js';
import { leaveLobby } from './lobby.js';
import { getMatch, getPlayers, inTransaction, openMatchesInChannel, queueEvent, updateMatch, updatePlayer } from './store.js';

/** The code logged for a forfeit; replay calls `engine.forfeit` for it. */
export const FORFEIT_CODE = '!forfeit';

export function forfeitInTx(db: Db, ctx: PlayContext, match: Match, players: MatchPlayer[], seat: number, userId: string | null): void {
  const engine = games[match.game];
  if (!engine) return;
  updatePlayer(db, match.id, seat, { forfeited: true });
  if (!engine.forfeit) {
    // A game with no seats to skip (solo) simply ends unfinished.
    const now = ctx.now();
    updateMatch(db, match.id, { status: 'abandoned', finishedAt: now, updatedAt: now, turnDeadline: null, version: match.version + 1 });
    queueEvent(db, match.id, { to: 'channel' }, { kind: 'abandoned', seat, byClock: userId === null });
    return;
  }
  queueEvent(db, match.id, { to: 'channel' }, { kind: 'forfeit', seat, byClock: userId === null });
  const next = engine.forfeit(match.state, seat);
  const seated = players.map((p) => (p.seat === seat ? { ...p, forfeited: true } : p));
  commitTransition(db, ctx, engine, match, seated, next, { seat, userId, code: FORFEIT_CODE, kind: 'forfeit' });
}

export type LeaveResult =
  | { ok: true; matchId: string; from: 'lobby' | 'match' }
  | { ok: false; reason: 'nothing_to_leave' | 'already_left' };

/** What `/<game> leave` would leave in a channel: the caller's lobby, or their running match there. */
export function leavableIn(ctx: PlayContext, game: string, channelId: string, userId: string): { ok: true; match: Match; player: MatchPlayer } | { ok: false; reason: 'nothing_to_leave' | 'already_left' } {
  const { db } = ctx.database;
  for (const match of openMatchesInChannel(db, channelId).filter((m) => m.game === game)) {
    const player = getPlayers(db, match.id).find((p) => p.userId === userId);
    if (!player) continue;
    if (match.status === 'active' && player.forfeited) return { ok: false, reason: 'already_left' };
    return { ok: true, match, player };
  }
  return { ok: false, reason: 'nothing_to_leave' };
}

/** The player leaves a running match for good (their forfeit), if they are still in it. */
export function forfeitMatch(ctx: PlayContext, matchId: string, userId: string): LeaveResult {
  const { db } = ctx.database;
  return inTransaction(db, (): LeaveResult => {
    const match = getMatch(db, matchId);
    const players = getPlayers(db, matchId);
    const player = players.find((p) => p.userId === userId);
    if (!match || match.status !== 'active' || !player) return { ok: false, reason: 'nothing_to_leave' };
    if (player.forfeited) return { ok: false, reason: 'already_left' };
    forfeitInTx(db, ctx, match, players, player.seat, userId);
    return { ok: true, matchId, from: 'match' };
  });
}

/** `/<game> leave` in a channel, at once: leave its lobby, or forfeit its running match. */
export function leaveInChannel(ctx: PlayContext, game: string, channelId: string, userId: string): LeaveResult {
  const found = leavableIn(ctx, game, channelId, userId);
  if (!found.ok) return found;
  if (found.match.status === 'lobby') {
    const res = leaveLobby(ctx, found.match.id, userId);
    return res.ok ? { ok: true, matchId: found.match.id, from: 'lobby' } : { ok: false, reason: 'nothing_to_leave' };
  }
  return forfeitMatch(ctx, found.match.id, userId);
}
