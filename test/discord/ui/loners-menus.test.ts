/** Focused checks of the Loners hand menus: each action kind, big hands, stale steps. */
import { describe, expect, it } from 'vitest';
import { loners, type LonersCard, type LonersState } from '../../../src/games/loners/index.js';
import { lonersUi } from '../../../src/discord/ui/loners/index.js';
import { assertWithinDiscordLimits } from '../../support/discord-limits.js';
import { exploreHand } from '../../support/ui-navigator.js';
import { codesOf, ctxFor } from './loners-helpers.js';
import { buttonsIn, embedText, selectsIn, table } from './loners-fixtures.js';
import { movesOf } from './moves-of.js';

const ctx = ctxFor(2);

function explore(s: LonersState, seat = s.toAct as number) {
  const view = loners.view(s, seat);
  const legal = loners.legalActions(s, seat);
  const result = exploreHand(lonersUi, view, legal, ctx);
  expect(result.problems).toEqual([]);
  expect([...result.reached.keys()].sort()).toEqual(codesOf(legal));
  for (const screen of result.screens) assertWithinDiscordLimits(screen.payload);
  return result;
}

const top = (s: LonersState, menu: string | null = null, seat = s.toAct as number) =>
  lonersUi.hand(loners.view(s, seat), loners.legalActions(s, seat), ctx, menu);

const filler = (n: number): LonersCard[] => Array.from({ length: n }, (_, i) => (i % 2 ? 7 : 1));

describe('pick-up', () => {
  it('standard: one menu of the Loners in circle order, each with its pick-up order', () => {
    const s = table({ hands: [[], filler(11)], circle: [5, 3, 8], pendingPickup: true });
    const payload = top(s);
    expect(buttonsIn(payload)).toEqual([]);
    const [select, ...others] = selectsIn(payload);
    expect(others).toEqual([]);
    expect(select?.options?.map((o) => o.value)).toEqual(['p0', 'p1', 'p2']);
    expect(select?.options?.map((o) => o.label)).toEqual([
      'Start with Loner 5 (1st in the Circle)',
      'Start with Loner 3 (2nd in the Circle)',
      'Start with Loner 8 (3rd in the Circle)',
    ]);
    expect(select?.options?.map((o) => o.description)).toEqual([
      'You pick up, in order: 5 3 8',
      'You pick up, in order: 3 8 5',
      'You pick up, in order: 8 5 3',
    ]);
    expect(payload.content).toContain('pick them all up');
    const reached = explore(s).reached;
    expect([...reached.values()]).toEqual([1, 1, 1]);
  });

  it('layered: one button, the row in its laid order', () => {
    const s = table({ variant: 'layered', hands: [[], filler(11)], circle: [5, 3, 8], pendingPickup: true });
    const payload = top(s);
    expect(selectsIn(payload)).toEqual([]);
    expect(buttonsIn(payload).map((b) => [b.action, b.label])).toEqual([['p0', 'Pick up the Loners (5 3 8)']]);
    explore(s);
  });
});

