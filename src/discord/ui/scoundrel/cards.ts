/** Scoundrel cards as text: "♠ 10", "♣ Q" (German "♣ D"), and room cards with their kind. */
import type { CardKind, ScoundrelCard, ScoundrelSuit } from '../../../games/scoundrel/types.js';
import type { TFunction } from './text.js';

const SUIT_SYMBOLS: Record<ScoundrelSuit, string> = { clubs: '♣', spades: '♠', diamonds: '♦', hearts: '♥' };
/** The faces' letters come from the texts: J, Q, K, A in English, B, D, K, A in German. */
const FACE_KEYS: Record<number, string> = { 11: 'faces.jack', 12: 'faces.queen', 13: 'faces.king', 14: 'faces.ace' };

/** Looks a text up in the reader's language (a TFunction, or a picture's `t`). */
type Say = (key: string) => string;

/** "10", "Q" ("D" in German). */
export function rankText(rank: number, t: Say): string {
  const face = FACE_KEYS[rank];
  return face === undefined ? String(rank) : t(face);
}

/** A rank as a value, spelled out for faces: "8", "Q (12)". */
export function valueText(rank: number, t: Say): string {
  return FACE_KEYS[rank] === undefined ? String(rank) : `${rankText(rank, t)} (${rank})`;
}

/** "♠ 10", "♣ Q". */
export function cardText(card: ScoundrelCard, t: Say): string {
  return `${SUIT_SYMBOLS[card.suit]} ${rankText(card.rank, t)}`;
}

/** Cards in a list: "♠ 8, ♣ 3". */
export function cardsText(cards: readonly ScoundrelCard[], t: Say): string {
  return cards.map((c) => cardText(c, t)).join(', ');
}

/** The suit's symbol. */
export function suitText(card: ScoundrelCard): string {
  return SUIT_SYMBOLS[card.suit];
}

/** "♠ 10 (monster)", "♣ Q (monster, 12)", "♦ 5 (weapon)". */
export function kindCardText(card: ScoundrelCard, kind: CardKind, t: TFunction): string {
  const texts = { card: cardText(card, t), kind: t(`room.kind.${kind}`) };
  return FACE_KEYS[card.rank] === undefined ? t('room.card', texts) : t('room.cardWithValue', { ...texts, value: card.rank });
}
