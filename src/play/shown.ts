/**
 * What each Discord message of a match shows, in one place: the board (which
 * message, posted when, at which version), each player's hand message (which
 * message, the version and payload hash it shows, the version its turn DM was
 * posted at), DM channels, and the events still to deliver. Delivery and the
 * click answers record here; whichever process syncs next starts from it.
 */
import { and, asc, eq, lt, lte, sql } from 'drizzle-orm';
import type { OutboxRow } from '../db/schema/sqlite.js';
import { first, type Q } from '../db/store.js';
import { updatePlayer } from './matches.js';

/** The hand message now shows `version` with this payload hash (never moves back to an older version); `v2` once it became a V2 message. */
export async function handShown(q: Q, matchId: string, seat: number, version: number, hash: string, v2 = false): Promise<void> {
  const { matchPlayers } = q.t;
  await q.db
    .update(matchPlayers)
    .set({ handVersion: version, handHash: hash, ...(v2 ? { handV2: true } : {}) })
    .where(and(eq(matchPlayers.matchId, matchId), eq(matchPlayers.seat, seat), lte(matchPlayers.handVersion, version)));
}

/** A click's answer replaced message `messageId`: recorded only if it is the player's current hand message. */
export async function clickedHandShown(q: Q, matchId: string, seat: number, messageId: string, version: number, hash: string, v2 = false): Promise<void> {
  const { matchPlayers } = q.t;
  await q.db
    .update(matchPlayers)
    .set({ handVersion: version, handHash: hash, ...(v2 ? { handV2: true } : {}) })
    .where(and(eq(matchPlayers.matchId, matchId), eq(matchPlayers.seat, seat), eq(matchPlayers.handMessageId, messageId), lte(matchPlayers.handVersion, version)));
}

/** The clicked turn DM became a record of the move: it is no longer the player's hand (their next turn brings a new one). */
export async function handRetired(q: Q, matchId: string, seat: number, messageId: string, version: number): Promise<void> {
  const { matchPlayers } = q.t;
  await q.db
    .update(matchPlayers)
    .set({ handMessageId: null, handVersion: version, handHash: null })
    .where(and(eq(matchPlayers.matchId, matchId), eq(matchPlayers.seat, seat), eq(matchPlayers.handMessageId, messageId)));
}

/** A new hand message was sent (a turn DM, or the first hand of a match): DMs work again if they were closed. */
export async function handSent(q: Q, matchId: string, seat: number, messageId: string, version: number, hash: string, v2: boolean): Promise<void> {
  await updatePlayer(q, matchId, seat, { handMessageId: messageId, handPostedVersion: version, handVersion: version, handHash: hash, handV2: v2, dmClosed: false });
}

/** The user's DM channel with the bot, if it was opened before (in any match). */
export async function getDmChannel(q: Q, userId: string): Promise<string | null> {
  return (await first(q.db.select({ channelId: q.t.dmChannels.channelId }).from(q.t.dmChannels).where(eq(q.t.dmChannels.userId, userId))))?.channelId ?? null;
}

export async function saveDmChannel(q: Q, userId: string, channelId: string): Promise<void> {
  await q.db.insert(q.t.dmChannels).values({ userId, channelId }).onConflictDoUpdate({ target: q.t.dmChannels.userId, set: { channelId } });
}

export async function dmChannelKnown(q: Q, matchId: string, seat: number, channelId: string): Promise<void> {
  await updatePlayer(q, matchId, seat, { dmChannelId: channelId });
}

/** The player's DMs refused a message: until one gets through (tried again at their next turn), their hand is behind the board's button. */
export async function dmClosed(q: Q, matchId: string, seat: number, version: number): Promise<void> {
  await updatePlayer(q, matchId, seat, { dmClosed: true, handPostedVersion: version });
}

/** The board message shows `version` (never moves back); `v2` once it became a V2 message. */
export async function boardShown(q: Q, matchId: string, version: number, at?: number, v2 = false): Promise<void> {
  const { matches } = q.t;
  await q.db
    .update(matches)
    .set({ boardVersion: version, ...(at === undefined ? {} : { boardEditedAt: at }), ...(v2 ? { boardV2: true } : {}) })
    .where(and(eq(matches.id, matchId), lt(matches.boardVersion, version)));
}

/** A board edit was tried at `at` (and refused): the next try waits its turn. */
export async function boardAttempted(q: Q, matchId: string, at: number): Promise<void> {
  await q.db.update(q.t.matches).set({ boardEditedAt: at }).where(eq(q.t.matches.id, matchId));
}

/** A board message was posted (or the lobby message became the board) showing `version`; `now` is when it last changed, `v2` its layout. */
export async function boardPosted(q: Q, matchId: string, messageId: string, postedAt: number, version: number, now = postedAt, v2 = false): Promise<void> {
  const { matches } = q.t;
  await q.db.update(matches).set({ boardMessageId: messageId, boardPostedAt: Math.min(postedAt, now), boardEditedAt: now, boardV2: v2 }).where(eq(matches.id, matchId));
  await boardShown(q, matchId, version);
}

/** The bot lost (at) or regained (null) what it needs in the match's channel. */
export async function channelPaused(q: Q, matchId: string, at: number | null): Promise<void> {
  await q.db.update(q.t.matches).set({ channelPausedAt: at }).where(eq(q.t.matches.id, matchId));
}

/** Events waiting to be told, oldest first. */
export async function pendingEvents(q: Q, matchId: string): Promise<OutboxRow[]> {
  return q.db.select().from(q.t.outbox).where(eq(q.t.outbox.matchId, matchId)).orderBy(asc(q.t.outbox.id));
}

export async function eventDelivered(q: Q, id: number): Promise<void> {
  await q.db.delete(q.t.outbox).where(eq(q.t.outbox.id, id));
}

/** Channel events of a match whose channel can take none (gone, or paused for too long): dropped, so the outbox never keeps them. */
export async function dropChannelEvents(q: Q, matchId: string): Promise<number> {
  const { outbox } = q.t;
  const gone = await q.db.delete(outbox).where(and(eq(outbox.matchId, matchId), eq(outbox.target, 'channel'))).returning({ id: outbox.id });
  return gone.length;
}

/** The number of events a match still has to tell (a sync is done only when none is left that can be told). */
export async function eventCount(q: Q, matchId: string): Promise<number> {
  const row = await first(q.db.select({ n: sql<number>`count(*)` }).from(q.t.outbox).where(eq(q.t.outbox.matchId, matchId)));
  return Number(row?.n ?? 0);
}
