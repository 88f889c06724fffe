/**
 * The CPU a bot process spent up to a given moment, read after the fact.
 *
 * A burst ends with its last answer, but the bot's event loop is busy right
 * after it: once the clicks calm down, the follow-up work that waited (DMs,
 * board edits, pictures' scenes) runs in one go, and the bench's request for
 * the CPU time waits behind it. Read then, "CPU per click" counted part of
 * that follow-up work, which no answer waited for. So a thread of its own
 * samples the process's CPU time (all threads) and the main thread's every
 * few milliseconds while a phase runs, into shared memory, and the bench
 * asks for the figures at the moment of the last answer.
 *
 * The main thread's time comes from Linux's schedstat (its thread id is the
 * process id); elsewhere only the process's time is given.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';

/** Sampling interval, ms: the figure at a moment is at most this late. */
const EVERY_MS = 2;
/** Samples kept: a minute at the interval, more than any phase lasts. */
const CAPACITY = 30_000;
/** Per sample: epoch ms, process CPU ms, main-thread CPU ms. */
const FIELDS = 3;

/** What the sampling thread runs (CommonJS, as an eval'd worker is). */
const SAMPLER = `
const { workerData } = require('node:worker_threads');
const { openSync, readSync } = require('node:fs');
const samples = new Float64Array(workerData.samples);
const control = new Int32Array(workerData.control);
const { every, capacity, fields } = workerData;
let fd = -1;
try { fd = openSync('/proc/' + process.pid + '/task/' + process.pid + '/schedstat', 'r'); } catch {}
const text = Buffer.alloc(96);
const mainMs = () => {
  if (fd < 0) return NaN;
  const n = readSync(fd, text, 0, text.length, 0);
  return Number(text.toString('latin1', 0, n).split(' ')[0]) / 1e6;
};
for (;;) {
  // control[0]: 1 while a phase runs; wait (without a timeout) while it is 0.
  if (Atomics.load(control, 0) === 0) { Atomics.wait(control, 0, 0); continue; }
  const { user, system } = process.cpuUsage();
  const i = Atomics.load(control, 1) % capacity;
  samples[i * fields] = performance.timeOrigin + performance.now();
  samples[i * fields + 1] = (user + system) / 1000;
  samples[i * fields + 2] = mainMs();
  Atomics.add(control, 1, 1);
  Atomics.wait(control, 2, 0, every);
}
`;

export interface CpuSpent {
  /** The process, all its threads, ms. */
  all: number;
  /** The main thread alone, ms (null where it cannot be read). */
  main: number | null;
}

export class CpuTimeline {
  private readonly samples = new Float64Array(new SharedArrayBuffer(CAPACITY * FIELDS * 8));
  /** [running, samples written, (a word to sleep on)] */
  private readonly control = new Int32Array(new SharedArrayBuffer(12));
  private readonly worker: Worker;

  constructor() {
    this.worker = new Worker(SAMPLER, {
      eval: true,
      workerData: { samples: this.samples.buffer, control: this.control.buffer, every: EVERY_MS, capacity: CAPACITY, fields: FIELDS },
    });
    // It never keeps the process alive.
    this.worker.unref();
  }

  /** Starts sampling from zero; resolves once the first sample is in. */
  async start(): Promise<void> {
    Atomics.store(this.control, 1, 0);
    Atomics.store(this.control, 0, 1);
    Atomics.notify(this.control, 0);
    while (Atomics.load(this.control, 1) === 0) await sleep(1);
  }

  /** What was spent from the start up to `epochMs` (the first sample at or after it), and stops sampling. */
  spentUntil(epochMs: number): CpuSpent {
    Atomics.store(this.control, 0, 0);
    const written = Atomics.load(this.control, 1);
    const first = Math.max(0, written - CAPACITY);
    const at = (i: number, field: number) => this.samples[(i % CAPACITY) * FIELDS + field] as number;
    let end = written - 1;
    for (let i = first; i < written; i++) {
      if (at(i, 0) >= epochMs) {
        end = i;
        break;
      }
    }
    const main = at(end, 2) - at(first, 2);
    return { all: at(end, 1) - at(first, 1), main: Number.isNaN(main) ? null : main };
  }

  /** Ends the sampling thread. */
  close(): Promise<number> {
    return this.worker.terminate();
  }
}
