/** `apply`: validate one action and return the next state, never mutating the input. */
import { fail, type ApplyResult } from '../core/contract.js';
import { pickupOrder } from './circle.js';
import { RECENT_ACTIONS } from './config.js';
import { checkFight, checkPickup, checkRetreat, checkSecurity, checkSteal } from './moves.js';
import { endRound, passTurn } from './round.js';
import type { LonersAction, LonersCard, LonersState } from './types.js';

export function applyAction(state: LonersState, seat: number, action: LonersAction): ApplyResult<LonersState> {
  const result = applyChecked(state, seat, action);
  // The board's log covers the current round: a new deal starts it afresh (the round's end is announced).
  if (result.ok) result.state.recent = result.state.round === state.round ? withRecent(state.recent, result.state.lastAction) : [];
  return result;
}

/** The public log the board shows: the last few actions, oldest first. */
export function withRecent(recent: LonersState['recent'], last: LonersState['lastAction']): LonersState['recent'] {
  return last ? [...recent, last].slice(-RECENT_ACTIONS) : recent;
}

function applyChecked(state: LonersState, seat: number, action: LonersAction): ApplyResult<LonersState> {
  if (state.toAct === null) return fail('game_over', 'The match is over.');
  if (seat !== state.toAct) return fail('not_your_turn', 'It is not your turn.');
  if (!action || typeof action !== 'object') return fail('illegal_action', 'That is not an action.');
  if (state.pendingPickup !== (action.type === 'pickup')) {
    return fail('illegal_action', state.pendingPickup ? 'You went out with Loners left: pick them all up first.' : 'There is nothing to pick up.');
  }
  // A shallow copy: every field changed below is replaced, never edited in place.
  const s: LonersState = { ...state, lastRound: null };
  switch (action.type) {
    case 'fight': {
      const check = checkFight(state, seat, action);
      if (!check.ok) return fail('illegal_action', check.message);
      const hand = state.hands[seat] as LonersCard[];
      setHand(s, seat, [...hand.slice(0, action.from), ...hand.slice(action.to + 1)]);
      const loner = action.loner ? (state.circle[action.loner.index] as number) : null;
      if (action.loner) s.circle = state.circle.filter((_, i) => i !== action.loner?.index);
      s.street = { cards: check.value, owner: seat, volatile: loner !== null, guards: state.street?.guards ?? 0 };
      s.lastAction = { seat, type: 'fight', crew: check.value, loner, cleared: false };
      return { ok: true, state: afterAggression(s, seat) };
    }
    case 'steal': {
      const check = checkSteal(state, seat, action.card);
      if (!check.ok) return fail('illegal_action', check.message);
      const hand = state.hands[seat] as LonersCard[];
      setHand(s, seat, hand.filter((_, i) => i !== action.card));
      // Once stolen the crew has found its forever home: no longer volatile.
      s.street = { ...(state.street as NonNullable<LonersState['street']>), cards: check.value, owner: seat, volatile: false };
      s.lastAction = { seat, type: 'steal', card: hand[action.card] as number, crew: check.value };
      return { ok: true, state: afterAggression(s, seat) };
    }
    case 'security': {
      const check = checkSecurity(state, seat, action.card);
      if (!check.ok) return fail('illegal_action', check.message);
      setHand(s, seat, (state.hands[seat] as LonersCard[]).filter((_, i) => i !== action.card));
      const street = state.street as NonNullable<LonersState['street']>;
      s.street = { ...street, guards: street.guards + 1 };
      s.lastAction = { seat, type: 'security', guards: street.guards + 1 };
      return { ok: true, state: afterAggression(s, seat) };
    }
    case 'retreat': {
      const check = checkRetreat(state, seat, action);
      if (!check.ok) return fail('illegal_action', check.message);
      let loner: number | null = null;
      if (action.loner !== undefined) {
        loner = state.circle[action.loner] as number;
        s.circle = state.circle.filter((_, i) => i !== action.loner);
        const hand = (state.hands[seat] as LonersCard[]).slice();
        hand.splice(action.at as number, 0, loner);
        setHand(s, seat, hand);
      }
      s.retreatsInRow = state.retreatsInRow + 1;
      s.emptyStreetRetreats = state.street ? 0 : state.emptyStreetRetreats + 1;
      const next = passTurn(s, seat);
      next.lastAction = { seat, type: 'retreat', loner, cleared: state.street !== null && next.street === null };
      return { ok: true, state: next };
    }
    case 'pickup': {
      const check = checkPickup(state, action.start);
      if (!check.ok) return fail('illegal_action', check.message);
      const cards = pickupOrder(state.circle, action.start);
      setHand(s, seat, cards);
      s.circle = [];
      s.pendingPickup = false;
      s.lastAction = { seat, type: 'pickup', cards };
      return { ok: true, state: passTurn(s, seat) };
    }
    default:
      return fail('illegal_action', 'Unknown action.');
  }
}

function setHand(s: LonersState, seat: number, hand: LonersCard[]): void {
  s.hands = s.hands.slice();
  s.hands[seat] = hand;
}

/**
 * After a fight, steal or security call: the seat becomes the aggressor; if
 * it just emptied its hand it wins the round (Circle empty) or must pick up.
 */
function afterAggression(s: LonersState, seat: number): LonersState {
  s.aggressor = seat;
  s.retreatsInRow = 0;
  s.emptyStreetRetreats = 0;
  if ((s.hands[seat] as LonersCard[]).length > 0) return passTurn(s, seat);
  if (s.circle.length === 0) return endRound(s, seat, 'out');
  s.pendingPickup = true; // same seat acts again: the pick-up
  return s;
}
