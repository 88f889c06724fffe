/** Every legal action of the seat to act, in a fixed order (by kind, then hand position, target, pick, value). */
import { fits, fittingValues, isNumberCard } from './cards.js';
import { HAND_LIMIT } from './config.js';
import type { GuysAction, GuysState } from './types.js';

/** The seats `seat` may aim an ability at: every other seat still in the game, in seat order. */
export function opponents(s: GuysState, seat: number): number[] {
  const out: number[] = [];
  for (let t = 0; t < s.players; t++) if (t !== seat && s.active[t]) out.push(t);
  return out;
}

export function canDraw(s: GuysState, seat: number): boolean {
  return (s.hands[seat]?.length ?? HAND_LIMIT) < HAND_LIMIT && (s.draw.length > 0 || s.discard.length > 0);
}

export function canTake(s: GuysState, seat: number): boolean {
  return (s.hands[seat]?.length ?? HAND_LIMIT) < HAND_LIMIT && isNumberCard(s.discard[s.discard.length - 1]);
}

export function legalActions(s: GuysState, seat: number): GuysAction[] {
  if (s.toAct === null || seat !== s.toAct) return [];
  const hand = s.hands[seat] ?? [];
  const own = s.tables[seat] ?? [];
  const targets = opponents(s, seat);
  const out: GuysAction[] = [];
  hand.forEach((card, i) => {
    if (isNumberCard(card)) {
      if (fits(own, card)) out.push({ type: 'place', card: i });
    } else if (card === 'gg') {
      for (const value of fittingValues(own)) out.push({ type: 'place', card: i, value });
    }
  });
  hand.forEach((card, i) => {
    if (card === 'bg') {
      for (const target of targets) {
        const theirs = s.tables[target] ?? [];
        if (theirs.length === 0) out.push({ type: 'badguy', card: i, target, pick: null, to: 'hand' });
        theirs.forEach((t, pick) => {
          out.push({ type: 'badguy', card: i, target, pick, to: 'hand' });
          if (t.card === 'gg') {
            for (const value of fittingValues(own)) out.push({ type: 'badguy', card: i, target, pick, to: 'table', value });
          } else if (fits(own, t.value)) {
            out.push({ type: 'badguy', card: i, target, pick, to: 'table' });
          }
        });
      }
    } else if (card === 'nssg') {
      for (const target of targets) {
        const size = s.hands[target]?.length ?? 0;
        if (size === 0) out.push({ type: 'nssg', card: i, target, pick: null });
        for (let pick = 0; pick < size; pick++) out.push({ type: 'nssg', card: i, target, pick });
      }
    } else if (card === 'jerk') {
      for (const target of targets) out.push({ type: 'jerk', card: i, target });
    }
  });
  hand.forEach((card, i) => {
    if (isNumberCard(card)) out.push({ type: 'discard', card: i });
  });
  if (canDraw(s, seat)) out.push({ type: 'draw' });
  if (canTake(s, seat)) out.push({ type: 'take' });
  if (out.length === 0) out.push({ type: 'pass' });
  return out;
}
