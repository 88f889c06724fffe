/** Public lines shared by the board and the hands: whose turn, the result, the players' tables, the piles. */
import type { GuysView } from '../../../games/guys/index.js';
import { isForfeited, seatMention, seatName } from '../seats.js';
import { DOT, relativeTime, type Ctx } from '../text.js';
import { cardText, needsText, runText } from './cards.js';

/** Marks the seat to act, and everyone else. */
const TO_ACT_MARK = '▶';
const SEAT_MARK = '•';
const LEFT_MARK = '✖';

export function isOver(view: GuysView, ctx: Ctx): boolean {
  return view.result !== null || ctx.status !== 'active';
}

function list(ctx: Ctx, items: string[]): string {
  return new Intl.ListFormat(ctx.lang, { type: 'conjunction' }).format(items);
}

/** Who won and how: five in a row, the round limit (possibly shared), or everyone else left. */
export function resultText(view: GuysView, ctx: Ctx): string {
  const { t } = ctx;
  const result = view.result;
  if (!result) return ctx.status === 'abandoned' ? t('turn.abandoned') : t('turn.idle');
  const names = list(ctx, result.winners.map((s) => `**${seatName(ctx, s)}**`));
  switch (result.reason) {
    case 'five':
      return t('result.five', { names });
    case 'forfeit':
      return t('result.forfeit', { names });
    case 'limit':
      return t('result.limit', { names, count: result.winners.length, rounds: view.maxRounds, run: Math.max(0, ...result.scores) });
  }
}

/**
 * "<@id> to play — time runs out in 2 minutes", or the result. Hands (DMs)
 * name the player instead of mentioning them: a mention may not resolve there.
 */
export function turnText(view: GuysView, ctx: Ctx, viewerSeat: number | null = null): string {
  const { t } = ctx;
  if (isOver(view, ctx) || view.toAct === null) return resultText(view, ctx);
  const turn = view.toAct === viewerSeat ? t('turn.mine') : t('turn.other', { who: viewerSeat !== null ? `**${seatName(ctx, view.toAct)}**` : seatMention(ctx, view.toAct) });
  return ctx.turnDeadline !== null ? t('turn.clock', { turn, time: relativeTime(ctx.turnDeadline) }) : turn;
}

/** One field per player: name, cards in hand, the table deck as its run and what it still needs. */
export function tableFields(view: GuysView, ctx: Ctx, skipSeat: number | null = null): { name: string; value: string }[] {
  const { t } = ctx;
  const fields: { name: string; value: string }[] = [];
  for (let seat = 0; seat < view.players; seat++) {
    if (seat === skipSeat) continue;
    const name = seatName(ctx, seat);
    if (isForfeited(ctx, view.active, seat)) {
      fields.push({ name: `${LEFT_MARK} ${name}`, value: t('table.left') });
      continue;
    }
    const table = view.tables[seat] ?? [];
    const marker = view.toAct === seat && !isOver(view, ctx) ? TO_ACT_MARK : SEAT_MARK;
    const winner = view.result?.winners.includes(seat) ? ` ${t('table.winner')}` : '';
    fields.push({
      name: t('table.seat', { marker, name, count: view.handSizes[seat] ?? 0 }) + winner,
      value: table.length === 0 ? t('table.empty') : [runText(table, t), needsText(table, ctx)].join(DOT),
    });
  }
  return fields;
}

/** "Draw pile: 23 · discard pile: 7 cards, `5` on top". */
export function pilesText(view: GuysView, ctx: Ctx): string {
  const { t } = ctx;
  const discard = view.discardTop === null ? t('piles.discardEmpty') : t('piles.discard', { count: view.discardSize, top: cardText(view.discardTop, t) });
  return [t('piles.draw', { count: view.drawSize }), discard].join(DOT);
}
