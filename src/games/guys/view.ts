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
    result: s.result && { ...s.result, winners: s.result.winners.slice(), scores: s.result.scores.slice() },
  };
  if (seat !== null) {
    const hand = s.hands[seat];
    if (hand) v.hand = hand.slice();
  }
  return v;
}

export function outcome(s: GuysState): Outcome | null {
  return s.result && { winners: s.result.winners.slice(), scores: s.result.scores.slice() };
}
