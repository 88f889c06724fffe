/** The cards of the room as text: one compact line for the board, one line per card with its effects for the hand. */
import type { ScoundrelRoomCard, ScoundrelView } from '../../../games/scoundrel/types.js';
import { cardText, kindCardText } from './cards.js';
import { fightDamage, isFatal, potionHeal, weaponUsableOn } from './effects.js';
import type { TFunction } from './text.js';

const EMPTY_ROOM = '—';
const CARD_SEPARATOR = ' · ';

/** "♠ 10 · ♦ 5 · ♥ 7 · ♣ Q" in slot order, or a dash for an empty room. */
export function roomLine(view: ScoundrelView, t: TFunction): string {
  return view.room.length === 0 ? EMPTY_ROOM : view.room.map((r) => cardText(r.card, t)).join(CARD_SEPARATOR);
}

/** "no damage", "−5", "−12 💀". */
function damageText(view: ScoundrelView, damage: number, t: TFunction): string {
  if (damage === 0) return t('room.noDamage');
  return isFatal(view, damage) ? t('room.fatalDamage', { damage }) : t('room.damage', { damage });
}

/** What taking this card would do now. */
export function effectText(view: ScoundrelView, r: ScoundrelRoomCard, t: TFunction): string {
  switch (r.kind) {
    case 'weapon': {
      const old = view.weapon;
      return old === null ? t('room.equip') : t('room.equipReplacing', { old: cardText(old.card, t) });
    }
    case 'potion': {
      if (view.potionsUsedThisTurn > 0) return t('room.potionWasted');
      const heal = potionHeal(view, r.card);
      return heal > 0 ? t('room.potionHeals', { heal }) : t('room.potionFull');
    }
    case 'monster': {
      const bareDamage = damageText(view, fightDamage(view, r.card, false), t);
      if (view.weapon === null) return t('room.bare', { damage: bareDamage });
      if (!weaponUsableOn(view, r.card)) return t('room.bareTooStrong', { damage: bareDamage });
      return t('room.weaponOrBare', { weaponDamage: damageText(view, fightDamage(view, r.card, true), t), bareDamage });
    }
  }
}

/** One line per room card, with its 1-based slot: "**1.** ♠ 10 (monster) — ⚔️ −5 with the weapon · ✊ −10 bare-handed". */
export function roomDetails(view: ScoundrelView, t: TFunction): string {
  if (view.room.length === 0) return t('room.empty');
  return view.room
    .map((r) => {
      const line = { slot: r.position + 1, card: kindCardText(r.card, r.kind, t) };
      return view.over ? t('room.line', line) : t('room.lineWithEffect', { ...line, effect: effectText(view, r, t) });
    })
    .join('\n');
}
