/** The 58 cards, deck checks and the table-deck rule (distinct values in one window of five). */
import { COMPONENTS, DECK_SIZE, HIGHEST, LOWEST, TABLE_LIMIT, WINDOW } from './config.js';
import type { GuysCard, TableCard } from './types.js';

/** The unshuffled deck: 1..10 four times each (in value order), then the Guys. */
export function buildDeck(): GuysCard[] {
  const deck: GuysCard[] = [];
  for (const [card, copies] of COMPONENTS) for (let i = 0; i < copies; i++) deck.push(card);
  return deck;
}

export function isNumberCard(card: unknown): card is number {
  return Number.isInteger(card) && (card as number) >= LOWEST && (card as number) <= HIGHEST;
}

export function isGuysCard(card: unknown): card is GuysCard {
  return isNumberCard(card) || card === 'gg' || card === 'bg' || card === 'nssg' || card === 'jerk';
}

/** Checks that `deck` is a permutation of the 58 cards and returns a copy, or throws. */
export function validateDeck(deck: unknown): GuysCard[] {
  if (!Array.isArray(deck) || deck.length !== DECK_SIZE) {
    throw new Error(`guys: options.deck must be a permutation of the ${DECK_SIZE} cards`);
  }
  const left = new Map<GuysCard, number>(COMPONENTS.map(([c, n]) => [c, n]));
  for (const [i, card] of deck.entries()) {
    if (!isGuysCard(card) || (left.get(card) ?? 0) === 0) {
      throw new Error(`guys: options.deck[${i}] (${JSON.stringify(card)}) is not a card or one copy too many`);
    }
    left.set(card, (left.get(card) as number) - 1);
  }
  return deck.slice() as GuysCard[];
}

/** Whether a card of value `value` may join `table`: room left, no duplicate, one window of five. */
export function fits(table: readonly TableCard[], value: number): boolean {
  if (!isNumberCard(value) || table.length >= TABLE_LIMIT) return false;
  let lo = value;
  let hi = value;
  for (const t of table) {
    if (t.value === value) return false;
    if (t.value < lo) lo = t.value;
    if (t.value > hi) hi = t.value;
  }
  return hi - lo <= WINDOW - 1;
}

/** Every value (ascending) a Good Guy could be declared as on `table`. */
export function fittingValues(table: readonly TableCard[]): number[] {
  const out: number[] = [];
  for (let v = LOWEST; v <= HIGHEST; v++) if (fits(table, v)) out.push(v);
  return out;
}

/** The longest run of consecutive values on a table deck (0 when empty). */
export function longestRun(table: readonly TableCard[]): number {
  const values = new Set(table.map((t) => t.value));
  let best = 0;
  for (const v of values) {
    if (values.has(v - 1)) continue;
    let len = 1;
    while (values.has(v + len)) len++;
    if (len > best) best = len;
  }
  return best;
}

/** A table card as it goes back to a hand or a pile: a Good Guy forgets its value. */
export function bareCard(t: TableCard): GuysCard {
  return t.card;
}
