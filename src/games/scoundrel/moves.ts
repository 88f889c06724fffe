/** Legal actions and the action played for a player who timed out. */
import { MAX_HEALTH, SOLO_SEAT } from './config.js';
import { kindOf } from './deck.js';
import { canAvoid, canUseWeaponOn, fightDamage } from './rules.js';
import type { ScoundrelAction, ScoundrelState } from './types.js';

export function legalActions(s: ScoundrelState, seat: number): ScoundrelAction[] {
  if (s.over || seat !== SOLO_SEAT) return [];
  const out: ScoundrelAction[] = [];
  if (canAvoid(s)) out.push({ type: 'avoid' });
  s.room.forEach((card, position) => {
    if (card === null) return;
    out.push({ type: 'take', card: position });
    if (kindOf(card) === 'monster' && canUseWeaponOn(s, card)) out.push({ type: 'take', card: position, weapon: true });
  });
  return out;
}

/** Health change of an action (negative = damage); potions that heal nothing rank just below a free action. */
function gain(s: ScoundrelState, a: ScoundrelAction): number {
  if (a.type === 'avoid') return 0;
  const card = s.room[a.card];
  if (card === null || card === undefined) return -Infinity;
  switch (kindOf(card)) {
    case 'weapon':
      return 0;
    case 'potion': {
      const healed = s.potionsThisTurn === 0 ? Math.min(MAX_HEALTH, s.health + card.rank) - s.health : 0;
      return healed > 0 ? healed : -0.5;
    }
    case 'monster':
      return -fightDamage(card, a.weapon === true ? s.weapon : null);
  }
}

/**
 * Rules silent (a project addition): for a timed-out player, take the card that
 * costs the least health (heals the most), the earlier position first; avoid
 * only when every take would kill and avoiding is allowed.
 */
export function timeoutAction(s: ScoundrelState, seat: number): ScoundrelAction | null {
  const legal = legalActions(s, seat);
  const takes = legal.filter((a) => a.type === 'take');
  let best: ScoundrelAction | null = null;
  let bestGain = -Infinity;
  for (const a of takes) {
    const g = gain(s, a);
    if (best === null || g > bestGain) {
      best = a;
      bestGain = g;
    }
  }
  const avoid = legal.find((a) => a.type === 'avoid');
  if (avoid !== undefined && (best === null || s.health + bestGain <= 0)) return avoid;
  return best;
}
