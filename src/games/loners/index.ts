/** Loners as a GameDefinition (rules/loners.md). */
import type { GameDefinition } from '../core/contract.js';
import { applyAction } from './apply.js';
import { MAX_PLAYERS, MIN_PLAYERS } from './config.js';
import { forfeitSeat, timeoutAction } from './forfeit.js';
import { legalActions } from './moves.js';
import { decodeAction, encodeAction } from './notation.js';
import { setupLoners } from './setup.js';
import type { LonersAction, LonersOptions, LonersState, LonersView } from './types.js';
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
