/**
 * What each Discord message of a match shows, in one place: the board (which
 * message, posted when, at which version), each player's hand message (which
 * message, the version and payload hash it shows, the version its turn DM was
 * posted at), DM channels, and the events still to deliver. Delivery and the
 * click answers record here; after a restart delivery catches up from it.
 */
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/connection.js';
import { prepared } from '../db/prepared.js';
import { matches, outbox, type MatchPlayer, type OutboxRow } from '../db/schema/sqlite.js';
import { getPlayers, updatePlayer } from './store.js';

export { getDmChannel, saveDmChannel } from './store.js';

/** The hand message now shows `version` with this payload hash (never moves back to an older version). */
export function handShown(db: Db, matchId: string, seat: number, version: number, hash: string): void {
  prepared(db).handShown.run({ matchId, seat, version, hash });
}

/** A click's answer replaced message `messageId`: recorded only if it is the player's current hand message. */
export function clickedHandShown(db: Db, matchId: string, seat: number, messageId: string, version: number, hash: string, players?: readonly MatchPlayer[]): void {
  if ((players ?? getPlayers(db, matchId))[seat]?.handMessageId === messageId) handShown(db, matchId, seat, version, hash);
}

/** A new hand message was sent (a turn DM, or the first hand of a match). */
export function handSent(db: Db, matchId: string, seat: number, messageId: string, version: number, hash: string): void {
  updatePlayer(db, matchId, seat, { handMessageId: messageId, handPostedVersion: version, handVersion: version, handHash: hash });
}

export function dmChannelKnown(db: Db, matchId: string, seat: number, channelId: string): void {
  updatePlayer(db, matchId, seat, { dmChannelId: channelId });
}

export function dmClosed(db: Db, matchId: string, seat: number): void {
  updatePlayer(db, matchId, seat, { dmClosed: true });
}

/** The board message shows `version` (never moves back). */
export function boardShown(db: Db, matchId: string, version: number): void {
  db.update(matches).set({ boardVersion: version }).where(and(eq(matches.id, matchId), lt(matches.boardVersion, version))).run();
}

/** A board message was posted (or the lobby message became the board) showing `version`. */
export function boardPosted(db: Db, matchId: string, messageId: string, postedAt: number, version: number): void {
  db.update(matches).set({ boardMessageId: messageId, boardPostedAt: postedAt }).where(eq(matches.id, matchId)).run();
  boardShown(db, matchId, version);
}

/** Events waiting to be told, oldest first. */
export function pendingEvents(db: Db, matchId: string): OutboxRow[] {
  return prepared(db).outbox.all({ matchId });
}

export function eventDelivered(db: Db, id: number): void {
  db.delete(outbox).where(eq(outbox.id, id)).run();
}

/** Matches whose messages may be behind what the database says (after a restart, even a kill -9). */
export function matchesToCatchUp(db: Db): string[] {
  return db
    .select({ id: matches.id })
    .from(matches)
    .where(or(inArray(matches.status, ['lobby', 'active']), lt(matches.boardVersion, matches.version), sql`${matches.id} in (select ${outbox.matchId} from ${outbox})`))
    .all()
    .map((r) => r.id);
}
