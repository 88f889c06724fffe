/** Scoundrel (solo dungeon crawl), rules in shared/rules/scoundrel.md. */
import type { GameDefinition } from '../core/contract.js';
import { apply } from './apply.js';
import { GAME_ID, SOLO_SEAT } from './config.js';
import { legalActions, timeoutAction } from './moves.js';
import { decodeAction, encodeAction } from './notation.js';
import { setup } from './setup.js';
import type { ScoundrelAction, ScoundrelOptions, ScoundrelState, ScoundrelView } from './types.js';
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
