/** The games the bot plays on Discord: one line each. */
import { lonersUi } from './loners/index.js';
import { registerUi } from './registry.js';
import { scoundrelUi } from './scoundrel/index.js';

registerUi(lonersUi);
registerUi(scoundrelUi);

export { gameTitle, registerUi, uis, type AnyGameUi } from './registry.js';
