/**
 * One player's private hand message: where the match is played, the public
 * table, their own cards with 1-based positions and, on their turn, the
 * components of the current menu step.
 */
import type { LonersAction, LonersView } from '../../../games/loners/types.js';
import type { MatchContext, MessagePayload } from '../types.js';
import { catalog } from './catalog.js';
import { GUARD_EMOJI, circleText, handGrid } from './cards.js';
import { describeAction } from './describe.js';
import { fitEmbed } from './embed.js';
import { parseMenu } from './menu-codes.js';
import { screenFor } from './menus.js';
import { streetText } from './street.js';
import { playersText, turnText, variantName } from './table.js';
import { clip, plural, safeName } from './text.js';

export const HAND_COLOR = 0x57f287;
export const WAITING_COLOR = 0x4f545c;

export function channelUrl(ctx: MatchContext): string {
  return `https://discord.com/channels/${ctx.guildId}/${ctx.channelId}`;
}

export function renderHand(view: LonersView, legal: readonly LonersAction[], ctx: MatchContext, menu: string | null): MessagePayload {
  const hand = view.hand ?? [];
  const myTurn = view.seat !== null && view.toAct === view.seat && legal.length > 0 && ctx.status === 'active';
  const screen = myTurn ? screenFor(parseMenu(menu), catalog(view, legal), view, ctx) : null;
  const guards = hand.includes('guard') ? ` (G = Security Guard ${GUARD_EMOJI})` : '';
  const mine = { name: clip(`Your hand: ${plural(hand.length, 'card')}${guards}`, 256), value: clip(handGrid(hand), 1024) };
  const where = `Playing in **${safeName(ctx.guildName)}** — [go to the table](${channelUrl(ctx)})`;
  // Off turn the hand shows only what is private and stable (the board carries the
  // public table), so it changes, and is edited, only when the cards do.
  const embed = screen
    ? {
        description: clip(`${where}\n${turnText(view, ctx, view.seat)}`, 4096),
        color: HAND_COLOR,
        fields: [
          { name: 'Street', value: clip(streetText(view.street, ctx), 1024) },
          { name: view.variant === 'layered' ? 'Loner row' : "Loner's Circle", value: clip(circleText(view.circle, view.variant), 1024) },
          { name: 'Last action', value: clip(view.lastAction ? describeAction(view.lastAction, ctx) : 'Nothing yet.', 1024) },
          { name: 'Players', value: clip(playersText(view, ctx, false), 1024) },
          mine,
        ],
      }
    : { description: clip(`${where}\n${offTurnText(view, ctx)}`, 4096), color: WAITING_COLOR, fields: [mine] };
  return {
    content: clip(screen ? `**Your turn!** ${screen.prompt}` : waitingText(view), 2000),
    embeds: [fitEmbed({ title: clip(`Your hand — ${variantName(view)}, round ${view.round}`, 256), url: channelUrl(ctx), ...embed })],
    components: screen ? screen.rows : [],
  };
}

/** The line under the link on a hand without controls: the result once over, else where to follow the game. */
function offTurnText(view: LonersView, ctx: MatchContext): string {
  if (view.winner !== null || ctx.status !== 'active' || view.toAct === null) return turnText(view, ctx, view.seat);
  return 'The table and whose turn it is are on the board; a new message comes when it is your turn.';
}

function waitingText(view: LonersView): string {
  if (view.winner !== null || view.toAct === null) return 'The match is over.';
  return view.toAct === view.seat ? 'Your turn.' : 'Not your turn yet.';
}
