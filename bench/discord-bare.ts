/**
 * The bare bot of the click bench: a discord.js client in a process of its
 * own (bench/bot-child.ts) that only answers buttons — an
 * `update({ content: 'ok' })` in a DM, an ephemeral `reply` in a channel —
 * given the same click stream as ours (one DM button and one channel button
 * per match). Its phases are run by bench/discord.ts, interleaved with ours.
 */
import type { FakeDiscord, FakeUser } from '../test/support/fake-discord/index.js';
import { settle, timedClick, waitFor, type Click, type Timed, type World } from './discord-clicks.js';
import { DISCORD_GLOBAL_LIMIT } from './discord-matches.js';
import { forkBot, SETUP_LIMIT, type ForkedBot } from './discord-fork.js';
import type { PhaseProfiler } from './cpu-profile.js';

export interface BareBot {
  /** `n` clicks one after the other, each once the last has settled; their answer times. */
  singles(n: number, phase: string | null): Promise<number[]>;
  /** One click by each of the burst's players, all at once; their answer times. */
  burst(phase: string): Promise<number[]>;
  close(): Promise<void>;
  /** The bot's CPU time per timed phase, all its threads and the main thread alone (bench/discord-fork.ts). */
  cpuMs: ReadonlyMap<string, number>;
  mainCpuMs: ReadonlyMap<string, number>;
  /** Per timed phase: the connections it opened to the fake (bench/discord-fork.ts). */
  connections: ReadonlyMap<string, number>;
  /** Per timed phase: the machine's speed just before it (bench/machine-speed.ts). */
  speedMs: ReadonlyMap<string, number>;
}

export async function startBareBot(fake: FakeDiscord, world: World, players: number, profiler: PhaseProfiler): Promise<BareBot> {
  const bot: ForkedBot = await forkBot(profiler, fake);
  const { remote, around, gcBoth } = bot;
  await remote.call('startBare', fake.apiUrl, fake.token);
  // In each channel one player clicks a button in their DM and the other a button on a message in the channel.
  await remote.call('limit', SETUP_LIMIT);
  const users = world.players.slice(0, players);
  const channelOf = new Map(world.specs.map((spec) => [spec.userIds[1] as string, spec.channelId]));
  const messageIds = await remote.call<string[]>('bareMessages', users.map((u) => ({ userId: u.id, channelId: channelOf.get(u.id) ?? null })));
  await remote.call('limit', DISCORD_GLOBAL_LIMIT);
  await settle(fake);
  const click = (i: number): Click => ({ user: users[i % users.length] as FakeUser, messageId: messageIds[i % users.length] as string, customId: 'bare:click' });
  const check = (t: Timed) => {
    if (t.answer.type !== 7 && !(t.answer.type === 4 && t.answer.ephemeral)) throw new Error(`bare bot answered with type ${t.answer.type}`);
    return t.ms;
  };
  let sent = 0;
  let nextSingle = 0;
  const go = (i: number) => {
    sent++;
    return timedClick(fake, click(i));
  };
  /** Every handler has read its callback's response, and the fake is quiet. */
  const done = async () => {
    let handled = 0;
    await waitFor(() => handled >= sent, 'the bare bot to finish its handlers', 60_000, async () => {
      handled = await remote.call<number>('bareHandled');
    });
    await settle(fake);
  };
  let closed: Promise<void> | null = null;
  const timed = <T>(phase: string | null, run: () => Promise<T>) => (phase ? around(phase, run) : run());

  return {
    async singles(n, phase) {
      await gcBoth();
      return timed(phase, async () => {
        const ms: number[] = [];
        for (let i = 0; i < n; i++) {
          ms.push(check(await go(nextSingle++)));
          await done();
        }
        return ms;
      });
    },
    async burst(phase) {
      await gcBoth();
      const results = await around(phase, () => Promise.all(users.map((_, i) => go(i))));
      await done();
      return results.map(check);
    },
    close: () => (closed ??= remote.close()),
    cpuMs: bot.cpuMs,
    mainCpuMs: bot.mainCpuMs,
    connections: bot.connections,
    speedMs: bot.speedMs,
  };
}
