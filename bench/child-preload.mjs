/**
 * Preloaded (`node --import`) into the bot process of the memory bench
 * (bench/startup.ts) only; never in production, never in the start-up timings.
 *
 * - Lifts discord.js' client-side global limit of 50 REST requests a second
 *   (interaction answers are exempt), so the bench can open 1,000 matches in
 *   seconds instead of the ~2 minutes their ~5,000 messages and DM channels
 *   would take at Discord's pace. Only the pacing changes, not what is sent.
 * - On SIGUSR2 runs two full garbage collections (the process runs with
 *   --expose-gc) and writes the V8 heap figures on stderr, so the bench can
 *   read the RSS without garbage as well as as it stands; with them each
 *   worker thread's V8 heap (the picture thread's: where Node has
 *   `worker.getHeapStatistics()`, 22.16 and later), so the bench can tell
 *   the threads' heaps from native memory (Skia, SQLite, the allocator).
 */
import { createRequire, syncBuiltinESMExports } from 'node:module';
import process from 'node:process';
import workerThreads, { isMainThread } from 'node:worker_threads';

/** The bot's live worker threads (tinypool's), tracked by the Worker class below. */
const workers = new Set();

// Node runs --import in every worker thread too: there it must load nothing,
// or the picture worker would carry discord.js and undici (~120 modules) that
// it never has in production, and the bench would count them in its RSS.
if (isMainThread) preload();

function preload() {
  // discord.js is CommonJS and reads @discordjs/rest's defaults from its own
  // require: patch that very module instance, before the bot builds its client.
  const fromHere = createRequire(import.meta.url);
  const rest = createRequire(fromHere.resolve('discord.js'))('@discordjs/rest');
  rest.DefaultRestOptions.globalRequestsPerSecond = 100_000;
  trackWorkers();
  process.on('SIGUSR2', () => void collect());
}

/** Replaces node:worker_threads' Worker (for tinypool's import too) with one that registers itself while it lives. */
function trackWorkers() {
  const Original = workerThreads.Worker;
  workerThreads.Worker = class TrackedWorker extends Original {
    constructor(...args) {
      super(...args);
      workers.add(this);
      this.once('exit', () => workers.delete(this));
    }
  };
  syncBuiltinESMExports();
}

/** Each live worker thread's V8 heap, where this Node can tell. */
async function threadHeaps() {
  const heaps = [];
  for (const worker of workers) {
    if (typeof worker.getHeapStatistics !== 'function') continue;
    const s = await worker.getHeapStatistics().catch(() => null);
    if (s) heaps.push({ heapUsed: s.used_heap_size, heapTotal: s.total_heap_size, external: s.external_memory });
  }
  return heaps;
}

async function collect() {
  const gc = globalThis.gc;
  if (!gc) {
    process.stderr.write('bench-preload: gc unavailable\n');
    return;
  }
  gc();
  gc();
  const { heapUsed, heapTotal, external } = process.memoryUsage();
  const threads = await threadHeaps();
  // Apart from `threads`: idle threads exit (src/worker-pool.ts), so an empty list may just mean none is running.
  const threadHeapsKnown = typeof workerThreads.Worker.prototype.getHeapStatistics === 'function';
  process.stderr.write(`bench-preload: gc done ${JSON.stringify({ heapUsed, heapTotal, external, threads, threadHeapsKnown })}\n`);
}
