/** Public table lines shared by the board and the hands: turn, players, last round. */
import type { LonersView, RoundResult } from '../../../games/loners/types.js';
import type { MatchContext } from '../types.js';
import { isForfeited, seatMention, seatName } from './players.js';
import { plural, relativeTime } from './text.js';

/**
 * "<@id> to play — time runs out in 2 minutes", or who won. Hands (DMs) name
 * the player instead of mentioning them: a mention may not resolve there.
 */
export function turnText(view: LonersView, ctx: MatchContext, viewerSeat: number | null = null): string {
  if (view.winner !== null) return `🏆 **${seatName(ctx, view.winner)}** won the match.`;
  if (ctx.status === 'abandoned') return 'The match was abandoned.';
  if (view.toAct === null) return 'No turn is running.';
  const inDm = viewerSeat !== null;
  const who = view.toAct === viewerSeat ? '**Your turn**' : `${inDm ? `**${seatName(ctx, view.toAct)}**` : seatMention(ctx, view.toAct)} to play`;
  const what = view.pendingPickup ? ' (went out with Loners left: picks them all up)' : '';
  const clock = ctx.turnDeadline !== null && ctx.status === 'active' ? ` — time runs out ${relativeTime(ctx.turnDeadline)}` : '';
  return `${who}${what}${clock}`;
}

/** One line per player: hand size and round wins; forfeited players marked. */
export function playersText(view: LonersView, ctx: MatchContext, withMentions: boolean): string {
  const lines: string[] = [];
  for (let seat = 0; seat < view.players; seat++) {
    const name = withMentions ? `${seatMention(ctx, seat)} (${seatName(ctx, seat)})` : `**${seatName(ctx, seat)}**`;
    const wins = `🏆 ${view.roundWins[seat] ?? 0}`;
    if (isForfeited(ctx, view.active, seat)) {
      lines.push(`✖ ~~${seatName(ctx, seat)}~~ — forfeited · ${wins}`);
      continue;
    }
    const marker = view.toAct === seat ? '▶' : '•';
    lines.push(`${marker} ${name} — ${plural(view.handSizes[seat] ?? 0, 'card')} · ${wins}`);
  }
  return lines.join('\n');
}

const REASONS: Record<RoundResult['reason'], string> = {
  out: 'went out',
  stalemate: 'stalemate: fewest cards',
  forfeit: 'the others left',
};

export function lastRoundText(result: RoundResult, ctx: MatchContext): string {
  return `Round ${result.round} went to **${seatName(ctx, result.winner)}** (${REASONS[result.reason]}).`;
}

export function variantName(view: LonersView): string {
  return view.variant === 'layered' ? 'Layered Loners' : 'Loners';
}
