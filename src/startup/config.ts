/**
 * Environment -> typed configuration. Pure: reads only the object it is given
 * (the entry point loads `.env` with dotenv first, then calls `loadConfig()`).
 *
 * Empty values (`NAME=` in .env) count as unset. Every problem found is
 * reported at once, in one `ConfigError`, in the host's language
 * (HOST_LANGUAGE or the system's: src/startup/host-language.ts); the token
 * itself is never echoed.
 */
import { hostLanguageOf, type HostLanguage } from './host-language.js';
import { messagesFor } from './host-messages/index.js';

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
  /** The bot's global limit at Discord (50 unless Discord raised it), kept by each REST client and by the shared proxy. */
  discordRequestsPerSecond: number;
  /** How long an idle connection to Discord's API stays open for the next request (src/discord/transport/discord-agent.ts). */
  discordKeepAliveSeconds: number;
  /** PostgreSQL instead of the SQLite file (several processes over one database); undefined: SQLite at `databasePath`. */
  databaseUrl: string | undefined;
  /** The gateway shards this process connects: all of them as Discord recommends, or these of `count`. */
  shards: 'auto' | { ids: number[]; count: number };
  /** The key of this process's gateway heartbeat in the database (one per set of shards). */
  heartbeatKey: string;
  /** How interactions arrive: over the gateway, or as signed HTTP POSTs to this process. */
  interactions: 'gateway' | 'http';
  /** The application's public key (hex), which signs HTTP interactions. */
  publicKey: string | undefined;
  /** The port of the HTTP interactions endpoint (and its health check); 0: any free one. */
  port: number;
  /** Move logs of finished matches are pruned after this many days (0: kept for good). */
  matchLogRetentionDays: number;
  /** A server that removed the bot keeps its data this many days, in case the bot is added back. */
  guildDataGraceDays: number;
  /** Where the full rules pages live (a base URL the game's page name is added to), for the rules' link button. */
  rulesUrl: string | undefined;
  /** Where the host publishes the privacy policy (docs/privacy.md is one to start from), linked by /privacy; undefined: /privacy says to ask the host. */
  privacyUrl: string | undefined;
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
  discordRequestsPerSecond: 50,
  port: 8080,
  matchLogRetentionDays: 180,
  guildDataGraceDays: 30,
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

  const integer = (name: string, fallback: number, min: number, max: number, unit: 'seconds' | 'minutes' | 'days' | 'requests per second' | 'port'): number => {
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
  const discordRequestsPerSecond = integer('DISCORD_REQUESTS_PER_SECOND', CONFIG_DEFAULTS.discordRequestsPerSecond, 1, 10_000, 'requests per second');
  const matchLogRetentionDays = integer('MATCH_LOG_RETENTION_DAYS', CONFIG_DEFAULTS.matchLogRetentionDays, 0, 36_500, 'days');
  const guildDataGraceDays = integer('GUILD_DATA_GRACE_DAYS', CONFIG_DEFAULTS.guildDataGraceDays, 0, 3_650, 'days');
  // 0 lets the system pick a free port (tests; the bot logs the one it got).
  const port = integer('PORT', CONFIG_DEFAULTS.port, 0, 65_535, 'port');

  const databaseUrl = get('DATABASE_URL');
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) problems.push(messages.databaseUrlInvalid());

  const shards = shardsOf(get('SHARD_IDS'), get('SHARD_COUNT'), problems, messages);

  let interactions: Config['interactions'] = 'gateway';
  const interactionsRaw = get('INTERACTIONS');
  if (interactionsRaw !== undefined) {
    const value = interactionsRaw.toLowerCase();
    if (value === 'gateway' || value === 'http') interactions = value;
    else problems.push(messages.interactionsInvalid(interactionsRaw));
  }
  const publicKey = get('DISCORD_PUBLIC_KEY');
  if (publicKey !== undefined && !/^[0-9a-f]{64}$/i.test(publicKey)) problems.push(messages.publicKeyInvalid());
  if (interactions === 'http' && publicKey === undefined) problems.push(messages.publicKeyMissing());

  const rulesUrl = get('RULES_URL');
  if (rulesUrl !== undefined && !/^https?:\/\/\S+$/.test(rulesUrl)) problems.push(messages.rulesUrlInvalid(rulesUrl));
  const privacyUrl = get('PRIVACY_URL');
  if (privacyUrl !== undefined && !/^https?:\/\/\S+$/.test(privacyUrl)) problems.push(messages.privacyUrlInvalid(privacyUrl));

  let images: boolean = CONFIG_DEFAULTS.images;
  const imagesRaw = get('IMAGES');
  if (imagesRaw !== undefined) {
    const value = imagesRaw.toLowerCase();
    if (value === 'on' || value === 'off') images = value === 'on';
    else problems.push(messages.imagesInvalid(imagesRaw));
  }

  if (problems.length > 0 || discordToken === undefined) throw new ConfigError(problems, hostLanguage);

  return {
    discordToken,
    databasePath,
    databaseUrl,
    discordApiUrl,
    devGuildId,
    logLevel,
    turnTimeoutSeconds,
    lobbyIdleMinutes,
    dailySecret,
    images,
    discordKeepAliveSeconds,
    discordRequestsPerSecond,
    hostLanguage,
    shards,
    heartbeatKey: heartbeatKeyOf(env),
    interactions,
    publicKey,
    port,
    matchLogRetentionDays,
    guildDataGraceDays,
    rulesUrl,
    privacyUrl,
  };
}

/** The heartbeat row of the shards this environment gives a process (for the health command, which needs no token). */
export function heartbeatKeyOf(env: Env = process.env): string {
  const get = (name: string) => env[name]?.trim() || undefined;
  const shards = shardsOf(get('SHARD_IDS'), get('SHARD_COUNT'), [], messagesFor('en'));
  return shards === 'auto' ? 'gateway_heartbeat' : `gateway_heartbeat:${shards.ids.join(',')}`;
}

/** SHARD_IDS (e.g. "0,1") of SHARD_COUNT shards; SHARD_COUNT alone: every shard of that count here; neither: Discord's recommendation. */
function shardsOf(idsRaw: string | undefined, countRaw: string | undefined, problems: string[], messages: ReturnType<typeof messagesFor>): Config['shards'] {
  if (idsRaw === undefined && countRaw === undefined) return 'auto';
  const count = countRaw !== undefined && /^\d+$/.test(countRaw) ? Number(countRaw) : Number.NaN;
  if (!Number.isSafeInteger(count) || count < 1) {
    problems.push(messages.shardCountInvalid(countRaw ?? ''));
    return 'auto';
  }
  if (idsRaw === undefined) return { ids: Array.from({ length: count }, (_, i) => i), count };
  const ids = idsRaw.split(',').map((s) => s.trim());
  if (ids.some((id) => !/^\d+$/.test(id) || Number(id) >= count)) {
    problems.push(messages.shardIdsInvalid(idsRaw, count));
    return 'auto';
  }
  return { ids: [...new Set(ids.map(Number))], count };
}
