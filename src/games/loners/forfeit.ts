/** A seat leaving for good (timeouts or /leave) and the action played on a timeout. */
import { countActive, nextActiveSeat } from '../core/seats.js';
import { withRecent } from './apply.js';
import { legalActions } from './moves.js';
import { endMatch, passTurn } from './round.js';
import type { LonersAction, LonersState } from './types.js';

/** The seat's hand leaves play and its turns are skipped; one player left wins the match. */
export function forfeitSeat(state: LonersState, seat: number): LonersState {
  if (state.toAct === null || !state.active[seat]) return state;
  const lastAction = { seat, type: 'forfeit' } as const;
  const s: LonersState = { ...state, lastRound: null, lastAction, recent: withRecent(state.recent, lastAction) };
  s.active = state.active.slice();
  s.active[seat] = false;
  s.hands = state.hands.slice();
  s.hands[seat] = [];
  if (countActive(s.active) === 1) return endMatch(s, nextActiveSeat(seat, s.active) as number);
  if (state.toAct !== seat) return s;
  s.pendingPickup = false; // their hand is gone, so is the pick-up
  const next = passTurn(s, seat);
  if (next.round !== state.round) next.recent = []; // a stalemate dealt a new round
  return next;
}

/**
 * The safest move for an absent player: retreat (taking the available Loner
 * to the end of the hand, which keeps every adjacency); when a retreat is not
 * allowed, the pick-up from the first Loner, else the weakest single lead.
 */
export function timeoutAction(s: LonersState, seat: number): LonersAction | null {
  const actions = legalActions(s, seat);
  const hand = s.hands[seat] ?? [];
  const retreats = actions.filter((a) => a.type === 'retreat');
  const retreat = retreats.find((a) => a.at === undefined || a.at === hand.length) ?? retreats[0];
  if (retreat) return retreat;
  const pickup = actions.find((a) => a.type === 'pickup');
  if (pickup) return pickup;
  const singles = actions.filter((a): a is Extract<LonersAction, { type: 'fight' }> => a.type === 'fight' && a.from === a.to && !a.loner);
  singles.sort((a, b) => (hand[a.from] as number) - (hand[b.from] as number));
  return singles[0] ?? actions[0] ?? null;
}
