/** A bot of the click bench in its own process (bench/bot-child.ts), with CPU profiles of both processes when asked. */
import { gc, type Idler } from './discord-clicks.js';
import type { PhaseProfiler } from './cpu-profile.js';
import { RemoteBot } from './bot-remote.js';
import { probeMachineSpeed } from './machine-speed.js';
import type { FakeDiscord } from '../test/support/fake-discord/index.js';

/** discord.js' client-side global limit while the bench builds or settles (never during a timed click). */
export const SETUP_LIMIT = 100_000;

export interface ForkedBot {
  remote: RemoteBot;
  idler: Idler;
  /** Runs a timed phase; with profiles on, the bot's is written by its process as <phase>, this one's (the fake Discord and the clicking) as <phase>-fake. */
  around<T>(phase: string, run: () => Promise<T>): Promise<T>;
  /** Both processes collect their garbage before a timed phase (with --expose-gc). */
  gcBoth(): Promise<void>;
  /** Per phase run through `around`: the CPU time the bot's process spent during it, up to its last answer (all its threads), in ms. */
  cpuMs: Map<string, number>;
  /** The same, of the bot's main thread alone (empty where it cannot be read). */
  mainCpuMs: Map<string, number>;
  /** Per phase: the TCP connections the bot opened to the fake during it, up to its last answer. */
  connections: Map<string, number>;
  /** Per phase: the machine's speed just before it, both bots idle (bench/machine-speed.ts: ms of a fixed piece of work, lower is faster). */
  speedMs: Map<string, number>;
}

export async function forkBot(profiler: PhaseProfiler, fake: FakeDiscord): Promise<ForkedBot> {
  const remote = RemoteBot.fork();
  await remote.call('profileDir', profiler.dir);
  const cpuMs = new Map<string, number>();
  const mainCpuMs = new Map<string, number>();
  const connections = new Map<string, number>();
  const speedMs = new Map<string, number>();
  const around = async <T>(phase: string, run: () => Promise<T>): Promise<T> => {
    speedMs.set(phase, probeMachineSpeed());
    await remote.call('profileStart', phase);
    await remote.call('cpuStart');
    // Up to the phase's last answer: the follow-up work that runs once the clicks calm down is no answer's time (bench/cpu-timeline.ts).
    let end = Number.POSITIVE_INFINITY;
    const opened = fake.connectionsOpened;
    try {
      const result = await profiler.around(`${phase}-fake`, run);
      end = performance.timeOrigin + performance.now();
      connections.set(phase, fake.connectionsOpened - opened);
      return result;
    } finally {
      const spent = await remote.call<{ all: number; main: number | null }>('cpuUntil', end);
      cpuMs.set(phase, spent.all);
      if (spent.main !== null) mainCpuMs.set(phase, spent.main);
      await remote.call('profileStop');
    }
  };
  const gcBoth = async () => {
    await remote.call('gc');
    gc();
  };
  return { remote, idler: { idle: (opts = {}) => remote.call('idle', opts) }, around, gcBoth, cpuMs, mainCpuMs, connections, speedMs };
}
