/**
 * Wolves, territories and scar tokens as text. Colour k belongs to territory
 * k, so one mark shows both: a wolf is "🔺7", its territory "🔺 Territory 1".
 * Each colour's mark has its own shape too (▲ ◆ ■ ● ♥, as in the pictures),
 * so no colour speaks alone. Symbols carry no language; words come from the texts.
 */
import type { Card, TokenKind, Wolf } from '../../../games/lone-wolves/index.js';
import { LONE_STRENGTH, SLOTS_PER_TERRITORY } from '../../../games/lone-wolves/config.js';
import type { Translate } from '../text.js';

/** Red triangle, blue diamond, green square, yellow circle, purple heart. */
export const COLOUR_MARKS = ['🔺', '🔷', '🟩', '🟡', '💜'] as const;
const MARKS = COLOUR_MARKS;
/** A face-down scar token: its back. */
export const TOKEN_BACK = '🂠';
/** A wolf turned over after a lost trick, as it counts: "🐺1". */
export const LONE_WOLF = `🐺${LONE_STRENGTH}`;
/** A free scar slot. */
export const FREE_SLOT = '◽';
const NONE = '—';

/** Explicit keys (not built from the kind) so the locale tests can see every one is used. */
const TOKEN_KEYS: Record<TokenKind, string> = {
  strength1: 'token.strength1',
  strength2: 'token.strength2',
  points1: 'token.points1',
  points2: 'token.points2',
  territory2: 'token.territory2',
  pack: 'token.pack',
  lone: 'token.lone',
};

export function colourMark(colour: number): string {
  return MARKS[colour] ?? MARKS[0];
}

/** "🔺7". */
export function cardText(card: Card): string {
  return `${colourMark(card.colour)}${card.value}`;
}

/** A wolf as it lies: face up, or a lone wolf worth 1 ("🐺1"); what it was no longer counts. */
export function wolfText(wolf: Wolf): string {
  return wolf.lone ? LONE_WOLF : cardText(wolf.card);
}

export function wolvesText(wolves: readonly Wolf[]): string {
  return wolves.length === 0 ? NONE : wolves.map(wolfText).join(' ');
}

/** "🔺 Territory 1". */
export function territoryText(territory: number, t: Translate): string {
  return t('territoryName', { mark: colourMark(territory), n: territory + 1 });
}

/** A token's name ("Strength +1"); a face-down one (null) is its back. */
export function tokenText(kind: TokenKind | null, t: Translate): string {
  return kind === null ? TOKEN_BACK : t(TOKEN_KEYS[kind]);
}

/** Tokens and slots are listed with commas: the lines they sit in separate their parts with " · ". */
const LIST = ', ';

/** The tokens in a territory's middle, face-down ones as backs: "Points +1, 🂠, 🂠". */
export function middleText(tokens: readonly (TokenKind | null)[], t: Translate): string {
  return tokens.length === 0 ? t('middle.empty') : tokens.map((k) => tokenText(k, t)).join(LIST);
}

/** One side's scar slots in a territory: its tokens, then a mark per free slot ("Strength +1, ◽"). */
export function scarsText(scars: readonly TokenKind[], t: Translate): string {
  const free = Math.max(0, SLOTS_PER_TERRITORY - scars.length);
  return [...scars.map((k) => tokenText(k, t)), ...Array<string>(free).fill(FREE_SLOT)].join(LIST);
}

/** Hand cards grouped by colour, values rising: "🔺 2 5 7" per line. */
export function handText(hand: readonly Card[]): string {
  if (hand.length === 0) return NONE;
  const lines: string[] = [];
  for (let colour = 0; colour < MARKS.length; colour++) {
    const values = hand.filter((c) => c.colour === colour).map((c) => c.value).sort((a, b) => a - b);
    if (values.length > 0) lines.push(`${colourMark(colour)} ${values.join(' ')}`);
  }
  return lines.join('\n');
}

/** Hand positions ordered as handText shows them: by colour, then value. */
export function handOrder(hand: readonly Card[]): number[] {
  return hand.map((_, i) => i).sort((a, b) => (hand[a] as Card).colour - (hand[b] as Card).colour || (hand[a] as Card).value - (hand[b] as Card).value);
}
