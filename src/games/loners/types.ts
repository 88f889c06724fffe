/** Data shapes of the Loners engine. All plain JSON. */
import type { RngState } from '../core/rng.js';

export type GuardCard = 'guard';
export type LonersCard = number | GuardCard;
/** The rule variants, the default first. */
export const LONERS_VARIANTS = ['standard', 'layered'] as const;
export type LonersVariant = (typeof LONERS_VARIANTS)[number];

export interface LonersOptions {
  variant: LonersVariant;
  /** Seat that starts round 1 (default: drawn from the RNG). */
  firstSeat: number;
  /** The whole deck for round 1, top first (tests, replays). */
  deck: LonersCard[];
}

export interface Street {
  /** The active crew, in the order it was played. */
  cards: number[];
  owner: number;
  /** Contains a recruited Loner and has not been stolen yet. */
  volatile: boolean;
  /** Security Guards lying in the Street; an odd count reverses strength. */
  guards: number;
}

export type LonersAction =
  | { type: 'fight'; from: number; to: number; loner?: { index: number; at: number } }
  | { type: 'steal'; card: number }
  | { type: 'security'; card: number }
  | { type: 'retreat'; loner?: number; at?: number }
  | { type: 'pickup'; start: number };

/** What happened last, in public terms only (never a hand position). */
export type LastAction =
  | { seat: number; type: 'fight'; crew: number[]; loner: number | null; cleared: boolean }
  | { seat: number; type: 'steal'; card: number; crew: number[] }
  | { seat: number; type: 'security'; guards: number }
  | { seat: number; type: 'retreat'; loner: number | null; cleared: boolean }
  | { seat: number; type: 'pickup'; cards: number[] }
  | { seat: number; type: 'forfeit' };

export interface RoundResult {
  round: number;
  winner: number;
  reason: 'out' | 'stalemate' | 'forfeit';
}

export interface LonersState {
  players: number;
  variant: LonersVariant;
  rng: RngState;
  round: number;
  /** Seat that started the current round (the start rotates to the left). */
  roundStarter: number;
  hands: LonersCard[][];
  /** Standard: circle order. Layered: dealing order, the available Loner last. */
  circle: number[];
  street: Street | null;
  /** Last seat to fight or call security; the Street clears when play returns to it. */
  aggressor: number | null;
  /** Retreats in a row since the last fight, steal, security or pick-up. */
  retreatsInRow: number;
  /** Retreats in a row made with an empty Street (the stalemate count). */
  emptyStreetRetreats: number;
  /** Seat to act; null once the match is over. */
  toAct: number | null;
  /** toAct emptied their hand with Loners left and must pick them all up. */
  pendingPickup: boolean;
  roundWins: number[];
  /** false for a seat that forfeited: its turns are skipped. */
  active: boolean[];
  lastAction: LastAction | null;
  /** The last few public actions of the current round, oldest first (the board's log). */
  recent: LastAction[];
  /** Set when the last action ended a round. */
  lastRound: RoundResult | null;
  /** Seat that won the match, once decided. */
  winner: number | null;
}

export interface LonersView {
  seat: number | null;
  players: number;
  variant: LonersVariant;
  /** Own cards in hand order; absent for spectators. */
  hand?: LonersCard[];
  handSizes: number[];
  circle: number[];
  street: Street | null;
  roundWins: number[];
  round: number;
  roundStarter: number;
  toAct: number | null;
  pendingPickup: boolean;
  active: boolean[];
  lastAction: LastAction | null;
  recent: LastAction[];
  lastRound: RoundResult | null;
  winner: number | null;
}
