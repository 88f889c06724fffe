/** The AI's randomness: a `Rand` over pure-rand's xoroshiro128+, seeded from a string (src/games/core/rng.ts). */
import { unsafeUniformIntDistribution, xoroshiro128plus } from 'pure-rand';
import type { Rand } from '../games/core/registration.js';
import { seedRng } from '../games/core/rng.js';

/** A uniform integer in [0, n) per call, the same sequence for the same seed. */
export function randFromSeed(seed: string): Rand {
  const gen = xoroshiro128plus.fromState(seedRng(seed));
  return (n: number) => (n <= 1 ? 0 : unsafeUniformIntDistribution(0, n - 1, gen));
}

/** Four state words for `randFromWords`, drawn from `rand`. */
export function seedWords(rand: Rand): number[] {
  return [1 + rand(0x7ffffffe), 1 + rand(0x7ffffffe), 1 + rand(0x7ffffffe), 1 + rand(0x7ffffffe)];
}

/** A `Rand` from four state words: the same words give the same sequence (common random numbers). */
export function randFromWords(words: readonly number[]): Rand {
  const gen = xoroshiro128plus.fromState(words);
  return (n: number) => (n <= 1 ? 0 : unsafeUniformIntDistribution(0, n - 1, gen));
}
