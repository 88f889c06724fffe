/**
 * The public board: the five territories side by side (inline fields, with
 * the table as the sixth so they form a 3 × 2 grid on desktop), trump, the
 * last trick, the provisional score; at the end each territory's scoring.
 * Built from the spectator view only: no hand, no face-down token.
 */
import type { APIEmbedField } from 'discord.js';
import { scoreBoard, TRICKS, type LoneWolvesView } from '../../../games/lone-wolves/index.js';
import type { MatchContext, MessagePayload } from '../types.js';
import { fitEmbed } from '../embed.js';
import { seatMention } from '../seats.js';
import { clip, rendering, type Ctx } from '../text.js';
import { FREE_SLOT, LONE_WOLF, TOKEN_BACK } from './cards.js';
import { scoreText } from './score.js';
import { isOver, trickNumber, winnerOf } from './situation.js';
import { territoryField } from './territory.js';
import { lastTrickText, tableText, trumpText } from './trick.js';
import { turnText } from './turn.js';

export const BOARD_COLOR = 0x7a5c3e;
export const FINISHED_COLOR = 0xf1c40f;

export function renderBoard(view: LoneWolvesView, context: MatchContext): MessagePayload {
  const ctx = rendering(context);
  const { t } = ctx;
  const ended = view.phase === 'over';
  const final = ended ? scoreBoard(view.territories) : null;
  const fields: APIEmbedField[] = view.territories.map((_, k) => territoryField(view, k, ctx, final?.territories[k] ?? null));
  const score = { name: t(ended ? 'score.finalField' : 'score.field'), value: clip(scoreText(view, ctx), 1024) };
  if (ended) fields.push({ ...score, inline: true });
  else fields.push({ name: t('table.field', { n: trickNumber(view) }), value: clip(tableText(view, ctx, true), 1024), inline: true });
  const last = lastTrickText(view, ctx);
  if (last) fields.push({ name: t('lastTrick.field'), value: clip(last, 1024) });
  if (!ended) fields.push(score);
  const content = boardContent(view, ctx);
  return {
    ...(content ? { content: clip(content, 2000) } : {}),
    embeds: [
      fitEmbed({
        title: clip(ended ? t('board.titleOver') : t('board.title', { n: trickNumber(view), total: TRICKS }), 256),
        description: clip([turnText(view, ctx, false), trumpText(view, ctx)].join('\n'), 4096),
        color: ended ? FINISHED_COLOR : BOARD_COLOR,
        fields,
        footer: { text: clip(t(isOver(view, ctx) ? 'board.footerOver' : 'board.footer', { back: TOKEN_BACK, lone: LONE_WOLF, free: FREE_SLOT, total: TRICKS }), 2048) },
      }),
    ],
  };
}

/** The line above the embed: who is to play (a mention), or who won. */
function boardContent(view: LoneWolvesView, ctx: Ctx): string {
  const winner = winnerOf(view, ctx);
  if (winner !== null) return ctx.t('board.won', { who: seatMention(ctx, winner) });
  if (view.toAct === null || ctx.status !== 'active') return '';
  return ctx.t('board.turn', { who: seatMention(ctx, view.toAct) });
}
