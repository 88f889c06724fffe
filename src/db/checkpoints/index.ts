/**
 * Checkpoints of the write-ahead log off the event loop. SQLite checkpoints
 * on its own inside the commit that fills the log past 1,000 pages (every
 * few hundred moves), and that commit then waits for two fsyncs — ~5 ms on
 * this project's development machine, far more on a slow disk, and every
 * click queued behind it waits too. So while the bot runs, its connection
 * does not checkpoint (`wal_autocheckpoint = 0`); a worker thread does, every
 * second, with its own connection (./worker.ts). Should the worker fail
 * three times in a row, the connection checkpoints on its own again, as
 * before: the log never grows without bound.
 */
import type Database from 'better-sqlite3';
import type { Logger } from 'pino';
import Tinypool from 'tinypool';
import type { CheckpointResult, CheckpointWorkerData } from './worker.js';

export type { CheckpointResult } from './worker.js';

/** SQLite's own default: checkpoint inside the commit once the log holds this many pages. */
export const SQLITE_AUTOCHECKPOINT_PAGES = 1000;
const FAILURES_BEFORE_GIVING_UP = 3;

export interface CheckpointerOptions {
  sqlite: Database.Database;
  /** The database file (absolute). */
  path: string;
  log: Logger | null;
  /** Default 1 s. */
  intervalMs?: number;
  /** The event loop's "clicks are coming" flag: a checkpoint waits while it is up. */
  clicksComing?: SharedArrayBuffer;
}

export interface Checkpointer {
  /** One checkpoint now (the timer's work); its result, or null when it failed. */
  run(): Promise<CheckpointResult | null>;
  /** Checkpoints done, and whether the bot's connection checkpoints on its own again (the worker gave up). */
  readonly stats: { done: number; failed: number; gaveUp: boolean };
  /** Stops the timer and the worker; the connection checkpoints on its own again. */
  stop(): Promise<void>;
}

/** Compiled (dist/, *.js) the worker is plain JavaScript; under tsx or vitest it is TypeScript loaded through tsx. */
function workerFile(): string {
  const compiled = import.meta.url.endsWith('.js');
  return new URL(compiled ? './worker.js' : './worker-tsx.mjs', import.meta.url).href;
}

export function startCheckpointer(opts: CheckpointerOptions): Checkpointer {
  const { sqlite, path, log } = opts;
  const workerData: CheckpointWorkerData = opts.clicksComing ? { clicksComing: opts.clicksComing } : {};
  const pool = new Tinypool({ filename: workerFile(), minThreads: 1, maxThreads: 1, idleTimeout: 60_000, workerData });
  const stats = { done: 0, failed: 0, gaveUp: false };
  let failuresInRow = 0;
  let running: Promise<CheckpointResult | null> | null = null;
  let stopped = false;
  sqlite.pragma('wal_autocheckpoint = 0');

  const ownCheckpoints = () => {
    if (sqlite.open) sqlite.pragma(`wal_autocheckpoint = ${SQLITE_AUTOCHECKPOINT_PAGES}`);
  };
  const once = async (): Promise<CheckpointResult | null> => {
    try {
      const result = (await pool.run(path, { signal: AbortSignal.timeout(30_000) })) as CheckpointResult;
      stats.done++;
      failuresInRow = 0;
      return result;
    } catch (err) {
      stats.failed++;
      log?.warn({ err }, 'checkpoint failed');
      if (++failuresInRow >= FAILURES_BEFORE_GIVING_UP && !stats.gaveUp) {
        stats.gaveUp = true;
        clearInterval(timer);
        ownCheckpoints();
        log?.error('checkpoints keep failing: the database connection checkpoints on its own again');
      }
      return null;
    }
  };
  const run = (): Promise<CheckpointResult | null> => {
    if (stopped || stats.gaveUp) return Promise.resolve(null);
    running ??= once().finally(() => (running = null));
    return running;
  };
  const timer = setInterval(() => void run(), opts.intervalMs ?? 1000);
  timer.unref();

  return {
    run,
    stats,
    async stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(timer);
      await running;
      await pool.run(null, { name: 'close' }).catch(() => null);
      await pool.destroy();
      ownCheckpoints();
    },
  };
}
