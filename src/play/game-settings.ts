/** How the platform treats each game beyond the engine contract. */

export interface GameSettings {
  /** 'wins': match wins and round wins rank players; 'score': best/average score does. */
  scoring: 'wins' | 'score';
  /** Solo games start at once for the caller (no lobby) and never block a channel. */
  solo: boolean;
  /** Time to act before the turn clock steps in; undefined = the configured turn timeout. */
  turnTimeoutMs?: number;
  /** At the deadline: play the engine's safe move (forfeit after repeats), or abandon the game. */
  onTimeout: 'safe-move' | 'abandon';
}

const DAY_MS = 24 * 60 * 60_000;

const SETTINGS: Record<string, GameSettings> = {
  loners: { scoring: 'wins', solo: false, onTimeout: 'safe-move' },
  // A dungeon left alone for a day ends as abandoned.
  scoundrel: { scoring: 'score', solo: true, turnTimeoutMs: DAY_MS, onTimeout: 'abandon' },
};

export function settingsOf(game: string): GameSettings {
  return SETTINGS[game] ?? { scoring: 'wins', solo: false, onTimeout: 'safe-move' };
}

export function turnTimeoutOf(game: string, configured: number): number {
  return settingsOf(game).turnTimeoutMs ?? configured;
}
