/** The Discord UI of Scoundrel: a small public board, the player's private room with its buttons, the rules summary. */
import type { ScoundrelAction, ScoundrelView } from '../../../games/scoundrel/types.js';
import type { GameUi } from '../types.js';
import { renderBoard } from './board.js';
import { renderHand } from './hand.js';
import { scoundrelRules } from './rules.js';

export { describeScoundrelEvent } from './describe.js';
export { renderBoard } from './board.js';
export { renderHand } from './hand.js';
export { scoundrelRules } from './rules.js';

export const scoundrelUi: GameUi<ScoundrelView, ScoundrelAction> = {
  gameId: 'scoundrel',
  title: 'Scoundrel',
  board: renderBoard,
  hand: (view, legal, ctx, menu) => renderHand(view, legal, ctx, menu),
  rules: scoundrelRules,
};
