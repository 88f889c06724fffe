/**
 * What the conformance checks need to know per game: which option sets to
 * play, a bound on match length, how to re-deal hidden information, and how
 * to make up a random (mostly illegal) action. Every game in the registry
 * must have a profile here.
 */
import type { LonersAction, LonersCard, LonersState } from '../../src/games/loners/index.js';
import type { ScoundrelAction, ScoundrelState } from '../../src/games/scoundrel/index.js';

export type Rand = (n: number) => number;

export interface ConformanceProfile {
  optionSets: object[];
  maxActions: number;
  // Method syntax (bivariant parameters) lets each profile take its own state type.
  perturbHidden(state: unknown, viewer: number | null, rand: Rand): unknown;
  randomAction(state: unknown, seat: number, rand: Rand): unknown;
}

const lonersCard = (rand: Rand): LonersCard => (rand(9) === 0 ? 'guard' : 1 + rand(8));

const loners: ConformanceProfile = {
  optionSets: [{ variant: 'standard' }, { variant: 'layered' }],
  maxActions: 20_000,
  perturbHidden(s: LonersState, viewer, rand) {
    return {
      ...s,
      rng: s.rng.map(() => rand(2 ** 31)),
      hands: s.hands.map((hand, seat) => (seat === viewer ? hand : hand.map(() => lonersCard(rand)))),
    };
  },
  randomAction(s: LonersState, seat, rand): LonersAction {
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

/** Scoundrel hides only the dungeon's order (and the RNG). */
const scoundrel: ConformanceProfile = {
  optionSets: [{ variant: 'standard' }, { variant: 'strict' }],
  maxActions: 200,
  perturbHidden(s: ScoundrelState, _viewer, rand) {
    const dungeon = s.dungeon.slice();
    for (let i = dungeon.length - 1; i > 0; i--) {
      const j = rand(i + 1);
      [dungeon[i], dungeon[j]] = [dungeon[j] as (typeof dungeon)[number], dungeon[i] as (typeof dungeon)[number]];
    }
    return { ...s, dungeon, rng: s.rng.map(() => rand(2 ** 31)) };
  },
  randomAction(_s: ScoundrelState, _seat, rand): ScoundrelAction {
    if (rand(5) === 0) return { type: 'avoid' };
    const card = rand(6) - 1;
    return rand(2) ? { type: 'take', card, weapon: true } : { type: 'take', card };
  },
};

export const profiles: Record<string, ConformanceProfile> = { loners, scoundrel };
