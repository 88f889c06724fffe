/**
 * One player's private hand message: where the match is played, the public
 * table, their own cards with 1-based positions and, on their turn, the
 * components of the current menu step.
 */
import type { LonersAction, LonersView } from '../../../games/loners/types.js';
import type { MatchContext, MessagePayload } from '../types.js';
import { catalog } from './catalog.js';
import { circleText, handGrid } from './cards.js';
import { describe } from './describe.js';
import { fitEmbed } from '../embed.js';
import { parseMenu } from './menu-codes.js';
import { screenFor } from './menus.js';
import { streetText } from './street.js';
import { isOver, playersText, turnText, variantName } from './table.js';
import { channelUrl } from '../text.js';
import { ANY_VERSION, withRulesButton } from '../help-buttons.js';
import { clip, rendering, safeName, type Ctx } from './text.js';

export const HAND_COLOR = 0x57f287;
export const WAITING_COLOR = 0x4f545c;
export function renderHand(view: LonersView, legal: readonly LonersAction[], context: MatchContext, menu: string | null): MessagePayload {
  const ctx = rendering(context);
  const { t } = ctx;
  const hand = view.hand ?? [];
  const myTurn = view.seat !== null && view.toAct === view.seat && legal.length > 0 && ctx.status === 'active';
  const screen = myTurn ? screenFor(parseMenu(menu), catalog(view, legal), view, ctx) : null;
  const guard = t('card.guard');
  const mineName = hand.includes('guard') ? t('hand.cardsGuards', { count: hand.length, guard }) : t('hand.cards', { count: hand.length });
  const mine = { name: clip(mineName, 256), value: clip(handGrid(hand, guard), 1024) };
  const where = t('hand.where', { server: safeName(ctx.guildName), url: channelUrl(ctx) });
  // Off turn the hand shows only what is private and stable (the board carries the
  // public table), so it changes, and is edited, only when the cards do.
  const embed = screen
    ? {
        description: clip([where, turnText(view, ctx, view.seat)].join('\n'), 4096),
        color: HAND_COLOR,
        fields: [
          { name: t('street.field'), value: clip(streetText(view.street, ctx), 1024) },
          { name: view.variant === 'layered' ? t('circle.rowField') : t('circle.field'), value: clip(circleText(view.circle, view.variant, t), 1024) },
          { name: t('hand.lastAction'), value: clip(view.lastAction ? describe(view.lastAction, ctx) : t('board.nothingYet'), 1024) },
          { name: t('players.field'), value: clip(playersText(view, ctx, false), 1024) },
          mine,
        ],
      }
    : { description: clip([where, offTurnText(view, ctx)].join('\n'), 4096), color: WAITING_COLOR, fields: [mine] };
  const variant = variantName(view, ctx);
  const title = view.winner !== null ? t('hand.titleOver', { variant }) : t('hand.title', { variant, round: view.round });
  return {
    content: clip(screen ? t('hand.yourTurn', { prompt: screen.prompt }) : waitingText(view, ctx), 2000),
    embeds: [fitEmbed({ title: clip(title, 256), url: channelUrl(ctx), ...embed })],
    // A hand off its turn must not change with the version: its How to play button carries none.
    components: withRulesButton(screen ? screen.rows : [], { ...ctx, version: screen ? ctx.version : ANY_VERSION }, context.t),
  };
}

/** The line under the link on a hand without controls: the result once over, else where to follow the game. */
function offTurnText(view: LonersView, ctx: Ctx): string {
  if (isOver(view, ctx) || view.toAct === null) return turnText(view, ctx, view.seat);
  return ctx.t('hand.offTurn');
}

function waitingText(view: LonersView, ctx: Ctx): string {
  if (isOver(view, ctx) || view.toAct === null) return ctx.t('hand.over');
  return view.toAct === view.seat ? ctx.t('hand.mine') : ctx.t('hand.notYet');
}
