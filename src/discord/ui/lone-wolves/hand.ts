/**
 * One player's private message. On their turn: the table, the territories
 * in short, the provisional score, their wolves, and the components of the
 * current menu step. Off turn only what is private and stable (their
 * wolves): the board carries the rest, so a waiting hand changes, and is
 * edited, only when its cards do.
 */
import type { LoneWolvesAction, LoneWolvesView } from '../../../games/lone-wolves/index.js';
import type { MatchContext, MessagePayload } from '../types.js';
import { fitEmbed } from '../embed.js';
import { channelUrl, clip, relativeTime, rendering, safeName, type Ctx } from '../text.js';
import { seatName } from '../seats.js';
import { handText } from './cards.js';
import { catalog } from './catalog.js';
import { parseMenu } from './menu-codes.js';
import { screenFor } from './menus.js';
import { scoreText } from './score.js';
import { isOver } from './situation.js';
import { territoryLine } from './territory.js';
import { lastTrickText, tableText, trumpText } from './trick.js';
import { turnText } from './turn.js';
import { ANY_VERSION, withRulesButton } from '../help-buttons.js';

export const HAND_COLOR = 0x57f287;
export const WAITING_COLOR = 0x4f545c;

export function renderHand(view: LoneWolvesView, legal: readonly LoneWolvesAction[], context: MatchContext, menu: string | null): MessagePayload {
  const ctx = rendering(context);
  const { t } = ctx;
  const hand = view.hand ?? [];
  const me = view.toAct;
  const screen = me !== null && legal.length > 0 && !isOver(view, ctx) ? screenFor(parseMenu(menu), catalog(view, legal), view, ctx) : null;
  const mine = { name: clip(t('hand.cards', { count: hand.length }), 256), value: clip(handText(hand), 1024) };
  const where = t('hand.where', { server: safeName(ctx.guildName), url: channelUrl(ctx) });
  const embed =
    screen && me !== null
      ? {
          description: clip([where, myTurnText(ctx), trumpText(view, ctx)].join('\n'), 4096),
          color: HAND_COLOR,
          fields: [
            { name: t('hand.table'), value: clip([tableText(view, ctx, false), lastTrickText(view, ctx)].filter(Boolean).join('\n'), 1024) },
            { name: clip(t('hand.territories', { name: seatName(ctx, 1 - me) }), 256), value: clip(view.territories.map((_, k) => territoryLine(view, k, me, ctx)).join('\n'), 1024) },
            { name: t('score.field'), value: clip(scoreText(view, ctx), 1024) },
            mine,
          ],
        }
      : { description: clip([where, offTurnText(view, ctx)].join('\n'), 4096), color: WAITING_COLOR, fields: [mine] };
  return {
    content: clip(screen ? t('hand.yourTurn', { prompt: screen.prompt }) : waitingText(view, ctx), 2000),
    embeds: [fitEmbed({ title: clip(t('hand.title'), 256), url: channelUrl(ctx), ...embed })],
    // A hand off its turn must not change with the version: its How to play button carries none.
    components: withRulesButton(screen ? screen.rows : [], { ...ctx, version: screen ? ctx.version : ANY_VERSION }, context.t),
  };
}

function myTurnText(ctx: Ctx): string {
  const turn = ctx.t('turn.mine');
  return ctx.turnDeadline !== null ? ctx.t('turn.clock', { turn, time: relativeTime(ctx.turnDeadline) }) : turn;
}

/** Under the link on a hand without controls: the result once over, else where to follow the game. */
function offTurnText(view: LoneWolvesView, ctx: Ctx): string {
  return isOver(view, ctx) ? turnText(view, ctx, true) : ctx.t('hand.offTurn');
}

function waitingText(view: LoneWolvesView, ctx: Ctx): string {
  return isOver(view, ctx) ? ctx.t('hand.over') : ctx.t('hand.notYet');
}
