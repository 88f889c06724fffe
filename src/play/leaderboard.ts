/** Per-server, per-game leaderboards, one page at a time. */
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { first, type Q, type Tables } from '../db/store.js';
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
const ratingSql = ({ playerStats }: Tables) =>
  sql<number>`round(${sql.raw(String(RATING_BASE))} + ${sql.raw(String(RATING_SCALE))} * (${playerStats.ratingMu} - 3.0 * ${playerStats.ratingSigma}))`;

/**
 * A player's rated matches in this server and game: those with at least one other person at the table.
 * (Correlated by the table's full name: drizzle leaves columns unqualified in a one-table select.)
 */
const ratedMatchesSql = sql<number>`(select count(*) from match_results r join matches m on m.id = r.match_id
  where r.user_id = "player_stats"."user_id" and m.guild_id = "player_stats"."guild_id" and m.game = "player_stats"."game"
  and exists (select 1 from match_results o where o.match_id = r.match_id and o.user_id <> r.user_id and o.user_id not like ${`${COMPUTER_ID_PREFIX}%`}))`;

/** The board's order: rating (as shown), or best score for score games; then wins, matches (descending), user id. */
function orderSql(t: Tables, order: 'rating' | 'score') {
  const { playerStats } = t;
  const lead = order === 'score' ? sql`${playerStats.bestScore} is null, ${playerStats.bestScore} desc` : sql`${ratingSql(t)} desc`;
  return sql`${lead}, ${playerStats.wins} desc, ${playerStats.matches} desc, ${playerStats.userId} asc`;
}

const rowFields = (t: Tables) => ({
  userId: t.playerStats.userId,
  matches: t.playerStats.matches,
  wins: t.playerStats.wins,
  roundWins: t.playerStats.roundWins,
  totalScore: t.playerStats.totalScore,
  bestScore: t.playerStats.bestScore,
  rating: ratingSql(t),
  ratedMatches: ratedMatchesSql,
});

interface RawRow {
  userId: string;
  matches: number;
  wins: number;
  roundWins: number;
  totalScore: number;
  bestScore: number | null;
  rating: number | string;
  ratedMatches: number | string;
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
    rating: Number(r.rating) + 0, // + 0 turns -0.0 into 0
    ratedMatches: rated,
    provisional: isProvisional(rated),
    bestScore: r.bestScore,
    averageScore: r.bestScore === null || r.matches === 0 ? null : round1(r.totalScore / r.matches),
  };
}

const where = ({ playerStats }: Tables, guildId: string, game: string) => and(eq(playerStats.guildId, guildId), eq(playerStats.game, game), gt(playerStats.matches, 0));

const round1 = (x: number) => Math.round(x * 10) / 10;

/**
 * One page of the board of `game` in `guildId`: ordered by rating (as shown,
 * i.e. rounded), then wins, then matches (all descending), then user id —
 * or, for score games (`order: 'score'`), by best score first.
 * `page` is 0-based and clamped into range; an empty board has one empty page.
 */
export async function leaderboardPage(
  q: Q,
  guildId: string,
  game: string,
  page: number,
  pageSize = DEFAULT_LEADERBOARD_PAGE_SIZE,
  order: 'rating' | 'score' = 'rating',
): Promise<LeaderboardPage> {
  const size = Number.isFinite(pageSize) ? Math.max(1, Math.floor(pageSize)) : DEFAULT_LEADERBOARD_PAGE_SIZE;
  const { playerStats } = q.t;
  const filter = where(q.t, guildId, game);

  const totalPlayers = (await first(q.db.select({ n: count() }).from(playerStats).where(filter)))?.n ?? 0;
  const totalPages = Math.max(1, Math.ceil(totalPlayers / size));
  const wanted = Number.isFinite(page) ? Math.floor(page) : 0;
  const current = Math.min(Math.max(wanted, 0), totalPages - 1);
  if (totalPlayers === 0) return { rows: [], page: 0, totalPages, totalPlayers };

  const offset = current * size;
  const rows = await q.db.select(rowFields(q.t)).from(playerStats).where(filter).orderBy(orderSql(q.t, order)).limit(size).offset(offset);

  return { rows: rows.map((r, i) => toRow(r, offset + i + 1)), page: current, totalPages, totalPlayers };
}

/**
 * One player's line of the board of `game` in `guildId`, with their rank on
 * the whole board (the same order as the pages), or null when they have no
 * finished match there.
 */
export async function leaderboardEntry(q: Q, guildId: string, game: string, userId: string, order: 'rating' | 'score' = 'rating'): Promise<LeaderboardRow | null> {
  const { playerStats } = q.t;
  const ranked = q.db
    .select({ userId: playerStats.userId, rank: sql<number>`row_number() over (order by ${orderSql(q.t, order)})`.as('rank') })
    .from(playerStats)
    .where(where(q.t, guildId, game))
    .as('ranked');
  const found = await first(q.db.select({ rank: ranked.rank }).from(ranked).where(eq(ranked.userId, userId)));
  if (!found) return null;
  const row = await first(q.db.select(rowFields(q.t)).from(playerStats).where(and(where(q.t, guildId, game), eq(playerStats.userId, userId))));
  return row ? toRow(row, Number(found.rank)) : null;
}
