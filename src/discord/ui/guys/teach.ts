/**
 * The lines that go with the Guys pictures: under the picture, who is one
 * card short of five in a row and which values would do it ("Ben needs 1
 * or 6"); for screen readers, the picture in words, the essentials first.
 */
import { TABLE_LIMIT, fittingValues, type GuysView } from '../../../games/guys/index.js';
import { altLines } from '../explain.js';
import { seatName } from '../seats.js';
import { DOT, rendering, type Ctx } from '../text.js';
import type { MatchContext } from '../types.js';
import { cardText, needsText, runText } from './cards.js';
import { describe } from './describe.js';
import { isOver, pilesText, tableFields, turnText } from './table.js';

/** "**Ben** needs 1 or 6 · You need 3": every table deck one card short (a hand off its turn: none, it would change on every move). */
export function guysHint(view: GuysView, context: MatchContext, seat: number | null): string | null {
  const ctx = rendering(context);
  if (isOver(view, ctx) || (seat !== null && view.toAct !== seat)) return null;
  const needs: string[] = [];
  for (let s = 0; s < view.players; s++) {
    const table = view.tables[s] ?? [];
    if (table.length !== TABLE_LIMIT - 1 || view.active[s] === false) continue;
    const values = fittingValues(table).map(String);
    needs.push(s === seat ? ctx.t('hint.needsYou', { values }) : ctx.t('hint.needs', { name: `**${seatName(ctx, s)}**`, values }));
  }
  return needs.length ? needs.join(DOT) : null;
}

export function guysAlt(view: GuysView, context: MatchContext, seat: number | null): string {
  const ctx = rendering(context);
  const mine = seat === null ? [] : handLines(view, ctx, seat);
  if (seat !== null && (view.toAct !== seat || isOver(view, ctx))) return altLines(mine);
  // Without the clock: a screen reader gets no timestamp to read.
  return altLines([
    turnText(view, { ...ctx, turnDeadline: null }, seat),
    guysHint(view, context, seat),
    ...mine,
    ...tableFields(view, ctx, seat).map((f) => `${f.name}: ${f.value}`),
    pilesText(view, ctx),
    view.lastAction ? describe(view.lastAction, ctx, seat) : null,
  ], ctx.seats);
}

/** The reader's hand, numbered, and their own table deck. */
function handLines(view: GuysView, ctx: Ctx, seat: number): string[] {
  const { t } = ctx;
  const hand = view.hand ?? [];
  const table = view.tables[seat] ?? [];
  return [
    `${t('hand.cards', { count: hand.length })}${hand.length ? ` — ${hand.map((c, i) => `${i + 1}: ${cardText(c, t)}`).join(', ')}` : ''}`,
    `${t('hand.table')}: ${table.length ? [runText(table, t), needsText(table, ctx)].join(DOT) : t('table.empty')}`,
  ];
}
