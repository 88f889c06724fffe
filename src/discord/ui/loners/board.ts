/** The public board: everything every player may see, never a hand's cards. */
import { ROUND_WINS_TO_WIN_MATCH } from '../../../games/loners/config.js';
import type { LonersView } from '../../../games/loners/types.js';
import type { MatchContext, MessagePayload } from '../types.js';
import { circleText } from './cards.js';
import { describeAction } from './describe.js';
import { fitEmbed } from './embed.js';
import { seatMention } from './players.js';
import { streetText } from './street.js';
import { lastRoundText, playersText, turnText, variantName } from './table.js';
import { clip } from './text.js';

export const BOARD_COLOR = 0x5865f2;
export const FINISHED_COLOR = 0xf1c40f;

export function renderBoard(view: LonersView, ctx: MatchContext): MessagePayload {
  const over = view.winner !== null;
  const log = view.recent.map((a) => `• ${describeAction(a, ctx)}`);
  const fields = [
    { name: view.variant === 'layered' ? 'Loner row (last dealt is available)' : "Loner's Circle", value: clip(circleText(view.circle, view.variant), 1024) },
    { name: 'Street', value: clip(streetText(view.street, ctx), 1024) },
    { name: 'Players', value: clip(playersText(view, ctx, true), 1024) },
    { name: 'Last actions', value: clip(log.length ? log.join('\n') : 'Nothing yet.', 1024) },
  ];
  if (view.lastRound) fields.push({ name: 'Last round', value: clip(lastRoundText(view.lastRound, ctx), 1024) });
  const content = boardContent(view, ctx);
  return {
    ...(content ? { content: clip(content, 2000) } : {}),
    embeds: [
      fitEmbed({
        title: clip(`${variantName(view)} — ${over ? 'match over' : `round ${view.round}`}`, 256),
        description: clip(turnText(view, ctx), 4096),
        color: over ? FINISHED_COLOR : BOARD_COLOR,
        fields,
        footer: { text: `First to ${ROUND_WINS_TO_WIN_MATCH} round wins · ${view.variant === 'layered' ? 'Layered variant' : 'standard rules'} · ${view.players} players` },
      }),
    ],
  };
}

function boardContent(view: LonersView, ctx: MatchContext): string {
  if (view.winner !== null) return `🏆 ${seatMention(ctx, view.winner)} wins the match!`;
  if (view.toAct === null || ctx.status !== 'active') return '';
  return view.pendingPickup ? `${seatMention(ctx, view.toAct)}, pick up the Loners.` : `${seatMention(ctx, view.toAct)}, your turn.`;
}
