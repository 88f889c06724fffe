/** The cards of the room as text: one compact line for the board, one line per card with its effects for the hand. */
import type { ScoundrelRoomCard, ScoundrelView } from '../../../games/scoundrel/types.js';
import { cardText, kindCardText } from './cards.js';
import { fightDamage, isFatal, potionHeal, weaponUsableOn } from './effects.js';

/** "♠ 10 · ♦ 5 · ♥ 7 · ♣ Q" in slot order, or a dash for an empty room. */
export function roomLine(view: ScoundrelView): string {
  return view.room.length === 0 ? '—' : view.room.map((r) => cardText(r.card)).join(' · ');
}

function damageText(view: ScoundrelView, damage: number): string {
  if (damage === 0) return 'no damage';
  return `−${damage}${isFatal(view, damage) ? ' 💀' : ''}`;
}

/** What taking this card would do now. */
export function effectText(view: ScoundrelView, r: ScoundrelRoomCard): string {
  switch (r.kind) {
    case 'weapon': {
      const old = view.weapon;
      return old === null ? 'equip it' : `equip it (${cardText(old.card)} and its monsters are discarded)`;
    }
    case 'potion': {
      if (view.potionsUsedThisTurn > 0) return 'no effect (a potion was already drunk in this room)';
      const heal = potionHeal(view, r.card);
      return heal > 0 ? `heals ${heal}` : 'heals nothing (health is full)';
    }
    case 'monster': {
      const bare = `✊ ${damageText(view, fightDamage(view, r.card, false))} bare-handed`;
      if (view.weapon === null) return bare;
      if (!weaponUsableOn(view, r.card)) return `${bare} (too strong for the weapon)`;
      return `⚔️ ${damageText(view, fightDamage(view, r.card, true))} with the weapon · ${bare}`;
    }
  }
}

/** One line per room card, with its 1-based slot: "**1.** ♠ 10 (monster) — ⚔️ −5 with the weapon · ✊ −10 bare-handed". */
export function roomDetails(view: ScoundrelView): string {
  if (view.room.length === 0) return 'Empty.';
  return view.room.map((r) => `**${r.position + 1}.** ${kindCardText(r.card, r.kind)}${view.over ? '' : ` — ${effectText(view, r)}`}`).join('\n');
}
