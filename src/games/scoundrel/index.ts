/** Scoundrel (solo dungeon crawl), rules in shared/rules/scoundrel.md. */
import { giveUpScore } from './give-up.js';
import type { GameDefinition } from '../core/contract.js';
import type { GameRegistration } from '../core/registration.js';
import { scoundrelAi } from './ai.js';
import { scoundrelConformance } from './conformance.js';
import { apply } from './apply.js';
import { GAME_ID, SOLO_SEAT } from './config.js';
import { legalActions, timeoutAction } from './moves.js';
import { decodeAction, encodeAction } from './notation.js';
import { setup } from './setup.js';
import { SCOUNDREL_VARIANTS, type ScoundrelAction, type ScoundrelOptions, type ScoundrelState, type ScoundrelView } from './types.js';
import { outcome, view } from './view.js';

export const scoundrel: GameDefinition<ScoundrelState, ScoundrelAction, ScoundrelView, ScoundrelOptions> = {
  id: GAME_ID,
  minPlayers: 1,
  maxPlayers: 1,
  setup,
  toAct: (s) => (s.over ? null : SOLO_SEAT),
  legalActions,
  apply,
  view,
  outcome,
  encodeAction,
  decodeAction,
  timeoutAction,
  giveUpScore,
};

const DAY_MS = 24 * 60 * 60_000;

/** Scoundrel on the platform: a solo run with a daily dungeon, ranked by score; a run left alone for a day is abandoned. */
export const scoundrelGame: GameRegistration<ScoundrelState, ScoundrelAction, ScoundrelView, ScoundrelOptions> = {
  engine: scoundrel,
  settings: { scoring: 'score', solo: true, daily: true, turnTimeoutMs: DAY_MS, onTimeout: 'abandon' },
  variants: SCOUNDREL_VARIANTS,
  conformance: scoundrelConformance,
  ai: scoundrelAi,
};

export type {
  CardKind,
  ScoundrelAction,
  ScoundrelCard,
  ScoundrelEvent,
  ScoundrelOptions,
  ScoundrelRoomCard,
  ScoundrelState,
  ScoundrelSuit,
  ScoundrelVariant,
  ScoundrelView,
} from './types.js';
export { buildDungeon, cardLabel, kindOf } from './deck.js';
export { MAX_HEALTH, DUNGEON_SIZE } from './config.js';