describe('retreat', () => {
  const street = { cards: [8], owner: 1, volatile: false, guards: 0 };

  it('layered skips the choice of Loner: the button goes straight to the positions', () => {
    const s = table({ variant: 'layered', hands: [[1, 2, 3], filler(11)], circle: [2, 4, 6], street });
    const buttons = buttonsIn(top(s));
    expect(buttons.map((b) => [b.action, b.label])).toEqual([['~r2', 'Retreat: take Loner 6…']]);
    const places = selectsIn(top(s, '~r2'));
    expect(places).toHaveLength(1);
    expect(places[0]?.options?.map((o) => [o.value, o.label])).toEqual([
      ['r2.0', 'As card 1 — at the start, before 1'],
      ['r2.1', 'As card 2 — between 1 and 2'],
      ['r2.2', 'As card 3 — between 2 and 3'],
      ['r2.3', 'As card 4 — at the end, after 3'],
    ]);
    const explored = explore(s);
    expect(explored.screens.map((x) => x.menu)).not.toContain('~r');
    const retreatDepths = [...explored.reached].filter(([code]) => code.startsWith('r')).map(([, depth]) => depth);
    expect(retreatDepths).toEqual([2, 2, 2, 2]);
  });

  it('standard: which Loner, then where (three clicks), with the crew each place would make', () => {
    const s = table({ hands: [[4, 6, 'guard', 2], filler(11)], circle: [5, 5, 1], street });
    expect(buttonsIn(top(s)).map((b) => b.action)).toEqual(['~r', 'g2']);
    const loners3 = selectsIn(top(s, '~r'))[0];
    expect(loners3?.options?.map((o) => [o.value, o.label, o.description])).toEqual([
      ['~r0', 'Loner 5', '1st in the Circle'],
      ['~r1', 'Loner 5', '2nd in the Circle'],
      ['~r2', 'Loner 1', '3rd in the Circle'],
    ]);
    const places = selectsIn(top(s, '~r1'))[0];
    expect(places?.options?.[1]).toEqual({ label: 'As card 2 — between 4 and 6', description: 'Makes 4 5 6 (run of 3 (4–6))', value: 'r1.1' });
    expect(places?.options?.[2]).toMatchObject({ label: 'As card 3 — between 6 and G', value: 'r1.2' });
    const reached = explore(s).reached;
    expect(reached.get('r1.1')).toBe(3);
    expect(reached.get('g2')).toBe(1);
  });

  it('a hand of 30 cards gets its 31 places over two menus (positions 1–25 and 26–31)', () => {
    const hand = filler(30);
    const s = table({ hands: [hand, filler(11)], circle: [4], street });
    const selects = selectsIn(top(s, '~r0'));
    expect(selects.map((x) => x.options?.length)).toEqual([25, 6]);
    expect(selects.map((x) => x.placeholder)).toEqual(['Put Loner 4 in position… (positions 1–25)', 'Put Loner 4 in position… (positions 26–31)']);
    expect(selects[1]?.options?.at(-1)?.value).toBe('r0.30');
    const reached = explore(s).reached;
    for (let at = 0; at <= 30; at++) expect(reached.get(`r0.${at}`)).toBe(2);
  });

  it('a hand of 60 cards and three Loners: 61 places, still three clicks', () => {
    const s = table({ players: 4, hands: [filler(60), filler(10), filler(10), filler(10)], circle: [2, 3, 4], street });
    expect(selectsIn(top(s, '~r1')).map((x) => x.options?.length)).toEqual([25, 25, 11]);
    const reached = explore(s).reached;
    expect(reached.get('r1.60')).toBe(3);
    expect(Math.max(...reached.values())).toBe(3);
  });

  it('no Loner left: a plain Pass button', () => {
    const s = table({ hands: [[1, 2], filler(11)], circle: [], street });
    expect(buttonsIn(top(s)).map((b) => [b.action, b.label])).toEqual([['r', 'Pass (no Loner left)']]);
    explore(s);
  });
});

describe('crews', () => {
  it('a segment with several ways opens a submenu describing each resulting crew', () => {
    const s = table({ hands: [[4, 6, 1, 1], filler(11)], circle: [5, 3, 5] });
    const fights = selectsIn(top(s))[0];
    expect(fights?.placeholder).toBe('Lead a crew…');
    const byValue = Object.fromEntries(fights?.options?.map((o) => [o.value, o.label]) ?? []);
    expect(byValue['~f0.1']).toBe('Cards 1–2: 4 6 …');
    expect(byValue['f2.3']).toBe('Cards 3–4: 1 1');
    const variants = selectsIn(top(s, '~f0.1'))[0];
    expect(variants?.options?.map((o) => [o.value, o.label])).toEqual([
      ['f0.1.0.1', '4 5 6 (Loner 5)'],
      ['f0.1.2.1', '4 5 6 (Loner 5)'],
    ]);
    expect(variants?.options?.[0]?.description).toBe('Loner 5 (1st in the Circle) as the 2nd card · run of 3 (4–6)');
    expect(buttonsIn(top(s, '~f0.1')).map((b) => [b.action, b.label])).toEqual([['~', '◀ Back']]);
    const single = selectsIn(top(s))[0]?.options?.find((o) => o.value === '~f0.0');
    expect(single?.label).toBe('Card 1: 4 …');
    const reached = explore(s).reached;
    expect(reached.get('f0.1.2.1')).toBe(2);
    expect(reached.get('f2.3')).toBe(1);
  });

  it('a crew that beats the Street in reverse order is offered under "play LOWER"', () => {
    const s = table({ hands: [[1, 8, 8], filler(11)], circle: [], street: { cards: [5, 5], owner: 1, volatile: false, guards: 1 } });
    expect(explore(s).reached.has('f0.0')).toBe(true);
    expect(embedText(top(s))).toContain('play **LOWER**');
  });

  it('too many crews for five menus: grouped by first card, three clicks at most', () => {
    const runs: LonersCard[] = Array.from({ length: 60 }, (_, i) => (i % 8) + 1);
    const s = table({ players: 4, hands: [runs, filler(10), filler(10), filler(10)], circle: [4, 4, 4, 5, 5] });
    const payload = top(s);
    const values = selectsIn(payload).flatMap((x) => x.options?.map((o) => o.value) ?? []);
    expect(values.some((v) => v.startsWith('~c'))).toBe(true);
    expect(selectsIn(payload)[0]?.placeholder).toMatch(/^Lead a crew… \(cards 1–25\)$/);
    const explored = explore(s);
    expect(Math.max(...explored.reached.values())).toBe(3);
    expect(explored.screens.some((x) => x.menu?.startsWith('~c'))).toBe(true);
  });
});

