/** Shared challenges (the daily dungeon): who scored what, per server and across all servers. */
import { createHmac, randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/connection.js';
import { getMeta, setMeta } from '../db/meta.js';
import { matches, matchResults } from '../db/schema.js';
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

/** Finished runs of a challenge, best first; one server, or all servers when guildId is null. */
export function challengeScores(db: DbOrTx, challengeId: string, guildId: string | null, limit = 25): ChallengeScore[] {
  const where = guildId === null ? eq(matches.challenge, challengeId) : and(eq(matches.challenge, challengeId), eq(matches.guildId, guildId));
  return db
    .select({ userId: matchResults.userId, score: matchResults.score, won: matchResults.won, guildId: matches.guildId })
    .from(matchResults)
    .innerJoin(matches, eq(matches.id, matchResults.matchId))
    .where(where)
    .orderBy(desc(matchResults.score), matchResults.userId)
    .limit(limit)
    .all();
}

export function challengeBest(db: DbOrTx, challengeId: string): ChallengeScore | null {
  return challengeScores(db, challengeId, null, 1)[0] ?? null;
}
