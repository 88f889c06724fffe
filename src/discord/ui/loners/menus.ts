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
import type { Catalog, Segment } from './catalog.js';
import { cardText, crewText, lonerPlaceText } from './cards.js';
import { lonerChoice, placeChoice, segmentChoice, startChoice, variantChoice } from './choices.js';
import { MAX_ROWS, SelectIds, buttonRows, selectRows, selectsNeeded, type ButtonSpec, type Choice, type Row } from '../components.js';
import { TOP, menuCode, type MenuStep } from './menu-codes.js';
import { capital, type Ctx } from './text.js';

export interface Screen {
  /** What to do on this screen, one line. */
  prompt: string;
  rows: Row[];
}

/** The screen for a step, or the top level when the step no longer fits the turn (a stale click). */
export function screenFor(step: MenuStep, cat: Catalog, view: LonersView, ctx: Ctx): Screen {
  return subScreen(step, cat, view, ctx) ?? topScreen(cat, view, ctx);
}

function subScreen(step: MenuStep, cat: Catalog, view: LonersView, ctx: Ctx): Screen | null {
  const { t } = ctx;
  const hand = view.hand ?? [];
  switch (step.kind) {
    case 'top':
      return null;
    case 'start': {
      const segments = cat.segments.filter((s) => s.from === step.from);
      if (segments.length === 0) return null;
      return listScreen(ctx, {
        prompt: t('menu.startPrompt', { n: step.from + 1, card: cardText(hand[step.from] ?? 'guard', t) }),
        choices: segments.map((s) => segmentChoice(s, t)),
        placeholder: t('menu.playCrew'),
        back: TOP,
      });
    }
    case 'segment': {
      const segment = cat.segments.find((s) => s.from === step.from && s.to === step.to);
      if (!segment) return null;
      const crew = crewText(segment.cards, t);
      return listScreen(ctx, {
        prompt:
          segment.from === segment.to
            ? t('menu.segmentPrompt', { n: segment.from + 1, crew })
            : t('menu.segmentPromptRange', { from: segment.from + 1, to: segment.to + 1, crew }),
        choices: segment.variants.map((v) => variantChoice(v, view.variant, t)),
        placeholder: t('menu.playAs', { crew }),
        back: needsStartGroups(cat, ctx) ? menuCode({ kind: 'start', from: segment.from }) : TOP,
      });
    }
    case 'loners':
      if (cat.retreats.length === 0) return null;
      return listScreen(ctx, {
        prompt: t('menu.lonersPrompt'),
        choices: cat.retreats.map((r) => lonerChoice(r, view.variant, t)),
        placeholder: t('menu.whichLoner'),
        back: TOP,
      });
    case 'place': {
      const choice = cat.retreats.find((r) => r.loner === step.loner);
      if (!choice) return null;
      return listScreen(ctx, {
        prompt: t('menu.placePrompt', { value: choice.value }),
        choices: choice.places.map((p) => placeChoice(hand, choice.value, p, t)),
        placeholder: t('menu.placeAt', { value: choice.value }),
        back: cat.retreats.length > 1 ? menuCode({ kind: 'loners' }) : TOP,
        ranges: 'positions',
      });
    }
    case 'steal':
      if (cat.steals.length === 0) return null;
      return listScreen(ctx, {
        prompt: t('menu.stealPrompt'),
        choices: cat.steals.map((s) => ({
          label: t('menu.stealWith', { card: cardText(s.value, t), n: s.card + 1 }),
          description: s.crew ? t('menu.stealMakes', { crew: crewText(s.crew, t) }) : '',
          value: s.code,
        })),
        placeholder: t('menu.stealPlaceholder'),
        back: TOP,
        buttonStyle: ButtonStyle.Primary,
      });
    case 'guard':
      if (cat.guards.length === 0) return null;
      return listScreen(ctx, {
        prompt: t('menu.guardPrompt'),
        choices: cat.guards.map((g) => ({ label: t('menu.guardAt', { n: g.card + 1 }), value: g.code })),
        placeholder: t('menu.guardPlaceholder'),
        back: TOP,
        buttonStyle: ButtonStyle.Danger,
      });
  }
}

interface ListSpec {
  prompt: string;
  choices: Choice[];
  /** The select menus' placeholder, before any "(cards 1–25)" part. */
  placeholder: string;
  /** Where Back leads. */
  back: string;
  /** Buttons of this style when the choices fit on one row with Back. */
  buttonStyle?: ButtonSpec['style'];
  /** What the positions of the choices count, for the parts' placeholders. */
  ranges?: Ranges;
}

/**
 * A list of choices with a Back button: up to four buttons on one row with
 * Back when `buttonStyle` is given and they fit, else select menus
 * (4 × 25 options) above a Back row.
 */
function listScreen(ctx: Ctx, spec: ListSpec): Screen {
  const { prompt, choices, buttonStyle } = spec;
  const backButton: ButtonSpec = { label: ctx.t('menu.back'), value: spec.back };
  if (buttonStyle && choices.length < 5) {
    const specs: ButtonSpec[] = choices.map((c) => ({ label: c.label, value: c.value, style: buttonStyle }));
    return { prompt, rows: buttonRows(ctx, [...specs, backButton]) };
  }
  const rows = selectRows(ctx, new SelectIds(), choices, rangePlaceholder(ctx, spec.placeholder, spec.ranges), MAX_ROWS - 1);
  return { prompt, rows: [...rows, ...buttonRows(ctx, [backButton])] };
}

type Ranges = 'cards' | 'positions';

