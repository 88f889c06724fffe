/** The public board: every table deck as its run, hand sizes, the piles, whose turn, the last moves. Never a hand's cards. */
import type { GuysView } from '../../../games/guys/index.js';
import { fitEmbed } from '../embed.js';
import { seatMention } from '../seats.js';
import { clip, rendering, type Ctx } from '../text.js';
import type { MatchContext, MessagePayload } from '../types.js';
import { describe } from './describe.js';
import { isOver, pilesText, tableFields, turnText } from './table.js';

export const BOARD_COLOR = 0xe67e22;
export const FINISHED_COLOR = 0xf1c40f;
const LOG_BULLET = '• ';

export function renderBoard(view: GuysView, context: MatchContext): MessagePayload {
  const ctx = rendering(context);
  const { t } = ctx;
  const log = view.recent.map((a) => LOG_BULLET + describe(a, ctx));
  const fields = [
    ...tableFields(view, ctx).map((f) => ({ ...f, inline: true })),
    { name: t('piles.field'), value: clip(pilesText(view, ctx), 1024) },
    { name: t('board.log'), value: clip(log.length ? log.join('\n') : t('board.nothingYet'), 1024) },
  ];
  const content = boardContent(view, ctx);
  const over = view.result !== null;
  return {
    ...(content ? { content: clip(content, 2000) } : {}),
    embeds: [
      fitEmbed({
        title: clip(over ? t('board.titleOver') : t('board.title', { round: view.round, max: view.maxRounds }), 256),
        description: clip(turnText(view, ctx), 4096),
        color: over ? FINISHED_COLOR : BOARD_COLOR,
        fields,
        footer: { text: clip(t('board.footer', { count: view.players }), 2048) },
      }),
    ],
  };
}

/** The line above the board: the winners, or who is to play (a mention; board edits do not ping). */
function boardContent(view: GuysView, ctx: Ctx): string {
  const { t } = ctx;
  if (view.result) return t('board.won', { count: view.result.winners.length, who: view.result.winners.map((s) => seatMention(ctx, s)).join(' ') });
  if (view.toAct === null || isOver(view, ctx)) return '';
  return t('board.turn', { who: seatMention(ctx, view.toAct) });
}
