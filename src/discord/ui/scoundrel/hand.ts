/**
 * The player's private message: where the dungeon is played, the room as
 * cards with what each would do, health, the weapon and its kills, the
 * dungeon count, potions and avoiding, the last event; on their move one
 * button per legal action. Scoundrel needs no menus: `menu` is ignored (a
 * stale or unknown one renders the normal screen).
 */
import type { ScoundrelAction, ScoundrelView } from '../../../games/scoundrel/types.js';
import type { MatchContext, MessagePayload } from '../types.js';
import { actionRows } from './buttons.js';
import { DEAD_COLOR, WAITING_COLOR, WON_COLOR, YOUR_MOVE_COLOR } from './colors.js';
import { describeScoundrelEvent } from './describe.js';
import { roomDetails } from './room.js';
import { avoidText, dungeonText, handOutcomeText, healthText, potionsText, roomText, toTakeText, variantName } from './status.js';
import { channelUrl } from '../text.js';
import { clip, relativeTime, safeName } from './text.js';
import { weaponDetails } from './weapon.js';
import { ANY_VERSION, withRulesButton } from '../help-buttons.js';

function content(view: ScoundrelView, myMove: boolean, ctx: MatchContext): string {
  const t = ctx.t;
  if (view.over) return view.won === true ? t('hand.won') : t('hand.dead');
  if (!myMove) return ctx.status === 'active' ? t('hand.idle') : t('hand.stopped');
  const move = view.canAvoid ? t('hand.yourMoveOrAvoid') : t('hand.yourMove');
  return ctx.turnDeadline === null ? move : [move, t('hand.deadline', { when: relativeTime(ctx.turnDeadline) })].join(' ');
}

function fields(view: ScoundrelView, ctx: MatchContext): { name: string; value: string }[] {
  const t = ctx.t;
  const weapon = { name: t('hand.weaponField'), value: clip(weaponDetails(view, t), 1024) };
  const out = view.over
    ? [{ name: t('hand.outcomeField'), value: clip(handOutcomeText(view, t), 1024) }, weapon]
    : [
        {
          name: clip(t(view.finalRoom ? 'hand.finalRoomHeading' : 'hand.roomHeading', { number: view.roomNumber, task: toTakeText(view, t) }), 256),
          value: clip(roomDetails(view, t), 1024),
        },
        weapon,
        { name: t('hand.thisRoomField'), value: clip([potionsText(view, t), avoidText(view, t)].join('\n'), 1024) },
      ];
  const last = view.lastAction === null ? t('hand.noActionYet') : describeScoundrelEvent(t, view.lastAction, { you: true });
  out.push({ name: t('hand.lastActionField'), value: clip(last, 1024) });
  return out;
}

export function renderHand(view: ScoundrelView, legal: readonly ScoundrelAction[], ctx: MatchContext, _menu: string | null): MessagePayload {
  const t = ctx.t;
  const myMove = !view.over && legal.length > 0 && ctx.status === 'active';
  const url = channelUrl(ctx);
  const color = view.over ? (view.won === true ? WON_COLOR : DEAD_COLOR) : myMove ? YOUR_MOVE_COLOR : WAITING_COLOR;
  const description = [
    t('hand.playingIn', { server: safeName(ctx.guildName), url }),
    t('hand.status', { health: healthText(view, t), dungeon: dungeonText(view, t), variant: variantName(view, t) }),
  ].join('\n');
  return {
    content: clip(content(view, myMove, ctx), 2000),
    embeds: [
      {
        title: clip(t('hand.title', { room: roomText(view, t) }), 256),
        url,
        description: clip(description, 4096),
        color,
        fields: fields(view, ctx),
      },
    ],
    // A hand off its move must not change with the version: its How to play button carries none.
    components: withRulesButton(myMove ? actionRows(view, legal, ctx) : [], { ...ctx, version: myMove ? ctx.version : ANY_VERSION }, ctx.t),
  };
}
