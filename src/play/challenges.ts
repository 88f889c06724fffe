/** Shared challenges (the daily dungeon): who scored what, per server and across all servers. */
import { createHmac, randomBytes } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/connection.js';
import { getMeta, setMeta } from '../db/meta.js';
import { matches, matchResults } from '../db/schema/sqlite.js';
import type { Challenge } from './solo.js';

const SECRET_KEY = 'daily-secret';

/**
 * The key of the daily deals: the configured one, else the one generated on
 * the first start and kept in the database (so restarts keep the day's deal).
 */
export function dailySecret(db: Db, configured?: string): string {
  if (configured) return configured;
  let secret = getMeta(db, SECRET_KEY);
  if (!secret) {
    secret = randomBytes(32).toString('base64url');
    setMeta(db, SECRET_KEY, secret);
  }
  return secret;
}

/**
 * The day's challenge of a game: the same for everyone on every server, and
 * unknowable in advance — its deal comes from an HMAC of the date under a key
 * only the host has, not from anything in the source code.
 */
export function dailyChallenge(game: string, day: string, secret: string): Challenge {
  const id = `${game}-daily:${day}`;
  return { id, seed: createHmac('sha256', secret).update(id).digest('base64url').slice(0, 32) };
}

export interface ChallengeScore {
  userId: string;
  score: number;
  won: boolean;
  guildId: string;
}

const scoreFields = { userId: matchResults.userId, score: matchResults.score, won: matchResults.won, guildId: matches.guildId };

const whereChallenge = (challengeId: string, guildId: string | null) =>
  guildId === null ? eq(matches.challenge, challengeId) : and(eq(matches.challenge, challengeId), eq(matches.guildId, guildId));

/** Finished runs of a challenge, best first; one server, or all servers when guildId is null. */
export function challengeScores(db: DbOrTx, challengeId: string, guildId: string | null, limit = 25, offset = 0): ChallengeScore[] {
  return db
    .select(scoreFields)
    .from(matchResults)
    .innerJoin(matches, eq(matches.id, matchResults.matchId))
    .where(whereChallenge(challengeId, guildId))
    .orderBy(desc(matchResults.score), matchResults.userId)
    .limit(limit)
    .offset(offset)
    .all();
}

export interface RankedChallengeScore extends ChallengeScore {
  /** 1-based place on the board. */
  rank: number;
}

export interface ChallengePage {
  rows: RankedChallengeScore[];
  /** 0-based, clamped into range. */
  page: number;
  totalPages: number;
  totalPlayers: number;
}

export const CHALLENGE_PAGE_SIZE = 10;

/** One page of a challenge's board in a server (best first), like the all-time board's pages. */
export function challengePage(db: DbOrTx, challengeId: string, guildId: string, page: number, size = CHALLENGE_PAGE_SIZE): ChallengePage {
  const totalPlayers =
    db.select({ n: count() }).from(matchResults).innerJoin(matches, eq(matches.id, matchResults.matchId)).where(whereChallenge(challengeId, guildId)).get()?.n ?? 0;
  const totalPages = Math.max(1, Math.ceil(totalPlayers / size));
  const current = Math.min(Math.max(Number.isFinite(page) ? Math.floor(page) : 0, 0), totalPages - 1);
  const offset = current * size;
  const rows = totalPlayers === 0 ? [] : challengeScores(db, challengeId, guildId, size, offset).map((s, i) => ({ ...s, rank: offset + i + 1 }));
  return { rows, page: current, totalPages, totalPlayers };
}

/** One player's finished run of a challenge and its place on the board (one server, or all when guildId is null). */
export function challengeEntry(db: DbOrTx, challengeId: string, guildId: string | null, userId: string): RankedChallengeScore | null {
  const ranked = db
    .select({ ...scoreFields, rank: sql<number>`row_number() over (order by ${matchResults.score} desc, ${matchResults.userId} asc)`.as('rank') })
    .from(matchResults)
    .innerJoin(matches, eq(matches.id, matchResults.matchId))
    .where(whereChallenge(challengeId, guildId))
    .as('ranked');
  const row = db.select().from(ranked).where(eq(ranked.userId, userId)).get();
  return row ? { userId: row.userId, score: row.score, won: row.won, guildId: row.guildId, rank: Number(row.rank) } : null;
}

export function challengeBest(db: DbOrTx, challengeId: string): ChallengeScore | null {
  return challengeScores(db, challengeId, null, 1)[0] ?? null;
}
