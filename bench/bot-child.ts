/**
 * Child process of the bench (forked by bench/bot-remote.ts): one bot — ours,
 * started as src/index.ts starts it, or a bare discord.js client that only
 * answers buttons — against the parent's fake Discord. Requests come over
 * IPC as { id, command, args }; answers go back as { id, ok, result | error }.
 * The command names are the old bench's, so bench/compare-old.ts can drive
 * the old bot's child the same way.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ButtonStyle, Client, ComponentType, GatewayIntentBits, MessageFlags, Routes } from 'discord.js';
import { buildCommands } from '../commands/index.js';
import { openStore } from '../src/db/open.js';
import type { Store } from '../src/db/store.js';
import { startBot, type Bot } from '../src/discord/bot.js';
import { setGlobalRestLimit } from './rest-limit.js';
import { setGuildSettings } from '../src/play/server-settings.js';
import { ClicksFirst } from '../src/runtime/clicks-first.js';
import { loadConfig, type LogLevel } from '../src/startup/config.js';
import { createLogger } from '../src/startup/logger.js';
import { openLonersMatch, type MatchSpec } from './world.js';

/** What bench/mechanisms.ts can take out: clicks first, the picture threads (painted on the event loop), the 60 s keep-alive (undici's 4 s). */
export type Mechanism = 'clicks-first' | 'picture-threads' | 'keep-alive';

let ours: { bot: Bot; store: Store; cleanUp: () => void } | null = null;
let bare: { client: Client; handled: number } | null = null;

const client = (): Client => {
  const c = ours?.bot.client ?? bare?.client;
  if (!c) throw new Error('no bot started');
  return c;
};
const ourBot = () => {
  if (!ours) throw new Error('our bot is not started');
  return ours;
};
const gc = (): void => (globalThis as { gc?: () => void }).gc?.();

const handlers: Record<string, (...args: never[]) => unknown> = {
  /**
   * Our bot as npm start runs it, on `env`'s database (DATABASE_PATH or DATABASE_URL; none: a fresh SQLite file).
   * `without` takes a mechanism out, to measure what it is worth (bench/mechanisms.ts).
   */
  async startOurs(apiUrl: string, token: string, label: string, logLevel: LogLevel, env: Record<string, string> = {}, images = false, without: Mechanism | null = null) {
    // Follow-up work no longer waits for the clicks being handled.
    if (without === 'clicks-first') ClicksFirst.prototype.afterClicks = () => Promise.resolve();
    const dir = env.DATABASE_URL || env.DATABASE_PATH ? null : mkdtempSync(join(tmpdir(), `loners-${label}-`));
    const database = dir ? { DATABASE_PATH: join(dir, 'bot.sqlite') } : env;
    // Turns that never time out: a burst's plan stays valid however long the bench takes.
    const keepAlive = without === 'keep-alive' ? { DISCORD_KEEP_ALIVE_SECONDS: '4' } : {};
    const config = loadConfig({ DISCORD_TOKEN: token, DISCORD_API_URL: apiUrl, LOG_LEVEL: logLevel, TURN_TIMEOUT_SECONDS: '86400', ...keepAlive, ...database });
    const store = await openStore(config);
    let seed = 0;
    const threads = without === 'picture-threads' ? { pictureThreads: 0 } : {};
    const bot = await startBot({ config, store, log: createLogger(logLevel), commands: buildCommands(), newSeed: () => `${label}-${seed++}`, images, ...threads });
    ours = { bot, store, cleanUp: () => dir && rmSync(dir, { recursive: true, force: true }) };
    return null;
  },

  /** The bare bot: an update in a DM, an ephemeral reply in a channel. */
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
    gc();
    return null;
  },

  /** Opens, fills and starts a 2-player Loners match per spec, as the lobby buttons do, then kicks their delivery. */
  async open(specs: MatchSpec[]) {
    const { bot } = ourBot();
    const { play } = bot.app;
    const ids: string[] = [];
    for (const spec of specs) ids.push((await openLonersMatch(play, spec)).id);
    bot.delivery.kick(ids);
    return ids;
  },

  async idle(opts: { computers?: boolean } = {}) {
    await ours?.bot.idle(opts);
    return null;
  },

  /** Boards and hands of these servers as pictures (as /settings images does). */
  async images(guildIds: string[], on: boolean) {
    const { store } = ourBot();
    for (const id of guildIds) await store.read((q) => setGuildSettings(q, id, { images: on }));
    return null;
  },

  /** Resident memory after two full collections, in bytes. */
  memory() {
    gc();
    gc();
    return process.memoryUsage().rss;
  },

  /** The old idle memory trim's collection (V8's "last resort" full GC), then the resident memory. */
  lastResortGc() {
    const run = (globalThis as { gc?: (o: object) => void }).gc;
    run?.({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    return process.memoryUsage().rss;
  },

  async stop() {
    if (ours) {
      await ours.bot.stop();
      await ours.store.close();
      ours.cleanUp();
    }
    await bare?.client.destroy();
    ours = null;
    bare = null;
    return null;
  },
};

process.on('message', (msg: { id: number; command: string; args: unknown[] }) => {
  const handler = handlers[msg.command] as ((...args: unknown[]) => unknown) | undefined;
  Promise.resolve()
    .then(() => {
      if (!handler) throw new Error(`unknown command ${msg.command}`);
      return handler(...msg.args);
    })
    .then(
      (result) => process.send?.({ id: msg.id, ok: true, result }),
      (err: unknown) => process.send?.({ id: msg.id, ok: false, error: String(err instanceof Error ? err.stack : err) }),
    );
});
process.on('disconnect', () => process.exit(0));
