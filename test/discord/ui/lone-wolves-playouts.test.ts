/**
 * The Lone Wolves board and hands over every state of seeded random games
 * (some taking every scar token they can, so both moons rise and trump
 * moves; some passing a lot), in English and in German, with short and with
 * maximal names: for the seat to act every legal action is reachable within
 * three clicks and no screen exceeds a Discord limit; nobody else gets
 * components; a waiting hand does not change while its cards do not; and
 * nothing depends on what the reader may not see (the other hand, the 4
 * unused cards, the face-down tokens). German payloads hold no English.
 */
import { describe, expect, it } from 'vitest';
import { loneWolves, type LoneWolvesState } from '../../../src/games/lone-wolves/index.js';
import { loneWolvesConformance } from '../../../src/games/lone-wolves/conformance.js';
import { loneWolvesUi } from '../../../src/discord/ui/lone-wolves/index.js';
import type { MatchContext, MessagePayload } from '../../../src/discord/ui/types.js';
import { makeRand } from '../../support/conformance.js';
import { assertWithinDiscordLimits } from '../../support/discord-limits.js';
import { exploreHand } from '../../support/ui-navigator.js';
import { codesOf, ctxFor, inLanguage, longCtx, playout } from './lone-wolves-helpers.js';
import { dashProblems, translationProblems } from './loners-texts.js';
import { englishWordsIn } from './lone-wolves-texts.js';
import { movesOf } from './moves-of.js';

const LANGUAGES = ['en', 'de'] as const;

interface Stats {
  states: number;
  maxDepth: number;
  maxHand: number;
  phases: Set<string>;
  moons: number;
  trumpMoves: number;
}

function wordProblems(payload: MessagePayload, ctx: MatchContext, english: () => MessagePayload, what: string): string[] {
  const problems = ctx.lang === 'de' ? [...translationProblems(payload, english(), ctx), ...englishWordsIn(payload, ctx)] : [];
  const unresolved = JSON.stringify(payload).includes('{{') ? ['a {{placeholder}} left unresolved'] : [];
  return [...problems, ...unresolved, ...dashProblems(payload)].map((p) => `${what}: ${p}`);
}

/** The same public state with everything `viewer` may not see dealt anew. */
const perturbed = (s: LoneWolvesState, viewer: number | null, seed: number) => loneWolvesConformance.perturbHidden(s, viewer, makeRand(seed));

function checkState(s: LoneWolvesState, ctx: MatchContext, stats: Stats, i: number): void {
  const en = inLanguage(ctx, 'en');
  const board = loneWolvesUi.board(loneWolves.view(s, null), ctx);
  assertWithinDiscordLimits(board);
  expect(board.components ?? []).toEqual([]);
  expect(loneWolvesUi.board(loneWolves.view(perturbed(s, null, i), null), ctx)).toEqual(board);
  const words = wordProblems(board, ctx, () => loneWolvesUi.board(loneWolves.view(s, null), en), 'board');
  for (const seat of [0, 1]) {
    if (seat === s.toAct) continue;
    const hand = loneWolvesUi.hand(loneWolves.view(s, seat), loneWolves.legalActions(s, seat), ctx, '~w0');
    assertWithinDiscordLimits(hand);
    expect(movesOf(hand)).toEqual([]);
    expect(loneWolvesUi.hand(loneWolves.view(perturbed(s, seat, i), seat), [], ctx, null)).toEqual(hand);
    words.push(...wordProblems(hand, ctx, () => loneWolvesUi.hand(loneWolves.view(s, seat), [], en, null), `hand of seat ${seat}`));
  }
  stats.phases.add(s.phase);
  if (s.toAct === null) {
    expect(words).toEqual([]);
    return;
  }
  const seat = s.toAct;
  const view = loneWolves.view(s, seat);
  const legal = loneWolves.legalActions(s, seat);
  const explored = exploreHand(loneWolvesUi, view, legal, ctx, { maxDepth: 3 });
  const context = () => JSON.stringify({ phase: s.phase, hand: view.hand, trick: view.trick, legal: codesOf(legal) });
  expect(explored.problems, context()).toEqual([]);
  expect([...explored.reached.keys()].sort(), context()).toEqual(codesOf(legal));
  for (const screen of explored.screens) {
    try {
      assertWithinDiscordLimits(screen.payload);
    } catch (e) {
      throw new Error(`${(e as Error).message}\nmenu ${screen.menu} of ${context()}`);
    }
    words.push(...wordProblems(screen.payload, ctx, () => loneWolvesUi.hand(view, legal, en, screen.menu), `menu ${screen.menu}`));
  }
  expect(words, context()).toEqual([]);
  // What the seat to act sees does not depend on what it may not see.
  const other = perturbed(s, seat, i + 1);
  for (const screen of explored.screens.slice(0, 3)) expect(loneWolvesUi.hand(loneWolves.view(other, seat), loneWolves.legalActions(other, seat), ctx, screen.menu)).toEqual(screen.payload);
  for (const depth of explored.reached.values()) stats.maxDepth = Math.max(stats.maxDepth, depth);
  stats.maxHand = Math.max(stats.maxHand, view.hand?.length ?? 0);
  stats.states++;
}

