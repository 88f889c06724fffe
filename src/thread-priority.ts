/**
 * Worker threads (pictures, computer players) yield the CPU to the event
 * loop that answers clicks: on Linux a thread has its own nice value, so a
 * worker lowers its own (found through /proc/thread-self) and, when the
 * cores are busy, the scheduler runs the click path first; the worker's
 * result simply comes a little later. Elsewhere (or without /proc, or when
 * not allowed) the thread keeps the normal priority.
 */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

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
