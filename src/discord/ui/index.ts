/** The games the bot plays on Discord: one line each. */
import { guysUi } from './guys/index.js';
import { loneWolvesUi } from './lone-wolves/index.js';
import { lonersUi } from './loners/index.js';
import { registerUi } from './registry.js';
import { scoundrelUi } from './scoundrel/index.js';

registerUi(lonersUi);
registerUi(scoundrelUi);
registerUi(loneWolvesUi);
registerUi(guysUi);

export { gameTitle, registerUi, uis, type AnyGameUi } from './registry.js';
export { ANY_VERSION, LEGEND_ACTION, RULES_ACTION, legendButton, rulesButton } from './help-buttons.js';
export { gameWords } from './game-words.js';
