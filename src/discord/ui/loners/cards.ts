/** Cards, crews, hands and the Circle as text. */
import { classifyCrew } from '../../../games/loners/crews.js';
import type { LonersCard, LonersVariant } from '../../../games/loners/types.js';
import { DOT, nth, type Translate } from './text.js';

const CODE_BLOCK = '```';

/**
 * One card: its number, or the Security Guard's letter ("G", German "W"),
 * the same letter as in the hand grid, whose columns an emoji would break.
 */
export function cardText(card: LonersCard, t: Translate): string {
  return card === 'guard' ? t('card.guard') : String(card);
}

/** Cards in order, separated by spaces: "4 5 6". */
export function crewText(cards: readonly LonersCard[], t: Translate): string {
  return cards.map((c) => cardText(c, t)).join(' ');
}

/** What kind of crew this is: "single 5", "set of 3", "run of 3 (4–6)". */
export function crewKindText(cards: readonly number[], t: Translate): string {
  const shape = classifyCrew(cards);
  if (!shape) return t('kind.none');
  if (shape.kind === 'single') return t('kind.single', { value: shape.value });
  if (shape.kind === 'set') return t('kind.set', { size: shape.size });
  return t('kind.run', { size: shape.size, low: shape.value - shape.size + 1, high: shape.value });
}

/** 1-based position range: "card 3" or "cards 3–5". */
export function positionsText(from: number, to: number, t: Translate): string {
  return from === to ? t('card.one', { n: from + 1 }) : t('card.range', { from: from + 1, to: to + 1 });
}

/**
 * A hand with its 1-based positions, ten cards a line, in a code block so
 * the columns line up; a Guard is its letter (`guard`, "G" unless the reader's
 * language says otherwise), as everywhere else a hand card is named.
 */
export function handGrid(hand: readonly LonersCard[], guard = 'G'): string {
  if (hand.length === 0) return '—';
  const width = Math.max(2, String(hand.length).length) + 1;
  const lines: string[] = [];
  for (let start = 0; start < hand.length; start += 10) {
    const chunk = hand.slice(start, start + 10);
    lines.push(chunk.map((_, i) => String(start + i + 1).padStart(width)).join(''));
    lines.push(chunk.map((c) => (c === 'guard' ? guard : String(c)).padStart(width)).join(''));
  }
  return [CODE_BLOCK, ...lines, CODE_BLOCK].join('\n');
}

/** Position of a Loner in the Circle, for menus: "1st in the Circle" / "the available Loner of the row". */
export function lonerPlaceText(variant: LonersVariant, index: number, t: Translate): string {
  return variant === 'layered' ? t('circle.placeLayered') : t('circle.place', { nth: nth(t, index + 1) });
}

/**
 * The Circle in order. Layered: the row in dealing order with the only
 * available Loner (the last dealt) marked. A finished match shows just the
 * Loners, without what may be taken.
 */
export function circleText(circle: readonly number[], variant: LonersVariant, t: Translate, over = false): string {
  if (circle.length === 0) return over ? t('circle.emptyOver') : t('circle.empty');
  if (over) return circle.join(DOT);
  if (variant === 'standard') return t('circle.standard', { loners: circle.join(DOT), count: circle.length });
  const last = circle[circle.length - 1] as number;
  const shown = circle.map((c, i) => (i === circle.length - 1 ? `**[${c}]**` : String(c)));
  return t('circle.layered', { loners: shown.join(DOT), value: last });
}
