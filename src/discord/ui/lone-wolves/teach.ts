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
import { handText, middleText, scarsText, territoryText, wolvesText } from './cards.js';
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

/** One territory in a line: "🔺 Territory 1 · tile 6 · 🌕 Full moon +5 — Ann: 🔺7 🐺1, strength 8, scars Pack, ◽ — Ben: … — middle: Pack, 🂠". */
function territoryLine(view: LoneWolvesView, k: number, ctx: Ctx): string {
  const { t } = ctx;
  const ter = view.territories[k] as TerritoryView;
  const head = [t('territory.name', { territory: territoryText(k, t), tile: ter.value }), moonText(view, k, ctx)].filter(Boolean).join(DOT);
  const sides = SEATS.map((s) => `${t('territory.side', { name: seatName(ctx, s), wolves: wolvesText(ter.wolves[s]), strength: strength(ter, s) })}, ${t('territory.scars', { scars: scarsText(ter.scars[s], t) })}`);
  return [head, ...sides, t('territory.middle', { tokens: middleText(ter.tokens, t) })].join(' — ');
}

export function loneWolvesAlt(view: LoneWolvesView, context: MatchContext, seat: number | null): string {
  const ctx = rendering(context);
  const { t } = ctx;
  const hand = seat === null ? [] : [`${t('hand.cards', { count: view.hand?.length ?? 0 })}: ${handText(view.hand ?? []).split('\n').join(DOT)}`];
  const myTurn = seat !== null && view.toAct === seat && !isOver(view, ctx);
  if (seat !== null && !myTurn) return altLines(hand);
  return altLines([
    turnText(view, ctx, seat !== null),
    `${t(view.phase === 'over' ? 'score.finalField' : 'score.field')}: ${scoreText(view, ctx)}`,
    trumpText(view, ctx),
    ...hand,
    ...tableText(view, ctx, false).split('\n'),
    ...view.territories.map((_, k) => territoryLine(view, k, ctx)),
    lastTrickText(view, ctx),
  ]);
}
