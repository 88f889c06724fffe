/** Passing the turn, clearing the Street, stalemates, and ending rounds and the match. */
import { countActive, nextActiveSeat } from '../core/seats.js';
import { shuffle } from '../core/rng.js';
import { ROUND_WINS_TO_WIN_MATCH } from './config.js';
import { buildDeck, dealRound } from './deal.js';
import type { LonersState, RoundResult } from './types.js';

/**
 * Moves the turn on after `fromSeat` acted (or left). Clears the Street when
 * every other player retreated since the aggressor acted, and ends the round
 * in a stalemate when a whole lap retreated with an empty Street.
 * `s` is a fresh copy owned by the caller and may be changed in place.
 */
export function passTurn(s: LonersState, fromSeat: number): LonersState {
  const players = countActive(s.active);
  if (s.street) {
    const aggressorIn = s.aggressor !== null && s.active[s.aggressor] === true;
    if (s.retreatsInRow >= players - (aggressorIn ? 1 : 0)) {
      s.street = null;
      s.retreatsInRow = 0;
      s.emptyStreetRetreats = 0;
      // The aggressor leads again; if they left, the next player does.
      s.toAct = aggressorIn ? (s.aggressor as number) : nextActiveSeat(fromSeat, s.active);
      return s;
    }
  } else if (s.emptyStreetRetreats >= players) {
    return endRound(s, stalemateWinner(s), 'stalemate');
  }
  s.toAct = nextActiveSeat(fromSeat, s.active);
  return s;
}

/** Fewest cards wins; a tie goes to the tied player first from the round's starter. */
function stalemateWinner(s: LonersState): number {
  let best = -1;
  for (let step = 0; step < s.players; step++) {
    const seat = (s.roundStarter + step) % s.players;
    if (!s.active[seat]) continue;
    if (best < 0 || (s.hands[seat] as unknown[]).length < (s.hands[best] as unknown[]).length) best = seat;
  }
  return best;
}

/** Records the round win, then either ends the match or deals the next round. */
export function endRound(s: LonersState, winner: number, reason: RoundResult['reason']): LonersState {
  s.roundWins = s.roundWins.slice();
  s.roundWins[winner] = (s.roundWins[winner] as number) + 1;
  s.lastRound = { round: s.round, winner, reason };
  if ((s.roundWins[winner] as number) >= ROUND_WINS_TO_WIN_MATCH) return endMatch(s, winner);
  return startRound(s, s.round + 1, nextActiveSeat(s.roundStarter, s.active) as number);
}

export function endMatch(s: LonersState, winner: number): LonersState {
  s.winner = winner;
  s.toAct = null;
  s.pendingPickup = false;
  return s;
}

/** Deals a fresh round from a newly shuffled deck; forfeited seats get no cards. */
export function startRound(s: LonersState, round: number, starter: number): LonersState {
  const shuffled = shuffle(buildDeck(s.players), s.rng);
  const deal = dealRound(s.players, shuffled.items, shuffled.rng, true);
  s.rng = deal.rng;
  s.round = round;
  s.roundStarter = starter;
  s.hands = deal.hands.map((hand, seat) => (s.active[seat] ? hand : []));
  s.circle = deal.circle;
  s.street = null;
  s.aggressor = null;
  s.retreatsInRow = 0;
  s.emptyStreetRetreats = 0;
  s.pendingPickup = false;
  s.toAct = starter;
  return s;
}
