/** What the play layer needs from its host: the store, a clock, timings and a seed source. */
import { randomBytes } from 'node:crypto';
import type { Store } from '../db/store.js';
import { dailySecret } from './challenges.js';

export interface PlayContext {
  store: Store;
  /** ms since the epoch; injected so tests can move time. */
  now: () => number;
  turnTimeoutMs: number;
  /** The warning DM goes out this long before the deadline. */
  turnWarningMs: number;
  lobbyIdleMs: number;
  /** Timeouts in a row after which a player forfeits. */
  maxTimeoutsInRow: number;
  /** A computer's turn is played this long after it starts: a human-like pause, so people can follow. */
  computerPauseMs: number;
  newSeed: () => string;
  /** The key the daily challenges' deals are derived from (see challenges.ts). */
  dailySecret: string;
}

export const randomSeed = () => randomBytes(12).toString('base64url');

export type PlayOptions = Partial<Omit<PlayContext, 'store' | 'dailySecret'>> & { dailySecret?: string | undefined };

export async function playContext(store: Store, opts: PlayOptions = {}): Promise<PlayContext> {
  return {
    store,
    now: opts.now ?? Date.now,
    turnTimeoutMs: opts.turnTimeoutMs ?? 5 * 60_000,
    turnWarningMs: opts.turnWarningMs ?? 60_000,
    lobbyIdleMs: opts.lobbyIdleMs ?? 15 * 60_000,
    maxTimeoutsInRow: opts.maxTimeoutsInRow ?? 3,
    computerPauseMs: opts.computerPauseMs ?? 1000,
    newSeed: opts.newSeed ?? randomSeed,
    dailySecret: await store.read((q) => dailySecret(q, opts.dailySecret)),
  };
}
