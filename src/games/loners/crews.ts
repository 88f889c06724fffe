/** Crew shapes and strength (rules/loners.md, "Crews" and "Strength"). */

export type CrewKind = 'single' | 'set' | 'run';

export interface CrewShape {
  kind: CrewKind;
  size: number;
  /** A set's or single's value; a run's highest card. */
  value: number;
}

/** The shape of cards in played order, or null if they form no crew. */
export function classifyCrew(cards: readonly number[]): CrewShape | null {
  const size = cards.length;
  const first = cards[0];
  if (first === undefined) return null;
  if (size === 1) return { kind: 'single', size, value: first };
  const step = (cards[1] as number) - first;
  if (step !== 0 && step !== 1 && step !== -1) return null;
  for (let i = 2; i < size; i++) {
    if ((cards[i] as number) - (cards[i - 1] as number) !== step) return null;
  }
  if (step === 0) return { kind: 'set', size, value: first };
  // A run's value is its highest card, whichever direction it was played in.
  return { kind: 'run', size, value: step === 1 ? (cards[size - 1] as number) : first };
}

/** Normal order: more cards; then set over run; then the higher value. Ties never beat. */
function beatsInNormalOrder(a: CrewShape, b: CrewShape): boolean {
  if (a.size !== b.size) return a.size > b.size;
  if (a.kind !== b.kind) return a.kind === 'set';
  return a.value > b.value;
}

/**
 * Whether crew `a` beats the active crew `b`. With an odd number of Security
 * Guards the order is reversed: `a` must be strictly weaker, which is exactly
 * "b beats a" in the normal order.
 */
export function beats(a: CrewShape, b: CrewShape, reversed: boolean): boolean {
  return reversed ? beatsInNormalOrder(b, a) : beatsInNormalOrder(a, b);
}

export function isReversed(guards: number): boolean {
  return guards % 2 === 1;
}

/** The crew after a steal adds `card` to `crew`, or null if it does not continue the pattern. */
export function extendCrew(crew: readonly number[], card: number): number[] | null {
  const shape = classifyCrew(crew);
  if (!shape || shape.kind === 'single') return null; // a volatile crew always has 2+ cards
  if (shape.kind === 'set') return card === shape.value ? [...crew, card] : null;
  const first = crew[0] as number;
  const last = crew[crew.length - 1] as number;
  const step = last > first ? 1 : -1;
  if (card === last + step) return [...crew, card];
  if (card === first - step) return [card, ...crew];
  return null;
}
