/**
 * The screens of the hand message on the player's turn. Every legal action
 * is offered exactly once (played with the first copy of its card), within
 * three clicks:
 *   place a number, discard, draw, take, pass   1 click
 *   Good Guy → value                            2
 *   Bad Guy → whose card → into hand / onto my table (as a value)   2–3
 *   Not So Smart Guy → whose hand → which hidden card               2–3
 *   Jerk → whose table                          2
 */
import { ButtonStyle } from 'discord.js';
import { guys, type GuysAction, type GuysView } from '../../../games/guys/index.js';
import { SelectIds, buttonRows, selectRows, type ButtonSpec, type Choice, type Row } from '../components.js';
import { seatName } from '../seats.js';
import type { Ctx } from '../text.js';
import type { Catalog } from './catalog.js';
import { cardLabel, runText, tableCardLabel } from './cards.js';
import { TOP, menuCode, type MenuStep } from './menu-codes.js';

export interface Screen {
  /** What to do on this screen, one line. */
  prompt: string;
  rows: Row[];
}

/** The screen for a step, or the top level when the step does not fit this turn (a stale or forged click). */
export function screenFor(step: MenuStep, cat: Catalog, view: GuysView, ctx: Ctx): Screen {
  return subScreen(step, cat, view, ctx) ?? topScreen(cat, view, ctx);
}

const code = (a: GuysAction) => guys.encodeAction(a);

function topScreen(cat: Catalog, view: GuysView, ctx: Ctx): Screen {
  const { t } = ctx;
  const hand = view.hand ?? [];
  const place: ButtonSpec[] = cat.place.map((a) => ({ label: t('menu.place', { card: cardLabel(hand[a.card] as number, t) }), value: code(a), style: ButtonStyle.Success }));
  if (cat.gg.length) place.push({ label: t('menu.gg'), value: menuCode({ kind: 'gg' }), style: ButtonStyle.Success });
  const abilities: ButtonSpec[] = [];
  if (cat.badguy.length) abilities.push({ label: t('menu.badguy'), value: menuCode({ kind: 'badguy' }), style: ButtonStyle.Danger });
  if (cat.nssg.length) abilities.push({ label: t('menu.nssg'), value: menuCode({ kind: 'nssg' }), style: ButtonStyle.Danger });
  if (cat.jerk.length) abilities.push({ label: t('menu.jerk'), value: menuCode({ kind: 'jerk' }), style: ButtonStyle.Danger });
  const piles: ButtonSpec[] = [];
  if (cat.draw) piles.push({ label: view.drawSize ? t('menu.draw', { count: view.drawSize }) : t('menu.drawReshuffle'), value: code(cat.draw), style: ButtonStyle.Primary });
  if (cat.take && view.discardTop !== null) piles.push({ label: t('menu.take', { card: cardLabel(view.discardTop, t) }), value: code(cat.take), style: ButtonStyle.Primary });
  if (cat.pass) piles.push({ label: t('menu.pass'), value: code(cat.pass) });
  const discard: ButtonSpec[] = cat.discard.map((a) => ({ label: t('menu.discard', { card: cardLabel(hand[a.card] as number, t) }), value: code(a) }));
  // One row per kind of move (at most 5 each: a hand holds 5 cards); empty kinds take no row.
  const rows = [place, abilities, piles, discard].filter((g) => g.length > 0).flatMap((g) => buttonRows(ctx, g));
  return { prompt: t('menu.top'), rows };
}

