/** The score of a run given up (/scoundrel quit): it must never beat dying on. */
import { kindOf } from './deck.js';
import type { ScoundrelState } from './types.js';

/**
 * A death at 0 health with every monster not yet beaten counted against the
 * player — those in the dungeon (as in a death) and those still lying in the
 * room. So giving up never scores better than dying on the next monster
 * would: that death scores at least 1 − its rank − the dungeon's monsters.
 */
export function giveUpScore(s: ScoundrelState): number {
  const monsters = [...s.dungeon, ...s.room].reduce((sum, card) => (card !== null && kindOf(card) === 'monster' ? sum + card.rank : sum), 0);
  return -monsters;
}
