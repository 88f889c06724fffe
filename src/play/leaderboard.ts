/** Per-server, per-game leaderboards, one page at a time. */
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/connection.js';
import { playerStats } from '../db/schema/sqlite.js';
import { COMPUTER_ID_PREFIX } from './computers.js';
import { isProvisional, RATING_BASE, RATING_SCALE } from './rating.js';

export interface LeaderboardRow {
  /** 1-based position on the whole board. */
  rank: number;
  userId: string;
  matches: number;
  wins: number;
  roundWins: number;
  /** wins / matches, between 0 and 1. */
  winRate: number;
  /** The shown rating: 1500 + 30 × (μ − 3σ), rounded (see rating.ts). */
  rating: number;
  /** Matches against at least one other person (the ones that move a rating). */
  ratedMatches: number;
  /** Too few rated matches for the rating to mean much yet. */
  provisional: boolean;
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

/** The shown rating (rating.ts) of the OpenSkill ordinal μ − 3σ, rounded in SQL: the board orders by what it shows. */
const ratingSql = sql<number>`round(${sql.raw(String(RATING_BASE))} + ${sql.raw(String(RATING_SCALE))} * (${playerStats.ratingMu} - 3.0 * ${playerStats.ratingSigma}))`;

/**
 * A player's rated matches in this server and game: those with at least one other person at the table.
 * (Correlated by the table's full name: drizzle leaves columns unqualified in a one-table select.)
 */
const ratedMatchesSql = sql<number>`(select count(*) from match_results r join matches m on m.id = r.match_id
  where r.user_id = "player_stats"."user_id" and m.guild_id = "player_stats"."guild_id" and m.game = "player_stats"."game"
  and exists (select 1 from match_results o where o.match_id = r.match_id and o.user_id <> r.user_id and o.user_id not like ${`${COMPUTER_ID_PREFIX}%`}))`;

/** The board's order: rating (as shown), or best score for score games; then wins, matches (descending), user id. */
function orderSql(order: 'rating' | 'score') {
  const first = order === 'score' ? sql`${playerStats.bestScore} is null, ${playerStats.bestScore} desc` : sql`${ratingSql} desc`;
  return sql`${first}, ${playerStats.wins} desc, ${playerStats.matches} desc, ${playerStats.userId} asc`;
}

const rowFields = {
  userId: playerStats.userId,
  matches: playerStats.matches,
  wins: playerStats.wins,
  roundWins: playerStats.roundWins,
  totalScore: playerStats.totalScore,
  bestScore: playerStats.bestScore,
  rating: ratingSql,
};

interface RawRow {
  userId: string;
  matches: number;
  wins: number;
  roundWins: number;
  totalScore: number;
  bestScore: number | null;
  rating: number;
  ratedMatches: number;
}

function toRow(r: RawRow, rank: number): LeaderboardRow {
  const rated = Number(r.ratedMatches);
  return {
    rank,
    userId: r.userId,
    matches: r.matches,
    wins: r.wins,
    roundWins: r.roundWins,
    winRate: r.matches > 0 ? r.wins / r.matches : 0,
    rating: Number(r.rating) + 0, // + 0 turns SQLite's -0.0 into 0
    ratedMatches: rated,
    provisional: isProvisional(rated),
    bestScore: r.bestScore,
    averageScore: r.bestScore === null || r.matches === 0 ? null : round1(r.totalScore / r.matches),
  };
}

const where = (guildId: string, game: string) => and(eq(playerStats.guildId, guildId), eq(playerStats.game, game), gt(playerStats.matches, 0));

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
  const filter = where(guildId, game);

  const totalPlayers = db.select({ n: count() }).from(playerStats).where(filter).get()?.n ?? 0;
  const totalPages = Math.max(1, Math.ceil(totalPlayers / size));
  const wanted = Number.isFinite(page) ? Math.floor(page) : 0;
  const current = Math.min(Math.max(wanted, 0), totalPages - 1);
  if (totalPlayers === 0) return { rows: [], page: 0, totalPages, totalPlayers };

  const offset = current * size;
  const rows = db
    .select({ ...rowFields, ratedMatches: ratedMatchesSql })
    .from(playerStats)
    .where(filter)
    .orderBy(orderSql(order))
    .limit(size)
    .offset(offset)
    .all();

  return { rows: rows.map((r, i) => toRow(r, offset + i + 1)), page: current, totalPages, totalPlayers };
}

/**
 * One player's line of the board of `game` in `guildId`, with their rank on
 * the whole board (the same order as the pages), or null when they have no
 * finished match there.
 */
export function leaderboardEntry(db: DbOrTx, guildId: string, game: string, userId: string, order: 'rating' | 'score' = 'rating'): LeaderboardRow | null {
  const ranked = db
    .select({ userId: playerStats.userId, rank: sql<number>`row_number() over (order by ${orderSql(order)})`.as('rank') })
    .from(playerStats)
    .where(where(guildId, game))
    .as('ranked');
  const found = db.select({ rank: ranked.rank }).from(ranked).where(eq(ranked.userId, userId)).get();
  if (!found) return null;
  const row = db
    .select({ ...rowFields, ratedMatches: ratedMatchesSql })
    .from(playerStats)
    .where(and(where(guildId, game), eq(playerStats.userId, userId)))
    .get();
  return row ? toRow(row, Number(found.rank)) : null;
}
