/**
 * What taking a room card would do, computed from the view alone (the same
 * arithmetic as the engine's rules): damage of a fight, healing of a potion,
 * whether the weapon may be used.
 */
import type { ScoundrelCard, ScoundrelView } from '../../../games/scoundrel/types.js';

/** The weapon may be used on this monster (it has one and the monster is within its limit). */
export function weaponUsableOn(view: ScoundrelView, monster: ScoundrelCard): boolean {
  const w = view.weapon;
  return w !== null && (w.limit === null || monster.rank <= w.limit);
}

/** Health lost fighting `monster`: its full value bare-handed, max(0, m − w) with the weapon. */
export function fightDamage(view: ScoundrelView, monster: ScoundrelCard, withWeapon: boolean): number {
  const w = withWeapon ? view.weapon : null;
  return w === null ? monster.rank : Math.max(0, monster.rank - w.card.rank);
}

/** Health a potion would give back now: only the first potion of a room heals, up to the maximum. */
export function potionHeal(view: ScoundrelView, potion: ScoundrelCard): number {
  if (view.potionsUsedThisTurn > 0) return 0;
  return Math.max(0, Math.min(view.maxHealth, view.health + potion.rank) - view.health);
}

/** This damage ends the game. */
export function isFatal(view: ScoundrelView, damage: number): boolean {
  return damage > 0 && view.health - damage <= 0;
}
