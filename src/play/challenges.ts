/** Shared challenges (the daily dungeon): who scored what, per server and across all servers. */
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/connection.js';
import { matches, matchResults } from '../db/schema.js';
import type { Challenge } from './solo.js';

export function dailyChallenge(game: string, day: string): Challenge {
  return { id: `${game}-daily:${day}`, seed: `${game}-daily:${day}` };
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
