/** Test helpers for Scoundrel scenarios: card shorthand, playing codes, random playouts. */
import { expect } from 'vitest';
import { randomInt, seedRng, type RngState } from '../../../src/games/core/rng.js';
import { scoundrel } from '../../../src/games/scoundrel/index.js';
import type {
  ScoundrelAction,
  ScoundrelCard,
  ScoundrelOptions,
  ScoundrelState,
  ScoundrelSuit,
} from '../../../src/games/scoundrel/index.js';

const SUIT: Record<string, ScoundrelSuit> = { C: 'clubs', S: 'spades', D: 'diamonds', H: 'hearts' };
const RANK: Record<string, number> = { J: 11, Q: 12, K: 13, A: 14 };

/** `c('KS')` = K of spades, `c('10H')` = 10 of hearts. */
export function c(code: string): ScoundrelCard {
  const m = /^(10|[2-9JQKA])([CSDH])$/.exec(code);
  if (m === null) throw new Error(`bad card code ${code}`);
  const rank = RANK[m[1] as string] ?? Number(m[1]);
  return { suit: SUIT[m[2] as string] as ScoundrelSuit, rank };
}

/** `cards('5D JC 6C QS')`. */
export function cards(codes: string): ScoundrelCard[] {
  return codes.trim().split(/\s+/).map(c);
}

export function start(deck: string, options: Partial<ScoundrelOptions> = {}): ScoundrelState {
  return scoundrel.setup({ players: 1, seed: 'test', options: { ...options, deck: cards(deck) } });
}

/** Applies action codes one by one, failing the test on any refusal. */
export function play(s: ScoundrelState, ...codes: string[]): ScoundrelState {
  let state = s;
  for (const code of codes) {
    const a = scoundrel.decodeAction(code);
    expect(a, `decode ${code}`).not.toBeNull();
    const r = scoundrel.apply(state, 0, a as ScoundrelAction);
    if (!r.ok) throw new Error(`${code} refused: ${r.error.code} ${r.error.message}`);
    state = r.state;
  }
  return state;
}

/** The room as card codes by slot ('-' for an empty slot). */
export function roomCodes(s: ScoundrelState): string[] {
  const back: Record<ScoundrelSuit, string> = { clubs: 'C', spades: 'S', diamonds: 'D', hearts: 'H' };
  const face: Record<number, string> = { 11: 'J', 12: 'Q', 13: 'K', 14: 'A' };
  return s.room.map((x) => (x === null ? '-' : `${face[x.rank] ?? x.rank}${back[x.suit]}`));
}

export function legalCodes(s: ScoundrelState): string[] {
  return scoundrel.legalActions(s, 0).map((a) => scoundrel.encodeAction(a));
}

/** Seeded random playout: every state visited (first = start, last = the end). */
export function randomPlayout(seed: string, variant: 'standard' | 'strict' = 'standard'): ScoundrelState[] {
  let s = scoundrel.setup({ players: 1, seed, options: { variant } });
  let rng: RngState = seedRng(`playout:${seed}`);
  const states = [s];
  for (let step = 0; step < 500 && scoundrel.toAct(s) !== null; step++) {
    const legal = scoundrel.legalActions(s, 0);
    const pick = randomInt(0, legal.length - 1, rng);
    rng = pick.rng;
    const r = scoundrel.apply(s, 0, legal[pick.value] as ScoundrelAction);
    if (!r.ok) throw new Error(`legal action refused: ${r.error.message}`);
    s = r.state;
    states.push(s);
  }
  return states;
}
