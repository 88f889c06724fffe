/**
 * Prepared statements for the click path. drizzle's query builder rebuilds
 * and re-prepares its SQL on every call (~100 µs); a prepared statement runs
 * in a few µs. They are prepared once per connection and, since better-sqlite3
 * transactions belong to the connection, also run inside transactions.
 */
import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from './connection.js';
import type Database from 'better-sqlite3';
import { rowReader } from './row-reader.js';
import { guildGameSettings, matchActions, matches, matchPlayers, memberNames, outbox, userNames, userPrefs, type Match, type MatchPlayer } from './schema/sqlite.js';

const p = <T extends string>(name: T) => sql.placeholder(name);

/** The columns every state transition sets (src/play/commit.ts). */
const transition = {
  state: p('state'),
  version: p('version'),
  updatedAt: p('updatedAt'),
  turnDeadline: p('turnDeadline'),
  turnWarned: p('turnWarned'),
  turnStartedVersion: p('turnStartedVersion'),
};

/** One person's row in one server (their nickname there). */
const oneMember = and(eq(memberNames.guildId, p('guildId')), eq(memberNames.userId, p('userId')));

/** Every column of a match but its state (parsing the state JSON is the costly part of reading a match). */
const { state: _state, ...matchWithoutState } = getTableColumns(matches);

function prepare(db: Db) {
  // drizzle() puts the better-sqlite3 connection on the database it returns.
  const client = (db as Db & { $client: Database.Database }).$client;
  return {
    /** A match without its state, by id. */
    matchHead: rowReader<Omit<Match, 'state'>>(client, matches, matchWithoutState, '"id" = ?'),
    matchState: db.select({ state: matches.state }).from(matches).where(eq(matches.id, p('id'))).prepare(),
    /** A match's players by match id, in seat order. */
    players: rowReader<MatchPlayer>(client, matchPlayers, getTableColumns(matchPlayers), '"match_id" = ?', '"seat"'),
    insertAction: db
      .insert(matchActions)
      .values({ matchId: p('matchId'), version: p('version'), seat: p('seat'), userId: p('userId'), code: p('code'), kind: p('kind'), createdAt: p('createdAt') } as never)
      .prepare(),
    /**
     * What a state transition changes on the match row, for a move that does not end the match. Status and finish
     * time are left out: SQLite rewrites the entries of every index on a column the UPDATE sets, even to the same
     * value, and two indexes lead with the status (one page less in the WAL a move, of about six).
     */
    saveTransition: db.update(matches).set(transition as never).where(eq(matches.id, p('id'))).prepare(),
    /** The same for the move that ends the match: also its status and finish time. */
    saveFinalTransition: db
      .update(matches)
      .set({ ...transition, status: p('status'), finishedAt: p('finishedAt') } as never)
      .where(eq(matches.id, p('id')))
      .prepare(),
    /** A server's turn time for a game: read by every move's commit. */
    turnSeconds: db
      .select({ s: guildGameSettings.turnSeconds })
      .from(guildGameSettings)
      .where(and(eq(guildGameSettings.guildId, p('guildId')), eq(guildGameSettings.game, p('game'))))
      .prepare(),
    /** Runs on every delivery sync, i.e. after every click. */
    outbox: db.select().from(outbox).where(eq(outbox.matchId, p('matchId'))).orderBy(asc(outbox.id)).prepare(),
    /** A player's language, display name and server nicknames: read once per player (and server) after a start, on their first click or render. */
    userLanguage: db.select({ language: userPrefs.language }).from(userPrefs).where(eq(userPrefs.userId, p('userId'))).prepare(),
    userName: db.select({ name: userNames.name }).from(userNames).where(eq(userNames.userId, p('userId'))).prepare(),
    memberNick: db
      .select({ nick: memberNames.nick })
      .from(memberNames)
      .where(oneMember)
      .prepare(),
    /**
     * What clicks tell about their users, written in batches once the clicks calm down (src/discord/write-later.ts):
     * prepared, as a server's worth of new players after a start is one synchronous flush. A row that already holds
     * the value is left as it is.
     */
    storeUserLanguage: db
      .insert(userPrefs)
      .values({ userId: p('userId'), language: p('language') } as never)
      .onConflictDoUpdate({ target: userPrefs.userId, set: { language: sql`excluded.language` }, setWhere: sql`${userPrefs.language} is not excluded.language` })
      .prepare(),
    storeUserName: db
      .insert(userNames)
      .values({ userId: p('userId'), name: p('name'), updatedAt: p('at') } as never)
      .onConflictDoUpdate({ target: userNames.userId, set: { name: sql`excluded.name`, updatedAt: sql`excluded.updated_at` }, setWhere: sql`${userNames.name} is not excluded.name` })
      .prepare(),
    storeMemberNick: db
      .insert(memberNames)
      .values({ guildId: p('guildId'), userId: p('userId'), nick: p('nick'), updatedAt: p('at') } as never)
      .onConflictDoUpdate({
        target: [memberNames.guildId, memberNames.userId],
        set: { nick: sql`excluded.nick`, updatedAt: sql`excluded.updated_at` },
        setWhere: sql`${memberNames.nick} is not excluded.nick`,
      })
      .prepare(),
    deleteMemberNick: db
      .delete(memberNames)
      .where(oneMember)
      .prepare(),
    handShown: db
      .update(matchPlayers)
      .set({ handVersion: p('version'), handHash: p('hash') } as never)
      .where(and(eq(matchPlayers.matchId, p('matchId')), eq(matchPlayers.seat, p('seat')), sql`${matchPlayers.handVersion} <= ${p('version')}`))
      .prepare(),
  };
}

export type PreparedQueries = ReturnType<typeof prepare>;

const cache = new WeakMap<Db, PreparedQueries>();

export function prepared(db: Db): PreparedQueries {
  let q = cache.get(db);
  if (!q) {
    q = prepare(db);
    cache.set(db, q);
  }
  return q;
}
