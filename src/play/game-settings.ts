/** How the platform treats each game beyond the engine contract. */

export interface GameSettings {
  /** 'wins': match wins and round wins rank players; 'score': best/average score does. */
  scoring: 'wins' | 'score';
}

const SETTINGS: Record<string, GameSettings> = {
  loners: { scoring: 'wins' },
  scoundrel: { scoring: 'score' },
};

export function settingsOf(game: string): GameSettings {
  return SETTINGS[game] ?? { scoring: 'wins' };
}
