/** The Discord UI of Good Guy, Bad Guy, Not So Smart Guy: board, private hands with their menus, and the rules summary. */
import type { GuysAction, GuysView } from '../../../games/guys/index.js';
import { guysPictures } from './pictures.js';
import { rendering } from '../text.js';
import type { GameUi } from '../types.js';
import { describe } from './describe.js';
import { renderBoard } from './board.js';
import { renderHand } from './hand.js';
import { moveKey } from './catalog.js';
import { guysTexts } from './texts.js';
import { guysAlt, guysHint } from './teach.js';
import { guysMoveRecord } from './record.js';
import { guysHowToPlay, guysLegend } from './explain.js';

export { describe, hitText } from './describe.js';
export { menuCode, parseMenu, type MenuStep } from './menu-codes.js';
export { renderBoard, renderHand, guysTexts };

export const guysUi: GameUi<GuysView, GuysAction> = {
  gameId: 'guys',
  board: renderBoard,
  hand: renderHand,
  texts: guysTexts,
  moveKey,
  images: {
    ...guysPictures,
    news: (view, ctx, seat) => (view.lastAction ? describe(view.lastAction, rendering(ctx), seat) : null),
    hint: guysHint,
    alt: guysAlt,
  },
  howToPlay: guysHowToPlay,
  legend: guysLegend,
  moveRecord: (view, ctx, seat) => guysMoveRecord(view, ctx, seat),
};
