/**
 * The legal actions of a turn, sorted by what the hand shows for them. Equal
 * cards in a hand do the same, so each action is kept once: played with the
 * first copy of its card.
 */
import type { GuysAction, GuysCard } from '../../../games/guys/index.js';

type Of<T extends GuysAction['type']> = Extract<GuysAction, { type: T }>;

export interface Catalog {
  /** Number cards that fit the own table, one per value, lowest first. */
  place: Of<'place'>[];
  /** A Good Guy onto the own table, one per value it may be declared as. */
  gg: Of<'place'>[];
  badguy: Of<'badguy'>[];
  nssg: Of<'nssg'>[];
  jerk: Of<'jerk'>[];
  /** Number cards that may be discarded, one per value, lowest first. */
  discard: Of<'discard'>[];
  draw: Of<'draw'> | null;
  take: Of<'take'> | null;
  pass: Of<'pass'> | null;
}

/** What a move does, whichever copy of its card plays it: equal cards make the same move. */
export function moveKey(view: { hand?: GuysCard[] }, a: GuysAction): string {
  const { card, ...rest } = a as GuysAction & { card?: number };
  return JSON.stringify(card === undefined ? rest : { ...rest, card: view.hand?.[card] });
}

export function catalog(hand: readonly GuysCard[], legal: readonly GuysAction[]): Catalog {
  const firstCopy = (a: GuysAction) => !('card' in a) || hand.indexOf(hand[a.card] as GuysCard) === a.card;
  const cat: Catalog = { place: [], gg: [], badguy: [], nssg: [], jerk: [], discard: [], draw: null, take: null, pass: null };
  for (const a of legal) {
    if (!firstCopy(a)) continue;
    switch (a.type) {
      case 'place':
        (a.value === undefined ? cat.place : cat.gg).push(a);
        break;
      case 'badguy':
        cat.badguy.push(a);
        break;
      case 'nssg':
        cat.nssg.push(a);
        break;
      case 'jerk':
        cat.jerk.push(a);
        break;
      case 'discard':
        cat.discard.push(a);
        break;
      default:
        cat[a.type] = a as never;
    }
  }
  const byCard = (x: { card: number }, y: { card: number }) => (hand[x.card] as number) - (hand[y.card] as number);
  cat.place.sort(byCard);
  cat.discard.sort(byCard);
  cat.gg.sort((x, y) => (x.value ?? 0) - (y.value ?? 0));
  return cat;
}
