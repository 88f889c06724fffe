/**
 * Seeded randomness whose whole state is a short array of numbers, so it can
 * live inside a JSON game state. Built on pure-rand's xoroshiro128+.
 */
import { xoroshiro128plus, unsafeUniformIntDistribution } from 'pure-rand';

export type RngState = number[];

/** FNV-1a over the salt and the seed's UTF-16 units: a 32-bit word. */
function hashSeed(seed: string, salt: number): number {
  let h = (0x811c9dc5 ^ salt) | 0;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}

/**
 * All four state words come from the seed (pure-rand's own seeding fills only
 * one), then a few outputs are dropped so near-equal seeds diverge at once.
 */
export function seedRng(seed: string): RngState {
  const words = [1, 2, 3, 4].map((salt) => hashSeed(seed, salt * 0x9e3779b9));
  if (!words.some((w) => w !== 0)) words[0] = 1; // xoroshiro's one forbidden state
  const gen = xoroshiro128plus.fromState(words);
  for (let i = 0; i < 8; i++) gen.unsafeNext();
  return [...gen.getState()];
}

/** Fisher–Yates shuffle; returns a new array and the advanced RNG state. */
export function shuffle<T>(items: readonly T[], rng: RngState): { items: T[]; rng: RngState } {
  const gen = xoroshiro128plus.fromState(rng);
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = unsafeUniformIntDistribution(0, i, gen);
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return { items: out, rng: [...gen.getState()] };
}

/** A uniform integer in [from, to]; returns it and the advanced RNG state. */
export function randomInt(from: number, to: number, rng: RngState): { value: number; rng: RngState } {
  const gen = xoroshiro128plus.fromState(rng);
  const value = unsafeUniformIntDistribution(from, to, gen);
  return { value, rng: [...gen.getState()] };
}
