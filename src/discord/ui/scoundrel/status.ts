/** Short status texts shared by the board and the hand: variant, health, room, avoiding, potions, outcome. */
import type { ScoundrelView } from '../../../games/scoundrel/types.js';
import { num, plural } from './text.js';

export function variantName(view: ScoundrelView): string {
  return view.variant === 'strict' ? 'strict weapons' : 'standard rules';
}

/** "❤️ 14/20". */
export function healthText(view: ScoundrelView): string {
  return `❤️ ${num(view.health)}/${view.maxHealth}`;
}

/** "room 5", "room 11 (final room)". */
export function roomText(view: ScoundrelView): string {
  return `room ${view.roomNumber}${view.finalRoom ? ' (final room)' : ''}`;
}

/** "2 rooms cleared". */
export function clearedText(view: ScoundrelView): string {
  return `${plural(view.roomsCleared, 'room')} cleared`;
}

/** "27 cards left in the dungeon". */
export function dungeonText(view: ScoundrelView): string {
  return view.dungeonCount === 0 ? 'the dungeon is empty' : `${plural(view.dungeonCount, 'card')} left in the dungeon`;
}

/** Whether the room may be avoided, and why not. */
export function avoidText(view: ScoundrelView): string {
  if (view.over) return 'The dungeon is over.';
  if (view.canAvoid) return 'You **may avoid** this room: its 4 cards go under the dungeon (not twice in a row).';
  if (view.finalRoom) return 'No avoiding: the final room must be faced.';
  if (view.avoidedLastRoom) return 'No avoiding: you avoided the previous room.';
  return 'No avoiding: you have started facing this room.';
}

/** Potions drunk this room (only the first heals). */
export function potionsText(view: ScoundrelView): string {
  if (view.potionsUsedThisTurn === 0) return 'No potion drunk in this room yet: the first one heals.';
  return `${plural(view.potionsUsedThisTurn, 'potion')} drunk in this room: another one would have no effect.`;
}

/** How many cards are left to resolve in this room. */
export function toTakeText(view: ScoundrelView): string {
  if (view.finalRoom) return view.cardsToTake === 1 ? 'resolve the last card to escape' : `resolve all ${view.cardsToTake} cards to escape`;
  if (view.cardsToTake === view.room.length - 1 && view.room.length === 4) return 'face 3 of the 4 cards, the last stays for the next room';
  return `take ${view.cardsToTake} more, the last card stays for the next room`;
}

export function outcomeEmoji(view: ScoundrelView): string {
  return view.won === true ? '🏆' : '💀';
}

/** The end of the game in one line (without who): "escaped … final score **27**". */
export function outcomeText(view: ScoundrelView): string {
  const score = `final score **${num(view.score ?? 0)}**`;
  if (view.won === true) {
    const bonus = (view.score ?? 0) - view.health;
    return `escaped the dungeon with ${healthText(view)} — ${score}${bonus > 0 ? ` (+${bonus}: the last card was a potion)` : ''}`;
  }
  const left = view.health - (view.score ?? 0);
  return `died in room ${view.roomNumber} at ${healthText(view)} — ${score}${left > 0 ? ` (${num(view.health)} − ${left} for the monsters left in the dungeon)` : ''}`;
}
