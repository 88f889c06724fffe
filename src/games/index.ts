/** The registry of every game, keyed by id. */
import type { AnyGameDefinition } from './core/contract.js';
import { loners } from './loners/index.js';
import { scoundrel } from './scoundrel/index.js';

export const games: Record<string, AnyGameDefinition> = {
  [loners.id]: loners,
  [scoundrel.id]: scoundrel,
};

export type { AnyGameDefinition, GameDefinition } from './core/contract.js';
