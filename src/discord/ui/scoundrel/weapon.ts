/** The equipped weapon as text: the card, the monsters slain on it and what it can still hit. */
import type { ScoundrelView } from '../../../games/scoundrel/types.js';
import { cardText, cardsText, valueText } from './cards.js';
import { plural } from './text.js';

/** What the weapon may still be used on: "any monster", "monsters ≤ 8", "no monster any more". */
export function limitText(limit: number | null): string {
  if (limit === null) return 'any monster';
  if (limit < 2) return 'no monster any more';
  return `monsters ≤ ${valueText(limit)}`;
}

/** One line for the board: "♦ 5 (last kill ♠ 8) → hits monsters ≤ 8". */
export function weaponLine(view: ScoundrelView): string {
  const w = view.weapon;
  if (w === null) return 'no weapon';
  const last = w.slain[w.slain.length - 1];
  const kill = last === undefined ? '' : ` (last kill ${cardText(last)})`;
  return `${cardText(w.card)}${kill} → hits ${limitText(w.limit)}`;
}

/** The hand's weapon field: the card, every monster slain on it, the limit. */
export function weaponDetails(view: ScoundrelView): string {
  const w = view.weapon;
  if (w === null) return 'None yet — monsters can only be fought bare-handed. Take a ♦ to equip one.';
  const rule = view.variant === 'strict' ? 'strictly below its last kill' : 'at most its last kill';
  const slain = w.slain.length === 0 ? 'No monster slain yet.' : `Slain on it (${plural(w.slain.length, 'monster')}): ${cardsText(w.slain)}.`;
  return `**${cardText(w.card)}** — takes ${w.card.rank} off each fight.\n${slain}\nCan still hit **${limitText(w.limit)}**${w.slain.length === 0 ? '' : ` (${rule})`}.`;
}
