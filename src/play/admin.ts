/**
 * Ending a match with no result for anyone: a server admin's /admin end, or
 * the bot losing the match's channel or server (then every player is told by
 * DM). A lobby simply closes.
 */
import type { Match } from '../db/schema/sqlite.js';
import type { Q } from '../db/store.js';
import type { PlayContext } from './context.js';
import type { PlayEvent } from './events.js';
import { settingsOf } from './game-settings.js';
import { getPlayers, lockMatch, openMatchesInChannel, queueEvent, updateMatch } from './matches.js';

export type EndResult = { ok: true; matchId: string; was: 'lobby' | 'match' } | { ok: false; reason: 'nothing_to_end' };

/** Why a match ended without a result. */
export type EndCause = { by: 'admin'; userId: string } | { by: 'channel_lost' } | { by: 'server_lost' };

/** Ends one open lobby or match (status abandoned or cancelled) and queues who must hear of it. */
export async function endWithoutResult(q: Q, ctx: PlayContext, match: Match, cause: EndCause): Promise<'lobby' | 'match' | null> {
  if (match.status !== 'lobby' && match.status !== 'active') return null;
  const now = ctx.now();
  const was = match.status === 'lobby' ? 'lobby' : 'match';
  await updateMatch(
    q,
    match.id,
    { status: was === 'lobby' ? 'cancelled' : 'abandoned', version: match.version + 1, turnDeadline: null, lobbyExpiresAt: null, finishedAt: now, updatedAt: now },
    now,
  );
  if (was === 'lobby') return was;
  if (cause.by === 'admin') {
    await queueEvent(q, match.id, { to: 'channel' }, { kind: 'ended_by_admin', userId: cause.userId });
    return was;
  }
  // The channel or server is gone: each person at the table hears it by DM.
  const event: PlayEvent = { kind: 'ended_place_lost', place: cause.by === 'channel_lost' ? 'channel' : 'server' };
  for (const p of await getPlayers(q, match.id)) if (!p.computer && !p.forfeited) await queueEvent(q, match.id, { to: 'dm', userId: p.userId }, event);
  return was;
}

export function endInChannel(ctx: PlayContext, channelId: string, byUserId: string): Promise<EndResult> {
  return ctx.store.transaction(async (q): Promise<EndResult> => {
    // The lobby or match that holds the channel (solo runs share channels and are their players' own).
    const open = (await openMatchesInChannel(q, channelId)).find((m) => !settingsOf(m.game).solo);
    const match = open ? await lockMatch(q, open.id) : undefined;
    const was = match ? await endWithoutResult(q, ctx, match, { by: 'admin', userId: byUserId }) : null;
    return match && was ? { ok: true, matchId: match.id, was } : { ok: false, reason: 'nothing_to_end' };
  });
}
