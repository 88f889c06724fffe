/**
 * Gives the memory V8 no longer uses back to the system once the bot has
 * been idle for a while.
 *
 * V8 keeps the pages a garbage collection freed ("pooled") for the next
 * allocations, and its memory reducer is meant to return them when the
 * process goes idle. On Node 24 (V8 13.6) it never does in the bot: with
 * `--trace-memory-reducer` it finds "high alloc" every 8 s even in a fully
 * idle process, so ~79 MiB of pooled pages stay resident for good after
 * 1,000 matches were opened (Node 20's reducer returns them after ~8 s).
 * A full collection of the "last resort" flavour — the one V8 runs before it
 * gives up on memory — compacts the heap and releases that pool; an
 * ordinary `gc()` does not.
 *
 * It stops the main thread for the length of a few full GCs (235 ms with
 * 1,000 live matches after a ~400 MiB peak, Node 24, December 4), so it
 * runs only when no click has come for `idleMs` and their deliveries are
 * done (pages freed amid a backlog are taken again by its rest), only when
 * RSS has grown by
 * `growthBytes` since the last trim (the first one clears what start-up
 * left behind), and at most once every `minGapMs`. A click that comes
 * during it waits.
 */
import v8 from 'node:v8';
import vm from 'node:vm';
import type { Logger } from 'pino';
import { every } from './every.js';

export interface IdleMemoryTrimOptions {
  /** How long no click has been coming, in ms (ClickTurns.idleMs). */
  idleFor: () => number;
  /** Whether work the clicks left is still going (deliveries): no trim meanwhile. */
  busy?: () => boolean;
  /** The collection that returns V8's pooled pages (default: memoryReducingGc()); null: none (the trim does nothing). */
  collect?: (() => void) | null;
  /** Resident memory in bytes (default: process.memoryUsage.rss). */
  rss?: () => number;
  /** The clock for `minGapMs`, in ms. */
  now?: () => number;
  log?: Pick<Logger, 'debug'>;
  /** How often to look (default 5 s; null: no timer, tests call `check()`). */
  checkEveryMs?: number | null;
  /** No click for this long counts as idle (default 10 s). */
  idleMs?: number;
  /** RSS growth since the last trim that makes another worth its pause (default 16 MiB). */
  growthBytes?: number;
  /** At least this long between two trims (default 60 s). */
  minGapMs?: number;
}

export interface IdleMemoryTrim {
  /** Trims now if the bot is idle and RSS has grown enough; returns whether it did. */
  check(): boolean;
  stop(): void;
}

const MiB = 1024 * 1024;

export function startIdleMemoryTrim(opts: IdleMemoryTrimOptions): IdleMemoryTrim {
  const collect = opts.collect === undefined ? memoryReducingGc() : opts.collect;
  const rss = opts.rss ?? (() => process.memoryUsage.rss());
  const now = opts.now ?? (() => performance.now());
  const idleMs = opts.idleMs ?? 10_000;
  const growthBytes = opts.growthBytes ?? 16 * MiB;
  const minGapMs = opts.minGapMs ?? 60_000;
  // Nothing trimmed yet: the first idle moment clears start-up's garbage.
  let trimmedRss = 0;
  let trimmedAt = Number.NEGATIVE_INFINITY;

  const check = (): boolean => {
    if (!collect || opts.idleFor() < idleMs || opts.busy?.() || now() - trimmedAt < minGapMs) return false;
    const before = rss();
    if (before < trimmedRss + growthBytes) return false;
    const start = now();
    collect();
    trimmedAt = now();
    trimmedRss = rss();
    opts.log?.debug({ rssBefore: before, rssAfter: trimmedRss, ms: Math.round(trimmedAt - start) }, 'memory trimmed');
    return true;
  };

  const timer = every(opts.checkEveryMs === undefined ? 5000 : opts.checkEveryMs, check);
  return { check, stop: timer.stop };
}

type GcWithOptions = (options?: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

/** Whether this V8 keeps its pooled pages in an idle bot (V8 12 and later: Node 22, 24). */
export function pooledPagesStay(v8Version = process.versions.v8): boolean {
  return Number(v8Version.split('.')[0]) >= 12;
}

/**
 * A synchronous last-resort full GC; null where it is not needed (Node 20)
 * or V8 will not give one.
 * The bot runs without --expose-gc: the flag is raised just long enough to
 * take `gc` from a fresh context (as Jest's leak detector does), so no
 * other code ever sees a global `gc`.
 */
export function memoryReducingGc(): (() => void) | null {
  // V8 before 12 (Node 20) takes the options but frees nothing with them,
  // and its memory reducer returns the pooled pages by itself: no pause there.
  if (!pooledPagesStay()) return null;
  let gc = (globalThis as { gc?: GcWithOptions }).gc;
  if (!gc) {
    try {
      v8.setFlagsFromString('--expose-gc');
      gc = vm.runInNewContext('gc') as GcWithOptions | undefined;
    } catch {
      return null;
    } finally {
      v8.setFlagsFromString('--no-expose-gc');
    }
  }
  if (typeof gc !== 'function') return null;
  const run = gc;
  return () => run({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}
