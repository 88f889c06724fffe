/** The games the bot plays: one line each. */
import { guysGame } from './guys/index.js';
import { loneWolvesGame } from './lone-wolves/index.js';
import { lonersGame } from './loners/index.js';
import { registerGame } from './registry.js';
import { scoundrelGame } from './scoundrel/index.js';

registerGame(lonersGame);
registerGame(scoundrelGame);
registerGame(loneWolvesGame);
registerGame(guysGame);

export { games, registerGame, registeredGames, registration, settingsOf, GAME_ID_PATTERN } from './registry.js';
export type { AnyGameDefinition, GameDefinition } from './core/contract.js';
export type { AnyGameRegistration, ConformanceProfile, GameRegistration, GameSettings } from './core/registration.js';
