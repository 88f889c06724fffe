/** One line, in words, for the last event of a dungeon (never a dungeon card: events name only taken cards). */
import type { ScoundrelEvent } from '../../../games/scoundrel/types.js';
import { cardText } from './cards.js';
import { capitalize } from './text.js';

function predicate(event: ScoundrelEvent): string {
  switch (event.type) {
    case 'avoid':
      return 'avoided the room: its cards went under the dungeon.';
    case 'equip':
      return `equipped ${cardText(event.card)}${event.replaced === null ? '' : `, discarding ${cardText(event.replaced)} and the monsters on it`}.`;
    case 'potion':
      if (event.wasted) return `drank ${cardText(event.card)}: no effect (only the first potion of a room heals).`;
      return event.healed > 0 ? `drank ${cardText(event.card)}: +${event.healed} ❤️.` : `drank ${cardText(event.card)}: health was already full.`;
    case 'fight': {
      const how = event.withWeapon ? 'with the weapon' : 'bare-handed';
      return `fought ${cardText(event.card)} ${how}: ${event.damage > 0 ? `−${event.damage} ❤️` : 'no damage'}.`;
    }
  }
}

/**
 * "Fought ♠ 10 bare-handed: −10 ❤️." — or, with `who` (already
 * markdown-safe), "**Alice** fought ♠ 10 bare-handed: −10 ❤️."
 */
export function describeScoundrelEvent(event: ScoundrelEvent, who?: string): string {
  const text = predicate(event);
  return who === undefined ? capitalize(text) : `${who} ${text}`;
}