/** "Play a crew…" or, over several menus, "Play a crew… (cards 1–19)". */
function rangePlaceholder(ctx: Ctx, base: string, ranges: Ranges = 'cards') {
  const { t } = ctx;
  return ({ count, index, first, last }: { index: number; count: number; first: Choice; last: Choice }) => {
    if (count <= 1) return base;
    if (first.position !== undefined && last.position !== undefined) {
      const range = { base, first: first.position, last: last.position };
      return ranges === 'positions' ? t('menu.rangePositions', range) : t('menu.rangeCards', range);
    }
    return t('menu.part', { base, index: index + 1, parts: count });
  };
}

/** Rows left for the crew menus on the top level, after the buttons (the How to play button among them) and the pick-up menus. */
function fightRoom(cat: Catalog, ctx: Ctx): number {
  const buttonRowCount = Math.ceil((topButtons(cat, ctx).length + 1) / 5);
  const pickupRows = cat.pickups.length > 1 ? selectsNeeded(cat.pickups.length) : 0;
  return Math.max(0, MAX_ROWS - buttonRowCount - pickupRows);
}

/** Whether the crews are too many for the top level's menus, so they are grouped by first card. */
function needsStartGroups(cat: Catalog, ctx: Ctx): boolean {
  return selectsNeeded(cat.segments.length) > fightRoom(cat, ctx);
}

function topButtons(cat: Catalog, ctx: Ctx): ButtonSpec[] {
  const { t } = ctx;
  const buttons: ButtonSpec[] = [];
  const onlyPickup = cat.pickups.length === 1 ? cat.pickups[0] : undefined;
  if (onlyPickup) buttons.push({ label: t('menu.pickup', { cards: crewText(onlyPickup.order, t) }), value: onlyPickup.code, style: ButtonStyle.Success });
  for (const code of cat.passes) buttons.push({ label: t('menu.pass'), value: code });
  const onlyRetreat = cat.retreats.length === 1 ? cat.retreats[0] : undefined;
  if (onlyRetreat) buttons.push({ label: t('menu.retreatOne', { value: onlyRetreat.value }), value: menuCode({ kind: 'place', loner: onlyRetreat.loner }) });
  else if (cat.retreats.length > 1) buttons.push({ label: t('menu.retreat'), value: menuCode({ kind: 'loners' }) });
  const onlyGuard = cat.guards.length === 1 ? cat.guards[0] : undefined;
  if (onlyGuard) buttons.push({ label: t('menu.security'), value: onlyGuard.code, style: ButtonStyle.Danger });
  else if (cat.guards.length > 1) buttons.push({ label: t('menu.securityMenu'), value: menuCode({ kind: 'guard' }), style: ButtonStyle.Danger });
  if (cat.steals.length > 0 && cat.steals.length <= 5 - buttons.length) {
    for (const s of cat.steals) {
      buttons.push({ label: t('menu.stealWith', { card: cardText(s.value, t), n: s.card + 1 }), value: s.code, style: ButtonStyle.Primary });
    }
  } else if (cat.steals.length > 0) {
    buttons.push({ label: t('menu.stealMenu', { count: cat.steals.length }), value: menuCode({ kind: 'steal' }), style: ButtonStyle.Primary });
  }
  return buttons;
}

export function topScreen(cat: Catalog, view: LonersView, ctx: Ctx): Screen {
  const { t } = ctx;
  const ids = new SelectIds();
  const rows: Row[] = [];
  if (cat.pickups.length > 1) {
    const choices: Choice[] = cat.pickups.map((p) => ({
      label: t('menu.pickupStart', { value: view.circle[p.start] ?? 0, place: lonerPlaceText(view.variant, p.start, t) }),
      description: t('menu.pickupOrder', { cards: crewText(p.order, t) }),
      value: p.code,
    }));
    rows.push(...selectRows(ctx, ids, choices, rangePlaceholder(ctx, t('menu.pickupPlaceholder')), MAX_ROWS - 1));
  }
  if (cat.segments.length > 0) {
    const choices = needsStartGroups(cat, ctx) ? startChoices(cat.segments, view, ctx) : cat.segments.map((s) => segmentChoice(s, t));
    const placeholder = view.street ? t('menu.beatPlaceholder') : t('menu.leadPlaceholder');
    rows.push(...selectRows(ctx, ids, choices, rangePlaceholder(ctx, placeholder), fightRoom(cat, ctx)));
  }
  rows.push(...buttonRows(ctx, topButtons(cat, ctx)));
  return { prompt: topPrompt(cat, view, ctx), rows };
}

function startChoices(segments: readonly Segment[], view: LonersView, ctx: Ctx): Choice[] {
  const starts = new Map<number, Segment[]>();
  for (const s of segments) starts.set(s.from, [...(starts.get(s.from) ?? []), s]);
  return [...starts].map(([from, group]) => startChoice(from, group, view.hand ?? [], ctx.t));
}

/** "Beat the Street with a crew, retreat, or call Security.", in the reader's language. */
function topPrompt(cat: Catalog, view: LonersView, ctx: Ctx): string {
  const { t } = ctx;
  if (cat.pickups.length > 0) return cat.pickups.length > 1 ? t('menu.pickupPrompt') : t('menu.pickupPromptOne');
  const actions: string[] = [];
  if (cat.segments.length > 0) actions.push(view.street ? t('menu.do.beat') : t('menu.do.lead'));
  if (cat.retreats.length > 0) actions.push(t('menu.do.retreat'));
  if (cat.passes.length > 0) actions.push(t('menu.do.pass'));
  if (cat.steals.length > 0) actions.push(t('menu.do.steal'));
  if (cat.guards.length > 0) actions.push(t('menu.do.security'));
  return capital(t('menu.prompt', { actions }));
}
