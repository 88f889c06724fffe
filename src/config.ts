/**
 * Environment -> typed configuration. Pure: reads only the object it is given
 * (the entry point loads `.env` with dotenv first, then calls `loadConfig()`).
 *
 * Empty values (`NAME=` in .env) count as unset. Every problem found is
 * reported at once, in one `ConfigError`, in the host's language
 * (HOST_LANGUAGE or the system's: src/startup/host-language.ts); the token
 * itself is never echoed.
 */
import { hostLanguageOf, type HostLanguage } from './startup/host-language.js';
import { messagesFor } from './startup/host-messages/index.js';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  /** Bot token (without any "Bot " prefix). Secret: never log it. */
  discordToken: string;
  /** SQLite file, as given (relative paths are relative to the cwd). */
  databasePath: string;
  /** REST base URL passed to discord.js as `rest.api` (no trailing slash), or undefined for Discord's. */
  discordApiUrl: string | undefined;
  /** Guild to register slash commands to (fast, for development), or undefined for global commands. */
  devGuildId: string | undefined;
  logLevel: LogLevel;
  /** Time a player has to act before the timer plays for them. */
  turnTimeoutSeconds: number;
  /** A lobby nobody touches for this long is closed. */
  lobbyIdleMinutes: number;
  /** Key of the daily challenges' deals (HMAC); undefined: one is generated once and kept in the database. */
  dailySecret: string | undefined;
  /** Boards and hands as pictures for servers that never chose with /settings images. */
  images: boolean;
  /** How long an idle connection to Discord's API stays open for the next request (src/discord/discord-agent.ts). */
  discordKeepAliveSeconds: number;
  /** The language of the bot's messages to its host: start-up failures, the health check (src/startup/host-language.ts). */
  hostLanguage: HostLanguage;
}

export const CONFIG_DEFAULTS = {
  databasePath: 'data/bot.sqlite',
  logLevel: 'info',
  turnTimeoutSeconds: 300,
  lobbyIdleMinutes: 15,
  images: true,
  discordKeepAliveSeconds: 60,
} as const satisfies Partial<Config>;

/** Invalid or missing configuration. `problems` holds one line per variable. */
export class ConfigError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[], language: HostLanguage = 'en') {
    super(messagesFor(language).configInvalid(problems));
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

type Env = Readonly<Record<string, string | undefined>>;

/** DATABASE_PATH alone, with its default (for the health command, which needs no token). */
export function databasePathOf(env: Env = process.env): string {
  return env.DATABASE_PATH?.trim() || CONFIG_DEFAULTS.databasePath;
}

/** Read the configuration from `env` (default `process.env`); throws `ConfigError` on any problem. */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const { language: hostLanguage, invalid: badLanguage } = hostLanguageOf(env);
  const messages = messagesFor(hostLanguage);
  if (badLanguage !== undefined) problems.push(messages.hostLanguageInvalid(badLanguage));
  const get = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };

  // DISCORD_TOKEN: required. Never put its value in a message.
  let discordToken = get('DISCORD_TOKEN');
  if (discordToken !== undefined) discordToken = discordToken.replace(/^Bot\s+/i, '');
  if (discordToken === undefined || discordToken === '') {
    problems.push(messages.missingToken());
  } else if (/[\s"']/.test(discordToken)) {
    problems.push(messages.tokenHasSpaces());
  }

  const databasePath = databasePathOf(env);

  let discordApiUrl: string | undefined;
  const apiRaw = get('DISCORD_API_URL');
  if (apiRaw !== undefined) {
    let url: URL | undefined;
    try {
      url = new URL(apiRaw);
    } catch {
      url = undefined;
    }
    if (url === undefined || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      problems.push(messages.apiUrlNotHttp(apiRaw));
    } else if (/\/v\d+\/*$/.test(url.pathname)) {
      problems.push(messages.apiUrlWithVersion(apiRaw));
    } else {
      discordApiUrl = apiRaw.replace(/\/+$/, '');
    }
  }

  const devGuildId = get('DEV_GUILD_ID');
  if (devGuildId !== undefined && !/^\d{17,20}$/.test(devGuildId)) {
    problems.push(messages.devGuildIdInvalid(devGuildId));
  }

  const dailySecret = get('DAILY_SECRET');
  if (dailySecret !== undefined && dailySecret.length < 16) {
    problems.push(messages.dailySecretShort());
  }

  let logLevel: LogLevel = CONFIG_DEFAULTS.logLevel;
  const levelRaw = get('LOG_LEVEL');
  if (levelRaw !== undefined) {
    const level = levelRaw.toLowerCase();
    if ((LOG_LEVELS as readonly string[]).includes(level)) logLevel = level as LogLevel;
    else problems.push(messages.logLevelInvalid(LOG_LEVELS, levelRaw));
  }

  const integer = (name: string, fallback: number, min: number, max: number, unit: 'seconds' | 'minutes'): number => {
    const raw = get(name);
    if (raw === undefined) return fallback;
    const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
    if (!Number.isSafeInteger(value) || value < min || value > max) {
      problems.push(messages.wholeNumberInvalid(name, unit, min, max, raw, fallback));
      return fallback;
    }
    return value;
  };
  const turnTimeoutSeconds = integer('TURN_TIMEOUT_SECONDS', CONFIG_DEFAULTS.turnTimeoutSeconds, 30, 86_400, 'seconds');
  const lobbyIdleMinutes = integer('LOBBY_IDLE_MINUTES', CONFIG_DEFAULTS.lobbyIdleMinutes, 1, 1_440, 'minutes');
  // Discord's edge (Cloudflare) closes an idle connection after 400 s: stay well inside it.
  const discordKeepAliveSeconds = integer('DISCORD_KEEP_ALIVE_SECONDS', CONFIG_DEFAULTS.discordKeepAliveSeconds, 1, 300, 'seconds');

  let images: boolean = CONFIG_DEFAULTS.images;
  const imagesRaw = get('IMAGES');
  if (imagesRaw !== undefined) {
    const value = imagesRaw.toLowerCase();
    if (value === 'on' || value === 'off') images = value === 'on';
    else problems.push(messages.imagesInvalid(imagesRaw));
  }

  if (problems.length > 0 || discordToken === undefined) throw new ConfigError(problems, hostLanguage);

  return { discordToken, databasePath, discordApiUrl, devGuildId, logLevel, turnTimeoutSeconds, lobbyIdleMinutes, dailySecret, images, discordKeepAliveSeconds, hostLanguage };
}
