/**
 * The Loners hand and board over many states of seeded random matches (both
 * variants, 2–4 players, some biased toward retreats, some with forfeits) and
 * over hands grown to 26–60 cards: for the seat to act, the menus offer
 * exactly the legal actions within three clicks and stay within Discord's
 * limits at every level; nobody else gets components; the board and the
 * hands never depend on cards their reader may not see. All of it in English
 * and in German; the German payloads hold no English.
 */
import { describe, expect, it } from 'vitest';
import { loners, type LonersState } from '../../../src/games/loners/index.js';
import { lonersUi } from '../../../src/discord/ui/loners/index.js';
import type { MatchContext, MessagePayload } from '../../../src/discord/ui/types.js';
import { assertWithinDiscordLimits } from '../../support/discord-limits.js';
import { exploreHand } from '../../support/ui-navigator.js';
import { codesOf, ctxFor, inLanguage, inflateHand, longCtx, otherHandsChanged, playout, type PlayoutOptions } from './loners-helpers.js';
import { dashProblems, translationProblems } from './loners-texts.js';
import { movesOf } from './moves-of.js';

const LANGUAGES = ['en', 'de'] as const;
type Lang = (typeof LANGUAGES)[number];

/**
 * Problems with the words of a payload: dashes in any language, and in German
 * any English left (against the English render of the same state, made only then).
 */
function wordProblems(payload: MessagePayload, ctx: MatchContext, english: () => MessagePayload, what: string): string[] {
  const problems = ctx.lang === 'de' ? translationProblems(payload, english(), ctx) : [];
  return [...problems, ...dashProblems(payload)].map((p) => `${what}: ${p}`);
}

interface Stats {
  states: number;
  screens: number;
  maxHand: number;
  maxDepth: number;
  kinds: Set<string>;
}

/** Checks the seat to act's menus, the others' hands and the board for one state. */
function checkState(s: LonersState, ctx: MatchContext, stats: Stats): void {
  const seat = s.toAct;
  const en = inLanguage(ctx, 'en');
  const board = lonersUi.board(loners.view(s, null), ctx);
  assertWithinDiscordLimits(board);
  const words = wordProblems(board, ctx, () => lonersUi.board(loners.view(s, null), en), 'board');
  expect(board.components ?? []).toEqual([]);
  expect(lonersUi.board(loners.view(otherHandsChanged(s, null), null), ctx)).toEqual(board);
  for (let other = 0; other < s.players; other++) {
    if (other === seat) continue;
    const view = loners.view(s, other);
    const legal = loners.legalActions(s, other);
    for (const menu of [null, '~r', '~f0.1']) {
      const payload = lonersUi.hand(view, legal, ctx, menu);
      assertWithinDiscordLimits(payload);
      expect(movesOf(payload)).toEqual([]);
      if (menu === null) words.push(...wordProblems(payload, ctx, () => lonersUi.hand(view, legal, en, menu), `hand of seat ${other}`));
    }
  }
  if (seat === null) {
    expect(words).toEqual([]);
    return;
  }
  const view = loners.view(s, seat);
  const legal = loners.legalActions(s, seat);
  const explored = exploreHand(lonersUi, view, legal, ctx, { maxDepth: 3 });
  const context = () => JSON.stringify({ hand: view.hand, street: view.street, circle: view.circle, variant: view.variant, pending: view.pendingPickup });
  expect(explored.problems, context()).toEqual([]);
  expect([...explored.reached.keys()].sort(), context()).toEqual(codesOf(legal));
  for (const screen of explored.screens) {
    try {
      assertWithinDiscordLimits(screen.payload);
    } catch (e) {
      throw new Error(`${(e as Error).message}\nmenu ${screen.menu} of ${context()}`);
    }
    words.push(...wordProblems(screen.payload, ctx, () => lonersUi.hand(view, legal, en, screen.menu), `menu ${screen.menu}`));
  }
  expect(words, context()).toEqual([]);
  for (const depth of explored.reached.values()) stats.maxDepth = Math.max(stats.maxDepth, depth);
  stats.states++;
  stats.screens += explored.screens.length;
  stats.maxHand = Math.max(stats.maxHand, view.hand?.length ?? 0);
  for (const a of legal) stats.kinds.add(a.type);
  // What the seat sees does not depend on the other hands.
  const changed = otherHandsChanged(s, seat);
  for (const screen of explored.screens.slice(0, 3)) {
    expect(lonersUi.hand(loners.view(changed, seat), loners.legalActions(changed, seat), ctx, screen.menu)).toEqual(screen.payload);
  }
}