function subScreen(step: MenuStep, cat: Catalog, view: GuysView, ctx: Ctx): Screen | null {
  const { t } = ctx;
  const back: ButtonSpec = { label: t('menu.back'), value: TOP };
  const withBack = (prompt: string, specs: ButtonSpec[]): Screen | null =>
    specs.length ? { prompt, rows: [...buttonRows(ctx, specs), ...buttonRows(ctx, [back])] } : null;
  switch (step.kind) {
    case 'top':
      return null;
    case 'gg':
      return withBack(t('menu.ggPrompt'), cat.gg.map((a) => ({ label: t('menu.asValue', { value: a.value }), value: code(a), style: ButtonStyle.Success })));
    case 'badguy': {
      const choices = badguyChoices(cat, view, ctx);
      if (choices.length === 0) return null;
      const rows = selectRows(ctx, new SelectIds(), choices, () => t('menu.badguyPlaceholder'), 4);
      return { prompt: t('menu.badguyPrompt'), rows: [...rows, ...buttonRows(ctx, [back])] };
    }
    case 'badguyTo': {
      const options = cat.badguy.filter((a) => a.target === step.target && a.pick === step.pick);
      const taken = view.tables[step.target]?.[step.pick];
      if (!taken) return null;
      const specs = options.map((a): ButtonSpec => {
        if (a.to === 'hand') return { label: t('menu.toHand'), value: code(a), style: ButtonStyle.Primary };
        if (a.value !== undefined) return { label: t('menu.toTableAs', { value: a.value }), value: code(a), style: ButtonStyle.Success };
        return { label: t('menu.toTable'), value: code(a), style: ButtonStyle.Success };
      });
      return withBack(t('menu.badguyToPrompt', { card: tableCardLabel(taken, t), victim: seatName(ctx, step.target) }), specs);
    }
    case 'nssg':
      return withBack(
        t('menu.nssgPrompt'),
        distinctTargets(cat.nssg).map((target) => {
          const size = view.handSizes[target] ?? 0;
          const only = cat.nssg.find((a) => a.target === target && a.pick === null);
          // An empty hand leaves nothing to pick: the move is played at once.
          return only
            ? { label: t('menu.nssgEmpty', { name: seatName(ctx, target) }), value: code(only) }
            : { label: t('menu.nssgWhom', { name: seatName(ctx, target), count: size }), value: menuCode({ kind: 'nssgPick', target }), style: ButtonStyle.Danger };
        }),
      );
    case 'nssgPick':
      return withBack(
        t('menu.nssgPickPrompt', { name: seatName(ctx, step.target) }),
        cat.nssg.filter((a) => a.target === step.target && a.pick !== null).map((a) => ({ label: t('menu.hiddenCard', { n: (a.pick as number) + 1 }), value: code(a), style: ButtonStyle.Danger })),
      );
    case 'jerk':
      return withBack(
        t('menu.jerkPrompt'),
        cat.jerk.map((a) => {
          const table = view.tables[a.target] ?? [];
          const params = { name: seatName(ctx, a.target), run: plainRun(runText(table, t)) };
          return { label: table.length ? t('menu.jerkWhom', params) : t('menu.jerkEmpty', params), value: code(a), style: table.length ? ButtonStyle.Danger : ButtonStyle.Secondary };
        }),
      );
  }
}

/** Labels hold no markdown: the run without its code span. */
function plainRun(run: string): string {
  return run.replace(/`/g, '');
}

function distinctTargets(actions: readonly { target: number }[]): number[] {
  return [...new Set(actions.map((a) => a.target))];
}

/**
 * One option per opponent's table card ("Ann's 7"): straight to the move when
 * it can only go into the hand, else to the "where" step. An empty table is
 * one option that takes nothing.
 */
function badguyChoices(cat: Catalog, view: GuysView, ctx: Ctx): Choice[] {
  const { t } = ctx;
  const choices: Choice[] = [];
  for (const target of distinctTargets(cat.badguy)) {
    const name = seatName(ctx, target);
    const table = view.tables[target] ?? [];
    const description = table.length ? t('menu.tableOf', { name, run: plainRun(runText(table, t)) }) : undefined;
    const byPick = new Map<number | null, GuysAction[]>();
    for (const a of cat.badguy) if (a.target === target) byPick.set(a.pick, [...(byPick.get(a.pick) ?? []), a]);
    // Lowest value first, as the run reads.
    const picks = [...byPick].sort(([x], [y]) => (x === null || y === null ? 0 : (table[x]?.value ?? 0) - (table[y]?.value ?? 0)));
    for (const [pick, actions] of picks) {
      if (pick === null) {
        choices.push({ label: t('menu.badguyEmpty', { name }), value: code(actions[0] as GuysAction) });
        continue;
      }
      const card = table[pick];
      if (!card) continue;
      const only = actions.length === 1 ? (actions[0] as GuysAction) : null;
      const label = t(only ? 'menu.badguyCardToHand' : 'menu.badguyCard', { name, card: tableCardLabel(card, t) });
      const value = only ? code(only) : menuCode({ kind: 'badguyTo', target, pick });
      choices.push(description ? { label, value, description } : { label, value });
    }
  }
  return choices;
}
