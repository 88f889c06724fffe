/** The words on each option and button of the hand menus. */
import { classifyCrew } from '../../../games/loners/crews.js';
import type { LonersCard, LonersVariant } from '../../../games/loners/types.js';
import type { FightVariant, RetreatChoice, Segment } from './catalog.js';
import { cardText, crewKindText, crewText, lonerPlaceText, positionsText } from './cards.js';
import type { Choice } from '../components.js';
import { menuCode } from './menu-codes.js';
import { capital, nth, type Translate } from './text.js';

/** One option for a hand segment: the fight itself when there is one way, else its submenu. */
export function segmentChoice(segment: Segment, t: Translate): Choice {
  const where = capital(positionsText(segment.from, segment.to, t));
  const position = segment.from + 1;
  const only = segment.variants.length === 1 ? segment.variants[0] : undefined;
  if (only) {
    const kind = crewKindText(only.crew, t);
    if (!only.loner) return { label: t('choice.segment', { where, crew: crewText(only.crew, t) }), description: kind, value: only.code, position };
    return {
      label: t('choice.segmentLoner', { where, cards: crewText(segment.cards, t), value: only.loner.value, crew: crewText(only.crew, t) }),
      description: t('choice.segmentLonerInfo', { kind, value: only.loner.value }),
      value: only.code,
      position,
    };
  }
  const asIs = segment.variants.some((v) => !v.loner);
  return {
    label: t('choice.segmentMenu', { where, cards: crewText(segment.cards, t) }),
    description: t(asIs ? 'choice.waysAsIs' : 'choice.waysLoner', { count: segment.variants.length }),
    value: menuCode({ kind: 'segment', from: segment.from, to: segment.to }),
    position,
  };
}

/** One option for all the crews starting at one hand position (huge hands only). */
export function startChoice(from: number, segments: readonly Segment[], hand: readonly LonersCard[], t: Translate): Choice {
  const only = segments.length === 1 ? segments[0] : undefined;
  if (only) return segmentChoice(only, t);
  const last = Math.max(...segments.map((s) => s.to));
  return {
    label: t('choice.start', { n: from + 1, card: cardText(hand[from] ?? 'guard', t) }),
    description: t('choice.startInfo', { count: segments.length, last: last + 1 }),
    value: menuCode({ kind: 'start', from }),
    position: from + 1,
  };
}

export function variantChoice(variant: FightVariant, variantName: LonersVariant, t: Translate): Choice {
  const crew = crewText(variant.crew, t);
  const kind = crewKindText(variant.crew, t);
  if (!variant.loner) return { label: t('choice.asIs', { crew }), description: t('choice.asIsInfo', { kind }), value: variant.code };
  const { value, index, at } = variant.loner;
  return {
    label: t('choice.withLoner', { crew, value }),
    description: t('choice.withLonerInfo', { value, place: lonerPlaceText(variantName, index, t), nth: nth(t, at + 1), kind }),
    value: variant.code,
  };
}

export function lonerChoice(choice: RetreatChoice, variant: LonersVariant, t: Translate): Choice {
  return {
    label: t('choice.loner', { value: choice.value }),
    description: capital(lonerPlaceText(variant, choice.loner, t)),
    value: menuCode({ kind: 'place', loner: choice.loner }),
  };
}

/** Where a retreating Loner goes: "As card 3 — between 6 and G", with the crew it would complete. */
export function placeChoice(hand: readonly LonersCard[], value: number, place: { at: number; code: string }, t: Translate): Choice {
  const { at } = place;
  const before = hand[at - 1];
  const after = hand[at];
  const n = at + 1;
  let label: string;
  if (before === undefined && after === undefined) label = t('choice.placeOnly', { n });
  else if (before === undefined) label = t('choice.placeStart', { n, after: cardText(after as LonersCard, t) });
  else if (after === undefined) label = t('choice.placeEnd', { n, before: cardText(before, t) });
  else label = t('choice.placeBetween', { n, before: cardText(before, t), after: cardText(after, t) });
  const crew = longestCrewThrough([...hand.slice(0, at), value, ...hand.slice(at)], at);
  const choice: Choice = { label, value: place.code, position: n };
  if (crew) choice.description = t('choice.placeMakes', { crew: crewText(crew, t), kind: crewKindText(crew, t) });
  return choice;
}

/** The longest crew of 2+ adjacent cards that contains index `i`, if any. */
function longestCrewThrough(hand: readonly LonersCard[], i: number): number[] | null {
  let best: number[] | null = null;
  const span = 9; // no crew is longer than eight cards (a run 1–8)
  for (let from = Math.max(0, i - span); from <= i; from++) {
    for (let to = Math.max(i, from + 1); to < Math.min(hand.length, from + span); to++) {
      const cards = hand.slice(from, to + 1);
      if (cards.some((c) => c === 'guard')) break;
      if ((!best || cards.length > best.length) && classifyCrew(cards as number[])) best = cards as number[];
    }
  }
  return best;
}
