/**
 * Worker threads (pictures, computer players) yield the CPU to the event
 * loop that answers clicks, in two ways:
 *
 * - a lower priority: on Linux a thread has its own nice value, so a worker
 *   lowers its own (found through /proc/thread-self). Elsewhere (or without
 *   /proc, or when not allowed) the thread keeps the normal priority;
 * - a flag the event loop raises while clicks are coming (`ClicksComing`,
 *   in shared memory): a worker looks at it between units of its work (a
 *   search's samples, one picture) and waits while it is up. A nice value
 *   alone does not free the cores: V8's helper threads, which collect a
 *   worker's garbage, keep the normal priority, and on two cores a
 *   low-priority thread still delays the click path's wake-ups. Measured
 *   with 50 computer matches thinking during a burst of clicks: p99 of the
 *   click answers 495 ms with the nice value alone.
 *
 * The wait changes when a result comes, never what it is, and it is capped
 * (`WAIT_CREDIT_MS`), so a steady stream of clicks cannot starve a worker.
 */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import Tinypool from 'tinypool';

/** Lowers the calling thread's scheduling priority to `nice` (0 normal … 19 lowest); whether it could. */
export function lowerThisThreadPriority(nice: number): boolean {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isInteger(tid) || tid <= 0) return false;
    setPriority(tid, nice);
    return true;
  } catch {
    return false;
  }
}

/** The event loop's side: up while clicks are coming (src/discord/click-turns.ts raises and lowers it). */
export class ClicksComing {
  /** Shared with the workers (it crosses threads as shared memory, not as a copy). */
  readonly buffer = new SharedArrayBuffer(4);
  private readonly flag = new Int32Array(this.buffer);

  get raised(): boolean {
    return Atomics.load(this.flag, 0) !== 0;
  }

  raise(): void {
    if (!this.raised) Atomics.store(this.flag, 0, 1);
  }

  lower(): void {
    if (!this.raised) return;
    Atomics.store(this.flag, 0, 0);
    Atomics.notify(this.flag, 0);
  }
}

/** What a pool hands each of its worker threads: the flag, when the pool has one. */
export interface ClicksComingWorkerData {
  clicksComing?: SharedArrayBuffer;
}

/** The pool's side: the workerData that carries `buffer` to its threads. */
export function clicksComingWorkerData(buffer: SharedArrayBuffer | undefined): ClicksComingWorkerData {
  return buffer ? { clicksComing: buffer } : {};
}

/** A tinypool worker's side: the flag its pool handed it, if any. */
export function clicksComingHere(): SharedArrayBuffer | undefined {
  return (Tinypool.workerData as ClicksComingWorkerData | undefined)?.clicksComing;
}

/** How often a waiting worker looks at the flag again even without a wake-up. */
const RECHECK_MS = 50;

/**
 * How long a worker may wait for clicks at a stretch. Waiting spends this
 * credit and working earns it back (1 ms of work or idleness for 1 ms of
 * waiting, up to this much): a burst of clicks shorter than this has the
 * cores to itself, and under a steady stream of clicks (the flag always up)
 * a worker still gets half of its thread's time, so pictures and computers
 * slow down but never stall.
 */
export const WAIT_CREDIT_MS = 1_000;

/** A worker thread's waiting credit (one per thread; tests make their own). */
export interface WaitBudget {
  credit: number;
  /** When the last wait ended (work since then earns credit). */
  since: number;
  readonly max: number;
}

export function waitBudget(max = WAIT_CREDIT_MS): WaitBudget {
  return { credit: max, since: performance.now(), max };
}

const threadBudget = waitBudget();

/**
 * A worker's side: a function that, each time it is called, blocks while the
 * flag in `buffer` is up — within the thread's credit, and at most `maxMs` in
 * all over the function's life (one picture, one decision). Without a buffer
 * (in the event loop's own thread, tests, the arena) it returns at once.
 */
export function pauseWhileClicksCome(buffer: SharedArrayBuffer | undefined, maxMs: number, budget: WaitBudget = threadBudget): () => void {
  if (!buffer) return () => {};
  const flag = new Int32Array(buffer);
  let left = maxMs;
  return () => {
    const now = performance.now();
    budget.credit = Math.min(budget.max, budget.credit + (now - budget.since));
    budget.since = now;
    while (left > 0 && budget.credit > 0 && Atomics.load(flag, 0) !== 0) {
      const start = performance.now();
      Atomics.wait(flag, 0, 1, Math.min(left, budget.credit, RECHECK_MS));
      const waited = performance.now() - start;
      left -= waited;
      budget.credit -= waited;
    }
    budget.since = performance.now();
  };
}
