/** How the platform treats each game beyond the engine contract: declared in each game's registration. */
import { settingsOf } from '../games/index.js';

export { settingsOf };
export type { GameSettings } from '../games/index.js';

export function turnTimeoutOf(game: string, configured: number): number {
  return settingsOf(game).turnTimeoutMs ?? configured;
}
