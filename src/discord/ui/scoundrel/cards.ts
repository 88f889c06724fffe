/** Scoundrel cards as text: "♠ 10", "♣ Q", and room cards with their kind. */
import type { CardKind, ScoundrelCard, ScoundrelSuit } from '../../../games/scoundrel/types.js';
import type { TFunction } from './text.js';

const SUIT_SYMBOLS: Record<ScoundrelSuit, string> = { clubs: '♣', spades: '♠', diamonds: '♦', hearts: '♥' };
const FACES: Record<number, string> = { 11: 'J', 12: 'Q', 13: 'K', 14: 'A' };

/** "10", "Q". */
export function rankText(rank: number): string {
  return FACES[rank] ?? String(rank);
}

/** A rank as a value, spelled out for faces: "8", "Q (12)". */
export function valueText(rank: number): string {
  const face = FACES[rank];
  return face === undefined ? String(rank) : `${face} (${rank})`;
}

/** "♠ 10", "♣ Q". */
export function cardText(card: ScoundrelCard): string {
  return `${SUIT_SYMBOLS[card.suit]} ${rankText(card.rank)}`;
}

/** Cards in a list: "♠ 8, ♣ 3". */
export function cardsText(cards: readonly ScoundrelCard[]): string {
  return cards.map(cardText).join(', ');
}

/** "♠ 10 (monster)", "♣ Q (monster, 12)", "♦ 5 (weapon)". */
export function kindCardText(card: ScoundrelCard, kind: CardKind, t: TFunction): string {
  const texts = { card: cardText(card), kind: t(`room.kind.${kind}`) };
  return FACES[card.rank] === undefined ? t('room.card', texts) : t('room.cardWithValue', { ...texts, value: card.rank });
}
