/** view and outcome: the only door to the state. Other hands show as sizes, the draw pile as a count. */
import type { Outcome } from '../core/contract.js';
import { MAX_ROUNDS } from './config.js';
import type { GuysState, GuysView, LastAction } from './types.js';

/** The last action as `seat` may see it: the card a Not So Smart Guy took is for the thief's and the victim's eyes only. */
function lastActionFor(last: LastAction | null, seat: number | null): LastAction | null {
  if (last === null) return null;
  if (last.type === 'nssg') {
    const { took, ...rest } = last;
    return seat !== null && (seat === last.seat || seat === last.target) ? { ...rest, took } : rest;
  }
  if (last.type === 'place') return { ...last, card: { ...last.card } };
  if (last.type === 'badguy') return { ...last, card: last.card && { ...last.card } };
  if (last.type === 'jerk') return { ...last, wiped: last.wiped.map((t) => ({ ...t })) };
  return { ...last };
}

export function view(s: GuysState, seat: number | null): GuysView {
  const v: GuysView = {
    seat,
    players: s.players,
    firstSeat: s.firstSeat,
    handSizes: s.hands.map((h) => h.length),
    tables: s.tables.map((t) => t.map((c) => ({ ...c }))),
    drawSize: s.draw.length,
    discardTop: s.discard[s.discard.length - 1] ?? null,
    discardSize: s.discard.length,
    round: s.round,
    maxRounds: MAX_ROUNDS,
    toAct: s.toAct,
    active: s.active.slice(),
    lastAction: lastActionFor(s.lastAction, seat),
    recent: s.recent.map((a) => lastActionFor(a, seat) as LastAction),
    result: s.result && { ...s.result, winners: s.result.winners.slice(), scores: s.result.scores.slice() },
  };
  if (seat !== null) {
    const hand = s.hands[seat];
    if (hand) v.hand = hand.slice();
  }
  return v;
}

/**
 * The seats the last action took something from — a card off their table or
 * out of their hand, or their whole table — so the platform can tell them
 * privately. An ability played where it had no effect reaches nobody.
 */
export function targetsOf(s: GuysState): number[] {
  const last = s.lastAction;
  if (last === null) return [];
  if (last.type === 'badguy' && last.card !== null) return [last.target];
  if (last.type === 'nssg' && last.pick !== null) return [last.target];
  if (last.type === 'jerk' && last.wiped.length > 0) return [last.target];
  return [];
}

export function outcome(s: GuysState): Outcome | null {
  return s.result && { winners: s.result.winners.slice(), scores: s.result.scores.slice() };
}
