/** Building the deck and dealing a round (rules/loners.md, "Setup of a round"). */
import { shuffle, type RngState } from '../core/rng.js';
import { COPIES_PER_NUMBER, HIGHEST_NUMBER, SECURITY_GUARDS, TABLE_SIZES, type TableSize } from './config.js';
import type { LonersCard } from './types.js';

export function tableSize(players: number): TableSize {
  const size = TABLE_SIZES[players];
  if (!size) throw new Error(`Loners is played by 2 to 4 players, not ${players}.`);
  return size;
}

/** The unshuffled deck for a player count: number cards, then the guards. */
export function buildDeck(players: number): LonersCard[] {
  const { removedNumbers } = tableSize(players);
  const deck: LonersCard[] = [];
  for (let n = 1; n <= HIGHEST_NUMBER; n++) {
    if (removedNumbers.includes(n)) continue;
    for (let c = 0; c < COPIES_PER_NUMBER; c++) deck.push(n);
  }
  for (let g = 0; g < SECURITY_GUARDS; g++) deck.push('guard');
  return deck;
}

export interface Deal {
  circle: number[];
  hands: LonersCard[][];
  rng: RngState;
}

/**
 * Deals the Circle one card at a time, then each hand as a block in seat
 * order. A guard met while dealing the Circle goes back into the deck and the
 * deck is reshuffled; with a fixed deck (`reshuffle` false) it goes under the
 * deck instead, so a test deck deals exactly as written.
 */
export function dealRound(players: number, deckTopFirst: readonly LonersCard[], rng: RngState, reshuffle: boolean): Deal {
  const { handSize, loners } = tableSize(players);
  let deck = deckTopFirst.slice();
  const numbersInDeck = deck.filter((c) => c !== 'guard').length;
  if (numbersInDeck < loners || deck.length < loners + players * handSize) {
    throw new Error(`A ${players}-player deck needs ${loners} number cards for the Circle and ${players * handSize} more for the hands.`);
  }
  const circle: number[] = [];
  while (circle.length < loners) {
    const card = deck.shift() as LonersCard;
    if (card !== 'guard') {
      circle.push(card);
      continue;
    }
    deck.push(card);
    if (reshuffle) ({ items: deck, rng } = shuffle(deck, rng));
  }
  const hands: LonersCard[][] = [];
  for (let seat = 0; seat < players; seat++) hands.push(deck.slice(seat * handSize, (seat + 1) * handSize));
  return { circle, hands, rng };
}

export function isLonersCard(card: unknown): card is LonersCard {
  return card === 'guard' || (Number.isInteger(card) && (card as number) >= 1 && (card as number) <= HIGHEST_NUMBER);
}
