/**
 * A match channel where the bot lost a permission (50001, 50013): board and
 * announcements wait, tried again every minute, and resume on the first post
 * that goes through; the game goes on in DMs meanwhile. Said once in the log
 * each way.
 */
import { boardAttempted, channelPaused } from '../../play/shown.js';
import { DM_GUILD } from '../../play/solo.js';
import { DeliveryFailure } from './failures.js';
import type { SyncContext } from './context.js';

/** How often a channel the bot may not post in is tried again. */
export const PAUSED_RETRY_MS = 60_000;

/** When a paused channel may be tried again, if not yet (null: it may be tried now, or it is not paused). */
export function channelWaiting(ctx: SyncContext): number | null {
  const { match } = ctx.table;
  if (match.channelPausedAt === null) return null;
  const next = (match.boardEditedAt ?? match.channelPausedAt) + PAUSED_RETRY_MS;
  return ctx.now < next ? next : null;
}

/** The channel refused a post: paused (once), and tried again later; returns when. A server the bot is no longer in ends the match instead. */
export async function channelRefused(ctx: SyncContext): Promise<number> {
  const { match } = ctx.table;
  if (match.channelPausedAt === null && match.guildId !== DM_GUILD && !(await ctx.messenger.inGuild(match.guildId))) {
    throw new DeliveryFailure('server_lost', new Error(`not in server ${match.guildId}`));
  }
  await ctx.app.play.store.read(async (q) => {
    await boardAttempted(q, match.id, ctx.now);
    if (match.channelPausedAt === null) await channelPaused(q, match.id, ctx.now);
  });
  if (match.channelPausedAt === null) {
    ctx.log.warn({ matchId: match.id, channelId: match.channelId }, 'the bot lost a permission in a match channel: its board and announcements wait, the game goes on in DMs');
    match.channelPausedAt = ctx.now;
  }
  match.boardEditedAt = ctx.now;
  return ctx.now + PAUSED_RETRY_MS;
}

/** A post in the channel went through: a pause ends. */
export async function channelWorks(ctx: SyncContext): Promise<void> {
  const { match } = ctx.table;
  if (match.channelPausedAt === null) return;
  await ctx.app.play.store.read((q) => channelPaused(q, match.id, null));
  match.channelPausedAt = null;
  ctx.log.info({ matchId: match.id, channelId: match.channelId }, 'the bot may post in a match channel again: board and announcements resume');
}
