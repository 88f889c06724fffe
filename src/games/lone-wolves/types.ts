/** Data shapes of the Lone Wolves engine (design.md, "Engine contract: Lone Wolves"). All plain JSON. */
import type { RngState } from '../core/rng.js';

/** A wolf: colour k belongs to territory k. */
export interface Card {
  colour: number;
  value: number;
}

export type TokenKind = 'strength1' | 'strength2' | 'points1' | 'points2' | 'territory2' | 'pack' | 'lone';

export interface LoneWolvesOptions {
  /** Seat that leads the first trick (default: drawn from the RNG). */
  firstSeat: number;
  /** The 30 cards, top first: seat 0's 13, seat 1's 13, the 4 unused. */
  deck: Card[];
  /** 15 tokens: territory 0's three, then territory 1's, …; the first of each three face up. */
  tokens: TokenKind[];
  /** Each territory's value (territory k: k+2 or 6−k). */
  tiles: number[];
}

export type LoneWolvesAction =
  | { type: 'play'; card: number; territory: number }
  | { type: 'reveal'; token: number }
  | { type: 'scar'; token: number; slot: number }
  | { type: 'pass' };

export type Phase = 'lead' | 'follow' | 'reveal' | 'scar' | 'over';
export type Moon = 'full' | 'blood';

export interface Wolf {
  card: Card;
  /** Turned over after losing its trick: strength 1. */
  lone: boolean;
}

/** A token in the middle of a territory. */
export interface MiddleToken {
  kind: TokenKind;
  up: boolean;
}

export interface PlayedCard {
  seat: number;
  card: Card;
  territory: number;
}

export interface Trick {
  leader: number;
  cards: PlayedCard[];
}

export interface LastTrick {
  cards: PlayedCard[];
  winner: number;
}

export interface Territory {
  value: number;
  tokens: MiddleToken[];
  moon: Moon | null;
  wolves: [Wolf[], Wolf[]];
  scars: [TokenKind[], TokenKind[]];
}

export interface Result {
  winner: number;
  scores: number[];
  territoriesWon: number[];
  /** 'forfeit': the loser left the game (forfeit), the other seat wins. */
  reason: 'scored' | 'forfeit';
}

export interface LoneWolvesState {
  /** Unused after setup (nothing random happens later), kept so replays and perturbations are uniform. */
  rng: RngState;
  hands: [Card[], Card[]];
  /** The 4 cards left out: in no view. */
  unused: Card[];
  territories: Territory[];
  phase: Phase;
  toAct: number | null;
  trick: Trick;
  trump: number | null;
  tricks: number;
  lastTrick: LastTrick | null;
  /** Moons placed so far (the next emptied territory gets MOON_ORDER[moons]). */
  moons: number;
  /** During 'reveal': the territory whose face-down token is to be turned. */
  revealIn: number | null;
  /** During 'scar': the territory the loser takes a token from. */
  scarFrom: number | null;
  result: Result | null;
}

/** A territory as a view shows it: face-down tokens are null. */
export interface TerritoryView {
  value: number;
  tokens: (TokenKind | null)[];
  moon: Moon | null;
  wolves: [Wolf[], Wolf[]];
  scars: [TokenKind[], TokenKind[]];
}

export interface LoneWolvesView {
  /** Own cards in hand order; absent for spectators. */
  hand?: Card[];
  handSizes: number[];
  phase: Phase;
  trick: Trick;
  trump: number | null;
  tricks: number;
  lastTrick: LastTrick | null;
  toAct: number | null;
  territories: TerritoryView[];
}
