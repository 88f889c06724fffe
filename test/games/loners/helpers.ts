/** Scenario helpers: deal a fixed deck and play actions that must succeed. */
import { expect } from 'vitest';
import { loners, type LonersAction, type LonersCard, type LonersState } from '../../../src/games/loners/index.js';
import { TABLE_SIZES } from '../../../src/games/loners/config.js';

/**
 * Deals a round from an explicit Circle and hands. Short hands are padded
 * with nothing: the deck is the Circle, then each hand as a block, so every
 * hand must have the table's hand size.
 */
export function deal(opts: {
  circle: number[];
  hands: LonersCard[][];
  firstSeat?: number;
  variant?: 'standard' | 'layered';
  rest?: LonersCard[];
}): LonersState {
  const players = opts.hands.length;
  const size = TABLE_SIZES[players];
  if (!size) throw new Error('bad player count');
  for (const hand of opts.hands) if (hand.length !== size.handSize) throw new Error(`hands need ${size.handSize} cards, got ${hand.length}`);
  if (opts.circle.length !== size.loners) throw new Error(`the Circle needs ${size.loners} cards`);
  return loners.setup({
    players,
    seed: 'scenario',
    options: { deck: [...opts.circle, ...opts.hands.flat(), ...(opts.rest ?? [])], firstSeat: opts.firstSeat ?? 0, variant: opts.variant ?? 'standard' },
  });
}

export function play(s: LonersState, seat: number, action: LonersAction | string): LonersState {
  const a = typeof action === 'string' ? loners.decodeAction(action) : action;
  if (!a) throw new Error(`bad code ${String(action)}`);
  const res = loners.apply(s, seat, a);
  if (!res.ok) throw new Error(`expected ${JSON.stringify(a)} by seat ${seat} to be legal: ${res.error.message}`);
  expect(loners.legalActions(s, seat)).toContainEqual(a);
  return res.state;
}

export function refuse(s: LonersState, seat: number, action: LonersAction | string, code = 'illegal_action'): void {
  const a = typeof action === 'string' ? loners.decodeAction(action) : action;
  if (!a) throw new Error(`bad code ${String(action)}`);
  const before = JSON.stringify(s);
  const res = loners.apply(s, seat, a);
  expect(res.ok, `expected ${JSON.stringify(a)} to be refused`).toBe(false);
  if (!res.ok) expect(res.error.code).toBe(code);
  expect(loners.legalActions(s, seat)).not.toContainEqual(a);
  expect(JSON.stringify(s)).toBe(before);
}

export function codes(s: LonersState, seat: number): string[] {
  return loners.legalActions(s, seat).map(loners.encodeAction);
}

/** Filler: a hand of `n` cards that pairs with nothing useful (alternating far values). */
export const filler = (n: number, a = 1, b = 7): number[] => Array.from({ length: n }, (_, i) => (i % 2 ? b : a));