const newStats = (): Stats => ({ states: 0, screens: 0, maxHand: 0, maxDepth: 0, kinds: new Set() });

const MATCHES: PlayoutOptions[] = [];
for (const variant of ['standard', 'layered'] as const) {
  for (const players of [2, 3, 4]) {
    for (let k = 0; k < 8; k++) {
      const seed = players * 100 + k + (variant === 'layered' ? 1000 : 0);
      MATCHES.push({
        players,
        variant,
        seed,
        retreatBias: [0, 0.3, 0.6, 0.9, 0, 0.95, 0.2, 0][k] as number,
        greedy: [0, 0, 0, 0, 0, 0, 0.9, 0.9][k] as number,
        forfeitChance: k === 4 && players > 2 ? 0.01 : 0,
      });
    }
  }
}

describe.each(LANGUAGES)('Loners UI over seeded random matches (%s)', (lang: Lang) => {
  it.each(MATCHES.map((m) => [`${m.variant} ${m.players}p seed ${m.seed} retreat ${m.retreatBias} greedy ${m.greedy}`, m] as const))('%s', (_name, match) => {
    const stats = newStats();
    const states = playout(match);
    const ctx = inLanguage(match.seed % 2 ? longCtx(match.players) : ctxFor(match.players), lang);
    for (const s of states) checkState(s, ctx, stats);
    expect(stats.states).toBeGreaterThan(10);
    expect(stats.maxDepth).toBeLessThanOrEqual(3);
  });
});

describe('the seeded random matches', () => {
  it('cover every kind of action and the biggest hands real play makes', () => {
    const stats = newStats();
    let forfeits = 0;
    let reversed = 0;
    for (const match of MATCHES) {
      for (const s of playout(match)) {
        const seat = s.toAct;
        if (seat !== null) stats.maxHand = Math.max(stats.maxHand, s.hands[seat]?.length ?? 0);
        for (const a of seat === null ? [] : loners.legalActions(s, seat)) stats.kinds.add(a.type);
        if (s.lastAction?.type === 'forfeit') forfeits++;
        if (s.street && s.street.guards % 2 === 1) reversed++;
      }
    }
    expect(forfeits).toBeGreaterThan(0);
    expect(reversed).toBeGreaterThan(0);
    // A hand holds at most its deal plus every Loner (10 + 9 with 4 players).
    expect(stats.maxHand).toBeGreaterThanOrEqual(15);
    expect(stats.maxHand).toBeLessThanOrEqual(19);
    // Greedy matches go out with Loners left now and then; more pick-ups are checked on made-up states below.
    expect([...stats.kinds].sort()).toEqual(['fight', 'pickup', 'retreat', 'security', 'steal']);
  });
});

describe.each(LANGUAGES)('Loners UI with hands of 26 to 60 cards (%s)', (lang: Lang) => {
  it.each([
    ['standard', 2],
    ['standard', 4],
    ['layered', 3],
    ['layered', 4],
  ] as const)('%s, %i players', (variant, players) => {
    const stats = newStats();
    const states = playout({ players, variant, seed: 77 + players, retreatBias: 0.5 });
    const ctx = inLanguage(longCtx(players), lang);
    let bigHands = 0;
    states.forEach((s, i) => {
      if (i % 4 !== 0 || s.toAct === null || s.pendingPickup) return;
      const size = 26 + ((i * 7) % 35);
      const big = inflateHand(s, size, i);
      if ((big.hands[big.toAct as number]?.length ?? 0) >= 26) bigHands++;
      checkState(big, ctx, stats);
    });
    expect(bigHands).toBeGreaterThan(10);
    expect(stats.maxHand).toBeGreaterThanOrEqual(45);
    expect(stats.maxDepth).toBeLessThanOrEqual(3);
  });
});

describe.each(LANGUAGES)('Loners UI for pick-ups (%s)', (lang: Lang) => {
  it.each([
    ['standard', 2],
    ['standard', 4],
    ['layered', 3],
  ] as const)('%s, %i players: the seat that went out picks up', (variant, players) => {
    const stats = newStats();
    const ctx = inLanguage(ctxFor(players), lang);
    const states = playout({ players, variant, seed: 5 + players, retreatBias: 0.2 });
    states.forEach((s, i) => {
      if (i % 3 !== 0 || s.toAct === null || s.circle.length === 0) return;
      const hands = s.hands.slice();
      hands[s.toAct] = [];
      checkState({ ...s, hands, pendingPickup: true }, ctx, stats);
    });
    expect([...stats.kinds]).toEqual(['pickup']);
    expect(stats.states).toBeGreaterThan(5);
  });
});
