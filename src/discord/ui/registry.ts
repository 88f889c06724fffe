/** The Discord UI of every game, keyed by game id (mirrors src/games/index.ts). */
import type { GameUi } from './types.js';
import { lonersUi } from './loners/index.js';
import { scoundrelUi } from './scoundrel/index.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameUi = GameUi<any, any>;

export const uis: Record<string, AnyGameUi> = {
  [lonersUi.gameId]: lonersUi,
  [scoundrelUi.gameId]: scoundrelUi,
};
