/** Scenario helpers for `guys`: deal a fixed deck, play codes that must be legal, refuse codes that must not be. */
import { expect } from 'vitest';
import { buildDeck, guys, type GuysAction, type GuysCard, type GuysState } from '../../../src/games/guys/index.js';

/**
 * A full 58-card deck: the given hands (blocks of 5, seat order), then `draw`
 * (top first), then every card not named yet in the unshuffled order
 * (1,1,1,1,2,…,10, then gg, bg, nssg, jerk).
 */
export function deckFrom(hands: GuysCard[][], draw: GuysCard[] = []): GuysCard[] {
  const rest = buildDeck();
  for (const card of [...hands.flat(), ...draw]) {
    const i = rest.indexOf(card);
    if (i < 0) throw new Error(`more copies of ${String(card)} than the deck holds`);
    rest.splice(i, 1);
  }
  for (const hand of hands) if (hand.length !== 5) throw new Error('hands are dealt 5 cards');
  return [...hands.flat(), ...draw, ...rest];
}

export function deal(hands: GuysCard[][], opts: { draw?: GuysCard[]; firstSeat?: number; seed?: string } = {}): GuysState {
  return guys.setup({ players: hands.length, seed: opts.seed ?? 'scenario', options: { deck: deckFrom(hands, opts.draw), firstSeat: opts.firstSeat ?? 0 } });
}

/** Plays one action (a code or an object) that must be legal and listed; returns the new state. */
export function play(s: GuysState, seat: number, action: GuysAction | string): GuysState {
  const a = typeof action === 'string' ? guys.decodeAction(action) : action;
  if (!a) throw new Error(`bad code ${String(action)}`);
  const before = JSON.stringify(s);
  const res = guys.apply(s, seat, a);
  if (!res.ok) throw new Error(`expected ${guys.encodeAction(a)} by seat ${seat} to be legal: ${res.error.message}`);
  expect(guys.legalActions(s, seat)).toContainEqual(a);
  expect(JSON.stringify(s)).toBe(before);
  return res.state;
}

/** Plays several actions, each by the seat to act. */
export function playAll(s: GuysState, ...codes: string[]): GuysState {
  for (const code of codes) s = play(s, s.toAct as number, code);
  return s;
}

/** The action must be refused with `code`, not listed, and leave the state alone. */
export function refuse(s: GuysState, seat: number, action: GuysAction | string, code = 'illegal_action'): void {
  const a = typeof action === 'string' ? guys.decodeAction(action) : action;
  if (!a) throw new Error(`bad code ${String(action)}`);
  const before = JSON.stringify(s);
  const res = guys.apply(s, seat, a);
  expect(res.ok, `expected ${guys.encodeAction(a)} to be refused`).toBe(false);
  if (!res.ok) {
    expect(res.error.code).toBe(code);
    expect(res.error.message.length).toBeGreaterThan(0);
  }
  expect(guys.legalActions(s, seat)).not.toContainEqual(a);
  expect(JSON.stringify(s)).toBe(before);
}

export function codes(s: GuysState, seat = s.toAct as number): string[] {
  return guys.legalActions(s, seat).map(guys.encodeAction);
}

/**
 * Plays quiet turns that leave every table deck alone, `n` times or until `until`
 * holds: a Bad Guy or a Jerk spent on an empty table, a draw, a discard, a Not So
 * Smart Guy — else the engine's safe move.
 */
export function quietTurns(s: GuysState, n: number, until: (s: GuysState) => boolean = () => false): GuysState {
  for (let i = 0; i < n && s.toAct !== null && !until(s); i++) {
    const seat = s.toAct;
    const legal = guys.legalActions(s, seat);
    const a =
      legal.find((x) => (x.type === 'badguy' && x.pick === null) || (x.type === 'jerk' && s.tables[x.target]?.length === 0)) ??
      legal.find((x) => x.type === 'draw') ??
      legal.find((x) => x.type === 'discard') ??
      legal.find((x) => x.type === 'nssg') ??
      (guys.timeoutAction?.(s, seat) as GuysAction);
    const res = guys.apply(s, seat, a);
    if (!res.ok) throw new Error(res.error.message);
    s = res.state;
  }
  return s;
}

export function values(s: GuysState, seat: number): number[] {
  return (s.tables[seat] ?? []).map((t) => t.value);
}
