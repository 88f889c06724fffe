/**
 * The worker thread pools of the bot (pictures, computer players): tinypool
 * with what both need. Each starts one thread on its first task, grows to
 * `threads`, and lets the extra ones go after a minute without work; every
 * thread gets the event loop's "clicks are coming" flag (src/thread-priority.ts).
 */
import Tinypool from 'tinypool';
import { clicksComingWorkerData } from './thread-priority.js';

export interface WorkerPoolOptions {
  /** The folder of the worker module (`new URL('.', import.meta.url)` of its pool). */
  folder: URL;
  threads: number;
  clicksComing?: SharedArrayBuffer;
}

/** Compiled (dist/, *.js) a worker is plain JavaScript; under tsx or vitest it is TypeScript, loaded through its worker-tsx.mjs. */
function workerModule(folder: URL): string {
  const compiled = import.meta.url.endsWith('.js');
  return new URL(compiled ? './worker.js' : './worker-tsx.mjs', folder).href;
}

export function workerPool(opts: WorkerPoolOptions): Tinypool {
  return new Tinypool({
    filename: workerModule(opts.folder),
    minThreads: 1,
    maxThreads: opts.threads,
    idleTimeout: 60_000,
    // With atomics, a worker waiting for a task blocks in Atomics.wait and
    // takes the next one from there, so its event loop never turns once it
    // has had a task (test/worker-pool.test.ts).
    // Node frees a native add-on's buffers (every PNG of @napi-rs/canvas) from
    // the event loop, after GC: the picture worker kept every PNG it made,
    // ~38 KiB a picture, 80+ MiB after the 3,000 pictures of 1,000 new matches.
    // Through the event loop a task waits a few microseconds longer.
    useAtomics: false,
    workerData: clicksComingWorkerData(opts.clicksComing),
  });
}
