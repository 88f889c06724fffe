/** Public table lines shared by the board and the hands: turn, players, last round. */
import type { LonersView, RoundResult } from '../../../games/loners/types.js';
import { isForfeited, seatMention, seatName } from '../seats.js';
import { relativeTime, type Ctx } from './text.js';

/** Marks the seat to act in the player list, and everyone else. */
const TO_ACT_MARK = '▶';
const SEAT_MARK = '•';

/** Whether the match is decided or stopped: the table then shows no hints for play. */
export function isOver(view: LonersView, ctx: Ctx): boolean {
  return view.winner !== null || ctx.status !== 'active';
}

/**
 * "<@id> to play — time runs out in 2 minutes", or who won. Hands (DMs) name
 * the player instead of mentioning them: a mention may not resolve there.
 */
export function turnText(view: LonersView, ctx: Ctx, viewerSeat: number | null = null): string {
  const { t } = ctx;
  if (view.winner !== null) return t('turn.won', { name: seatName(ctx, view.winner) });
  if (ctx.status === 'abandoned') return t('turn.abandoned');
  if (view.toAct === null) return t('turn.idle');
  let turn: string;
  if (view.toAct === viewerSeat) {
    turn = t(view.pendingPickup ? 'turn.minePickup' : 'turn.mine');
  } else {
    const who = viewerSeat !== null ? `**${seatName(ctx, view.toAct)}**` : seatMention(ctx, view.toAct);
    turn = t(view.pendingPickup ? 'turn.otherPickup' : 'turn.other', { who });
  }
  return ctx.turnDeadline !== null && ctx.status === 'active' ? t('turn.clock', { turn, time: relativeTime(ctx.turnDeadline) }) : turn;
}

/** One line per player: hand size and round wins; forfeited players marked. */
export function playersText(view: LonersView, ctx: Ctx, withMentions: boolean): string {
  const { t } = ctx;
  const lines: string[] = [];
  for (let seat = 0; seat < view.players; seat++) {
    const wins = view.roundWins[seat] ?? 0;
    if (isForfeited(ctx, view.active, seat)) {
      lines.push(t('players.forfeited', { name: seatName(ctx, seat), wins }));
      continue;
    }
    const name = withMentions ? `${seatMention(ctx, seat)} (${seatName(ctx, seat)})` : `**${seatName(ctx, seat)}**`;
    const marker = view.toAct === seat && !isOver(view, ctx) ? TO_ACT_MARK : SEAT_MARK;
    lines.push(t('players.line', { marker, name, count: view.handSizes[seat] ?? 0, wins }));
  }
  return lines.join('\n');
}

export function lastRoundText(result: RoundResult, ctx: Ctx): string {
  const params = { round: result.round, name: seatName(ctx, result.winner) };
  switch (result.reason) {
    case 'out':
      return ctx.t('lastRound.out', params);
    case 'stalemate':
      return ctx.t('lastRound.stalemate', params);
    case 'forfeit':
      return ctx.t('lastRound.forfeit', params);
  }
}

/** "Loners" or "Layered Loners", in the reader's language. */
export function variantName(view: LonersView, ctx: Ctx): string {
  return view.variant === 'layered' ? ctx.t('variantName.layered') : ctx.t('variantName.standard');
}
