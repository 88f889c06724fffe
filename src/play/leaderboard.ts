/** Per-server, per-game leaderboards, one page at a time. */
import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/connection.js';
import { playerStats } from '../db/schema.js';

export interface LeaderboardRow {
  /** 1-based position on the whole board. */
  rank: number;
  userId: string;
  matches: number;
  wins: number;
  roundWins: number;
  /** wins / matches, between 0 and 1. */
  winRate: number;
  /** OpenSkill ordinal (mu − 3·sigma), rounded to one decimal. */
  rating: number;
  /** Best score of a score game; null for games that keep no scores. */
  bestScore: number | null;
  /** Average score per match (one decimal) of a score game; null when `bestScore` is. */
  averageScore: number | null;
}

export interface LeaderboardPage {
  rows: LeaderboardRow[];
  /** The page actually shown (0-based, clamped into range). */
  page: number;
  /** At least 1, even for an empty board. */
  totalPages: number;
  totalPlayers: number;
}

export const DEFAULT_LEADERBOARD_PAGE_SIZE = 10;

/** The OpenSkill ordinal with the default options (z = 3, alpha = 1, target = 0), rounded in SQL. */
const ratingSql = sql<number>`round(${playerStats.ratingMu} - 3.0 * ${playerStats.ratingSigma}, 1)`;

const round1 = (x: number) => Math.round(x * 10) / 10;

/**
 * One page of the board of `game` in `guildId`: ordered by rating (as shown,
 * i.e. rounded), then wins, then matches (all descending), then user id —
 * or, for score games (`order: 'score'`), by best score first.
 * `page` is 0-based and clamped into range; an empty board has one empty page.
 */
export function leaderboardPage(
  db: DbOrTx,
  guildId: string,
  game: string,
  page: number,
  pageSize = DEFAULT_LEADERBOARD_PAGE_SIZE,
  order: 'rating' | 'score' = 'rating',
): LeaderboardPage {
  const size = Number.isFinite(pageSize) ? Math.max(1, Math.floor(pageSize)) : DEFAULT_LEADERBOARD_PAGE_SIZE;
  const where = and(eq(playerStats.guildId, guildId), eq(playerStats.game, game), gt(playerStats.matches, 0));

  const totalPlayers = db.select({ n: count() }).from(playerStats).where(where).get()?.n ?? 0;
  const totalPages = Math.max(1, Math.ceil(totalPlayers / size));
  const wanted = Number.isFinite(page) ? Math.floor(page) : 0;
  const current = Math.min(Math.max(wanted, 0), totalPages - 1);
  if (totalPlayers === 0) return { rows: [], page: 0, totalPages, totalPlayers };

  const offset = current * size;
  const rows = db
    .select({
      userId: playerStats.userId,
      matches: playerStats.matches,
      wins: playerStats.wins,
      roundWins: playerStats.roundWins,
      totalScore: playerStats.totalScore,
      bestScore: playerStats.bestScore,
      rating: ratingSql,
    })
    .from(playerStats)
    .where(where)
    .orderBy(
      ...(order === 'score' ? [sql`${playerStats.bestScore} is null`, desc(playerStats.bestScore)] : [desc(ratingSql)]),
      desc(playerStats.wins),
      desc(playerStats.matches),
      asc(playerStats.userId),
    )
    .limit(size)
    .offset(offset)
    .all();

  return {
    rows: rows.map((r, i) => ({
      rank: offset + i + 1,
      userId: r.userId,
      matches: r.matches,
      wins: r.wins,
      roundWins: r.roundWins,
      winRate: r.matches > 0 ? r.wins / r.matches : 0,
      rating: Number(r.rating) + 0, // + 0 turns SQLite's -0.0 into 0
      bestScore: r.bestScore,
      averageScore: r.bestScore === null || r.matches === 0 ? null : round1(r.totalScore / r.matches),
    })),
    page: current,
    totalPages,
    totalPlayers,
  };
}
