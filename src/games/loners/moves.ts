/**
 * Validation of single actions (shared by `apply`) and the fast enumeration of
 * every legal action. Tests cross-check the enumeration against validating
 * every syntactically possible action.
 */
import { availableLonerIndices, isAvailableLoner, pickupStarts } from './circle.js';
import { beats, classifyCrew, extendCrew, isReversed, type CrewShape } from './crews.js';
import type { LonersAction, LonersCard, LonersState } from './types.js';

type Check<T> = { ok: true; value: T } | { ok: false; message: string };
const no = <T>(message: string): Check<T> => ({ ok: false, message });

function isIndex(value: unknown, length: number): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) < length;
}

/** Whether a crew of this shape may be played on the current Street. */
function strongEnough(s: LonersState, shape: CrewShape): boolean {
  if (!s.street) return true;
  const active = classifyCrew(s.street.cards) as CrewShape;
  return beats(shape, active, isReversed(s.street.guards));
}

/** The crew a fight would put in the Street, or why it is illegal. */
export function checkFight(s: LonersState, seat: number, a: Extract<LonersAction, { type: 'fight' }>): Check<number[]> {
  const hand = s.hands[seat] as LonersCard[];
  if (!isIndex(a.from, hand.length) || !isIndex(a.to, hand.length) || a.from > a.to) {
    return no('Choose cards that are in your hand (from ≤ to).');
  }
  const crew: number[] = [];
  for (let i = a.from; i <= a.to; i++) {
    const card = hand[i] as LonersCard;
    if (card === 'guard') return no('A Security Guard breaks a crew: the cards must be next to each other.');
    crew.push(card);
  }
  if (a.loner !== undefined) {
    const { index, at } = a.loner ?? {};
    if (!isAvailableLoner(s.variant, s.circle, index)) return no('That Loner cannot be recruited.');
    if (!Number.isInteger(at) || at < 0 || at > crew.length) return no('The Loner must go inside or at an end of the crew.');
    crew.splice(at, 0, s.circle[index] as number);
  }
  const shape = classifyCrew(crew);
  if (!shape) return no(`${crew.join(',')} is not a single, a set or a run.`);
  if (!strongEnough(s, shape)) return no(`${crew.join(',')} does not beat the active crew.`);
  return { ok: true, value: crew };
}

export function checkSteal(s: LonersState, seat: number, card: unknown): Check<number[]> {
  const street = s.street;
  if (!street || !street.volatile) return no('There is no volatile crew to steal.');
  // Taking one's own crew back is no steal: the rulebook lets *other* players steal.
  if (street.owner === seat) return no('You cannot steal your own crew.');
  const hand = s.hands[seat] as LonersCard[];
  if (!isIndex(card, hand.length)) return no('Choose a card in your hand.');
  const value = hand[card];
  if (value === 'guard' || value === undefined) return no('A Security Guard cannot join a crew.');
  const crew = extendCrew(street.cards, value);
  if (!crew) return no(`${value} does not continue ${street.cards.join(',')}.`);
  if (!strongEnough(s, classifyCrew(crew) as CrewShape)) return no('While security is on the street, no crew can be stolen.');
  return { ok: true, value: crew };
}

export function checkSecurity(s: LonersState, seat: number, card: unknown): Check<null> {
  if (!s.street) return no('Security can only be called on an active crew.');
  const hand = s.hands[seat] as LonersCard[];
  if (!isIndex(card, hand.length) || hand[card] !== 'guard') return no('Choose a Security Guard in your hand.');
  if (hand.length === 1) return no('A Security Guard may never be your last card.');
  return { ok: true, value: null };
}

export function checkRetreat(s: LonersState, seat: number, a: Extract<LonersAction, { type: 'retreat' }>): Check<null> {
  if (!s.street && hasAnyFight(s, seat)) return no('The Street is empty: you must lead a crew.');
  const handLength = (s.hands[seat] as LonersCard[]).length;
  if (s.circle.length === 0) {
    if (a.loner !== undefined || a.at !== undefined) return no('No Loner is left to take.');
    return { ok: true, value: null };
  }
  if (!isAvailableLoner(s.variant, s.circle, a.loner as number)) return no('Choose a Loner you may take.');
  if (!Number.isInteger(a.at) || (a.at as number) < 0 || (a.at as number) > handLength) return no('Choose where the Loner goes in your hand.');
  return { ok: true, value: null };
}

