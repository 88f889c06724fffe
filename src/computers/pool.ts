/**
 * Computer decisions on a small pool of worker threads (tinypool). A decision
 * that fails — the worker crashed, threw, or took too long — comes back as
 * null, and the caller plays the safe move instead: a computer never stalls a
 * table.
 */
import { availableParallelism } from 'node:os';
import type Tinypool from 'tinypool';
import { workerPool } from '../runtime/worker-pool.js';
import type { DecisionRequest, SoloRun, SoloRunRequest } from './worker.js';

export type { DecisionRequest, SoloRun, SoloRunRequest } from './worker.js';

export interface Thinker {
  /** An action code, or null when no decision came (then the safe move is played). */
  think(request: DecisionRequest): Promise<string | null>;
  /** A whole solo run by the computer (the daily dungeon), or null when it failed. */
  playSolo(request: SoloRunRequest): Promise<SoloRun | null>;
  close(): Promise<void>;
}

export interface PoolOptions {
  /** Worker threads (default: one less than the cores, at least one). */
  threads?: number;
  /** A decision taking longer than this is given up (default 10 s). */
  timeoutMs?: number;
  onError?: (err: unknown, request: DecisionRequest | SoloRunRequest) => void;
  /** The event loop's "clicks are coming" flag: thinking waits while it is up (src/runtime/thread-priority.ts). */
  clicksComing?: SharedArrayBuffer;
}

export function workerThinker(opts: PoolOptions = {}): Thinker {
  const threads = opts.threads ?? Math.max(1, availableParallelism() - 1);
  const timeoutMs = opts.timeoutMs ?? 10_000;
  // Started on the first decision: a bot with no computer at its tables starts no thread.
  let pool: Tinypool | null = null;
  // Closing ends the decisions still in flight: they come back null, as a failure would, but nothing failed
  // (the bot is stopping and plays none of them; a restart takes the turns up again), so none is reported.
  let closing = false;
  const run = async <T>(request: DecisionRequest | SoloRunRequest, name: string, ms: number): Promise<T | null> => {
    pool ??= workerPool({ folder: new URL('.', import.meta.url), threads, clicksComing: opts.clicksComing });
    try {
      return (await pool.run(request, { name, signal: AbortSignal.timeout(ms) })) as T;
    } catch (err) {
      if (!closing) opts.onError?.(err, request);
      return null;
    }
  };
  return {
    think: (request) => run<string>(request, 'default', timeoutMs),
    // A whole run is a few hundred decisions: it may take a minute or two, on a worker.
    playSolo: (request) => run<SoloRun>(request, 'playSolo', timeoutMs * 30),
    close: async () => {
      closing = true;
      try {
        await pool?.destroy();
      } finally {
        pool = null;
        closing = false;
      }
    },
  };
}
