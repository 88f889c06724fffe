/**
 * Where pictures are painted and encoded: on worker threads (tinypool), so
 * neither the painting nor the PNG encoding runs on the event loop that
 * answers clicks, or (`threads: 0`) in this thread with the encoding on
 * libuv's pool. Either way at most `threads` pictures are made at once — on
 * a small machine one core stays free for the clicks — and a queue decides
 * which comes first: the DM that tells a player it is their turn, then the
 * picture a click's answer waits for, then other hands, then boards (whose
 * edits are spaced out anyway).
 */
import { availableParallelism } from 'node:os';
import type Tinypool from 'tinypool';
import { encodePng } from './paint.js';
import type { Scene } from './scene.js';
import { workerPool } from '../runtime/worker-pool.js';

export const PRIORITIES = ['turn', 'answer', 'hand', 'board'] as const;
export type Priority = (typeof PRIORITIES)[number];

export interface Encoder {
  /** `scene`, or the scene as JSON. */
  encode(scene: Scene | string, priority: Priority): Promise<Buffer>;
  close(): Promise<void>;
}

interface Job {
  scene: Scene | string;
  resolve(png: Buffer): void;
  reject(err: unknown): void;
}

/** One less than the cores, at most two: pictures never take every core. */
export function defaultPictureThreads(): number {
  return Math.max(1, Math.min(2, availableParallelism() - 1));
}

export interface EncoderOptions {
  threads?: number;
  timeoutMs?: number;
}

export function pictureEncoder(opts: EncoderOptions = {}): Encoder {
  const threads = opts.threads ?? defaultPictureThreads();
  const concurrency = Math.max(1, threads);
  const timeoutMs = opts.timeoutMs ?? 30_000;
  // Started on the first picture: a bot with images off starts no thread.
  let pool: Tinypool | null = null;
  const queues: Job[][] = PRIORITIES.map(() => []);
  let running = 0;

  const make = async (scene: Scene | string): Promise<Buffer> => {
    if (threads === 0) return encodePng(typeof scene === 'string' ? (JSON.parse(scene) as Scene) : scene);
    pool ??= workerPool({ folder: new URL('.', import.meta.url), threads });
    const png = (await pool.run(scene, { signal: AbortSignal.timeout(timeoutMs) })) as ArrayBuffer | Uint8Array;
    return png instanceof ArrayBuffer ? Buffer.from(png) : Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  };

  const next = (): void => {
    while (running < concurrency) {
      const job = queues.find((q) => q.length > 0)?.shift();
      if (!job) return;
      running++;
      make(job.scene)
        .then(job.resolve, job.reject)
        .finally(() => {
          running--;
          next();
        });
    }
  };

  return {
    encode(scene, priority) {
      return new Promise<Buffer>((resolve, reject) => {
        queues[PRIORITIES.indexOf(priority)]?.push({ scene, resolve, reject });
        next();
      });
    },
    async close() {
      for (const q of queues) for (const job of q.splice(0)) job.reject(new Error('the picture encoder was closed'));
      await pool?.destroy();
      pool = null;
    },
  };
}
