/**
 * The screens of the hand on the player's turn. Every legal action is at
 * most two clicks away:
 *   play    a wolf button → a territory button (one click when only one territory has room)
 *   reveal  a button per face-down token
 *   scar    a select per token in the middle, its options the territories with a
 *           free slot of mine; a "no token" button
 */
import { ButtonStyle } from 'discord.js';
import { strength, territoryWorth, type Card, type LoneWolvesView, type TerritoryView, type TokenKind } from '../../../games/lone-wolves/index.js';
import { TERRITORY_TOKEN_POINTS } from '../../../games/lone-wolves/config.js';
import { MAX_BUTTONS_PER_ROW, MAX_ROWS, SelectIds, buttonRows, selectRows, type ButtonSpec, type Choice, type Row } from '../components.js';
import type { Ctx } from '../text.js';
import type { Catalog } from './catalog.js';
import { TOKEN_BACK, cardText, colourMark, territoryText, tokenText } from './cards.js';
import { TOP, menuCode, type MenuStep } from './menu-codes.js';
import { ledColour, revealTerritory, scarTerritory } from './situation.js';

export interface Screen {
  /** What to do on this screen, one line. */
  prompt: string;
  rows: Row[];
}

/** The screen for a step, or the top level when the step no longer fits the turn (a stale click). */
export function screenFor(step: MenuStep, cat: Catalog, view: LoneWolvesView, ctx: Ctx): Screen {
  const only = cat.wolves.length === 1 ? cat.wolves[0] : undefined;
  // A single playable wolf needs no choosing: straight to its territories.
  if (only && only.places.length > 1) return placeScreen(only.card, only.places, view, ctx, true);
  if (step.kind === 'wolf') {
    const wolf = cat.wolves.find((w) => w.card === step.card);
    if (wolf && wolf.places.length > 1) return placeScreen(wolf.card, wolf.places, view, ctx, false);
  }
  if (cat.wolves.length > 0) return wolvesScreen(cat, view, ctx);
  if (cat.reveals.length > 0) return revealScreen(cat, view, ctx);
  return scarScreen(cat, view, ctx);
}

const cardOf = (view: LoneWolvesView, card: number) => view.hand?.[card] as Card;
const me = (view: LoneWolvesView) => view.toAct as number;

/** Buttons while they fit (4 rows of 5, a row left for How to play), else select menus: a real hand (13 wolves) always gets buttons. */
function choiceRows(ctx: Ctx, choices: ButtonSpec[], placeholder: string): Row[] {
  if (choices.length <= (MAX_ROWS - 1) * MAX_BUTTONS_PER_ROW) return buttonRows(ctx, choices);
  return selectRows(ctx, new SelectIds(), choices, () => placeholder, MAX_ROWS - 1);
}

function wolvesScreen(cat: Catalog, view: LoneWolvesView, ctx: Ctx): Screen {
  const { t } = ctx;
  const choices: ButtonSpec[] = cat.wolves.map(({ card, places }) => ({
    label: cardText(cardOf(view, card)),
    // With one territory left to play into, the wolf is the whole move.
    value: places.length === 1 ? (places[0] as { code: string }).code : menuCode({ kind: 'wolf', card }),
    style: ButtonStyle.Primary,
  }));
  const led = ledColour(view);
  const direct = cat.wolves.every((w) => w.places.length === 1);
  const only = direct ? territoryText(cat.wolves[0]?.places[0]?.territory ?? 0, t) : '';
  let prompt: string;
  if (led === null) prompt = direct ? t('prompt.leadOnly', { territory: only }) : t('prompt.lead');
  else {
    const following = cat.wolves.every((w) => cardOf(view, w.card).colour === led);
    const values = { mark: colourMark(led), territory: only };
    prompt = following ? t(direct ? 'prompt.followOnly' : 'prompt.follow', values) : t(direct ? 'prompt.cannotFollowOnly' : 'prompt.cannotFollow', values);
  }
  return { prompt, rows: choiceRows(ctx, choices, t('menu.wolfPlaceholder')) };
}

