/**
 * A match's queued events (the outbox), told in order, each worded in its
 * reader's language: a DM to a player, or the channel — where a DM that
 * cannot be delivered goes too, naming the player it was meant for. While the
 * channel cannot be posted in, its events wait (and are dropped after a day);
 * a DM with nowhere to go is dropped: the outbox never keeps what it can
 * never deliver.
 */
import type { MessageBody } from '../layout.js';
import type { OutboxRow } from '../../db/schema/sqlite.js';
import type { PlayEvent } from '../../play/events.js';
import { eventDelivered, pendingEvents } from '../../play/shown.js';
import { eventMentions, eventText } from '../events.js';
import type { SyncContext } from './context.js';
import { channelRefused, channelWaiting, channelWorks } from './channel-pause.js';
import { DeliveryFailure } from './failures.js';
import { sendDirect } from './hands.js';

/** How long channel events wait for a channel the bot may not post in. */
export const PAUSED_EVENTS_KEPT_MS = 24 * 60 * 60_000;

/** Tells what can be told now; returns when to come back for events that wait for their channel (null: none wait). */
export async function tellEvents(ctx: SyncContext): Promise<number | null> {
  const { match, players } = ctx.table;
  const store = ctx.app.play.store;
  const rows = await store.read((q) => pendingEvents(q, match.id));
  let waitUntil: number | null = null;
  for (const row of rows) {
    const nonce = `${match.id}:o:${row.id}`;
    const player = row.target === 'dm' ? players.find((p) => p.userId === row.userId) : undefined;
    const sent = player && !player.dmClosed ? await sendDirect(ctx, player, { body: eventBody(ctx, row, player.userId), files: [] }, nonce) : null;
    if (!sent) {
      const placeLost = (row.payload.event as PlayEvent | undefined)?.kind === 'ended_place_lost';
      waitUntil ??= channelWaiting(ctx);
      if (placeLost) {
        // Nowhere else to tell it: its channel is gone too.
      } else if (waitUntil !== null) {
        if (ctx.now - row.createdAt < PAUSED_EVENTS_KEPT_MS) continue;
        ctx.log.warn({ matchId: match.id, event: row.payload.event?.kind }, 'an announcement waited a day for its channel: dropped');
      } else {
        try {
          await ctx.messenger.post(match.channelId, { body: eventBody(ctx, row, null, player?.userId), files: [] }, nonce);
          await channelWorks(ctx);
        } catch (err) {
          if (!(err instanceof DeliveryFailure) || err.failure !== 'no_permission') throw err;
          waitUntil = await channelRefused(ctx);
          continue;
        }
      }
    }
    await store.read((q) => eventDelivered(q, row.id));
  }
  return waitUntil;
}

/** An event worded for its reader: a player's DM (`dmTo`), or the channel (naming `onBehalfOf` when it was meant for their DMs). */
function eventBody(ctx: SyncContext, row: OutboxRow, dmTo: string | null, onBehalfOf?: string): MessageBody & { allowed_mentions: object } {
  const { match, players, names } = ctx.table;
  const event = row.payload.event as PlayEvent | undefined;
  if (!event) {
    // A row from before events: already worded.
    const content = row.payload.content ?? '';
    return { content: onBehalfOf ? `<@${onBehalfOf}> ${content}` : content, allowed_mentions: { parse: ['users'] } };
  }
  const lang = dmTo ? ctx.table.userLanguage(dmTo) : ctx.table.channelLanguage;
  const content = eventText(event, { match, players, names, lang, ...(onBehalfOf ? { inChannelFor: onBehalfOf } : {}) });
  const users = onBehalfOf ? [onBehalfOf] : eventMentions(event, players);
  return { content, allowed_mentions: { users } };
}
