import { describe, expect, it } from 'vitest';
import { ClickTurns } from '../src/discord/click-turns.js';
import { memoryReducingGc, pooledPagesStay, startIdleMemoryTrim } from '../src/memory-trim.js';

const MiB = 1024 * 1024;

/** A trim on a clock and an RSS the test moves; counts the collections. */
function rig(opts: { idleMs?: number; growthMiB?: number; minGapMs?: number } = {}) {
  const state = { clock: 0, idle: 0, busy: false, rssMiB: 100, collections: 0, freesMiB: 40 };
  const trim = startIdleMemoryTrim({
    idleFor: () => state.idle,
    busy: () => state.busy,
    collect: () => {
      state.collections++;
      state.rssMiB -= state.freesMiB;
    },
    rss: () => state.rssMiB * MiB,
    now: () => state.clock,
    checkEveryMs: null,
    idleMs: opts.idleMs ?? 10_000,
    growthBytes: (opts.growthMiB ?? 16) * MiB,
    minGapMs: opts.minGapMs ?? 60_000,
  });
  return { state, trim };
}

describe('idle memory trim', () => {
  it('collects once clicks have left the bot idle long enough, never while they come', () => {
    const { state, trim } = rig();
    state.idle = 9_999;
    expect(trim.check()).toBe(false);
    state.idle = 0;
    expect(trim.check()).toBe(false);
    expect(state.collections).toBe(0);
    state.idle = 10_000;
    expect(trim.check()).toBe(true);
    expect(state.collections).toBe(1);
    expect(state.rssMiB).toBe(60);
  });

  it('waits while deliveries are still going, however long no click has come', () => {
    const { state, trim } = rig();
    state.idle = 60_000;
    state.busy = true;
    expect(trim.check()).toBe(false);
    expect(state.collections).toBe(0);
    state.busy = false;
    expect(trim.check()).toBe(true);
    expect(state.collections).toBe(1);
  });

  it('collects again only after RSS has grown by the threshold since the last trim, and not sooner than the gap', () => {
    const { state, trim } = rig();
    state.idle = 20_000;
    expect(trim.check()).toBe(true); // 100 -> 60 MiB
    state.clock += 120_000;
    state.rssMiB = 75; // +15 MiB: not worth a pause
    expect(trim.check()).toBe(false);
    state.rssMiB = 76; // +16 MiB, but the last trim is recent
    state.clock = 59_999 + 0;
    expect(trim.check()).toBe(false);
    state.clock = 60_000;
    expect(trim.check()).toBe(true);
    expect(state.collections).toBe(2);
  });

  it('does not keep collecting when a collection frees nothing (RSS that is really in use)', () => {
    const { state, trim } = rig({ minGapMs: 0 });
    state.freesMiB = 0;
    state.idle = 20_000;
    expect(trim.check()).toBe(true);
    for (let i = 0; i < 5; i++) {
      state.clock += 1_000_000;
      expect(trim.check()).toBe(false);
    }
    expect(state.collections).toBe(1);
  });

  it('does nothing where no collection is available', () => {
    const trim = startIdleMemoryTrim({ idleFor: () => Number.POSITIVE_INFINITY, collect: null, checkEveryMs: null });
    expect(trim.check()).toBe(false);
    trim.stop();
  });

  it('reads idleness from the click turns: zero while a click is handled, then the time since it was done', async () => {
    let clock = 1000;
    const turns = new ClickTurns({ now: () => clock });
    expect(turns.idleMs()).toBe(Number.POSITIVE_INFINITY);
    let finish = () => {};
    const click = turns.run(() => new Promise<void>((resolve) => (finish = resolve)));
    expect(turns.idleMs()).toBe(0); // queued
    await new Promise<void>((r) => setImmediate(r));
    clock += 5000;
    expect(turns.idleMs()).toBe(0); // being handled
    finish();
    await click;
    await new Promise<void>((r) => setImmediate(r)); // its bookkeeping runs after the answer
    clock += 12_000;
    expect(turns.idleMs()).toBe(12_000);
  });

  it('knows which V8 keeps its pooled pages: 12 and later (Node 22, 24), not 11 (Node 20)', () => {
    expect(pooledPagesStay('11.3.244.8-node.33')).toBe(false);
    expect(pooledPagesStay('12.4.254.21-node.33')).toBe(true);
    expect(pooledPagesStay('13.6.233.17-node.40')).toBe(true);
  });

  it.runIf(!pooledPagesStay())('takes no collection on Node 20, whose memory reducer returns the pages itself', () => {
    expect(memoryReducingGc()).toBeNull();
  });

  it.runIf(pooledPagesStay())('gets a real last-resort collection without leaving a global gc behind, and it frees garbage', () => {
    const hadGlobalGc = typeof (globalThis as { gc?: unknown }).gc === 'function';
    const collect = memoryReducingGc();
    expect(collect).toBeTypeOf('function');
    expect(typeof (globalThis as { gc?: unknown }).gc === 'function').toBe(hadGlobalGc);
    collect?.();
    const base = process.memoryUsage().heapUsed;
    let garbage: number[][] | null = Array.from({ length: 400 }, (_, i) => new Array<number>(10_000).fill(i + 0.5));
    expect(garbage.length).toBe(400);
    const full = process.memoryUsage().heapUsed;
    expect(full - base).toBeGreaterThan(20 * MiB);
    garbage = null;
    collect?.();
    expect(process.memoryUsage().heapUsed).toBeLessThan(base + 8 * MiB);
  });
});
