/**
 * Child process of the click bench (forked by bench/bot-remote.ts with
 * --expose-gc): one bot — ours or the bare discord.js one — against the
 * parent's fake Discord. The fake and the clicking stay in the parent, as
 * Discord's servers and the players are not in a bot's process in
 * production: the fake's work (building payloads, storing our DMs and board
 * edits) no longer shares the bot's event loop and counts against neither bot.
 *
 * Protocol (IPC): the parent sends { id, command, args }, the child answers
 * { id, ok, result | error }. Commands: see `handlers`.
 */
import { ButtonStyle, Client, ComponentType, GatewayIntentBits, MessageFlags, Routes } from 'discord.js';
import type { LogLevel } from '../src/startup/config.js';
import { getPlayers, updateMatch, updatePlayer } from '../src/play/store.js';
import { PhaseProfiler } from './cpu-profile.js';
import { CpuTimeline } from './cpu-timeline.js';
import { openLiveMatches, setGlobalRestLimit, startBenchBot, type BenchBot, type MatchSpec } from './discord-matches.js';

export interface ChildRequest {
  id: number;
  command: string;
  args: unknown[];
}

export type ChildReply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: string };

let ours: BenchBot | null = null;
let bare: { client: Client; handled: number } | null = null;
let profiler = new PhaseProfiler(null);
let timeline: CpuTimeline | null = null;
let profiling: { phase: string; done: Promise<unknown>; finish: () => void } | null = null;

const client = (): Client => {
  const c = ours?.bot.client ?? bare?.client;
  if (!c) throw new Error('no bot started');
  return c;
};
const ourBot = (): BenchBot => {
  if (!ours) throw new Error('our bot is not started');
  return ours;
};

const handlers: Record<string, (...args: never[]) => unknown> = {
  /** Our bot on a fresh database; returns its path (the parent reads turns from it). */
  async startOurs(apiUrl: string, token: string, label: string, logLevel: LogLevel) {
    ours = await startBenchBot({ apiUrl, token }, label, logLevel);
    return ours.dbPath;
  },

  /** The bare bot: answers buttons only (an update in a DM, an ephemeral reply in a channel). */
  async startBare(apiUrl: string, token: string) {
    const c = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: apiUrl } });
    const state = { client: c, handled: 0 };
    c.on('interactionCreate', async (interaction) => {
      if (interaction.isButton()) {
        const answer = interaction.inGuild() ? interaction.reply({ content: 'ok', flags: MessageFlags.Ephemeral }) : interaction.update({ content: 'ok' });
        await answer.catch(() => undefined);
      }
      state.handled++;
    });
    const ready = new Promise<void>((resolve) => c.once('clientReady', () => resolve()));
    await c.login(token);
    await ready;
    bare = state;
    return null;
  },

  /** The bare bot's messages to click: one with a button per user, in their DM or in the given channel. */
  async bareMessages(users: { userId: string; channelId: string | null }[]) {
    const c = client();
    const body = {
      content: 'bench',
      components: [{ type: ComponentType.ActionRow, components: [{ type: ComponentType.Button, style: ButtonStyle.Primary, custom_id: 'bare:click', label: 'Click' }] }],
    };
    return Promise.all(
      users.map(async (u) => {
        const channelId = u.channelId ?? ((await c.rest.post(Routes.userChannels(), { body: { recipient_id: u.userId } })) as { id: string }).id;
        return ((await c.rest.post(Routes.channelMessages(channelId), { body })) as { id: string }).id;
      }),
    );
  },

  bareHandled: () => bare?.handled ?? 0,

  limit(perSecond: number) {
    setGlobalRestLimit(client(), perSecond);
    return null;
  },

  gc() {
    (globalThis as { gc?: () => void }).gc?.();
    return null;
  },

  open: (specs: MatchSpec[]) => openLiveMatches(ourBot().bot, specs),

  async idle(opts: { computers?: boolean }) {
    if (ours) await ours.bot.idle(opts);
    return null;
  },

  images(guildIds: string[], on: boolean) {
    for (const id of guildIds) ourBot().bot.services.looks.images.set(id, on);
    return null;
  },

  /** Every seat of these matches becomes a hard computer, due now. */
  computers(matchIds: string[]) {
    const { bot, database } = ourBot();
    for (const id of matchIds) {
      for (const p of getPlayers(database.db, id)) updatePlayer(database.db, id, p.seat, { computer: 'hard' });
      updateMatch(database.db, id, { turnDeadline: bot.services.play.now() });
      bot.services.delivery.sync(id);
    }
    return null;
  },

  /** Starts counting this process's CPU time (bench/cpu-timeline.ts). */
  async cpuStart() {
    timeline ??= new CpuTimeline();
    await timeline.start();
    return null;
  },

  /**
   * The CPU time spent since cpuStart up to the moment `epochMs` (the phase's last answer), in ms: the process's
   * (all threads) and the main thread's alone (null where it cannot be read). A burst's answers all wait on the
   * main thread, so that is what decides the burst's p99; V8's helper threads and the workers run beside it.
   */
  cpuUntil(epochMs: number) {
    if (!timeline) throw new Error('cpuUntil before cpuStart');
    return timeline.spentUntil(epochMs);
  },

  profileDir(dir: string | null) {
    profiler = new PhaseProfiler(dir);
    return null;
  },

  /** Starts a CPU profile of this process; profileStop writes it. */
  profileStart(phase: string) {
    let finish = () => {};
    const until = new Promise<void>((resolve) => (finish = resolve));
    profiling = { phase, done: profiler.around(phase, () => until), finish };
    return null;
  },

  async profileStop() {
    const p = profiling;
    profiling = null;
    p?.finish();
    await p?.done;
    return null;
  },

  async stop() {
    await ours?.stop();
    await bare?.client.destroy();
    await timeline?.close();
    ours = null;
    bare = null;
    timeline = null;
    return null;
  },
};

process.on('message', (msg: ChildRequest) => {
  const handler = handlers[msg.command] as ((...args: unknown[]) => unknown) | undefined;
  Promise.resolve()
    .then(() => {
      if (!handler) throw new Error(`unknown command ${msg.command}`);
      return handler(...msg.args);
    })
    .then(
      (result) => process.send?.({ id: msg.id, ok: true, result } satisfies ChildReply),
      (err: unknown) => process.send?.({ id: msg.id, ok: false, error: String(err instanceof Error ? err.stack : err) } satisfies ChildReply),
    );
});
process.on('disconnect', () => process.exit(0));
