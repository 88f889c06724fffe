/**
 * The worker thread pools of the bot (pictures, computer players): tinypool
 * with what both need. Each starts a thread on its first task, grows to
 * `threads`, and lets every thread go after 20 s without work; every thread
 * gets the event loop's "clicks are coming" flag (src/thread-priority.ts).
 */
import Tinypool from 'tinypool';
import { clicksComingWorkerData } from './thread-priority.js';

export interface WorkerPoolOptions {
  /** The folder of the worker module (`new URL('.', import.meta.url)` of its pool). */
  folder: URL;
  threads: number;
  clicksComing?: SharedArrayBuffer;
  /** A thread without a task for this long exits (default IDLE_THREAD_MS). */
  idleMs?: number;
}

/**
 * An idle thread holds memory (its V8 heap, the picture thread's fonts and
 * Skia), so it is let go; starting one again is paid by the next picture or
 * computer move, off the click's answer, which never waits for a picture.
 * Figures: docs/performance.md.
 */
export const IDLE_THREAD_MS = 20_000;

/** Compiled (dist/, *.js) a worker is plain JavaScript; under tsx or vitest it is TypeScript, loaded through its worker-tsx.mjs. */
function workerModule(folder: URL): string {
  const compiled = import.meta.url.endsWith('.js');
  return new URL(compiled ? './worker.js' : './worker-tsx.mjs', folder).href;
}

export function workerPool(opts: WorkerPoolOptions): Tinypool {
  return new Tinypool({
    filename: workerModule(opts.folder),
    minThreads: 0,
    maxThreads: opts.threads,
    idleTimeout: opts.idleMs ?? IDLE_THREAD_MS,
    // With atomics, a worker waiting for a task blocks in Atomics.wait and
    // takes the next one from there, so its event loop never turns once it
    // has had a task (test/worker-pool.test.ts).
    // Node frees a native add-on's buffers (every PNG of @napi-rs/canvas) from
    // the event loop, after GC: with atomics the picture worker kept every PNG
    // it made. Through the event loop a task waits a few microseconds longer.
    useAtomics: false,
    workerData: clicksComingWorkerData(opts.clicksComing),
  });
}
