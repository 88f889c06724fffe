/**
 * Helpers shared by the Discord bench and its memory child process: our bot
 * on a temp database, live Loners matches opened through the play layer (as
 * the lobby buttons would), and the discord.js REST global limit, raised only
 * for untimed setup work.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Client } from 'discord.js';
import { loadConfig } from '../src/startup/config.js';
import { openDatabase, type DatabaseHandle } from '../src/db/connection.js';
import { buildCommands } from '../commands/index.js';
import { startBot, type Bot } from '../src/discord/bot.js';
import type { LogLevel } from '../src/startup/config.js';
import { createLogger } from '../src/startup/logger.js';
import { joinLobby, openLobby, startMatch } from '../src/play/lobby.js';

export interface BenchBot {
  bot: Bot;
  database: DatabaseHandle;
  dbPath: string;
  /** Stops the bot and removes its database. */
  stop(): Promise<void>;
}

/**
 * Our bot as production runs it (1 s board interval), on a fresh SQLite file, without the tick loop.
 * Boards and hands as text unless `images` (production's default is pictures; the figures before them were text).
 */
export async function startBenchBot(fake: { apiUrl: string; token: string }, label: string, logLevel: LogLevel = 'silent', options: { images?: boolean } = {}): Promise<BenchBot> {
  const dir = mkdtempSync(join(tmpdir(), `loners-${label}-`));
  const dbPath = join(dir, 'bot.sqlite');
  const database = openDatabase(dbPath);
  let seed = 0;
  const bot = await startBot({
    config: loadConfig({ DISCORD_TOKEN: fake.token, DISCORD_API_URL: fake.apiUrl, DATABASE_PATH: dbPath, LOG_LEVEL: 'silent' }),
    database,
    log: createLogger(logLevel),
    commands: buildCommands(),
    newSeed: () => `${label}-${seed++}`,
    boardIntervalMs: 1000,
    tickIntervalMs: null,
    images: options.images ?? false,
  });
  return {
    bot,
    database,
    dbPath,
    async stop() {
      await bot.stop();
      database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** One match to open: where it is played and its two players (the first hosts). */
export interface MatchSpec {
  guildId: string;
  channelId: string;
  userIds: [string, string];
}

/** discord.js' default: the global limit Discord itself applies to a bot (interaction callbacks are exempt). */
export const DISCORD_GLOBAL_LIMIT = 50;

/**
 * Sets discord.js' client-side global limit (requests per second, callbacks
 * excluded). The bench raises it while it builds matches or waits for
 * deliveries to settle, never while a timed click is in flight.
 */
export function setGlobalRestLimit(client: Client, perSecond: number): void {
  (client.rest.options as { globalRequestsPerSecond: number }).globalRequestsPerSecond = perSecond;
  // The REST manager counts down what is left of the current second from the limit it had at the
  // second's start: lowered, the new limit holds from now on, not from the next second.
  const rest = client.rest as unknown as { globalRemaining: number };
  rest.globalRemaining = Math.min(rest.globalRemaining, perSecond);
}

/**
 * Opens, fills and starts one 2-player Loners match per spec (three immediate
 * transactions each, as the lobby buttons do), then queues its first
 * delivery: the board in its channel and a hand DM to each player.
 */
export function openLiveMatches(bot: Bot, specs: readonly MatchSpec[]): string[] {
  const { play, delivery } = bot.services;
  return specs.map((spec) => {
    const [host, guest] = spec.userIds;
    const opened = openLobby(play, { game: 'loners', guildId: spec.guildId, channelId: spec.channelId, hostUserId: host, options: {} });
    if (!opened.ok) throw new Error(`openLobby refused: ${opened.reason}`);
    const id = opened.match.id;
    const joined = joinLobby(play, id, guest);
    if (!joined.ok) throw new Error(`joinLobby refused: ${joined.reason}`);
    const started = startMatch(play, id, host);
    if (!started.ok) throw new Error(`startMatch refused: ${started.reason}`);
    delivery.sync(id);
    return id;
  });
}
