/**
 * The action buttons of the hand: one row per room card (a monster the weapon
 * may hit gets two buttons, with the weapon and bare-handed, each showing its
 * damage), then a row for avoiding the room. Only legal actions get a button;
 * at most 4 room cards + avoid = 5 rows.
 */
import {
  ButtonStyle,
  ComponentType,
  type APIActionRowComponent,
  type APIButtonComponentWithCustomId,
  type APIComponentInMessageActionRow,
} from 'discord.js';
import { encodeAction } from '../../../games/scoundrel/notation.js';
import type { ScoundrelAction, ScoundrelRoomCard, ScoundrelView } from '../../../games/scoundrel/types.js';
import { buildCustomId } from '../../custom-id.js';
import type { MatchContext } from '../types.js';
import { cardText } from './cards.js';
import { fightDamage, isFatal, potionHeal } from './effects.js';
import { clip, type TFunction } from './text.js';

export type Row = APIActionRowComponent<APIComponentInMessageActionRow>;

const MAX_ROWS = 5;
const MAX_BUTTONS_PER_ROW = 5;

type Take = Extract<ScoundrelAction, { type: 'take' }>;

function button(ctx: MatchContext, action: ScoundrelAction, label: string, style: ButtonStyle.Primary | ButtonStyle.Secondary | ButtonStyle.Success | ButtonStyle.Danger): APIButtonComponentWithCustomId {
  return {
    type: ComponentType.Button,
    style,
    label: clip(label, 80),
    custom_id: buildCustomId(ctx.game, ctx.matchId, ctx.version, encodeAction(action)),
  };
}

/** "no damage", "−5", "−12, fatal": what a fight costs, for a button label. */
function damageLabel(view: ScoundrelView, damage: number, t: TFunction): string {
  if (damage === 0) return t('buttons.noDamage');
  return isFatal(view, damage) ? t('buttons.fatalDamage', { damage }) : t('buttons.damage', { damage });
}

/** The button of one take action, labelled from the card it takes (a generic label if the view does not show it). */
function takeButton(view: ScoundrelView, ctx: MatchContext, a: Take, r: ScoundrelRoomCard | undefined) {
  const t = ctx.t;
  if (r === undefined) {
    const slot = a.card + 1;
    return button(ctx, a, a.weapon === true ? t('buttons.takeSlotWithWeapon', { slot }) : t('buttons.takeSlot', { slot }), ButtonStyle.Secondary);
  }
  const card = cardText(r.card, t);
  switch (r.kind) {
    case 'weapon':
      return button(ctx, a, t('buttons.equip', { card }), ButtonStyle.Success);
    case 'potion': {
      const heal = potionHeal(view, r.card);
      const label = heal > 0 ? t('buttons.drink', { card, heal }) : view.potionsUsedThisTurn > 0 ? t('buttons.drinkWasted', { card }) : t('buttons.drinkFull', { card });
      return button(ctx, a, label, ButtonStyle.Success);
    }
    case 'monster': {
      const withWeapon = a.weapon === true;
      const damage = fightDamage(view, r.card, withWeapon);
      const style = isFatal(view, damage) ? ButtonStyle.Danger : withWeapon ? ButtonStyle.Primary : ButtonStyle.Secondary;
      const texts = { card, damage: damageLabel(view, damage, t) };
      return button(ctx, a, withWeapon ? t('buttons.withWeapon', texts) : t('buttons.bareHanded', texts), style);
    }
  }
}

/** Buttons for exactly the legal actions, one row per room slot (weapon first), avoid last. */
export function actionRows(view: ScoundrelView, legal: readonly ScoundrelAction[], ctx: MatchContext): Row[] {
  const bySlot = new Map<number, Take[]>();
  let avoid: ScoundrelAction | null = null;
  for (const a of legal) {
    if (a.type === 'avoid') {
      avoid = a;
      continue;
    }
    const list = bySlot.get(a.card) ?? [];
    list.push(a);
    bySlot.set(a.card, list);
  }
  const buttons: APIButtonComponentWithCustomId[][] = [...bySlot.entries()]
    .sort(([p], [q]) => p - q)
    .map(([slot, takes]) => {
      const r = view.room.find((c) => c.position === slot);
      const ordered = [...takes].sort((x, y) => Number(y.weapon === true) - Number(x.weapon === true));
      return ordered.map((a) => takeButton(view, ctx, a, r));
    });
  if (avoid !== null) buttons.push([button(ctx, avoid, ctx.t('buttons.avoid'), ButtonStyle.Secondary)]);
  // Never happens with real states (4 slots + avoid), but never exceed Discord's limits (a row stays free for How to play): pack the rest.
  const flat = buttons.length <= MAX_ROWS && buttons.every((b) => b.length <= MAX_BUTTONS_PER_ROW) ? buttons : pack(buttons.flat());
  return flat.map((components) => ({ type: ComponentType.ActionRow, components }));
}

function pack(all: APIButtonComponentWithCustomId[]): APIButtonComponentWithCustomId[][] {
  const rows: APIButtonComponentWithCustomId[][] = [];
  for (let i = 0; i < all.length && rows.length < MAX_ROWS - 1; i += MAX_BUTTONS_PER_ROW) rows.push(all.slice(i, i + MAX_BUTTONS_PER_ROW));
  return rows;
}
