/** The Discord UI of Loners: board, private hands with their menus, and the rules summary. */
import type { LonersAction, LonersView } from '../../../games/loners/types.js';
import { lonersPictures } from './pictures.js';
import type { GameUi } from '../types.js';
import { describe } from './describe.js';
import { renderBoard } from './board.js';
import { renderHand } from './hand.js';
import { lonersTexts } from './texts.js';
import { rendering } from './text.js';
import { lonersAlt, lonersHint } from './teach.js';
import { lonersHowToPlay, lonersLegend } from './explain.js';
import { lonersMoveRecord } from './record.js';

export { describeAction } from './describe.js';
export { renderBoard } from './board.js';
export { renderHand } from './hand.js';
export { lonersTexts } from './texts.js';
export { menuCode, parseMenu, type MenuStep } from './menu-codes.js';

const GAME_ID = 'loners';

export const lonersUi: GameUi<LonersView, LonersAction> = {
  gameId: GAME_ID,
  board: renderBoard,
  hand: (view, legal, ctx, menu) => renderHand(view, legal, ctx, menu),
  texts: lonersTexts,
  images: {
    ...lonersPictures,
    news: (view, ctx) => (view.lastAction ? describe(view.lastAction, rendering(ctx), view.winner !== null || ctx.status !== 'active') : null),
    hint: lonersHint,
    alt: lonersAlt,
  },
  howToPlay: lonersHowToPlay,
  legend: lonersLegend,
  moveRecord: (view, ctx, seat) => lonersMoveRecord(view, ctx, seat),
};
