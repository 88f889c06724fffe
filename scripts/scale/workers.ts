/**
 * Bot workers in HTTP interactions mode, each started as `npm start` starts
 * it, behind a load balancer: the fake Discord POSTs to the workers in the
 * balancer in turn. A worker leaves the balancer just before it is killed
 * (as a balancer's health check would notice), so only the clicks already
 * in flight on it are lost, as they would be with real Discord.
 */
import { readFileSync } from 'node:fs';
import { spawnBot, type BotProcess } from '../../test/support/bot-process.js';
import type { FakeDiscord } from '../../test/support/fake-discord/index.js';

export interface Worker {
  readonly name: string;
  readonly process: BotProcess;
  readonly url: string;
}

export class Workers {
  readonly #balanced: Worker[] = [];
  /** Every worker ever started, for the clean-up. */
  readonly all: Worker[] = [];
  readonly kills: number[] = [];
  #started = 0;

  constructor(
    private readonly fake: FakeDiscord,
    /** Every worker's settings (the REST proxy's URL is added once it is up). */
    readonly env: Record<string, string>,
  ) {}

  get live(): readonly Worker[] {
    return this.#balanced;
  }

  /** Starts a worker and puts it in the balancer once it is ready. */
  async start(): Promise<Worker> {
    const name = `worker-${++this.#started}`;
    const process = spawnBot({ ...this.env, INTERACTIONS: 'http', PORT: '0' });
    await process.ready;
    const worker = { name, process, url: `http://127.0.0.1:${readyPort(process)}/interactions` };
    this.all.push(worker);
    this.#balanced.push(worker);
    this.#balance();
    return worker;
  }

  /**
   * kill -9 mid-work: as soon as a click is on the worker (or after
   * `waitMs` without one), out of the balancer and killed, so that the
   * click in flight is lost, as with real Discord.
   */
  async kill(worker: Worker, waitMs = 5_000): Promise<void> {
    const until = Date.now() + waitMs;
    while (this.fake.interactionsInFlight(worker.url) === 0 && Date.now() < until) await new Promise(setImmediate);
    this.#remove(worker);
    this.kills.push(Date.now());
    worker.process.child.kill('SIGKILL');
    await worker.process.exited;
  }

  /** A clean stop (SIGTERM), out of the balancer first. */
  async stop(worker: Worker): Promise<void> {
    this.#remove(worker);
    worker.process.child.kill('SIGTERM');
    await worker.process.exited;
  }

  /** Resident memory of each live worker, MiB. */
  rss(): Record<string, number> {
    return Object.fromEntries(this.#balanced.map((w) => [w.name, residentMiB(w.process.child.pid)]));
  }

  async stopAll(): Promise<void> {
    for (const worker of [...this.#balanced]) await this.stop(worker);
  }

  #remove(worker: Worker): void {
    const i = this.#balanced.indexOf(worker);
    if (i >= 0) this.#balanced.splice(i, 1);
    this.#balance();
  }

  #balance(): void {
    this.fake.useInteractionsEndpoint(this.#balanced.map((w) => w.url));
  }
}

/** The port a worker listens on, from its "bot ready" log line. */
function readyPort(process: BotProcess): number {
  for (const line of process.stdout().split('\n')) {
    if (!line.startsWith('{')) continue;
    const record = JSON.parse(line) as { msg?: string; port?: number };
    if (record.msg === 'bot ready' && record.port) return record.port;
  }
  throw new Error(`no port in the worker's ready line:\n${process.output()}`);
}

function residentMiB(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}
