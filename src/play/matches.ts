/**
 * Reading and writing matches and their seats, inside the caller's
 * transaction or read (`q`). Every change Discord must show marks the match
 * for a sync (`needsSync`), in the same transaction: delivery finds it even
 * after a crash, in any process.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { first, type Q } from '../db/store.js';
import type { Match, MatchPlayer, NewMatch } from '../db/schema/sqlite.js';
import type { EventTarget, PlayEvent } from './events.js';

export const OPEN_STATUSES = ['lobby', 'active'] as const;

export async function getMatch(q: Q, matchId: string): Promise<Match | undefined> {
  return first(q.db.select().from(q.t.matches).where(eq(q.t.matches.id, matchId)));
}

/**
 * The match, its row locked until the transaction ends (PostgreSQL: another
 * process handed the same click waits here, then sees the new version).
 * SQLite's write transactions already run one at a time.
 */
export async function lockMatch(q: Q, matchId: string): Promise<Match | undefined> {
  const query = q.db.select().from(q.t.matches).where(eq(q.t.matches.id, matchId));
  if (q.dialect === 'sqlite') return first(query);
  return first((query as unknown as { for(s: 'update'): PromiseLike<Match[]> }).for('update'));
}

export async function getPlayers(q: Q, matchId: string): Promise<MatchPlayer[]> {
  return q.db.select().from(q.t.matchPlayers).where(eq(q.t.matchPlayers.matchId, matchId)).orderBy(asc(q.t.matchPlayers.seat));
}

/** Lobbies and running matches in a channel, oldest first. */
export async function openMatchesInChannel(q: Q, channelId: string): Promise<Match[]> {
  const { matches } = q.t;
  return q.db
    .select()
    .from(matches)
    .where(and(eq(matches.channelId, channelId), inArray(matches.status, [...OPEN_STATUSES])))
    .orderBy(asc(matches.createdAt));
}

/** Inserts a new match with its first player in seat 0 (the host, or the solo player); Discord shows it at once. */
export async function insertMatch(q: Q, values: NewMatch & { hostUserId: string; createdAt: number }): Promise<Match> {
  const [match] = await q.db
    .insert(q.t.matches)
    .values({ ...values, syncDueAt: values.createdAt, syncSeq: 1 })
    .returning();
  if (!match) throw new Error('insert into matches returned no row');
  await q.db.insert(q.t.matchPlayers).values({ matchId: match.id, seat: 0, userId: values.hostUserId, joinedAt: values.createdAt });
  return match;
}

/** Changes the match row; with `shownAt` (now) it also marks the match for a sync: something Discord shows changed. */
export async function updateMatch(q: Q, matchId: string, values: Partial<Match>, shownAt?: number): Promise<void> {
  const { matches } = q.t;
  const sync = shownAt === undefined ? {} : { syncDueAt: shownAt, syncSeq: sql`${matches.syncSeq} + 1` };
  await q.db
    .update(matches)
    .set({ ...values, ...sync })
    .where(eq(matches.id, matchId));
}

/** Marks the match for a sync: Discord is behind what the database says. */
export async function needsSync(q: Q, matchId: string, now: number): Promise<void> {
  await updateMatch(q, matchId, {}, now);
}

export async function updatePlayer(q: Q, matchId: string, seat: number, values: Partial<MatchPlayer>): Promise<void> {
  const { matchPlayers } = q.t;
  await q.db
    .update(matchPlayers)
    .set(values)
    .where(and(eq(matchPlayers.matchId, matchId), eq(matchPlayers.seat, seat)));
}

/** Records an event to tell, in the caller's transaction; delivery words and sends it afterwards (the caller marks the match for a sync). */
export async function queueEvent(q: Q, matchId: string, target: EventTarget, event: PlayEvent): Promise<void> {
  await q.db.insert(q.t.outbox).values({
    matchId,
    target: target.to === 'dm' ? 'dm' : 'channel',
    userId: target.to === 'dm' ? target.userId : null,
    payload: { event },
  });
}
