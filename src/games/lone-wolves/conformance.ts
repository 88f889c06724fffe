/**
 * What the conformance suite needs to know about Lone Wolves: a bound on the
 * game's length, how to re-deal what a seat cannot see (the other hand, the
 * unused cards, the face-down tokens, the RNG), and random (mostly illegal) actions.
 */
import type { ConformanceProfile, Rand } from '../core/registration.js';
import { TOKEN_KINDS } from './config.js';
import type { Card, LoneWolvesAction, LoneWolvesState } from './types.js';

function shuffled<T>(items: T[], rand: Rand): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = rand(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

export const loneWolvesConformance: ConformanceProfile<LoneWolvesState, LoneWolvesAction> = {
  optionSets: [{}, { firstSeat: 0 }, { firstSeat: 1 }],
  // 13 tricks × (2 plays + 2 reveals + 1 scar step).
  maxActions: 13 * 5,
  perturbHidden(s, viewer, rand) {
    const hidden = (seat: number) => seat !== viewer;
    const pool = shuffled([...s.unused, ...(hidden(0) ? s.hands[0] : []), ...(hidden(1) ? s.hands[1] : [])], rand);
    let next = 0;
    const take = (n: number): Card[] => pool.slice(next, (next += n));
    const hands: LoneWolvesState['hands'] = [hidden(0) ? take(s.hands[0].length) : s.hands[0], hidden(1) ? take(s.hands[1].length) : s.hands[1]];
    const unused = take(s.unused.length);
    const territories = s.territories.map((t) => ({
      ...t,
      tokens: t.tokens.map((k) => (k.up ? k : { kind: TOKEN_KINDS[rand(TOKEN_KINDS.length)] as (typeof TOKEN_KINDS)[number], up: false })),
    }));
    return { ...s, rng: s.rng.map(() => rand(2 ** 31)), hands, unused, territories };
  },
  randomAction(s, seat, rand) {
    const k = (n: number) => rand(n + 2) - 1; // occasionally -1 or n: out of range
    switch (rand(4)) {
      case 0:
        return { type: 'play', card: k(s.hands[seat]?.length ?? 13), territory: k(5) };
      case 1:
        return { type: 'reveal', token: k(3) };
      case 2:
        return { type: 'scar', token: k(3), slot: k(5) };
      default:
        return { type: 'pass' };
    }
  },
};
