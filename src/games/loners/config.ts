/**
 * Loners component counts and table sizes (rules/loners.md). Every constant
 * marked *(config)* on the rules page lives here, so it can change in one place
 * once the publisher's real component list is known.
 */

/** Number cards run from 1 to this value. */
export const HIGHEST_NUMBER = 8;
/** Copies of each number card in the full deck (config). */
export const COPIES_PER_NUMBER = 7;
/** Security Guards shuffled into the deck (config). */
export const SECURITY_GUARDS = 4;
/** Round wins needed to win the match. */
export const ROUND_WINS_TO_WIN_MATCH = 2;

export interface TableSize {
  handSize: number;
  loners: number;
  /** Number cards left out of the deck (2 players: all 8s). */
  removedNumbers: number[];
}

export const TABLE_SIZES: Record<number, TableSize> = {
  2: { handSize: 11, loners: 6, removedNumbers: [8] },
  3: { handSize: 10, loners: 7, removedNumbers: [] },
  4: { handSize: 10, loners: 9, removedNumbers: [] },
};

/** Public actions kept for the board's "last actions". */
export const RECENT_ACTIONS = 5;

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 4;
