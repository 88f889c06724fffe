/**
 * Small synchronous queries over matches and their players. They take the
 * connection's root `db` (also inside a transaction: better-sqlite3
 * transactions belong to the connection), which lets the hot ones use
 * prepared statements.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { runImmediate, type Db } from '../db/connection.js';
import type { EventTarget, PlayEvent } from './events.js';
import { prepared } from '../db/prepared.js';
import { dmChannels, matches, matchPlayers, outbox, type Match, type MatchPlayer, type NewMatch } from '../db/schema/sqlite.js';

export const OPEN_STATUSES = ['lobby', 'active'] as const;

/**
 * Parsed states by match, per connection, for the version they belong to. A
 * state changes only with its version (every writer bumps it) and is never
 * mutated (engines are pure), so a click reads the small columns and parses
 * the state JSON only when the version moved on.
 */
const parsedStates = new WeakMap<Db, Map<string, { version: number; state: Match['state'] }>>();
const PARSED_STATES_LIMIT = 10_000;

export function getMatch(db: Db, matchId: string): Match | undefined {
  const q = prepared(db);
  const head = q.matchHead.get(matchId);
  if (!head) return undefined;
  let states = parsedStates.get(db);
  if (!states) parsedStates.set(db, (states = new Map()));
  let cached = states.get(matchId);
  if (!cached || cached.version !== head.version) {
    if (states.size >= PARSED_STATES_LIMIT) states.clear();
    cached = { version: head.version, state: q.matchState.get({ id: matchId })?.state ?? null };
    states.set(matchId, cached);
  }
  return { ...head, state: cached.state };
}

/**
 * Remembers a match's state as just committed at its version, so the next
 * read (the delivery, the other player's click) need not parse it again.
 * Call it only once the transaction that saved it has committed: a rolled
 * back version could be written again with another state.
 */
export function rememberState(db: Db, match: Pick<Match, 'id' | 'version' | 'state'>): void {
  let states = parsedStates.get(db);
  if (!states) parsedStates.set(db, (states = new Map()));
  if (states.size >= PARSED_STATES_LIMIT) states.clear();
  states.set(match.id, { version: match.version, state: match.state });
}

export function getPlayers(db: Db, matchId: string): MatchPlayer[] {
  return prepared(db).players.all(matchId);
}

/** Lobbies and running matches in a channel, oldest first. */
export function openMatchesInChannel(db: Db, channelId: string): Match[] {
  return db
    .select()
    .from(matches)
    .where(and(eq(matches.channelId, channelId), inArray(matches.status, [...OPEN_STATUSES])))
    .orderBy(asc(matches.createdAt))
    .all();
}

/** Inserts a new match with its first player in seat 0 (the host, or the solo player). */
export function insertMatch(db: Db, values: NewMatch & { hostUserId: string; createdAt: number }): Match {
  const match = db.insert(matches).values(values).returning().get();
  db.insert(matchPlayers).values({ matchId: match.id, seat: 0, userId: values.hostUserId, joinedAt: values.createdAt }).run();
  return match;
}

export function updateMatch(db: Db, matchId: string, values: Partial<Match>): void {
  db.update(matches).set(values).where(eq(matches.id, matchId)).run();
}

export function updatePlayer(db: Db, matchId: string, seat: number, values: Partial<MatchPlayer>): void {
  db.update(matchPlayers)
    .set(values)
    .where(and(eq(matchPlayers.matchId, matchId), eq(matchPlayers.seat, seat)))
    .run();
}

/** The user's DM channel with the bot, if it was opened before (in any match). */
export function getDmChannel(db: Db, userId: string): string | null {
  return db.select({ channelId: dmChannels.channelId }).from(dmChannels).where(eq(dmChannels.userId, userId)).get()?.channelId ?? null;
}

export function saveDmChannel(db: Db, userId: string, channelId: string): void {
  db.insert(dmChannels).values({ userId, channelId }).onConflictDoUpdate({ target: dmChannels.userId, set: { channelId } }).run();
}

/** Records an event to tell, in the caller's transaction; delivery words and sends it afterwards. */
export function queueEvent(db: Db, matchId: string, target: EventTarget, event: PlayEvent): void {
  db.insert(outbox)
    .values({ matchId, target: target.to === 'dm' ? 'dm' : 'channel', userId: target.to === 'dm' ? target.userId : null, payload: { event } })
    .run();
}

/**
 * Runs `fn` as ONE immediate transaction on the connection. `fn` keeps using
 * the root `db`: better-sqlite3 transactions belong to the connection.
 */
export function inTransaction<T>(db: Db, fn: () => T): T {
  return runImmediate(db, fn);
}
