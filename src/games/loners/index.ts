/** Loners as a GameDefinition (rules/loners.md). */
import type { GameDefinition } from '../core/contract.js';
import type { GameRegistration } from '../core/registration.js';
import { lonersAi } from './ai.js';
import { lonersConformance } from './conformance.js';
import { applyAction } from './apply.js';
import { MAX_PLAYERS, MIN_PLAYERS } from './config.js';
import { forfeitSeat, timeoutAction } from './forfeit.js';
import { legalActions } from './moves.js';
import { decodeAction, encodeAction } from './notation.js';
import { setupLoners } from './setup.js';
import { LONERS_VARIANTS, type LonersAction, type LonersOptions, type LonersState, type LonersView } from './types.js';
import { viewFor } from './view.js';

export type { LonersAction, LonersCard, LonersOptions, LonersState, LonersView, LastAction, Street } from './types.js';

export const loners: GameDefinition<LonersState, LonersAction, LonersView, LonersOptions> = {
  id: 'loners',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  setup: setupLoners,
  toAct: (s) => s.toAct,
  legalActions,
  apply: applyAction,
  view: viewFor,
  outcome: (s) => (s.winner === null ? null : { winners: [s.winner], scores: s.roundWins.slice() }),
  encodeAction,
  decodeAction,
  forfeit: forfeitSeat,
  timeoutAction,
  roundEnded: (s) => (s.lastRound ? { round: s.lastRound.round, winner: s.lastRound.winner } : null),
};

/** Loners on the platform: a lobby of 2–4, ranked by match and round wins, a safe move when a turn times out. */
export const lonersGame: GameRegistration<LonersState, LonersAction, LonersView, LonersOptions> = {
  engine: loners,
  settings: { scoring: 'wins', solo: false, onTimeout: 'safe-move' },
  variants: LONERS_VARIANTS,
  conformance: lonersConformance,
  ai: lonersAi,
};
