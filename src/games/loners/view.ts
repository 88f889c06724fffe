/** What one seat (or the public board, seat null) may see: never another hand or the deck. */
import type { LonersState, LonersView } from './types.js';

export function viewFor(s: LonersState, seat: number | null): LonersView {
  const view: LonersView = {
    seat,
    players: s.players,
    variant: s.variant,
    handSizes: s.hands.map((h) => h.length),
    circle: s.circle.slice(),
    street: s.street ? { ...s.street, cards: s.street.cards.slice() } : null,
    roundWins: s.roundWins.slice(),
    round: s.round,
    roundStarter: s.roundStarter,
    toAct: s.toAct,
    pendingPickup: s.pendingPickup,
    active: s.active.slice(),
    lastAction: s.lastAction,
    recent: s.recent.slice(),
    lastRound: s.lastRound,
    winner: s.winner,
  };
  if (seat !== null && s.hands[seat]) view.hand = s.hands[seat].slice();
  return view;
}
