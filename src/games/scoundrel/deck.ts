/** The 44 cards of the dungeon and card checks. */
import {
  MONSTER_MAX_RANK,
  MONSTER_MIN_RANK,
  RED_MAX_RANK,
  RED_MIN_RANK,
} from './config.js';
import type { CardKind, ScoundrelCard, ScoundrelSuit } from './types.js';

export const SUITS: readonly ScoundrelSuit[] = ['clubs', 'spades', 'diamonds', 'hearts'];

export function kindOf(card: ScoundrelCard): CardKind {
  switch (card.suit) {
    case 'clubs':
    case 'spades':
      return 'monster';
    case 'diamonds':
      return 'weapon';
    case 'hearts':
      return 'potion';
  }
}

/** The unshuffled dungeon: clubs, spades, diamonds, hearts, each rank ascending. */
export function buildDungeon(): ScoundrelCard[] {
  const cards: ScoundrelCard[] = [];
  for (const suit of SUITS) {
    const black = suit === 'clubs' || suit === 'spades';
    const lo = black ? MONSTER_MIN_RANK : RED_MIN_RANK;
    const hi = black ? MONSTER_MAX_RANK : RED_MAX_RANK;
    for (let rank = lo; rank <= hi; rank++) cards.push({ suit, rank });
  }
  return cards;
}

/** A card of the 44-card Scoundrel deck (shape checked too: input may be anything). */
export function isScoundrelCard(card: unknown): card is ScoundrelCard {
  if (typeof card !== 'object' || card === null) return false;
  const { suit, rank } = card as { suit?: unknown; rank?: unknown };
  if (typeof suit !== 'string' || !(SUITS as readonly string[]).includes(suit)) return false;
  if (typeof rank !== 'number' || !Number.isInteger(rank)) return false;
  const black = suit === 'clubs' || suit === 'spades';
  const lo = black ? MONSTER_MIN_RANK : RED_MIN_RANK;
  const hi = black ? MONSTER_MAX_RANK : RED_MAX_RANK;
  return rank >= lo && rank <= hi;
}

export function cardKey(card: ScoundrelCard): string {
  return `${card.suit}:${card.rank}`;
}

export function copyCard(card: ScoundrelCard): ScoundrelCard {
  return { suit: card.suit, rank: card.rank };
}

/**
 * Checks a fixed dungeon and returns a clean copy, or throws.
 * Rules silent: a fixed deck may be any non-empty set of distinct cards of the
 * 44 (a full permutation for real games; shorter dungeons for tests and puzzles).
 */
export function validateDeck(deck: unknown): ScoundrelCard[] {
  if (!Array.isArray(deck)) throw new Error('scoundrel: options.deck must be an array of cards');
  if (deck.length === 0) throw new Error('scoundrel: options.deck must hold at least one card');
  const seen = new Set<string>();
  return deck.map((card: unknown, i) => {
    if (!isScoundrelCard(card)) {
      throw new Error(
        `scoundrel: options.deck[${i}] is not a Scoundrel card (${JSON.stringify(card)}); ` +
          'expected clubs/spades 2..14 or diamonds/hearts 2..10',
      );
    }
    const key = cardKey(card);
    if (seen.has(key)) throw new Error(`scoundrel: options.deck holds ${key} twice`);
    seen.add(key);
    return copyCard(card);
  });
}

const RANK_LABELS: Record<number, string> = { 11: 'J', 12: 'Q', 13: 'K', 14: 'A' };
const SUIT_SYMBOLS: Record<ScoundrelSuit, string> = { clubs: '♣', spades: '♠', diamonds: '♦', hearts: '♥' };

/** Short human label, e.g. "K♠", "5♦" (for messages). */
export function cardLabel(card: ScoundrelCard): string {
  return `${RANK_LABELS[card.rank] ?? String(card.rank)}${SUIT_SYMBOLS[card.suit]}`;
}
