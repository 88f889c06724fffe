/** The public board: everything every player may see, never a hand's cards. */
import { ROUND_WINS_TO_WIN_MATCH } from '../../../games/loners/config.js';
import type { LonersView } from '../../../games/loners/types.js';
import type { MatchContext, MessagePayload } from '../types.js';
import { circleText } from './cards.js';
import { describe } from './describe.js';
import { fitEmbed } from '../embed.js';
import { seatMention } from '../seats.js';
import { streetText } from './street.js';
import { isOver, lastRoundText, playersText, turnText, variantName } from './table.js';
import { DOT, clip, rendering, type Ctx } from './text.js';

export const BOARD_COLOR = 0x5865f2;
export const FINISHED_COLOR = 0xf1c40f;

/** A line of the board's log. */
const LOG_BULLET = '• ';

export function renderBoard(view: LonersView, context: MatchContext): MessagePayload {
  const ctx = rendering(context);
  const { t } = ctx;
  const over = isOver(view, ctx);
  const log = view.recent.map((a) => LOG_BULLET + describe(a, ctx, over));
  const circleName = view.variant === 'standard' ? t('circle.field') : over ? t('circle.rowField') : t('circle.rowFieldHint');
  const fields = [
    { name: circleName, value: clip(circleText(view.circle, view.variant, t, over), 1024) },
    { name: t('street.field'), value: clip(streetText(view.street, ctx, over), 1024) },
    { name: t('players.field'), value: clip(playersText(view, ctx, true), 1024) },
    { name: t('board.log'), value: clip(log.length ? log.join('\n') : t('board.nothingYet'), 1024) },
  ];
  if (view.lastRound) fields.push({ name: t('lastRound.field'), value: clip(lastRoundText(view.lastRound, ctx), 1024) });
  const footer = [
    t('board.goal', { count: ROUND_WINS_TO_WIN_MATCH }),
    view.variant === 'layered' ? t('board.rulesLayered') : t('board.rulesStandard'),
    t('board.players', { count: view.players }),
  ].join(DOT);
  const content = boardContent(view, ctx);
  const variant = variantName(view, ctx);
  return {
    ...(content ? { content: clip(content, 2000) } : {}),
    embeds: [
      fitEmbed({
        title: clip(view.winner !== null ? t('board.titleOver', { variant }) : t('board.title', { variant, round: view.round }), 256),
        description: clip(turnText(view, ctx), 4096),
        color: view.winner !== null ? FINISHED_COLOR : BOARD_COLOR,
        fields,
        footer: { text: clip(footer, 2048) },
      }),
    ],
  };
}

function boardContent(view: LonersView, ctx: Ctx): string {
  const { t } = ctx;
  if (view.winner !== null) return t('board.won', { who: seatMention(ctx, view.winner) });
  if (view.toAct === null || ctx.status !== 'active') return '';
  return t(view.pendingPickup ? 'board.pickup' : 'board.turn', { who: seatMention(ctx, view.toAct) });
}
