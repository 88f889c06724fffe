/**
 * "Clicks are coming" across threads: the event loop raises and lowers a
 * flag in shared memory; a worker's pause blocks while it is up, wakes when
 * it is lowered (from another thread) and never waits longer in all than its
 * cap.
 */
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { ClicksComing, pauseWhileClicksCome } from '../../src/runtime/thread-priority.js';

/** Lowers the flag from another thread after `ms`. */
function lowerFromAnotherThread(buffer: SharedArrayBuffer, ms: number): Promise<number> {
  const code = `
    const { workerData, parentPort } = require('node:worker_threads');
    const flag = new Int32Array(workerData.buffer);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, workerData.ms);
    const at = performance.timeOrigin + performance.now();
    Atomics.store(flag, 0, 0);
    Atomics.notify(flag, 0);
    parentPort.postMessage(at);`;
  const worker = new Worker(code, { eval: true, workerData: { buffer, ms } });
  return new Promise((resolve, reject) => {
    worker.once('message', (at: number) => {
      void worker.terminate();
      resolve(at);
    });
    worker.once('error', reject);
  });
}

const now = () => performance.timeOrigin + performance.now();

describe('clicks coming: the flag the worker threads wait on', () => {
  it('is raised and lowered by the event loop', () => {
    const signal = new ClicksComing();
    expect(signal.raised).toBe(false);
    signal.raise();
    signal.raise();
    expect(signal.raised).toBe(true);
    signal.lower();
    expect(signal.raised).toBe(false);
  });

  it('a pause returns at once when the flag is down, or without a flag', () => {
    const signal = new ClicksComing();
    const t0 = now();
    pauseWhileClicksCome(signal.buffer, 5_000)();
    pauseWhileClicksCome(undefined, 5_000)();
    expect(now() - t0).toBeLessThan(1_000);
  });

  it('a pause blocks while the flag is up and goes on once another thread lowers it', async () => {
    const signal = new ClicksComing();
    signal.raise();
    const lowered = lowerFromAnotherThread(signal.buffer, 150);
    // The worker has to start first: wait until it is up and blocked in its own wait.
    await new Promise((r) => setTimeout(r, 50));
    pauseWhileClicksCome(signal.buffer, 10_000)();
    const woke = now();
    expect(woke).toBeGreaterThanOrEqual(await lowered);
    expect(signal.raised).toBe(false);
  });

  it('never waits longer in all than its cap, so a stream of clicks cannot starve a worker', () => {
    const signal = new ClicksComing();
    signal.raise();
    const pause = pauseWhileClicksCome(signal.buffer, 60);
    const t0 = now();
    pause();
    const first = now() - t0;
    expect(first).toBeGreaterThanOrEqual(55);
    expect(first).toBeLessThan(2_000);
    const t1 = now();
    pause(); // the cap is spent: at once
    expect(now() - t1).toBeLessThan(20);
  });
});
