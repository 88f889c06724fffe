/**
 * The screens of the hand message: the top level and each sub-menu step.
 * Every legal action is offered exactly once on some path of at most three
 * clicks, and nothing else is:
 *   crews    top select → [variants]                  (huge hands: start → segment → variant)
 *   retreat  button → [which Loner] → where in the hand (Layered / one Loner: no "which")
 *   steal    buttons, or button → which card
 *   security button, or button → which Guard
 *   pick-up  select of starts (or one button)
 */
import { ButtonStyle } from 'discord.js';
import type { LonersView } from '../../../games/loners/types.js';
import type { MatchContext } from '../types.js';
import type { Catalog, Segment } from './catalog.js';
import { cardText, crewText, positionsText } from './cards.js';
import { lonerChoice, placeChoice, segmentChoice, startChoice, variantChoice } from './choices.js';
import { MAX_ROWS, SelectIds, buttonRows, selectRows, selectsNeeded, type ButtonSpec, type Choice, type Row } from './components.js';
import { TOP, menuCode, type MenuStep } from './menu-codes.js';
import { ordinal } from './text.js';

export interface Screen {
  /** What to do on this screen, one line. */
  prompt: string;
  rows: Row[];
}

const BACK_LABEL = '◀ Back';

/** The screen for a step, or the top level when the step no longer fits the turn (a stale click). */
export function screenFor(step: MenuStep, cat: Catalog, view: LonersView, ctx: MatchContext): Screen {
  return subScreen(step, cat, view, ctx) ?? topScreen(cat, view, ctx);
}

function subScreen(step: MenuStep, cat: Catalog, view: LonersView, ctx: MatchContext): Screen | null {
  const hand = view.hand ?? [];
  switch (step.kind) {
    case 'top':
      return null;
    case 'start': {
      const segments = cat.segments.filter((s) => s.from === step.from);
      if (segments.length === 0) return null;
      return listScreen(ctx, `Crews starting at card ${step.from + 1} (${cardText(hand[step.from] ?? 'guard')}):`, segments.map(segmentChoice), 'Play a crew…', TOP);
    }
    case 'segment': {
      const segment = cat.segments.find((s) => s.from === step.from && s.to === step.to);
      if (!segment) return null;
      const back = needsStartGroups(cat) ? menuCode({ kind: 'start', from: segment.from }) : TOP;
      return listScreen(
        ctx,
        `${positionsText(segment.from, segment.to).replace(/^c/, 'C')} (${crewText(segment.cards)}): choose how to play ${segment.from === segment.to ? 'it' : 'them'}.`,
        segment.variants.map((v) => variantChoice(v, view.variant)),
        `Play ${crewText(segment.cards)} as…`,
        back,
      );
    }
    case 'loners':
      if (cat.retreats.length === 0) return null;
      return listScreen(ctx, 'Retreat: choose the Loner you take into your hand.', cat.retreats.map((r) => lonerChoice(r, view.variant)), 'Take which Loner?', TOP);
    case 'place': {
      const choice = cat.retreats.find((r) => r.loner === step.loner);
      if (!choice) return null;
      return listScreen(
        ctx,
        `Retreat: where does Loner ${choice.value} go in your hand?`,
        choice.places.map((p) => placeChoice(hand, choice.value, p)),
        `Put Loner ${choice.value} in position…`,
        cat.retreats.length > 1 ? menuCode({ kind: 'loners' }) : TOP,
        undefined,
        'positions',
      );
    }
    case 'steal':
      if (cat.steals.length === 0) return null;
      return listScreen(
        ctx,
        'Steal the volatile crew: add one card from your hand.',
        cat.steals.map((s) => ({ label: `Steal with ${cardText(s.value)} (card ${s.card + 1})`, description: s.crew ? `Makes ${crewText(s.crew)}` : '', value: s.code })),
        'Steal with…',
        TOP,
        ButtonStyle.Primary,
      );
    case 'guard':
      if (cat.guards.length === 0) return null;
      return listScreen(
        ctx,
        'Call Security: which Security Guard do you play?',
        cat.guards.map((g) => ({ label: `Guard at card ${g.card + 1}`, value: g.code })),
        'Play the Guard at…',
        TOP,
        ButtonStyle.Danger,
      );
  }
}

/**
 * A list of choices with a Back button: up to four buttons on one row with
 * Back when `buttonStyle` is given and they fit, else select menus
 * (4 × 25 options) above a Back row.
 */
function listScreen(
  ctx: MatchContext,
  prompt: string,
  choices: Choice[],
  placeholder: string,
  back: string,
  buttonStyle?: ButtonSpec['style'],
  noun = 'cards',
): Screen {
  const backButton: ButtonSpec = { label: BACK_LABEL, value: back };
  if (buttonStyle && choices.length < 5) {
    const specs: ButtonSpec[] = choices.map((c) => ({ label: c.label, value: c.value, style: buttonStyle }));
    return { prompt, rows: buttonRows(ctx, [...specs, backButton]) };
  }
  const rows = selectRows(ctx, new SelectIds(), choices, rangePlaceholder(placeholder, noun), MAX_ROWS - 1);
  return { prompt, rows: [...rows, ...buttonRows(ctx, [backButton])] };
}

