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
import { avoidText, dungeonText, healthText, outcomeEmoji, outcomeText, potionsText, roomText, toTakeText, variantName } from './status.js';
import { capitalize, clip, relativeTime, safeName } from './text.js';
import { weaponDetails } from './weapon.js';

export function channelUrl(ctx: MatchContext): string {
  return `https://discord.com/channels/${ctx.guildId}/${ctx.channelId}`;
}

function content(view: ScoundrelView, myMove: boolean, ctx: MatchContext): string {
  if (view.over) return view.won === true ? '🏆 **You escaped the dungeon!**' : '💀 **You died in the dungeon.**';
  if (!myMove) return ctx.status === 'active' ? 'Nothing to play right now.' : 'This dungeon was stopped before its end.';
  const deadline = ctx.turnDeadline === null ? '' : ` Time runs out ${relativeTime(ctx.turnDeadline)}.`;
  return `**Your move!** Pick a card to face${view.canAvoid ? ' or avoid the room' : ''}.${deadline}`;
}

export function renderHand(view: ScoundrelView, legal: readonly ScoundrelAction[], ctx: MatchContext, _menu: string | null): MessagePayload {
  const myMove = !view.over && legal.length > 0 && ctx.status === 'active';
  const url = channelUrl(ctx);
  const fields = view.over
    ? [
        { name: 'Outcome', value: clip(`${outcomeEmoji(view)} ${capitalize(outcomeText(view))}.`, 1024) },
        { name: 'Weapon', value: clip(weaponDetails(view), 1024) },
      ]
    : [
        { name: clip(`${capitalize(roomText(view))} — ${toTakeText(view)}`, 256), value: clip(roomDetails(view), 1024) },
        { name: 'Weapon', value: clip(weaponDetails(view), 1024) },
        { name: 'This room', value: clip(`${potionsText(view)}\n${avoidText(view)}`, 1024) },
      ];
  fields.push({ name: 'Last action', value: clip(view.lastAction === null ? 'Nothing yet: the first room was just dealt.' : describeScoundrelEvent(view.lastAction, 'You'), 1024) });
  const color = view.over ? (view.won === true ? WON_COLOR : DEAD_COLOR) : myMove ? YOUR_MOVE_COLOR : WAITING_COLOR;
  return {
    content: clip(content(view, myMove, ctx), 2000),
    embeds: [
      {
        title: clip(`Your dungeon — Scoundrel, ${roomText(view)}`, 256),
        url,
        description: clip(
          `Playing in **${safeName(ctx.guildName)}** — [go to the channel](${url})\n${healthText(view)} · 🂠 ${dungeonText(view)} · ${variantName(view)}`,
          4096,
        ),
        color,
        fields,
      },
    ],
    components: myMove ? actionRows(view, legal, ctx) : [],
  };
}
