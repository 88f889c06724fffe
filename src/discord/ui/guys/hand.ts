/**
 * One player's private hand message. On their turn: the tables, the piles,
 * what happened since their last move, their cards and the menu. Off turn it
 * shows only what is theirs and changes only when it does — their cards,
 * their table, the moves that hit them — so it is edited (or sent anew, when
 * a move hit them) only then.
 */
import type { GuysAction, GuysView, LastAction } from '../../../games/guys/index.js';
import { fitEmbed } from '../embed.js';
import { DOT, channelUrl, clip, rendering, safeName, type Ctx } from '../text.js';
import type { MatchContext, MessagePayload } from '../types.js';
import { catalog } from './catalog.js';
import { cardText, needsText, runText } from './cards.js';
import { describe, hitsSinceLastMove, sinceLastMove } from './describe.js';
import { parseMenu } from './menu-codes.js';
import { screenFor } from './menus.js';
import { isOver, pilesText, tableFields, turnText } from './table.js';
import { ANY_VERSION, withRulesButton } from '../help-buttons.js';

export const HAND_COLOR = 0x57f287;
export const WAITING_COLOR = 0x4f545c;
const LOG_BULLET = '• ';

export function renderHand(view: GuysView, legal: readonly GuysAction[], context: MatchContext, menu: string | null): MessagePayload {
  const ctx = rendering(context);
  const { t } = ctx;
  const seat = view.seat ?? -1;
  const hand = view.hand ?? [];
  const myTurn = view.toAct === seat && legal.length > 0 && !isOver(view, ctx);
  const screen = myTurn ? screenFor(parseMenu(menu), catalog(hand, legal), view, ctx) : null;
  const table = view.tables[seat] ?? [];
  const mine = [
    { name: t('hand.cards', { count: hand.length }), value: hand.length ? hand.map((c) => cardText(c, t)).join(DOT) : t('hand.noCards') },
    { name: t('hand.table'), value: table.length ? [runText(table, t), needsText(table, ctx)].join(DOT) : t('table.empty') },
  ];
  const where = t('hand.where', { server: safeName(ctx.guildName), url: channelUrl(ctx) });
  const hits = hitsSinceLastMove(view.recent, seat, ctx);
  const embed = screen
    ? {
        description: clip([where, turnText(view, ctx, seat)].join('\n'), 4096),
        color: HAND_COLOR,
        fields: [
          ...tableFields(view, ctx, seat).map((f) => ({ ...f, inline: true })),
          { name: t('piles.field'), value: pilesText(view, ctx) },
          { name: t('hand.since'), value: clip(logText(sinceLastMove(view.recent, seat), ctx, seat), 1024) },
          ...mine,
        ],
      }
    : {
        description: clip([where, offTurnText(view, ctx, seat)].join('\n'), 4096),
        color: WAITING_COLOR,
        fields: [...(hits.length ? [{ name: t('hand.hits'), value: clip(hits.join('\n'), 1024) }] : []), ...mine],
      };
  // Off turn the title leaves the round out: it would change (and cost an edit) every round.
  const title = view.result ? t('hand.titleOver') : screen ? t('hand.title', { round: view.round, max: view.maxRounds }) : t('hand.titleWaiting');
  return {
    content: clip(screen ? t('hand.yourTurn', { prompt: screen.prompt }) : waitingText(view, ctx, seat, hits), 2000),
    embeds: [fitEmbed({ title: clip(title, 256), url: channelUrl(ctx), ...embed })],
    // A hand off its turn must not change with the version: its How to play button carries none.
    components: withRulesButton(screen ? screen.rows : [], { ...ctx, version: screen ? ctx.version : ANY_VERSION }, context.t),
  };
}

function logText(moves: readonly LastAction[], ctx: Ctx, seat: number): string {
  return moves.length ? moves.map((a) => LOG_BULLET + describe(a, ctx, seat)).join('\n') : ctx.t('board.nothingYet');
}

/** Under the link, off turn: the result once over, else the player's own last Not So Smart Guy catch, else where to follow. */
function offTurnText(view: GuysView, ctx: Ctx, seat: number): string {
  if (isOver(view, ctx) || view.toAct === null) return turnText(view, ctx, seat);
  const own = [...view.recent].reverse().find((a) => a.seat === seat);
  const caught = own?.type === 'nssg' && own.took != null ? describe(own, ctx, seat) : null;
  return caught ? `${caught}\n${ctx.t('hand.offTurn')}` : ctx.t('hand.offTurn');
}

/** The message line (what a notification shows): the latest move that hit the player, else whose turn. */
function waitingText(view: GuysView, ctx: Ctx, seat: number, hits: string[]): string {
  if (isOver(view, ctx) || view.toAct === null) return ctx.t('hand.over');
  return hits.at(-1) ?? ctx.t('hand.notYet');
}
