/**
 * The board in the match's channel: edited when the match moved on, at most
 * one edit every `boardIntervalMs` (the rest wait their turn), posted anew
 * when it is old or gone. While the bot lacks a permission in the channel,
 * the board waits (channel-pause.ts).
 */
import { boardPosted, boardShown } from '../../play/shown.js';
import { channelRefused, channelWaiting, channelWorks } from './channel-pause.js';
import { compose } from '../layout.js';
import { lobbyPayload, renderBoard } from '../render.js';
import { finished, type SyncContext } from './context.js';
import { DeliveryFailure } from './failures.js';

/** Brings the board (or the lobby message) up to date; returns when to come back for it (null: not needed). */
export async function syncBoard(ctx: SyncContext): Promise<number | null> {
  const { match } = ctx.table;
  if (!match.boardMessageId && match.state === null) return null;
  if (match.boardVersion >= match.version) return null;
  const waiting = channelWaiting(ctx);
  if (waiting !== null) return waiting;
  const next = (match.boardEditedAt ?? 0) + ctx.boardIntervalMs;
  if (match.channelPausedAt === null && ctx.now < next) return next;
  try {
    await (match.state === null ? editLobby(ctx) : boardNow(ctx));
  } catch (err) {
    if (!(err instanceof DeliveryFailure) || err.failure !== 'no_permission') throw err;
    return channelRefused(ctx);
  }
  await channelWorks(ctx);
  return null;
}

/** A lobby changed without a click on it (it expired): its message is edited. */
async function editLobby(ctx: SyncContext): Promise<void> {
  const { match, players, channelLanguage } = ctx.table;
  if (!match.boardMessageId) return;
  const body = match.boardV2 ? compose({ payload: lobbyPayload(match, players, channelLanguage), news: null, picture: null }, { v2: true, edit: true }).body : lobbyPayload(match, players, channelLanguage);
  await ctx.messenger.edit(match.channelId, match.boardMessageId, { body, files: [] });
  await ctx.app.play.store.read((q) => boardShown(q, match.id, match.version, ctx.now));
}

async function boardNow(ctx: SyncContext): Promise<void> {
  const { match, players, names, channelLanguage, images } = ctx.table;
  const store = ctx.app.play.store;
  const r = renderBoard(match, players, names, channelLanguage, images ? ctx.app.pictures : null);
  const old = match.boardMessageId;
  const tooOld = match.boardPostedAt === null || ctx.now - match.boardPostedAt > ctx.boardMaxAgeMs;
  if (old && !tooOld) {
    // A V2 message stays V2: with pictures off its edits keep that layout.
    const v2 = r.picture !== null || match.boardV2;
    try {
      await ctx.messenger.edit(match.channelId, old, await finished(ctx, r, { v2, edit: true, priority: 'board' }));
      await store.read((q) => boardShown(q, match.id, match.version, ctx.now, v2));
      return;
    } catch (err) {
      if (!(err instanceof DeliveryFailure) || (err.failure !== 'message_gone' && err.failure !== 'cannot_edit')) throw err;
    }
  }
  const v2 = r.picture !== null;
  const sent = await ctx.messenger.post(match.channelId, await finished(ctx, r, { v2, edit: false, priority: 'board' }), `${match.id}:b:${match.version}`);
  await store.read((q) => boardPosted(q, match.id, sent.id, ctx.now, match.version, ctx.now, v2));
  // The old board goes away so its buttons cannot confuse anyone.
  if (old) await ctx.messenger.delete(match.channelId, old);
}
