/** Small synchronous queries over matches and their players, usable inside transactions. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/connection.js';
import { matches, matchPlayers, outbox, type Match, type MatchPlayer } from '../db/schema.js';

export const OPEN_STATUSES = ['lobby', 'active'] as const;

export function getMatch(db: DbOrTx, matchId: string): Match | undefined {
  return db.select().from(matches).where(eq(matches.id, matchId)).get();
}

export function getPlayers(db: DbOrTx, matchId: string): MatchPlayer[] {
  return db.select().from(matchPlayers).where(eq(matchPlayers.matchId, matchId)).orderBy(asc(matchPlayers.seat)).all();
}

/** Lobbies and running matches in a channel, oldest first. */
export function openMatchesInChannel(db: DbOrTx, channelId: string): Match[] {
  return db
    .select()
    .from(matches)
    .where(and(eq(matches.channelId, channelId), inArray(matches.status, [...OPEN_STATUSES])))
    .orderBy(asc(matches.createdAt))
    .all();
}

export function updateMatch(db: DbOrTx, matchId: string, values: Partial<Match>): void {
  db.update(matches).set(values).where(eq(matches.id, matchId)).run();
}

export function updatePlayer(db: DbOrTx, matchId: string, seat: number, values: Partial<MatchPlayer>): void {
  db.update(matchPlayers)
    .set(values)
    .where(and(eq(matchPlayers.matchId, matchId), eq(matchPlayers.seat, seat)))
    .run();
}

export function queueChannelMessage(db: DbOrTx, matchId: string, content: string): void {
  db.insert(outbox).values({ matchId, target: 'channel', payload: { content } }).run();
}

export function queueDirectMessage(db: DbOrTx, matchId: string, userId: string, content: string): void {
  db.insert(outbox).values({ matchId, target: 'dm', userId, payload: { content } }).run();
}
