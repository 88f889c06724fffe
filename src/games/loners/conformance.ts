/**
 * What the conformance suite needs to know about Loners: the option sets to
 * play, a bound on match length, how to re-deal what a seat cannot see, and
 * how to make up a random (mostly illegal) action.
 */
import type { ConformanceProfile, Rand } from '../core/registration.js';
import type { LonersAction, LonersCard, LonersState } from './types.js';

const lonersCard = (rand: Rand): LonersCard => (rand(9) === 0 ? 'guard' : 1 + rand(8));

export const lonersConformance: ConformanceProfile<LonersState, LonersAction> = {
  optionSets: [{ variant: 'standard' }, { variant: 'layered' }],
  maxActions: 20_000,
  perturbHidden(s, viewer, rand) {
    return {
      ...s,
      rng: s.rng.map(() => rand(2 ** 31)),
      hands: s.hands.map((hand, seat) => (seat === viewer ? hand : hand.map(() => lonersCard(rand)))),
    };
  },
  randomAction(s, seat, rand) {
    const n = (s.hands[seat]?.length ?? 0) + 2;
    const k = () => rand(n + 1) - 1; // occasionally -1: out of range
    switch (rand(5)) {
      case 0: {
        const from = k();
        return rand(2) ? { type: 'fight', from, to: from + rand(4) } : { type: 'fight', from, to: from + rand(3), loner: { index: k(), at: rand(5) } };
      }
      case 1:
        return { type: 'steal', card: k() };
      case 2:
        return { type: 'security', card: k() };
      case 3:
        return rand(4) ? { type: 'retreat', loner: rand(s.circle.length + 1), at: k() } : { type: 'retreat' };
      default:
        return { type: 'pickup', start: k() };
    }
  },
};
