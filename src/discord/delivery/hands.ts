/**
 * Each player's hand message, following the REST budget: a NEW DM (so
 * Discord notifies) when their turn starts, when a move hit them, or for the
 * first hand of a match; an edit only when what a live hand shows changed;
 * nothing otherwise. A turn DM made into a record of its move is no hand any
 * more: the next turn brings a new one. Closed DMs are tried again at the
 * player's next turn; one that goes through opens them again.
 */
import { games } from '../../games/index.js';
import type { MatchPlayer } from '../../db/schema/sqlite.js';
import { queueEvent } from '../../play/matches.js';
import { dmChannelKnown, dmClosed, getDmChannel, handSent, handShown, saveDmChannel } from '../../play/shown.js';
import { renderHand } from '../render.js';
import { expectedHash, finished, type SyncContext } from './context.js';
import { DeliveryFailure } from './failures.js';
import type { Sendable, SentMessage } from './messenger.js';

export async function syncHands(ctx: SyncContext): Promise<void> {
  const { match, players } = ctx.table;
  const toAct = match.status === 'active' ? games[match.game]?.toAct(match.state) : null;
  const results = await Promise.allSettled(players.map((player) => syncHand(ctx, player, toAct === player.seat)));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
}

async function syncHand(ctx: SyncContext, player: MatchPlayer, toAct: boolean): Promise<void> {
  const { match, players } = ctx.table;
  if (player.computer || match.state === null) return;
  const newTurn = toAct && !player.forfeited && player.handPostedVersion < match.turnStartedVersion;
  const hit = !player.forfeited && player.handPostedVersion < player.noticeVersion;
  const firstHand = player.handPostedVersion < 0 && match.status === 'active';
  // Closed DMs: the board's button shows the hand until the next turn's DM is tried.
  if (player.dmClosed && !newTurn) return;
  const newMessage = newTurn || hit || firstHand;
  if (!newMessage && (player.handMessageId === null || player.handVersion >= match.version)) return;
  const r = renderHand(match, players, player.seat, ctx.table.names, ctx.table.userLanguage(player.userId), null, ctx.table.images ? ctx.app.pictures : null);
  const store = ctx.app.play.store;
  if (!newMessage && player.handMessageId && player.dmChannelId) {
    // A V2 message stays V2: with pictures off its edits keep that layout.
    const v2 = r.picture !== null || player.handV2;
    const hash = expectedHash(ctx, r, v2);
    if (hash === player.handHash) return void (await store.read((q) => handShown(q, match.id, player.seat, match.version, hash)));
    const out = await finished(ctx, r, { v2, edit: true, priority: 'hand' });
    try {
      await ctx.messenger.edit(player.dmChannelId, player.handMessageId, out);
      return void (await store.read((q) => handShown(q, match.id, player.seat, match.version, out.hash, v2)));
    } catch (err) {
      // A hand the player deleted (or one that can no longer take this layout) is simply sent again.
      if (!(err instanceof DeliveryFailure) || (err.failure !== 'message_gone' && err.failure !== 'cannot_edit')) throw err;
    }
  }
  const v2 = r.picture !== null;
  const out = await finished(ctx, r, { v2, edit: false, priority: newTurn ? 'turn' : 'hand' });
  // The nonce makes a re-send after a crash (sent, but its id not yet saved) return the first copy.
  const sent = await sendDirect(ctx, player, out, `${match.id}:${player.seat}:${match.version}`);
  if (sent) await store.read((q) => handSent(q, match.id, player.seat, sent.id, match.version, out.hash, v2));
}

/**
 * A DM to a player, through their DM channel (opened once per user, for all
 * matches). Closed DMs (50007) make the player's state "closed" until a DM
 * gets through again, and the channel is told once: null then.
 */
export async function sendDirect(ctx: SyncContext, player: MatchPlayer, payload: Sendable, nonce: string): Promise<SentMessage | null> {
  const { match } = ctx.table;
  const store = ctx.app.play.store;
  const channelOf = async (fresh: boolean) => {
    const known = fresh ? null : (player.dmChannelId ?? (await store.read((q) => getDmChannel(q, player.userId))));
    const channelId = known ?? (await ctx.messenger.openDm(player.userId));
    if (!known) await store.read((q) => saveDmChannel(q, player.userId, channelId));
    if (player.dmChannelId !== channelId) {
      await store.read((q) => dmChannelKnown(q, match.id, player.seat, channelId));
      player.dmChannelId = channelId;
    }
    return channelId;
  };
  try {
    try {
      return await ctx.messenger.post(await channelOf(false), payload, nonce);
    } catch (err) {
      // A DM channel Discord no longer knows: opened again, once.
      if (!(err instanceof DeliveryFailure) || err.failure !== 'channel_lost') throw err;
      return await ctx.messenger.post(await channelOf(true), payload, nonce);
    }
  } catch (err) {
    if (!(err instanceof DeliveryFailure) || (err.failure !== 'dm_closed' && err.failure !== 'no_permission')) throw err;
    const wasOpen = !player.dmClosed;
    await store.transaction(async (q) => {
      await dmClosed(q, match.id, player.seat, match.version);
      if (wasOpen && match.status === 'active') await queueEvent(q, match.id, { to: 'channel' }, { kind: 'dm_closed', seat: player.seat });
    });
    if (wasOpen) ctx.log.info({ matchId: match.id, userId: player.userId }, 'a player does not take DMs from the bot: their hand is behind the board button until a DM gets through');
    player.dmClosed = true;
    return null;
  }
}
