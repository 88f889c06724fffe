/** What the conformance suite needs to know about Scoundrel (see ../core/registration.ts). */
import type { ConformanceProfile } from '../core/registration.js';
import type { ScoundrelAction, ScoundrelState } from './types.js';

/** Scoundrel hides only the dungeon's order (and the RNG). */
export const scoundrelConformance: ConformanceProfile<ScoundrelState, ScoundrelAction> = {
  optionSets: [{ variant: 'standard' }, { variant: 'strict' }],
  maxActions: 200,
  perturbHidden(s, _viewer, rand) {
    const dungeon = s.dungeon.slice();
    for (let i = dungeon.length - 1; i > 0; i--) {
      const j = rand(i + 1);
      [dungeon[i], dungeon[j]] = [dungeon[j] as (typeof dungeon)[number], dungeon[i] as (typeof dungeon)[number]];
    }
    return { ...s, dungeon, rng: s.rng.map(() => rand(2 ** 31)) };
  },
  randomAction(_s, _seat, rand) {
    if (rand(5) === 0) return { type: 'avoid' };
    const card = rand(6) - 1;
    return rand(2) ? { type: 'take', card, weapon: true } : { type: 'take', card };
  },
};
