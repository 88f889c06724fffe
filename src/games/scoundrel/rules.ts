/** Small rule predicates shared by apply, legal moves and the view. */
import { CARDS_TO_FACE, ROOM_SIZE } from './config.js';
import type { ScoundrelState, ScoundrelVariant, ScoundrelCard } from './types.js';

/**
 * Highest monster rank the weapon may be used on, or null for any monster
 * (a weapon that has not killed yet). Standard: ≤ the last monster on it;
 * strict weapons: < the last monster on it.
 */
export function weaponLimit(variant: ScoundrelVariant, slain: readonly ScoundrelCard[]): number | null {
  const last = slain[slain.length - 1];
  if (last === undefined) return null;
  return variant === 'strict' ? last.rank - 1 : last.rank;
}

export function canUseWeaponOn(s: ScoundrelState, monster: ScoundrelCard): boolean {
  if (s.weapon === null) return false;
  const limit = weaponLimit(s.variant, s.slain);
  return limit === null || monster.rank <= limit;
}

/** Health lost fighting `monster`: its full value bare-handed, max(0, m − w) with the weapon. */
export function fightDamage(monster: ScoundrelCard, weapon: ScoundrelCard | null): number {
  return weapon === null ? monster.rank : Math.max(0, monster.rank - weapon.rank);
}

export function roomCardCount(s: ScoundrelState): number {
  return s.room.filter((c) => c !== null).length;
}

/** Avoid: not in the final room, not twice in a row, only on a full untouched room. */
export function canAvoid(s: ScoundrelState): boolean {
  return !s.over && !s.finalRoom && !s.avoidedLast && s.takenThisRoom === 0 && roomCardCount(s) === ROOM_SIZE;
}

/** Cards still to resolve in this room: all of the final room, else 3 of 4. */
export function cardsToTake(s: ScoundrelState): number {
  if (s.over) return 0;
  return s.finalRoom ? roomCardCount(s) : CARDS_TO_FACE - s.takenThisRoom;
}
