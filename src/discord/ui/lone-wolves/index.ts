/** The Discord UI of Lone Wolves: the board of five territories, private hands with their menus, the rules summary. */
import { loneWolves, type LoneWolvesAction, type LoneWolvesView } from '../../../games/lone-wolves/index.js';
import { loneWolvesPictures } from './pictures.js';
import { rendering } from '../text.js';
import type { GameUi } from '../types.js';
import { lastTrickText, tableText } from './trick.js';
import { renderBoard } from './board.js';
import { renderHand } from './hand.js';
import { loneWolvesTexts } from './texts.js';
import { loneWolvesAlt, loneWolvesHint } from './teach.js';
import { loneWolvesMoveRecord } from './record.js';
import { loneWolvesHowToPlay, loneWolvesLegend } from './explain.js';

export { renderBoard } from './board.js';
export { renderHand } from './hand.js';
export { loneWolvesTexts } from './texts.js';
export { menuCode, parseMenu, type MenuStep } from './menu-codes.js';

export const loneWolvesUi: GameUi<LoneWolvesView, LoneWolvesAction> = {
  gameId: loneWolves.id,
  board: renderBoard,
  hand: (view, legal, ctx, menu) => renderHand(view, legal, ctx, menu),
  texts: loneWolvesTexts,
  images: {
    ...loneWolvesPictures,
    // The trick on the table (and who plays next), or how the last one went.
    news: (view, ctx) => (view.trick.cards.length > 0 ? tableText(view, rendering(ctx), true) : lastTrickText(view, rendering(ctx))),
    hint: loneWolvesHint,
    alt: loneWolvesAlt,
  },
  howToPlay: loneWolvesHowToPlay,
  legend: loneWolvesLegend,
  moveRecord: loneWolvesMoveRecord,
};
