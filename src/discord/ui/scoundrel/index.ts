/** The Discord UI of Scoundrel: a small public board, the player's private room with its buttons, the rules summary. */
import { scoundrel } from '../../../games/scoundrel/index.js';
import type { ScoundrelAction, ScoundrelView } from '../../../games/scoundrel/types.js';
import { scoundrelPictures } from './pictures.js';
import type { GameUi } from '../types.js';
import { describeScoundrelEvent } from './describe.js';
import { renderBoard } from './board.js';
import { renderHand } from './hand.js';
import { scoundrelTexts } from './texts.js';
import { scoundrelAlt, scoundrelHint, scoundrelMoveRecord } from './teach.js';
import { scoundrelHowToPlay, scoundrelLegend } from './explain.js';

export { describeScoundrelEvent, type EventSubject } from './describe.js';
export { renderBoard } from './board.js';
export { renderHand } from './hand.js';
export { scoundrelTexts } from './texts.js';

export const scoundrelUi: GameUi<ScoundrelView, ScoundrelAction> = {
  gameId: scoundrel.id,
  board: renderBoard,
  hand: (view, legal, ctx, menu) => renderHand(view, legal, ctx, menu),
  texts: scoundrelTexts,
  images: {
    ...scoundrelPictures,
    news: (view, ctx, seat) => (view.lastAction ? describeScoundrelEvent(ctx.t, view.lastAction, seat === null ? { name: ctx.seats[0]?.displayName ?? '' } : { you: true }) : null),
    hint: (view, ctx) => scoundrelHint(view, ctx),
    alt: (view, ctx) => scoundrelAlt(view, ctx),
  },
  howToPlay: scoundrelHowToPlay,
  legend: scoundrelLegend,
  moveRecord: (view, ctx) => scoundrelMoveRecord(view, ctx),
};