describe('steal and security', () => {
  const volatileSet = { cards: [3, 3], owner: 1, volatile: true, guards: 0 };

  it('a few steals are buttons, one per card', () => {
    const s = table({ hands: [[3, 1, 3, 'guard', 1], filler(11)], circle: [6], street: volatileSet });
    expect(buttonsIn(top(s)).map((b) => [b.action, b.label])).toEqual([
      ['~r0', 'Retreat: take Loner 6…'],
      ['g3', 'Call Security'],
      ['s0', 'Steal with 3 (card 1)'],
      ['s2', 'Steal with 3 (card 3)'],
    ]);
    explore(s);
  });

  it('many steals go behind one button; several guards behind another', () => {
    const hand: LonersCard[] = [3, 1, 3, 'guard', 3, 1, 3, 'guard', 3];
    const s = table({ hands: [hand, filler(11)], circle: [6, 7], street: volatileSet });
    expect(buttonsIn(top(s)).map((b) => b.action)).toEqual(['~r', '~g', '~s']);
    expect(selectsIn(top(s, '~s'))[0]?.options?.map((o) => o.value)).toEqual(['s0', 's2', 's4', 's6', 's8']);
    expect(buttonsIn(top(s, '~g')).map((b) => [b.action, b.label])).toEqual([
      ['g3', 'Guard at card 4'],
      ['g7', 'Guard at card 8'],
      ['~', '◀ Back'],
    ]);
    const reached = explore(s).reached;
    expect(reached.get('s8')).toBe(2);
    expect(reached.get('g7')).toBe(2);
  });
});

describe('stale and foreign menu steps', () => {
  const s = table({ hands: [[4, 6, 1, 1], filler(11)], circle: [5, 3, 5] });
  it.each(['~', '~f9.9', '~f0.0.1', '~c40', '~r7', '~s', '~g', '~zz', '~r', 'f0.1', ''])('%j falls back to the top level', (menu) => {
    expect(top(s, menu)).toEqual(top(s, null));
  });

  it('an old retreat step after the Loner was taken shows the new top level', () => {
    const withStreet = table({ hands: [[4, 6], filler(11)], circle: [5, 3], street: { cards: [8], owner: 1, volatile: false, guards: 0 } });
    expect(selectsIn(top(withStreet, '~r1'))[0]?.options?.[0]?.value).toBe('r1.0');
    const taken = { ...withStreet, circle: [5] };
    expect(top(taken, '~r1')).toEqual(top(taken, null));
  });
});

describe('no components off turn', () => {
  it('other seats, finished matches and an empty legal list get the hand without components', () => {
    const s = table({ hands: [[4, 6, 1, 1], filler(11)], circle: [5, 3, 5] });
    for (const menu of [null, '~r', '~f0.1']) {
      const other = lonersUi.hand(loners.view(s, 1), loners.legalActions(s, 1), ctx, menu);
      expect(movesOf(other)).toEqual([]);
      expect(other.content).toBe('Not your turn yet.');
      expect(movesOf(lonersUi.hand(loners.view(s, 0), [], ctx, menu))).toEqual([]);
      expect(movesOf(lonersUi.hand(loners.view(s, 0), loners.legalActions(s, 0), { ...ctx, status: 'finished' }, menu))).toEqual([]);
    }
  });
});
