/** Lone Wolves (two players, trick-taking over five territories), rules in shared/rules/lone-wolves.md. */
import type { GameDefinition } from '../core/contract.js';
import type { GameRegistration } from '../core/registration.js';
import { loneWolvesAi } from './ai.js';
import { apply } from './apply.js';
import { GAME_ID, PLAYERS } from './config.js';
import { loneWolvesConformance } from './conformance.js';
import { forfeitSeat } from './forfeit.js';
import { legalActions, timeoutAction } from './moves.js';
import { decodeAction, encodeAction } from './notation.js';
import { setup } from './setup.js';
import type { LoneWolvesAction, LoneWolvesOptions, LoneWolvesState, LoneWolvesView } from './types.js';
import { outcome, view } from './view.js';

export const loneWolves: GameDefinition<LoneWolvesState, LoneWolvesAction, LoneWolvesView, LoneWolvesOptions> = {
  id: GAME_ID,
  minPlayers: PLAYERS,
  maxPlayers: PLAYERS,
  setup,
  toAct: (s) => s.toAct,
  legalActions,
  apply,
  view,
  outcome,
  encodeAction,
  decodeAction,
  /** Two players: a forfeit ends the game and the other seat wins (see forfeit.ts). */
  forfeit: forfeitSeat,
  timeoutAction,
};

/** Lone Wolves on the platform: a lobby of two, ranked by wins, a safe move when a turn times out. */
export const loneWolvesGame: GameRegistration<LoneWolvesState, LoneWolvesAction, LoneWolvesView, LoneWolvesOptions> = {
  engine: loneWolves,
  settings: { scoring: 'wins', solo: false, onTimeout: 'safe-move' },
  variants: [],
  conformance: loneWolvesConformance,
  ai: loneWolvesAi,
};

export type {
  Card,
  LastTrick,
  LoneWolvesAction,
  LoneWolvesOptions,
  LoneWolvesState,
  LoneWolvesView,
  MiddleToken,
  Moon,
  Phase,
  PlayedCard,
  Result,
  Territory,
  TerritoryView,
  TokenKind,
  Trick,
  Wolf,
} from './types.js';
export { scoreBoard, strength, territoryWorth, tokenPoints, followerWins, type Scoring, type TerritoryScore } from './rules.js';
export { buildDeck, buildTokens } from './setup.js';
export { COLOURS, HAND_SIZE, TERRITORY_ROOM, TOKEN_COPIES, TOKEN_KINDS, TRICKS, SLOTS_PER_TERRITORY, MOON_POINTS, tileSides } from './config.js';
