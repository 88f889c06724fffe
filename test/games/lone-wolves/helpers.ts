/** Shared scenario helpers for the Lone Wolves tests: fixed deals, tokens and tiles, and short ways to play. */
import { expect } from 'vitest';
import { buildDeck, loneWolves, type Card, type LoneWolvesAction, type LoneWolvesOptions, type LoneWolvesState, type TokenKind } from '../../../src/games/lone-wolves/index.js';

export const c = (colour: number, value: number): Card => ({ colour, value });

/** A default token layout within the 18 (t0..t2: S+1, S+2, P+1; t3: S+1, P+2, T+2; t4: Pack, Lone, P+2). */
export const TOKENS: TokenKind[] = [
  ...(['strength1', 'strength2', 'points1'] as const),
  ...(['strength1', 'strength2', 'points1'] as const),
  ...(['strength1', 'strength2', 'points1'] as const),
  ...(['strength1', 'points2', 'territory2'] as const),
  ...(['pack', 'lone', 'points2'] as const),
];
export const TILES = [2, 3, 4, 5, 6];

const same = (a: Card, b: Card) => a.colour === b.colour && a.value === b.value;

/**
 * A full deck whose hands start with the given cards; the rest of each hand,
 * then the unused cards, are the remaining cards in colour/value order.
 */
export function deckWith(hand0: Card[], hand1: Card[], unused: Card[] = []): Card[] {
  const given = [...hand0, ...hand1, ...unused];
  const rest = buildDeck().filter((x) => !given.some((g) => same(g, x)));
  const fill = (cards: Card[], n: number) => [...cards, ...rest.splice(0, n - cards.length)];
  const h0 = fill(hand0, 13);
  const h1 = fill(hand1, 13);
  return [...h0, ...h1, ...fill(unused, 4)];
}

export function start(hand0: Card[], hand1: Card[], options: Partial<LoneWolvesOptions> = {}): LoneWolvesState {
  return loneWolves.setup({
    players: 2,
    seed: 'scenario',
    options: { firstSeat: 0, deck: deckWith(hand0, hand1), tokens: TOKENS, tiles: TILES, ...options },
  });
}

export function act(s: LoneWolvesState, seat: number, a: LoneWolvesAction): LoneWolvesState {
  const before = JSON.stringify(s);
  const res = loneWolves.apply(s, seat, a);
  if (!res.ok) throw new Error(`${JSON.stringify(a)} refused: ${res.error.message}`);
  expect(JSON.stringify(s)).toBe(before); // apply never mutates its input
  return res.state;
}

export function refused(s: LoneWolvesState, seat: number, a: LoneWolvesAction): string {
  const res = loneWolves.apply(s, seat, a);
  if (res.ok) throw new Error(`${JSON.stringify(a)} was accepted`);
  return res.error.code;
}

/** Position of `card` in `seat`'s hand (throws if absent). */
export function pos(s: LoneWolvesState, seat: number, card: Card): number {
  const i = s.hands[seat]?.findIndex((x) => same(x, card)) ?? -1;
  if (i < 0) throw new Error(`seat ${seat} does not hold ${JSON.stringify(card)}`);
  return i;
}

/** `seat` plays `card` into `territory`. */
export function play(s: LoneWolvesState, seat: number, card: Card, territory: number): LoneWolvesState {
  return act(s, seat, { type: 'play', card: pos(s, seat, card), territory });
}

/** Plays a whole trick (reveals after a 3 take the first face-down token); leaves any scar step open. */
export function trick(s: LoneWolvesState, lead: [Card, number], follow: [Card, number]): LoneWolvesState {
  const leader = s.toAct as number;
  s = play(s, leader, ...lead);
  if (s.phase === 'reveal') s = act(s, leader, { type: 'reveal', token: s.territories[s.revealIn as number]?.tokens.findIndex((t) => !t.up) as number });
  s = play(s, 1 - leader, ...follow);
  if (s.phase === 'reveal') s = act(s, 1 - leader, { type: 'reveal', token: s.territories[s.revealIn as number]?.tokens.findIndex((t) => !t.up) as number });
  return s;
}

/** A JSON copy changed by `change` (for reaching a board position quickly). */
export function edit(s: LoneWolvesState, change: (d: LoneWolvesState) => void): LoneWolvesState {
  const d = JSON.parse(JSON.stringify(s)) as LoneWolvesState;
  change(d);
  return d;
}

/** Plays to the end: the first legal action each time, passing every scar step unless `scar` says otherwise. */
export function playOut(s: LoneWolvesState, scar: (s: LoneWolvesState) => LoneWolvesAction = () => ({ type: 'pass' })): LoneWolvesState {
  while (s.toAct !== null) {
    const seat = s.toAct;
    s = act(s, seat, s.phase === 'scar' ? scar(s) : (loneWolves.legalActions(s, seat)[0] as LoneWolvesAction));
  }
  return s;
}
