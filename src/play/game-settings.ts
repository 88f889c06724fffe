/** How the platform treats each game beyond the engine contract: declared in each game's registration. */
import { settingsOf } from '../games/index.js';
import type { MatchPlayer } from '../db/schema/sqlite.js';
import type { Q } from '../db/store.js';
import type { PlayContext } from './context.js';
import { turnSecondsOf } from './server-settings.js';

export { settingsOf };
export type { GameSettings } from '../games/index.js';

export function turnTimeoutOf(game: string, configured: number): number {
  return settingsOf(game).turnTimeoutMs ?? configured;
}

/**
 * When the turn of `seat` (null: nobody's) starting `now` is due: a computer's
 * short pause, else the server's turn time for the game (/settings), else the
 * game's own (a day for a solo run), else the bot's configured one.
 */
export async function turnDeadlineOf(q: Q, ctx: PlayContext, match: { guildId: string; game: string }, players: readonly MatchPlayer[], seat: number | null, now: number): Promise<number | null> {
  if (seat === null) return null;
  if (players[seat]?.computer) return now + ctx.computerPauseMs;
  const server = await turnSecondsOf(q, match.guildId, match.game);
  return now + (server !== null ? server * 1000 : turnTimeoutOf(match.game, ctx.turnTimeoutMs));
}
