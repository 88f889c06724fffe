/** The words on each option and button of the hand menus. */
import { classifyCrew } from '../../../games/loners/crews.js';
import type { LonersCard, LonersVariant } from '../../../games/loners/types.js';
import type { FightVariant, RetreatChoice, Segment } from './catalog.js';
import { cardText, crewKindText, crewText, lonerPlaceText, positionsText } from './cards.js';
import type { Choice } from './components.js';
import { menuCode } from './menu-codes.js';
import { ordinal } from './text.js';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** One option for a hand segment: the fight itself when there is one way, else its submenu. */
export function segmentChoice(segment: Segment): Choice {
  const where = capital(positionsText(segment.from, segment.to));
  const position = segment.from + 1;
  const only = segment.variants.length === 1 ? segment.variants[0] : undefined;
  if (only) {
    if (!only.loner) return { label: `${where}: ${crewText(only.crew)}`, description: crewKindText(only.crew), value: only.code, position };
    return {
      label: `${where}: ${crewText(segment.cards)} + Loner ${only.loner.value} → ${crewText(only.crew)}`,
      description: `${crewKindText(only.crew)}, volatile (recruits Loner ${only.loner.value})`,
      value: only.code,
      position,
    };
  }
  const asIs = segment.variants.some((v) => !v.loner);
  return {
    label: `${where}: ${crewText(segment.cards)} …`,
    description: `${asIs ? 'As is, or with a Loner' : 'With a Loner'}: ${segment.variants.length} ways`,
    value: menuCode({ kind: 'segment', from: segment.from, to: segment.to }),
    position,
  };
}

/** One option for all the crews starting at one hand position (huge hands only). */
export function startChoice(from: number, segments: readonly Segment[], hand: readonly LonersCard[]): Choice {
  const only = segments.length === 1 ? segments[0] : undefined;
  if (only) return segmentChoice(only);
  const last = Math.max(...segments.map((s) => s.to));
  return {
    label: `From card ${from + 1} (${cardText(hand[from] ?? 'guard')})…`,
    description: `${segments.length} crews start here (up to card ${last + 1})`,
    value: menuCode({ kind: 'start', from }),
    position: from + 1,
  };
}

export function variantChoice(variant: FightVariant, variantName: LonersVariant): Choice {
  if (!variant.loner) return { label: `${crewText(variant.crew)} (as is)`, description: `Only your cards · ${crewKindText(variant.crew)}`, value: variant.code };
  const { value, index, at } = variant.loner;
  return {
    label: `${crewText(variant.crew)} (Loner ${value})`,
    description: `Loner ${value} (${lonerPlaceText(variantName, index)}) as the ${ordinal(at + 1)} card · ${crewKindText(variant.crew)}`,
    value: variant.code,
  };
}

export function lonerChoice(choice: RetreatChoice, variant: LonersVariant): Choice {
  return {
    label: `Loner ${choice.value}`,
    description: capital(lonerPlaceText(variant, choice.loner)),
    value: menuCode({ kind: 'place', loner: choice.loner }),
  };
}

/** Where a retreating Loner goes: "As card 3 — between 6 and 🛡️", with the crew it would complete. */
export function placeChoice(hand: readonly LonersCard[], value: number, place: { at: number; code: string }): Choice {
  const { at } = place;
  const before = hand[at - 1];
  const after = hand[at];
  let where: string;
  if (before === undefined && after === undefined) where = 'your only card';
  else if (before === undefined) where = `at the start, before ${cardText(after as LonersCard)}`;
  else if (after === undefined) where = `at the end, after ${cardText(before)}`;
  else where = `between ${cardText(before)} and ${cardText(after)}`;
  const crew = longestCrewThrough([...hand.slice(0, at), value, ...hand.slice(at)], at);
  const choice: Choice = { label: `As card ${at + 1} — ${where}`, value: place.code, position: at + 1 };
  if (crew) choice.description = `Makes ${crewText(crew)} (${crewKindText(crew)})`;
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
