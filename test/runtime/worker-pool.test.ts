/**
 * The worker pools run their tasks through each worker's event loop. Node
 * frees a native add-on's buffers (every PNG of @napi-rs/canvas) from the
 * event loop; with tinypool's atomics, a worker that kept getting tasks never
 * turned its loop, and the picture worker kept every PNG it had made (~38 KiB
 * a picture, 83 MiB after the 3,000 pictures of 1,000 new matches).
 */
import { describe, expect, it } from 'vitest';
import { workerPool } from '../../src/runtime/worker-pool.js';

describe('the worker pools', () => {
  it("turn a worker's event loop while it waits for its next task (with atomics a waiting worker blocked and never turned it)", async () => {
    const pool = workerPool({ folder: new URL('../support/loop-probe/', import.meta.url), threads: 1 });
    try {
      const turned: boolean[] = [];
      for (let i = 0; i < 10; i++) {
        turned.push((await pool.run(null)) as boolean);
        await new Promise((resolve) => setTimeout(resolve, 50)); // the worker waits for the next task
      }
      expect(turned).toEqual(Array.from({ length: 10 }, () => true));
    } finally {
      await pool.destroy();
    }
  });

  it('let an idle thread go (each holds 10+ MiB) and start one again for the next task', async () => {
    const pool = workerPool({ folder: new URL('../support/loop-probe/', import.meta.url), threads: 2, idleMs: 200 });
    try {
      expect(pool.threads).toHaveLength(0); // none before the first task
      await Promise.all([pool.run(null), pool.run(null)]);
      expect(pool.threads.length).toBeGreaterThan(0);
      await expect.poll(() => pool.threads.length, { timeout: 5_000, interval: 50 }).toBe(0);
      await expect(pool.run(null)).resolves.toBe(true); // a fresh thread: its loop has nothing to owe
      expect(pool.threads).toHaveLength(1);
    } finally {
      await pool.destroy();
    }
  });
});
