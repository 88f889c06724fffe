/** Good Guy, Bad Guy, Not So Smart Guy as a GameDefinition (shared/rules/good-guy-bad-guy.md). */
import type { GameDefinition } from '../core/contract.js';
import type { GameRegistration } from '../core/registration.js';
import { guysAi } from './ai.js';
import { apply } from './apply.js';
import { GAME_ID, MAX_PLAYERS, MIN_PLAYERS } from './config.js';
import { guysConformance } from './conformance.js';
import { forfeitSeat, timeoutAction } from './forfeit.js';
import { legalActions } from './moves.js';
import { decodeAction, encodeAction } from './notation.js';
import { setup } from './setup.js';
import type { GuysAction, GuysOptions, GuysState, GuysView } from './types.js';
import { outcome, targetsOf, view } from './view.js';

export const guys: GameDefinition<GuysState, GuysAction, GuysView, GuysOptions> = {
  id: GAME_ID,
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  setup,
  toAct: (s) => s.toAct,
  legalActions,
  apply,
  view,
  outcome,
  encodeAction,
  decodeAction,
  forfeit: forfeitSeat,
  timeoutAction,
  targetsOf,
};

/** `guys` on the platform: a lobby of 2–6, ranked by wins, the safe move when a turn times out. */
export const guysGame: GameRegistration<GuysState, GuysAction, GuysView, GuysOptions> = {
  engine: guys,
  settings: { scoring: 'wins', solo: false, onTimeout: 'safe-move' },
  variants: [],
  conformance: guysConformance,
  ai: guysAi,
};

export type { EndReason, GuysAction, GuysCard, GuysOptions, GuysResult, GuysState, GuysView, LastAction, TableCard } from './types.js';
export { buildDeck, fits, fittingValues, longestRun } from './cards.js';
export { DECK_SIZE, HAND_LIMIT, MAX_ROUNDS, RECENT_MOVES, TABLE_LIMIT } from './config.js';
