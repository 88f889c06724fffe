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
 *   read the RSS without garbage as well as as it stands.
 */
import { createRequire } from 'node:module';
import process from 'node:process';
import { isMainThread } from 'node:worker_threads';

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
  process.on('SIGUSR2', collect);
}

function collect() {
  const gc = globalThis.gc;
  if (!gc) {
    process.stderr.write('bench-preload: gc unavailable\n');
    return;
  }
  gc();
  gc();
  const { heapUsed, heapTotal, external } = process.memoryUsage();
  process.stderr.write(`bench-preload: gc done ${JSON.stringify({ heapUsed, heapTotal, external })}\n`);
}
