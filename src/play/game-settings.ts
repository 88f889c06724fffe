/** How the platform treats each game beyond the engine contract: declared in each game's registration. */
import { settingsOf } from '../games/index.js';
import type { MatchPlayer } from '../db/schema.js';
import type { PlayContext } from './context.js';

export { settingsOf };
export type { GameSettings } from '../games/index.js';

export function turnTimeoutOf(game: string, configured: number): number {
  return settingsOf(game).turnTimeoutMs ?? configured;
}

/** When the turn of `seat` (null: nobody's) starting `now` is due: a person's turn clock, or a computer's short pause. */
export function turnDeadlineOf(ctx: PlayContext, game: string, players: readonly MatchPlayer[], seat: number | null, now: number): number | null {
  if (seat === null) return null;
  return now + (players[seat]?.computer ? ctx.computerPauseMs : turnTimeoutOf(game, ctx.turnTimeoutMs));
}
