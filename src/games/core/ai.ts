/**
 * Small pure helpers the games' computer players (src/games/<game>/ai.ts)
 * share: shuffling with a `Rand`, multiset bookkeeping of unseen cards, a
 * fresh RNG state for a determinized game state.
 */
import type { Rand } from './registration.js';
import type { RngState } from './rng.js';

/** Fisher–Yates in place; returns the same array. */
export function shuffleInPlace<T>(items: T[], rand: Rand): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rand(i + 1);
    const tmp = items[i] as T;
    items[i] = items[j] as T;
    items[j] = tmp;
  }
  return items;
}

/** A fresh xoroshiro128+ state (four non-zero 31-bit words) drawn from `rand`. */
export function freshRng(rand: Rand): RngState {
  return [1 + rand(0x7ffffffe), 1 + rand(0x7ffffffe), 1 + rand(0x7ffffffe), 1 + rand(0x7ffffffe)];
}

/** One item uniformly at random (the list must not be empty). */
export function pickOne<T>(items: readonly T[], rand: Rand): T {
  return items[rand(items.length)] as T;
}

/**
 * A multiset of cards keyed by a string or number, for "the deck minus
 * everything seen". `take` removes one copy if present (false when absent, so
 * an inconsistent view never breaks a determinization).
 */
export class CardPool<T> {
  private readonly counts = new Map<string | number, number>();
  private readonly sample = new Map<string | number, T>();

  constructor(
    cards: readonly T[],
    private readonly key: (card: T) => string | number,
  ) {
    for (const c of cards) this.put(c);
  }

  put(card: T): void {
    const k = this.key(card);
    this.counts.set(k, (this.counts.get(k) ?? 0) + 1);
    if (!this.sample.has(k)) this.sample.set(k, card);
  }

  take(card: T): boolean {
    const k = this.key(card);
    const n = this.counts.get(k) ?? 0;
    if (n === 0) return false;
    this.counts.set(k, n - 1);
    return true;
  }

  has(card: T): boolean {
    return (this.counts.get(this.key(card)) ?? 0) > 0;
  }

  /** Every card left, in insertion order of their kinds (shuffle before dealing). */
  cards(): T[] {
    const out: T[] = [];
    for (const [k, n] of this.counts) for (let i = 0; i < n; i++) out.push(this.sample.get(k) as T);
    return out;
  }
}
