/**
 * End-to-end harness: the fake Discord, then the bot started the way
 * `npm start` starts it (startBot with a real config and a real store), with
 * a movable clock, no background tick (tests call tick()) and no delivery
 * poller (settle() drives it). The store is a SQLite file, or a fresh
 * PostgreSQL database when TEST_DATABASE=postgres. Interactions come over the
 * gateway, or signed over HTTP when TEST_TRANSPORT=http (the same tests, the
 * other transport).
 */
import type { Thinker } from '../../src/computers/pool.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/startup/config.js';
import { openStore } from '../../src/db/open.js';
import type { Q, Store } from '../../src/db/store.js';
import { buildCommands } from '../../commands/index.js';
import { startBot, type Bot } from '../../src/discord/bot.js';
import { createLogger } from '../../src/startup/logger.js';
import { startFakeDiscord, type FakeChannel, type FakeDiscord, type FakeGuild, type FakeUser } from './fake-discord/index.js';
import { testDatabase, type TestDatabase } from './test-database.js';

export type TestTransport = 'gateway' | 'http';

/** The transport end-to-end tests run over: TEST_TRANSPORT=http|gateway (default gateway). */
export function testTransport(env: NodeJS.ProcessEnv = process.env): TestTransport {
  const value = env.TEST_TRANSPORT?.trim().toLowerCase() || 'gateway';
  if (value !== 'gateway' && value !== 'http') throw new Error(`TEST_TRANSPORT must be gateway or http (got "${value}")`);
  return value;
}

export interface Harness {
  fake: FakeDiscord;
  /** How interactions reach the bot in this run. */
  transport: TestTransport;
  bot: Bot;
  store: Store;
  /** Where the data lives: pass it to a restarted bot or another process (DATABASE_PATH or DATABASE_URL). */
  database: TestDatabase;
  users: FakeUser[];
  guild: FakeGuild;
  channel: FakeChannel;
  clock: { now: number };
  /** Reads from the bot's store. */
  read<T>(fn: (q: Q) => Promise<T>): Promise<T>;
  /** Waits until the bot has nothing left to send. */
  settle(): Promise<void>;
  /** Stops the bot only (the fake and the database stay, for a restart). */
  stopBot(): Promise<void>;
  restartBot(): Promise<void>;
  close(): Promise<void>;
}

export interface HarnessOptions {
  players: number;
  /** Overrides TEST_TRANSPORT (tests of one transport only). */
  transport?: TestTransport;
  /** HTTP interactions: how long a request may take to arrive (the bot's default is 10 s). */
  httpRequestTimeoutMs?: number;
  /** Seeds handed to new matches in order (then random). */
  seeds?: string[];
  env?: Record<string, string>;
  /** Reuse an existing fake / database (restart tests). */
  fake?: FakeDiscord;
  database?: TestDatabase;
  /** Minimum time between board edits in a channel (production: 1000; here 0: every edit is made). */
  boardIntervalMs?: number;
  /** Computer players: their pause (default 0 here: tests need not wait), budget (default 20 ms) and thinker (default: real worker threads). */
  computerPauseMs?: number;
  computerBudgetMs?: number;
  thinker?: Thinker;
  /** The players' Discord language (default en-US), and the server's preferred locale. */
  locale?: string;
  guildLocale?: string;
  /**
   * Boards and hands as pictures (Components V2) for servers that never chose
   * (production: on). Off here unless a test opts in, so the tests that read
   * the text layout keep reading it.
   */
  images?: boolean;
  /** Worker threads drawing pictures (production: one or two); 0 here: in the test's thread, which starts faster. */
  pictureThreads?: number;
}

export async function startHarness(opts: HarnessOptions): Promise<Harness> {
  const fake = opts.fake ?? (await startFakeDiscord());
  const database = opts.database ?? (await testDatabase());
  const users = Array.from({ length: opts.players }, (_, i) => fake.addUser({ username: `player${i + 1}`, globalName: `Player ${i + 1}`, ...(opts.locale ? { locale: opts.locale } : {}) }));
  const [owner, ...members] = users as [FakeUser, ...FakeUser[]];
  const guild = fake.addGuild({ name: 'Card Club', owner, members, ...(opts.guildLocale ? { locale: opts.guildLocale } : {}) });
  const channel = fake.addTextChannel(guild, 'loners');
  const clock = { now: Date.now() };
  const seeds = [...(opts.seeds ?? [])];
  const transport = opts.transport ?? testTransport();
  // Over HTTP the bot listens on a free port, checked by its key as Discord checks the key.
  const transportEnv = transport === 'http' ? { INTERACTIONS: 'http', DISCORD_PUBLIC_KEY: fake.publicKey, PORT: '0' } : {};
  const config = loadConfig({ DISCORD_TOKEN: fake.token, DISCORD_API_URL: fake.apiUrl, LOG_LEVEL: 'silent', ...transportEnv, ...database.env, ...opts.env });
  const log = createLogger('silent');
  let store = await openStore(config);
  const launch = async () => {
    const started = await startBot({
      config,
      store,
      log,
      commands: buildCommands(),
      now: () => clock.now,
      newSeed: () => seeds.shift() ?? `seed-${Math.random()}`,
      boardIntervalMs: opts.boardIntervalMs ?? 0,
      tickIntervalMs: null,
      pollMs: null,
      heartbeatIntervalMs: null,
      computerPauseMs: opts.computerPauseMs ?? 0,
      computerBudgetMs: opts.computerBudgetMs ?? 20,
      ...(opts.thinker ? { thinker: opts.thinker } : {}),
      images: opts.images ?? false,
      pictureThreads: opts.pictureThreads ?? 0,
      ...(opts.httpRequestTimeoutMs !== undefined ? { httpRequestTimeoutMs: opts.httpRequestTimeoutMs } : {}),
    });
    if (started.httpPort !== null) {
      // As when the Interactions Endpoint URL is saved in the Developer Portal: Discord checks it first.
      fake.useInteractionsEndpoint(`http://127.0.0.1:${started.httpPort}/interactions`);
      const problems = await fake.verifyInteractionsEndpoint();
      if (problems.length > 0) throw new Error(`Discord would refuse the endpoint: ${problems.join('; ')}`);
    }
    return started;
  };
  let bot = await launch();
  const h: Harness = {
    fake,
    transport,
    get bot() {
      return bot;
    },
    get store() {
      return store;
    },
    database,
    users,
    guild,
    channel,
    clock,
    read: (fn) => store.read(fn),
    async settle() {
      await bot.idle();
      await fake.idle(20);
      await bot.idle();
    },
    async stopBot() {
      await bot.stop();
      await store.close();
    },
    async restartBot() {
      store = await openStore(config);
      bot = await launch();
    },
    async close() {
      await bot.stop().catch(() => undefined);
      await store.close().catch(() => undefined);
      if (!opts.fake) await fake.stop();
      if (!opts.database) await database.drop();
    },
  };
  return h;
}

/** A temporary SQLite folder, for tests that need a file of their own. */
export function tempDir(label: string): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), `loners-${label}-`));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
