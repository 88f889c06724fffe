/**
 * The lines that go with the Lone Wolves pictures: under the picture, what
 * happens now (who leads, who must follow which colour, who reveals or
 * takes a token) and the score as it stands; for screen readers, the
 * picture in words, the essentials first, every territory in one line.
 */
import { strength, type LoneWolvesView, type TerritoryView } from '../../../games/lone-wolves/index.js';
import { altLines } from '../explain.js';
import { seatName } from '../seats.js';
import { DOT, rendering, type Ctx } from '../text.js';
import type { MatchContext } from '../types.js';
import { handText, middleText, territoryText, tokenText, wolvesText } from './cards.js';
import { scoreText } from './score.js';
import { isOver } from './situation.js';
import { lastTrickText, moonText, tableText, trumpText } from './trick.js';
import { turnText } from './turn.js';

const SEATS = [0, 1] as const;

/** The score as it stands (the final one at the end) and, on the board, what happens next; a hand off its turn has none. */
export function loneWolvesHint(view: LoneWolvesView, context: MatchContext, seat: number | null): string | null {
  const ctx = rendering(context);
  const { t } = ctx;
  const myTurn = seat !== null && view.toAct === seat && !isOver(view, ctx);
  if (seat !== null && !myTurn) return null;
  const score = `${t(view.phase === 'over' ? 'score.finalField' : 'score.field')}: ${scoreText(view, ctx)}`;
  if (seat !== null || isOver(view, ctx)) return score;
  // The board's last line of the trick says who does what next.
  const next = tableText(view, ctx, true).split('\n').slice(view.trick.cards.length, -1)[0];
  return next ? `${next} ${score}` : score;
}

/** One territory in a short line: "🔺 Territory 1 · worth 6 · 🌕 Full moon +5: Ann 8 (🔺7 🐺1; Pack) · Ben 0 · middle Pack, 🂠". */
function territoryLine(view: LoneWolvesView, k: number, ctx: Ctx): string {
  const { t } = ctx;
  const ter = view.territories[k] as TerritoryView;
  const head = [t('territory.name', { territory: territoryText(k, t), tile: ter.value }), moonText(view, k, ctx)].filter(Boolean).join(DOT);
  const sides = SEATS.map((s) => {
    const what = [ter.wolves[s].length ? wolvesText(ter.wolves[s]) : '', ter.scars[s].map((kind) => tokenText(kind, t)).join(', ')].filter(Boolean).join('; ');
    return t(what ? 'alt.sideWith' : 'alt.side', { name: seatName(ctx, s), strength: strength(ter, s), what });
  });
  return t('alt.territory', { head, sides: sides.join(DOT), middle: middleText(ter.tokens, t) });
}

export function loneWolvesAlt(view: LoneWolvesView, context: MatchContext, seat: number | null): string {
  const ctx = rendering(context);
  const { t } = ctx;
  const hand = seat === null ? [] : [`${t('hand.cards', { count: view.hand?.length ?? 0 })}: ${handText(view.hand ?? []).split('\n').join(DOT)}`];
  const myTurn = seat !== null && view.toAct === seat && !isOver(view, ctx);
  if (seat !== null && !myTurn) return altLines(hand);
  // Without the clock: a screen reader gets no timestamp to read.
  const quiet = { ...ctx, turnDeadline: null };
  const table = tableText(view, ctx, false).split('\n');
  return altLines(
    [
      turnText(view, quiet, true),
      `${t(view.phase === 'over' ? 'score.finalField' : 'score.field')}: ${scoreText(view, ctx)}`,
      trumpText(view, ctx),
      ...hand,
      ...table.slice(0, -1),
      t('alt.strength'),
      ...view.territories.map((_, k) => territoryLine(view, k, ctx)),
      lastTrickText(view, ctx),
      table.at(-1),
    ],
    ctx.seats,
  );
}
