/** Passing the turn, counting rounds, and ending the game. `s` is always a fresh copy owned by the caller. */
import { nextActiveSeat } from '../core/seats.js';
import { longestRun } from './cards.js';
import { MAX_ROUNDS, RECENT_MOVES } from './config.js';
import type { GuysState } from './types.js';

/** Keeps the action just played (`s.lastAction`) among the recent moves. */
export function remember(s: GuysState): GuysState {
  if (s.lastAction) s.recent = [...s.recent, s.lastAction].slice(-RECENT_MOVES);
  return s;
}

/**
 * Moves the turn on from `from` to the next seat still in the game. The round
 * goes up when play comes back to the first seat (or passes it, when that seat
 * left); after MAX_ROUNDS full rounds the time limit ends the game instead.
 */
export function passTurn(s: GuysState, from: number): GuysState {
  const next = nextActiveSeat(from, s.active);
  if (next === null) {
    s.toAct = null;
    return s;
  }
  const n = s.players;
  const steps = (next - from + n) % n || n;
  const toFirst = (s.firstSeat - from + n) % n || n;
  if (toFirst <= steps) {
    if (s.round >= MAX_ROUNDS) return finishByLimit(s);
    s.round += 1;
  }
  s.toAct = next;
  return s;
}

/** Each seat's table-deck size: the scores when someone completes five or everyone else left. */
function tableSizes(s: GuysState): number[] {
  return s.tables.map((t) => t.length);
}

export function finishWithWinner(s: GuysState, winner: number, reason: 'five' | 'forfeit'): GuysState {
  s.toAct = null;
  s.result = { winners: [winner], scores: tableSizes(s), reason };
  return s;
}

/**
 * The time limit: every seat still in the game whose table deck holds the
 * longest run of consecutive values wins (all of them when every table is
 * empty); scores are each seat's longest run.
 */
export function finishByLimit(s: GuysState): GuysState {
  const runs = s.tables.map(longestRun);
  let best = 0;
  runs.forEach((r, seat) => {
    if (s.active[seat] && r > best) best = r;
  });
  const winners = runs.flatMap((r, seat) => (s.active[seat] && r === best ? [seat] : []));
  s.toAct = null;
  s.result = { winners, scores: runs, reason: 'limit' };
  return s;
}
