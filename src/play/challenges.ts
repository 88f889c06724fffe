/** Shared challenges (the daily dungeon): who scored what, per server and across all servers. */
import { createHmac, randomBytes } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { getMeta } from '../db/meta.js';
import { first, type Q } from '../db/store.js';
import type { Challenge } from './solo.js';

const SECRET_KEY = 'daily-secret';

/**
 * The key of the daily deals: the configured one, else the one generated on
 * the first start and kept in the database (so restarts keep the day's deal).
 */
export async function dailySecret(q: Q, configured?: string): Promise<string> {
  if (configured) return configured;
  // Processes starting together keep whichever secret was stored first.
  await q.db.insert(q.t.meta).values({ key: SECRET_KEY, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
  return (await getMeta(q, SECRET_KEY)) as string;
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

const scoreFields = ({ t }: Q) => ({ userId: t.matchResults.userId, score: t.matchResults.score, won: t.matchResults.won, guildId: t.matches.guildId });

const whereChallenge = ({ t }: Q, challengeId: string, guildId: string | null) =>
  guildId === null ? eq(t.matches.challenge, challengeId) : and(eq(t.matches.challenge, challengeId), eq(t.matches.guildId, guildId));

/** Finished runs of a challenge, best first; one server, or all servers when guildId is null. */
export async function challengeScores(q: Q, challengeId: string, guildId: string | null, limit = 25, offset = 0): Promise<ChallengeScore[]> {
  const { matches, matchResults } = q.t;
  return q.db
    .select(scoreFields(q))
    .from(matchResults)
    .innerJoin(matches, eq(matches.id, matchResults.matchId))
    .where(whereChallenge(q, challengeId, guildId))
    .orderBy(desc(matchResults.score), matchResults.userId)
    .limit(limit)
    .offset(offset);
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
export async function challengePage(q: Q, challengeId: string, guildId: string, page: number, size = CHALLENGE_PAGE_SIZE): Promise<ChallengePage> {
  const { matches, matchResults } = q.t;
  const totalPlayers =
    (await first(q.db.select({ n: count() }).from(matchResults).innerJoin(matches, eq(matches.id, matchResults.matchId)).where(whereChallenge(q, challengeId, guildId))))?.n ?? 0;
  const totalPages = Math.max(1, Math.ceil(totalPlayers / size));
  const current = Math.min(Math.max(Number.isFinite(page) ? Math.floor(page) : 0, 0), totalPages - 1);
  const offset = current * size;
  const rows = totalPlayers === 0 ? [] : (await challengeScores(q, challengeId, guildId, size, offset)).map((s, i) => ({ ...s, rank: offset + i + 1 }));
  return { rows, page: current, totalPages, totalPlayers };
}

/** One player's finished run of a challenge and its place on the board (one server, or all when guildId is null). */
export async function challengeEntry(q: Q, challengeId: string, guildId: string | null, userId: string): Promise<RankedChallengeScore | null> {
  const { matches, matchResults } = q.t;
  const ranked = q.db
    .select({ ...scoreFields(q), rank: sql<number>`row_number() over (order by ${matchResults.score} desc, ${matchResults.userId} asc)`.as('rank') })
    .from(matchResults)
    .innerJoin(matches, eq(matches.id, matchResults.matchId))
    .where(whereChallenge(q, challengeId, guildId))
    .as('ranked');
  const row = await first(q.db.select().from(ranked).where(eq(ranked.userId, userId)));
  return row ? { userId: row.userId, score: row.score, won: row.won, guildId: row.guildId, rank: Number(row.rank) } : null;
}

export async function challengeBest(q: Q, challengeId: string): Promise<ChallengeScore | null> {
  return (await challengeScores(q, challengeId, null, 1))[0] ?? null;
}
