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
 *   with computers thinking during a burst of clicks (docs/performance.md).
 *
 * The wait changes when a result comes, never what it is, and it is capped
 * per task. Pictures do not wait: a click's answer may be waiting for one.
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

/** The event loop's side: up while clicks are being handled (src/runtime/clicks-first.ts raises and lowers it). */
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
 * A worker's side: a function that, each time it is called, blocks while the
 * flag in `buffer` is up — at most `maxMs` in all over the function's life
 * (one decision), so a steady stream of clicks slows a computer down but never
 * stalls it. Without a buffer (the event loop's own thread, tests, the arena)
 * it returns at once.
 */
export function pauseWhileClicksCome(buffer: SharedArrayBuffer | undefined, maxMs: number): () => void {
  if (!buffer) return () => {};
  const flag = new Int32Array(buffer);
  let left = maxMs;
  return () => {
    while (left > 0 && Atomics.load(flag, 0) !== 0) {
      const start = performance.now();
      Atomics.wait(flag, 0, 1, Math.min(left, RECHECK_MS));
      left -= performance.now() - start;
    }
  };
}