/** "Play a crew…" or, over several menus, "Play a crew… (cards 1–19)". */
function rangePlaceholder(base: string, noun = 'cards') {
  return ({ count, index, first, last }: { index: number; count: number; first: Choice; last: Choice }) => {
    if (count <= 1) return base;
    if (first.position !== undefined && last.position !== undefined) return `${base} (${noun} ${first.position}–${last.position})`;
    return `${base} (${index + 1}/${count})`;
  };
}

/** Rows left for the crew menus on the top level, after the buttons and the pick-up menus. */
function fightRoom(cat: Catalog): number {
  const buttonRowCount = Math.ceil(topButtons(cat).length / 5);
  const pickupRows = cat.pickups.length > 1 ? selectsNeeded(cat.pickups.length) : 0;
  return Math.max(0, MAX_ROWS - buttonRowCount - pickupRows);
}

/** Whether the crews are too many for the top level's menus, so they are grouped by first card. */
function needsStartGroups(cat: Catalog): boolean {
  return selectsNeeded(cat.segments.length) > fightRoom(cat);
}

function topButtons(cat: Catalog): ButtonSpec[] {
  const buttons: ButtonSpec[] = [];
  const onlyPickup = cat.pickups.length === 1 ? cat.pickups[0] : undefined;
  if (onlyPickup) buttons.push({ label: `Pick up the Loners (${crewText(onlyPickup.order)})`, value: onlyPickup.code, style: ButtonStyle.Success });
  for (const code of cat.passes) buttons.push({ label: 'Pass (no Loner left)', value: code });
  const onlyRetreat = cat.retreats.length === 1 ? cat.retreats[0] : undefined;
  if (onlyRetreat) buttons.push({ label: `Retreat: take Loner ${onlyRetreat.value}…`, value: menuCode({ kind: 'place', loner: onlyRetreat.loner }) });
  else if (cat.retreats.length > 1) buttons.push({ label: 'Retreat: take a Loner…', value: menuCode({ kind: 'loners' }) });
  const onlyGuard = cat.guards.length === 1 ? cat.guards[0] : undefined;
  if (onlyGuard) buttons.push({ label: 'Call Security', value: onlyGuard.code, style: ButtonStyle.Danger });
  else if (cat.guards.length > 1) buttons.push({ label: 'Call Security…', value: menuCode({ kind: 'guard' }), style: ButtonStyle.Danger });
  if (cat.steals.length > 0 && cat.steals.length <= 5 - buttons.length) {
    for (const s of cat.steals) buttons.push({ label: `Steal with ${cardText(s.value)} (card ${s.card + 1})`, value: s.code, style: ButtonStyle.Primary });
  } else if (cat.steals.length > 0) {
    buttons.push({ label: `Steal the crew (${cat.steals.length} ways)…`, value: menuCode({ kind: 'steal' }), style: ButtonStyle.Primary });
  }
  return buttons;
}

export function topScreen(cat: Catalog, view: LonersView, ctx: MatchContext): Screen {
  const ids = new SelectIds();
  const rows: Row[] = [];
  if (cat.pickups.length > 1) {
    const choices: Choice[] = cat.pickups.map((p) => ({
      label: `Start with Loner ${view.circle[p.start] ?? '?'} (${ordinal(p.start + 1)} in the Circle)`,
      description: `You pick up, in order: ${crewText(p.order)}`,
      value: p.code,
    }));
    rows.push(...selectRows(ctx, ids, choices, rangePlaceholder('Pick up the Loners, starting with…'), MAX_ROWS - 1));
  }
  if (cat.segments.length > 0) {
    const choices = needsStartGroups(cat) ? startChoices(cat.segments, view) : cat.segments.map(segmentChoice);
    rows.push(...selectRows(ctx, ids, choices, rangePlaceholder(view.street ? 'Play a crew that beats the Street…' : 'Lead a crew…'), fightRoom(cat)));
  }
  rows.push(...buttonRows(ctx, topButtons(cat)));
  return { prompt: topPrompt(cat, view), rows };
}

function startChoices(segments: readonly Segment[], view: LonersView): Choice[] {
  const starts = new Map<number, Segment[]>();
  for (const s of segments) starts.set(s.from, [...(starts.get(s.from) ?? []), s]);
  return [...starts].map(([from, group]) => startChoice(from, group, view.hand ?? []));
}

function topPrompt(cat: Catalog, view: LonersView): string {
  if (cat.pickups.length > 0) {
    return cat.pickups.length > 1
      ? 'You went out with Loners left: pick them all up, starting from the Loner of your choice.'
      : 'You went out with Loners left: pick them all up.';
  }
  const parts: string[] = [];
  if (cat.segments.length > 0) parts.push(view.street ? 'Beat the Street with a crew' : 'The Street is empty: lead a crew');
  if (cat.retreats.length > 0) parts.push('retreat');
  if (cat.passes.length > 0) parts.push('pass');
  if (cat.steals.length > 0) parts.push('steal');
  if (cat.guards.length > 0) parts.push('call Security');
  const text = joinOr(parts);
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

function joinOr(parts: string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} or ${parts[parts.length - 1]}`;
}