/** Where wolf `card` goes; `only`: it is the one wolf that may be played (no way back to choose another). */
function placeScreen(card: number, places: Catalog['wolves'][number]['places'], view: LoneWolvesView, ctx: Ctx, only: boolean): Screen {
  const { t } = ctx;
  const wolf = cardOf(view, card);
  const reveals = (territory: number) => wolf.value === 3 && (view.territories[territory]?.tokens ?? []).includes(null);
  const buttons: ButtonSpec[] = places.map(({ territory, code }) => {
    const ter = view.territories[territory] as TerritoryView;
    const values = { territory: territoryText(territory, t), mine: strength(ter, me(view)), theirs: strength(ter, 1 - me(view)), back: TOKEN_BACK };
    return { label: t(reveals(territory) ? 'menu.placeReveals' : 'menu.place', values), value: code, style: ButtonStyle.Primary };
  });
  if (!only) buttons.push({ label: t('menu.back'), value: TOP });
  const three = wolf.value === 3;
  const prompt = t(only ? (three ? 'prompt.onlyThree' : 'prompt.only') : three ? 'prompt.whereThree' : 'prompt.where', { card: cardText(wolf) });
  return { prompt, rows: buttonRows(ctx, buttons) };
}

function revealScreen(cat: Catalog, view: LoneWolvesView, ctx: Ctx): Screen {
  const { t } = ctx;
  const territory = revealTerritory(view) ?? 0;
  const buttons: ButtonSpec[] = cat.reveals.map(({ token, code }) => ({ label: t('menu.reveal', { back: TOKEN_BACK, n: token + 1 }), value: code, style: ButtonStyle.Primary }));
  return { prompt: t('prompt.reveal', { territory: territoryText(territory, t) }), rows: buttonRows(ctx, buttons) };
}

function scarScreen(cat: Catalog, view: LoneWolvesView, ctx: Ctx): Screen {
  const { t } = ctx;
  const from = scarTerritory(view) ?? 0;
  const middle = view.territories[from]?.tokens ?? [];
  const ids = new SelectIds();
  const rows: Row[] = [];
  for (const { token, slots } of cat.takes) {
    const kind = middle[token] ?? null;
    const placeholder = kind === null ? t('menu.takeHidden', { back: TOKEN_BACK, n: token + 1 }) : t('menu.take', { token: tokenText(kind, t) });
    const choices: Choice[] = slots.map(({ slot, code }) => ({ label: territoryText(slot, t), description: slotHint(view, slot, kind, ctx), value: code }));
    rows.push(...selectRows(ctx, ids, choices, () => placeholder, 1));
  }
  if (cat.pass !== null) rows.push(...buttonRows(ctx, [{ label: t('menu.pass'), value: cat.pass }]));
  return { prompt: t('prompt.scar', { territory: territoryText(from, t) }), rows };
}

/** What the token would do in territory `slot` as the board stands (nothing certain for a face-down one). */
function slotHint(view: LoneWolvesView, slot: number, kind: TokenKind | null, ctx: Ctx): string {
  const { t } = ctx;
  const ter = view.territories[slot] as TerritoryView;
  const mine = strength(ter, me(view));
  const theirs = strength(ter, 1 - me(view));
  const wolves = ter.wolves[me(view)] ?? [];
  switch (kind) {
    case 'strength1':
    case 'strength2':
      return t('hint.strength', { mine, after: mine + (kind === 'strength1' ? 1 : 2), theirs });
    case 'pack':
      return t('hint.pack', { count: wolves.filter((w) => !w.lone && w.card.value >= 6).length });
    case 'lone':
      return t('hint.lone', { count: wolves.filter((w) => w.lone).length });
    case 'territory2': {
      const worth = territoryWorth(ter);
      return t('hint.territory', { worth, after: worth + TERRITORY_TOKEN_POINTS, mine, theirs });
    }
    case 'points1':
    case 'points2':
      return t('hint.points', { mine, theirs });
    default:
      return t('hint.hidden', { mine, theirs });
  }
}
