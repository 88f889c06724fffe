/** Data shapes of the `guys` engine. All plain JSON. */
import type { RngState } from '../core/rng.js';

/** A number card ("Bot") 1..10, a Good Guy, a Bad Guy, a Not So Smart Guy or a Jerk. */
export type GuysCard = number | 'gg' | 'bg' | 'nssg' | 'jerk';

/** A card on a table deck: a number's value is itself, a Good Guy's is its declared value. */
export interface TableCard {
  card: number | 'gg';
  value: number;
}

export interface GuysOptions {
  /** Seat that acts first (default: drawn from the seeded RNG). */
  firstSeat: number;
  /** A permutation of the 58 cards, top first: hands as blocks of 5 in seat order, then the draw pile. */
  deck: GuysCard[];
}

/** `card` is always a position in the actor's hand (0-based). */
export type GuysAction =
  /** A number or a Good Guy onto the own table deck; `value` only, and always, for a Good Guy. */
  | { type: 'place'; card: number; value?: number }
  /** `pick`: a position in the target's table deck (null when it is empty, then `to` is 'hand'). */
  | { type: 'badguy'; card: number; target: number; pick: number | null; to: 'hand' | 'table'; value?: number }
  /** `pick`: a position among the target's hidden cards (null when the hand is empty); the RNG decides the card. */
  | { type: 'nssg'; card: number; target: number; pick: number | null }
  | { type: 'jerk'; card: number; target: number }
  | { type: 'discard'; card: number }
  | { type: 'draw' }
  | { type: 'take' }
  | { type: 'pass' };

/** What happened last, for the board. `took` (nssg) is shown to the thief and the victim only. */
export type LastAction =
  | { seat: number; type: 'place'; card: TableCard }
  | { seat: number; type: 'badguy'; target: number; card: TableCard | null; to: 'hand' | 'table'; value?: number }
  | { seat: number; type: 'nssg'; target: number; pick: number | null; took?: GuysCard | null }
  | { seat: number; type: 'jerk'; target: number; wiped: TableCard[] }
  | { seat: number; type: 'discard'; card: number }
  | { seat: number; type: 'draw'; reshuffled: boolean }
  | { seat: number; type: 'take'; card: number }
  | { seat: number; type: 'pass' }
  | { seat: number; type: 'forfeit' };

export type EndReason = 'five' | 'limit' | 'forfeit';

export interface GuysResult {
  winners: number[];
  scores: number[];
  reason: EndReason;
}

export interface GuysState {
  players: number;
  rng: RngState;
  firstSeat: number;
  /** Hands in order: a card leaves from its position, a new card goes to the end. */
  hands: GuysCard[][];
  /** Table decks in the order placed. */
  tables: TableCard[][];
  /** Draw pile, top first. */
  draw: GuysCard[];
  /** Discard pile, bottom first (the top is the last element). */
  discard: GuysCard[];
  /** Hands of seats that left the game: out of play, face down. */
  removed: GuysCard[];
  /** false for a seat that forfeited: its turns are skipped and nothing can be aimed at it. */
  active: boolean[];
  /** 1-based; goes up when play comes back to (or past) the first seat. */
  round: number;
  /** Seat to act; null once the game is over. */
  toAct: number | null;
  lastAction: LastAction | null;
  /** The last RECENT_MOVES actions, oldest first (the last one is `lastAction`). */
  recent: LastAction[];
  result: GuysResult | null;
}

export interface GuysView {
  seat: number | null;
  players: number;
  firstSeat: number;
  /** Own cards in hand order; absent for the public board. */
  hand?: GuysCard[];
  handSizes: number[];
  tables: TableCard[][];
  drawSize: number;
  discardTop: GuysCard | null;
  discardSize: number;
  round: number;
  maxRounds: number;
  toAct: number | null;
  active: boolean[];
  lastAction: LastAction | null;
  /** The last moves, oldest first, as this seat may see them. */
  recent: LastAction[];
  result: GuysResult | null;
}
