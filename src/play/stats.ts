/** One player's record in a server, game by game: totals, rating, rank and current streak (/stats). */
import { and, desc, eq } from 'drizzle-orm';
import type { Q } from '../db/store.js';
import { settingsOf } from './game-settings.js';
import { leaderboardEntry, leaderboardPage, type LeaderboardRow } from './leaderboard.js';

export interface Streak {
  /** Wins in a row, or losses in a row, counted back from the latest finished match. */
  kind: 'wins' | 'losses';
  length: number;
}

export interface GameStats {
  game: string;
  /** 'score' games rank by best score and show no rating. */
  scoring: 'wins' | 'score';
  /** The player's line of the server's board (rank, totals, rating, best and average score). */
  row: LeaderboardRow;
  /** Players on the server's board of this game. */
  players: number;
  streak: Streak | null;
}

/** How far back a streak is counted (a longer one shows as this long: "50+" is not worth a scan). */
export const MAX_STREAK = 100;

/** The current streak of `userId` in `game` on `guildId`, from their results ordered by when the matches finished. */
export async function currentStreak(q: Q, guildId: string, game: string, userId: string): Promise<Streak | null> {
  const { matches, matchResults } = q.t;
  const results = await q.db
    .select({ won: matchResults.won })
    .from(matchResults)
    .innerJoin(matches, eq(matches.id, matchResults.matchId))
    .where(and(eq(matchResults.userId, userId), eq(matches.guildId, guildId), eq(matches.game, game)))
    .orderBy(desc(matches.finishedAt), desc(matches.updatedAt), desc(matches.createdAt))
    .limit(MAX_STREAK);
  const first = results[0];
  if (!first) return null;
  let length = 0;
  while (length < results.length && results[length]?.won === first.won) length++;
  return { kind: first.won ? 'wins' : 'losses', length };
}

/** The player's stats in one game on this server, or null when they have not finished a match of it there. */
export async function gameStats(q: Q, guildId: string, game: string, userId: string): Promise<GameStats | null> {
  const scoring = settingsOf(game).scoring;
  const order = scoring === 'score' ? 'score' : 'rating';
  const row = await leaderboardEntry(q, guildId, game, userId, order);
  if (!row) return null;
  const players = (await leaderboardPage(q, guildId, game, 0, 1, order)).totalPlayers;
  return { game, scoring, row, players, streak: await currentStreak(q, guildId, game, userId) };
}

/** The player's stats in each of `games` (in that order) that they have played on this server. */
export async function playerStatsIn(q: Q, guildId: string, userId: string, games: readonly string[]): Promise<GameStats[]> {
  const all: GameStats[] = [];
  for (const game of games) {
    const stats = await gameStats(q, guildId, game, userId);
    if (stats) all.push(stats);
  }
  return all;
}
