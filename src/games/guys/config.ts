/**
 * Good Guy, Bad Guy, Not So Smart Guy: the fixed numbers of the game
 * (shared/rules/good-guy-bad-guy.md). The component table is the one
 * *(config)* constant of the rules page.
 */
import type { GuysCard } from './types.js';

export const GAME_ID = 'guys';
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 6;

/** Cards in a hand and on a table deck, at most. */
export const HAND_LIMIT = 5;
export const TABLE_LIMIT = 5;
/** Cards dealt to each hand. */
export const HAND_SIZE = 5;
/** A table deck's values lie in one window of this width: max − min ≤ WINDOW − 1. */
export const WINDOW = 5;
/** Number cards and declared Good Guy values run from LOWEST to HIGHEST. */
export const LOWEST = 1;
export const HIGHEST = 10;
/** Moves the state remembers for the board's "last moves" (at least a full round of 6, so each player sees what happened since their own move). */
export const RECENT_MOVES = 6;
/** Full rounds played before the time limit ends the game. */
export const MAX_ROUNDS = 60;

/** The components: how many copies of each card (58 in all). */
export const COMPONENTS: ReadonlyArray<readonly [GuysCard, number]> = [
  ...Array.from({ length: HIGHEST - LOWEST + 1 }, (_, i) => [LOWEST + i, 4] as const),
  ['gg', 5],
  ['bg', 5],
  ['nssg', 5],
  ['jerk', 3],
];

export const DECK_SIZE = COMPONENTS.reduce((sum, [, n]) => sum + n, 0);
