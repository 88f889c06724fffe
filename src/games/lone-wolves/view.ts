/** What one seat may see, and the outcome. Face-down tokens and the unused cards are in no view. */
import type { Outcome } from '../core/contract.js';
import type { Card, LoneWolvesState, LoneWolvesView, PlayedCard, Wolf } from './types.js';

const copyCard = (c: Card): Card => ({ colour: c.colour, value: c.value });
const copyPlayed = (p: PlayedCard): PlayedCard => ({ seat: p.seat, card: copyCard(p.card), territory: p.territory });
const copyWolf = (w: Wolf): Wolf => ({ card: copyCard(w.card), lone: w.lone });

export function view(s: LoneWolvesState, seat: number | null): LoneWolvesView {
  const v: LoneWolvesView = {
    handSizes: s.hands.map((h) => h.length),
    phase: s.phase,
    trick: { leader: s.trick.leader, cards: s.trick.cards.map(copyPlayed) },
    trump: s.trump,
    tricks: s.tricks,
    lastTrick: s.lastTrick ? { cards: s.lastTrick.cards.map(copyPlayed), winner: s.lastTrick.winner } : null,
    toAct: s.toAct,
    territories: s.territories.map((t) => ({
      value: t.value,
      tokens: t.tokens.map((k) => (k.up ? k.kind : null)),
      moon: t.moon,
      wolves: [t.wolves[0].map(copyWolf), t.wolves[1].map(copyWolf)],
      scars: [t.scars[0].slice(), t.scars[1].slice()],
    })),
  };
  if (seat !== null) {
    const hand = s.hands[seat];
    if (hand) return { hand: hand.map(copyCard), ...v };
  }
  return v;
}

/** After 13 tricks (or a forfeit): the one winner and each seat's points. */
export function outcome(s: LoneWolvesState): Outcome | null {
  return s.result ? { winners: [s.result.winner], scores: s.result.scores.slice() } : null;
}
