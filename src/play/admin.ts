/** Moderation: a server admin ends the lobby or match that holds a channel, with no result for anyone. */
import type { PlayContext } from './context.js';
import { settingsOf } from './game-settings.js';
import { inTransaction, openMatchesInChannel, queueEvent, updateMatch } from './store.js';

export type EndResult = { ok: true; matchId: string; was: 'lobby' | 'match' } | { ok: false; reason: 'nothing_to_end' };

export function endInChannel(ctx: PlayContext, channelId: string, byUserId: string): EndResult {
  const { db } = ctx.database;
  return inTransaction(db, (): EndResult => {
    // The lobby or match that holds the channel (solo runs share channels and are their players' own).
    const match = openMatchesInChannel(db, channelId).find((m) => !settingsOf(m.game).solo);
    if (!match) return { ok: false, reason: 'nothing_to_end' };
    const now = ctx.now();
    const was = match.status === 'lobby' ? 'lobby' : 'match';
    // No result, no ratings: the match simply stops (abandoned); a lobby closes.
    updateMatch(db, match.id, {
      status: was === 'lobby' ? 'cancelled' : 'abandoned',
      version: match.version + 1,
      turnDeadline: null,
      lobbyExpiresAt: null,
      finishedAt: now,
      updatedAt: now,
    });
    if (was === 'match') queueEvent(db, match.id, { to: 'channel' }, { kind: 'ended_by_admin', userId: byUserId });
    return { ok: true, matchId: match.id, was };
  });
}