/** A waiting player's hand is edited only when its payload changes: it must not change while their cards do not. */
function checkWaitingHands(states: LoneWolvesState[], ctx: MatchContext): void {
  for (let i = 1; i < states.length; i++) {
    const [before, after] = [states[i - 1] as LoneWolvesState, states[i] as LoneWolvesState];
    for (const seat of [0, 1]) {
      if (before.toAct === seat || after.toAct === seat || after.phase === 'over') continue;
      if (before.hands[seat]?.length !== after.hands[seat]?.length) continue;
      const hand = (s: LoneWolvesState) => loneWolvesUi.hand(loneWolves.view(s, seat), [], ctx, null);
      expect(hand(after)).toEqual(hand(before));
    }
  }
}

const GAMES = Array.from({ length: 12 }, (_, k) => ({ seed: 40 + k, scarBias: [0.9, 0.2, 0.6, 1][k % 4] as number }));

describe.each(LANGUAGES)('Lone Wolves UI over seeded random games (%s)', (lang) => {
  it.each(GAMES.map((g) => [`seed ${g.seed}, scar bias ${g.scarBias}`, g] as const))('%s', (_name, game) => {
    const stats: Stats = { states: 0, maxDepth: 0, maxHand: 0, phases: new Set(), moons: 0, trumpMoves: 0 };
    const states = playout(game);
    const ctx = game.seed % 2 ? inLanguage(longCtx(), lang) : ctxFor(lang);
    states.forEach((s, i) => checkState(s, ctx, stats, i));
    checkWaitingHands(states, ctx);
    expect(stats.states).toBeGreaterThanOrEqual(26);
    expect(stats.maxHand).toBe(13);
    expect(stats.maxDepth).toBeLessThanOrEqual(3);
    expect(stats.phases.has('over')).toBe(true);
  });
});

describe('the seeded random games', () => {
  it('reach every phase and every kind of action, both moons and a trump that moves', () => {
    const kinds = new Set<string>();
    const phases = new Set<string>();
    let bothMoons = 0;
    let trumpMoved = 0;
    for (const game of GAMES) {
      const states = playout(game);
      for (const s of states) {
        phases.add(s.phase);
        for (const a of s.toAct === null ? [] : loneWolves.legalActions(s, s.toAct)) kinds.add(a.type);
      }
      const last = states.at(-1) as LoneWolvesState;
      if (last.territories.filter((t) => t.moon).length === 2) bothMoons++;
      const trumps = new Set(states.map((s) => s.trump).filter((t) => t !== null));
      if (trumps.size === 2) trumpMoved++;
    }
    expect([...phases].sort()).toEqual(['follow', 'lead', 'over', 'reveal', 'scar']);
    expect([...kinds].sort()).toEqual(['pass', 'play', 'reveal', 'scar']);
    expect(bothMoons).toBeGreaterThan(2);
    expect(trumpMoved).toBeGreaterThan(2);
  });
});
