/** Cards, crews, hands and the Circle as text. */
import { classifyCrew } from '../../../games/loners/crews.js';
import type { LonersCard, LonersVariant } from '../../../games/loners/types.js';
import { ordinal } from './text.js';

export const GUARD_EMOJI = '🛡️';

/** One card: its number, or the Security Guard emoji. */
export function cardText(card: LonersCard): string {
  return card === 'guard' ? GUARD_EMOJI : String(card);
}

/** Cards in order, separated by spaces: "4 5 6". */
export function crewText(cards: readonly LonersCard[]): string {
  return cards.map(cardText).join(' ');
}

/** What kind of crew this is: "single 5", "set of three 7s", "run of 3 (4–6)". */
export function crewKindText(cards: readonly number[]): string {
  const shape = classifyCrew(cards);
  if (!shape) return 'no crew';
  if (shape.kind === 'single') return `single ${shape.value}`;
  if (shape.kind === 'set') return `set of ${shape.size}`;
  return `run of ${shape.size} (${shape.value - shape.size + 1}–${shape.value})`;
}

/** 1-based position range: "card 3" or "cards 3–5". */
export function positionsText(from: number, to: number): string {
  return from === to ? `card ${from + 1}` : `cards ${from + 1}–${to + 1}`;
}

/**
 * A hand with its 1-based positions, ten cards a line, in a code block so
 * the columns line up (guards are "G" there: emoji break the alignment).
 */
export function handGrid(hand: readonly LonersCard[]): string {
  if (hand.length === 0) return '*(no cards)*';
  const width = Math.max(2, String(hand.length).length) + 1;
  const lines: string[] = [];
  for (let start = 0; start < hand.length; start += 10) {
    const chunk = hand.slice(start, start + 10);
    lines.push(chunk.map((_, i) => String(start + i + 1).padStart(width)).join(''));
    lines.push(chunk.map((c) => (c === 'guard' ? 'G' : String(c)).padStart(width)).join(''));
  }
  return `\`\`\`\n${lines.join('\n')}\n\`\`\``;
}

/** Position of a Loner in the Circle, for menus: "1st in the Circle" / "the available one". */
export function lonerPlaceText(variant: LonersVariant, index: number): string {
  return variant === 'layered' ? 'the available Loner of the row' : `${ordinal(index + 1)} in the Circle`;
}

/**
 * The Circle in order. Layered: the row in dealing order with the only
 * available Loner (the last dealt) marked.
 */
export function circleText(circle: readonly number[], variant: LonersVariant): string {
  if (circle.length === 0) return 'Empty — no Loner left: whoever goes out now wins the round.';
  if (variant === 'standard') return `${circle.join(' · ')}  (${circle.length} Loner${circle.length === 1 ? '' : 's'}, any may be taken)`;
  const shown = circle.map((c, i) => (i === circle.length - 1 ? `**[${c}]**` : String(c)));
  return `${shown.join(' · ')}  ← only **[${circle[circle.length - 1]}]** may be taken`;
}