export function checkPickup(s: LonersState, start: unknown): Check<null> {
  if (!s.pendingPickup) return no('There is nothing to pick up.');
  if (!pickupStarts(s.variant, s.circle).includes(start as number)) return no('Choose the Loner to start from.');
  return { ok: true, value: null };
}

/**
 * Every (insert position, Loner value) that turns the hand segment into a
 * crew, found from the segment's shape instead of trying all insertions.
 */
function insertionsFor(segment: readonly number[], shape: CrewShape | null): Array<{ at: number; value: number }> {
  const first = segment[0] as number;
  const last = segment[segment.length - 1] as number;
  if (shape?.kind === 'single') {
    const out: Array<{ at: number; value: number }> = [];
    for (const value of [first - 1, first, first + 1]) out.push({ at: 0, value }, { at: 1, value });
    return out;
  }
  if (shape?.kind === 'set') return segment.map((_, i) => ({ at: i, value: first })).concat({ at: segment.length, value: first });
  if (shape?.kind === 'run') {
    const step = last > first ? 1 : -1;
    return [{ at: 0, value: first - step }, { at: segment.length, value: last + step }];
  }
  // Not a crew: maybe a run with exactly one gap, which one Loner can fill.
  const gap = runGap(segment);
  return gap ? [gap] : [];
}

/** For a run missing exactly one card (4,6 or 7,5,4), where and what that card is. */
function runGap(segment: readonly number[]): { at: number; value: number } | null {
  if (segment.length < 2) return null;
  const step = Math.sign((segment[1] as number) - (segment[0] as number));
  if (step === 0) return null;
  let gap: { at: number; value: number } | null = null;
  for (let i = 1; i < segment.length; i++) {
    const diff = (segment[i] as number) - (segment[i - 1] as number);
    if (diff === step) continue;
    if (diff !== 2 * step || gap) return null;
    gap = { at: i, value: (segment[i - 1] as number) + step };
  }
  return gap;
}

/** Every legal fight, each recruitable Loner at each position that makes a crew. */
export function enumerateFights(s: LonersState, seat: number, stopAtFirst = false): LonersAction[] {
  const hand = s.hands[seat] as LonersCard[];
  const lonerIndices = availableLonerIndices(s.variant, s.circle);
  const out: LonersAction[] = [];
  for (let from = 0; from < hand.length; from++) {
    const segment: number[] = [];
    for (let to = from; to < hand.length; to++) {
      const card = hand[to] as LonersCard;
      if (card === 'guard') break;
      segment.push(card);
      const shape = classifyCrew(segment);
      if (shape && strongEnough(s, shape)) {
        out.push({ type: 'fight', from, to });
        if (stopAtFirst) return out;
      }
      const insertions = lonerIndices.length ? insertionsFor(segment, shape) : [];
      // A segment that is no crew and has no gap to fill only gets worse longer.
      if (!shape && insertions.length === 0) break;
      for (const { at, value } of insertions) {
        let fits: boolean | null = null;
        for (const index of lonerIndices) {
          if (s.circle[index] !== value) continue;
          if (fits === null) {
            const crew = segment.slice();
            crew.splice(at, 0, value);
            fits = strongEnough(s, classifyCrew(crew) as CrewShape);
          }
          if (!fits) break;
          out.push({ type: 'fight', from, to, loner: { index, at } });
          if (stopAtFirst) return out;
        }
      }
    }
  }
  return out;
}

export function hasAnyFight(s: LonersState, seat: number): boolean {
  return enumerateFights(s, seat, true).length > 0;
}

export function legalActions(s: LonersState, seat: number): LonersAction[] {
  if (s.toAct !== seat) return [];
  if (s.pendingPickup) return pickupStarts(s.variant, s.circle).map((start) => ({ type: 'pickup', start }));
  const hand = s.hands[seat] as LonersCard[];
  const actions = enumerateFights(s, seat);
  if (s.street) {
    for (let card = 0; card < hand.length; card++) {
      if (checkSteal(s, seat, card).ok) actions.push({ type: 'steal', card });
    }
    if (hand.length > 1) {
      for (let card = 0; card < hand.length; card++) if (hand[card] === 'guard') actions.push({ type: 'security', card });
    }
  }
  // With an empty Street a player retreats only when they cannot lead.
  if (s.street || actions.length === 0) {
    if (s.circle.length === 0) actions.push({ type: 'retreat' });
    for (const loner of availableLonerIndices(s.variant, s.circle)) {
      for (let at = 0; at <= hand.length; at++) actions.push({ type: 'retreat', loner, at });
    }
  }
  return actions;
}
