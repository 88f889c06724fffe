/**
 * The lines that go with the Loners pictures: under the picture, what the
 * reader can do now (which way to beat the crew, whether it may be stolen);
 * for screen readers, the picture in words, the essentials first.
 */
import type { LonersView } from '../../../games/loners/types.js';
import { altLines } from '../explain.js';
import { seatName } from '../seats.js';
import type { MatchContext } from '../types.js';
import { circleText, crewText } from './cards.js';
import { describe } from './describe.js';
import { isReversed, streetText } from './street.js';
import { isOver, playersText, turnText } from './table.js';
import { rendering, type Ctx } from './text.js';

/** What to do about the Street now, in a line (null once the match is over, or on a hand off its turn). */
export function lonersHint(view: LonersView, context: MatchContext, seat: number | null): string | null {
  const ctx = rendering(context);
  const { t } = ctx;
  if (isOver(view, ctx) || view.toAct === null) return null;
  const mine = seat !== null && view.toAct === seat;
  if (seat !== null && !mine) return null;
  const who = `**${seatName(ctx, view.toAct)}**`;
  if (view.pendingPickup) return mine ? null : t('hint.pickup', { who });
  const s = view.street;
  if (!s) return mine ? t('hint.leadYou') : t('hint.lead', { who });
  const crew = crewText(s.cards, t);
  const parts = [isReversed(s) ? t('hint.lower', { crew }) : t('hint.higher', { crew })];
  if (s.volatile) parts.push(isReversed(s) ? t('hint.noSteals') : t('hint.steal'));
  return parts.join(' ');
}

/** The picture in words: the board (or a hand on its turn) essentials first; a hand off its turn, just its cards. */
export function lonersAlt(view: LonersView, context: MatchContext, seat: number | null): string {
  const ctx = rendering(context);
  const { t } = ctx;
  const hand = seat === null ? [] : [handLine(view, ctx)];
  const myTurn = seat !== null && view.toAct === seat && !isOver(view, ctx);
  if (seat !== null && !myTurn) return altLines(hand);
  const over = isOver(view, ctx);
  // Without the clock: a screen reader gets no timestamp to read.
  return altLines([
    turnText(view, { ...ctx, turnDeadline: null }, seat),
    lonersHint(view, context, seat),
    ...hand,
    `${t('street.field')}: ${streetText(view.street, ctx, over).split('\n')[0]}`,
    `${t('circle.field')}: ${circleText(view.circle, view.variant, t, over)}`,
    ...playersText(view, ctx, false).split('\n'),
    view.lastAction ? describe(view.lastAction, ctx, over) : null,
  ], ctx.seats);
}

/** "Your hand: 9 cards (G = Security Guard) — 1: 3, 2: 3, 3: 5, …": each card with its position. */
function handLine(view: LonersView, ctx: Ctx): string {
  const hand = view.hand ?? [];
  const guard = ctx.t('card.guard');
  const title = hand.includes('guard') ? ctx.t('hand.cardsGuards', { count: hand.length, guard }) : ctx.t('hand.cards', { count: hand.length });
  if (hand.length === 0) return title;
  return `${title} — ${hand.map((c, i) => `${i + 1}: ${c === 'guard' ? guard : c}`).join(', ')}`;
}
