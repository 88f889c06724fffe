/**
 * Background deletions in small batches, each its own short transaction, with
 * the clicks being handled going first between batches: a long clean-up
 * never holds the database (SQLite: the one writer) for long.
 */
export interface BatchOptions {
  /** Matches per batch (default 100). */
  size?: number;
  /** Resolves when no click is being handled (src/runtime/clicks-first.ts). */
  afterClicks?: () => Promise<void>;
  /** The process is stopping: no further batch. */
  stopped?: () => boolean;
}

export const DEFAULT_BATCH_SIZE = 100;

/** Runs `batch(size)` until it does less than a full batch; returns how much was done in all. */
export async function inBatches(opts: BatchOptions, batch: (size: number) => Promise<number>): Promise<number> {
  const size = opts.size ?? DEFAULT_BATCH_SIZE;
  let total = 0;
  for (;;) {
    await opts.afterClicks?.();
    if (opts.stopped?.()) return total;
    const done = await batch(size);
    total += done;
    if (done < size) return total;
  }
}

export const DAY_MS = 24 * 60 * 60_000;
