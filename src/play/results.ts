/**
 * Recording a finished match: one `match_results` row per seat and the
 * per-server, per-game totals and OpenSkill rating in `player_stats`. It runs
 * inside the one transaction that applies the last action of a match, so the
 * result is stored with it or not at all.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { rate, type Rating } from 'openskill';
import { DEFAULT_RATING_MU, DEFAULT_RATING_SIGMA } from '../db/schema/sqlite.js';
import { first, type Q } from '../db/store.js';

export interface ResultSeat {
  seat: number;
  userId: string;
  forfeited: boolean;
  /** A computer seat: it gets a result row, but no stats and no rating. */
  computer?: boolean;
}

export interface RecordMatchResultsArgs {
  matchId: string;
  guildId: string;
  game: string;
  seats: ResultSeat[];
  /** The engine's outcome: winning seats, and a score per seat (indexed by seat). */
  outcome: { winners: number[]; scores: number[] };
  /**
   * `wins`: the score is the seat's round wins (Loners) and is added to `round_wins`.
   * `score`: the score is a points total (Scoundrel-like solo games) and feeds
   * `total_score` / `best_score`.
   */
  kind: 'wins' | 'score';
}

/** OpenSkill ranks (lower is better): winners first, then the others, forfeited players last. */
const RANK_WINNER = 1;
const RANK_OTHER = 2;
const RANK_FORFEITED = 3;

/** A score as stored: scores are integers; anything else is rounded, non-numbers count 0. */
function storedScore(value: number | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : 0;
}

/**
 * Store the results of a finished match and update the players' stats and
 * ratings. Idempotent: when results for `matchId` already exist nothing is
 * written, so a replayed finish cannot count twice.
 *
 * - `won` = the seat is among `outcome.winners` and did not forfeit;
 * - ratings (OpenSkill, Plackett-Luce) move only among people, in matches
 *   with two or more of them; a solo game, or one person against computers,
 *   leaves the rating as it is (the wins still count);
 * - computer seats get their result row and nothing else.
 *
 * Throws on inconsistent input (no seats, a seat or user listed twice): that
 * rolls the caller's whole transaction back.
 */
export async function recordMatchResults(q: Q, args: RecordMatchResultsArgs, now: number): Promise<void> {
  const { matchId, guildId, game, seats, outcome, kind } = args;
  const { matchResults, playerStats } = q.t;
  if (seats.length === 0) throw new Error(`recordMatchResults(${matchId}): no seats`);
  if (new Set(seats.map((s) => s.seat)).size !== seats.length) {
    throw new Error(`recordMatchResults(${matchId}): a seat is listed twice`);
  }
  if (new Set(seats.map((s) => s.userId)).size !== seats.length) {
    throw new Error(`recordMatchResults(${matchId}): a user holds two seats`);
  }
  const already = await first(q.db.select({ seat: matchResults.seat }).from(matchResults).where(eq(matchResults.matchId, matchId)).limit(1));
  if (already) return;

  const winners = new Set(outcome.winners);
  const players = [...seats]
    .sort((a, b) => a.seat - b.seat)
    .map((s) => ({ ...s, won: winners.has(s.seat) && !s.forfeited, score: storedScore(outcome.scores[s.seat]) }));
  await q.db.insert(matchResults).values(players.map((p) => ({ matchId, seat: p.seat, userId: p.userId, won: p.won, score: p.score })));

  // People only from here: computers are never rated or ranked like people.
  const people = players.filter((p) => !p.computer);
  if (people.length === 0) return;
  const existing = await q.db
    .select({ userId: playerStats.userId, mu: playerStats.ratingMu, sigma: playerStats.ratingSigma })
    .from(playerStats)
    .where(and(eq(playerStats.guildId, guildId), eq(playerStats.game, game), inArray(playerStats.userId, people.map((p) => p.userId))));
  const before = new Map<string, Rating>(existing.map((r) => [r.userId, { mu: r.mu, sigma: r.sigma }]));
  const ratings = people.map((p) => before.get(p.userId) ?? { mu: DEFAULT_RATING_MU, sigma: DEFAULT_RATING_SIGMA });
  let after = ratings;
  if (people.length >= 2) {
    const rank = people.map((p) => (p.forfeited ? RANK_FORFEITED : p.won ? RANK_WINNER : RANK_OTHER));
    after = rate(ratings.map((r) => [r]), { rank }).map((team, i) => team[0] ?? (ratings[i] as Rating));
  }
  // The larger of two numbers: SQLite's two-argument max(), PostgreSQL's greatest().
  const larger = q.dialect === 'sqlite' ? 'max' : 'greatest';

  for (const [i, p] of people.entries()) {
    const rating = after[i] as Rating;
    const win = p.won ? 1 : 0;
    const roundWins = kind === 'wins' ? p.score : 0;
    const scored = kind === 'score';
    await q.db
      .insert(playerStats)
      .values({
        guildId,
        game,
        userId: p.userId,
        matches: 1,
        wins: win,
        roundWins,
        totalScore: scored ? p.score : 0,
        bestScore: scored ? p.score : null,
        ratingMu: rating.mu,
        ratingSigma: rating.sigma,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [playerStats.guildId, playerStats.game, playerStats.userId],
        set: {
          matches: sql`${playerStats.matches} + 1`,
          wins: sql`${playerStats.wins} + ${win}`,
          roundWins: sql`${playerStats.roundWins} + ${roundWins}`,
          ...(scored
            ? {
                totalScore: sql`${playerStats.totalScore} + ${p.score}`,
                bestScore: sql`${sql.raw(larger)}(coalesce(${playerStats.bestScore}, ${p.score}), ${p.score})`,
              }
            : {}),
          ratingMu: rating.mu,
          ratingSigma: rating.sigma,
          updatedAt: now,
        },
      });
  }
}
