/**
 * What the bot tells its host, in English: start-up failures, configuration
 * problems, the health check and deploy-commands. Each message names the
 * cause and the fix (the variable, the path, the permission) in one or two
 * plain lines. German: ./de.ts, with the same keys and facts.
 */
import { dirname } from 'node:path';

export const DISCORD_API_DEFAULT = 'https://discord.com/api';

/** "this user (uid 1000; owner: uid 0)": who we are and, when it differs, who owns the path. */
const thisUser = (uid: number | undefined, ownerUid?: number) =>
  uid === undefined
    ? 'this user'
    : `this user (uid ${uid}${ownerUid === undefined || ownerUid === uid ? '' : `; owner: uid ${ownerUid}`})`;
const giveIt = (path: string, uid: number | undefined) =>
  uid === undefined ? 'Give this user write access to it' : `Give it to that user (chown ${uid} ${path})`;
const elsewhere = 'or point DATABASE_PATH at a writable place.';

export const en = {
  // --- configuration (src/config.ts) ---
  configInvalid: (problems: readonly string[]) =>
    problems.length === 1 ? `Invalid configuration: ${problems[0]}` : `Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
  missingToken: () =>
    'DISCORD_TOKEN is not set. Get a bot token from the Discord Developer Portal ' +
    '(https://discord.com/developers/applications → your application → Bot → Reset Token) ' +
    'and put it in a .env file next to package.json as DISCORD_TOKEN=<token> (or set it in the environment).',
  tokenHasSpaces: () =>
    'DISCORD_TOKEN contains whitespace or quotes. Paste the token exactly as the Discord Developer Portal shows it ' +
    '(DISCORD_TOKEN=<token>, no quotes or spaces).',
  apiUrlNotHttp: (raw: string) =>
    `DISCORD_API_URL must be an http(s) URL such as https://discord.com/api or http://127.0.0.1:8080/api (got "${raw}"). ` +
    'Leave it unset to use Discord itself.',
  apiUrlWithVersion: (raw: string) =>
    `DISCORD_API_URL must not end with an API version (got "${raw}"): discord.js appends /v10 itself. ` +
    'Use the base, e.g. https://discord.com/api.',
  devGuildIdInvalid: (raw: string) =>
    `DEV_GUILD_ID must be a Discord server id: 17 to 20 digits (got "${raw}"). ` +
    'In Discord enable Developer Mode, right-click the server → Copy Server ID; or leave it unset for global commands.',
  dailySecretShort: () =>
    'DAILY_SECRET must be at least 16 characters (it decides the daily dungeons); leave it unset to let the bot generate one into its database.',
  logLevelInvalid: (levels: readonly string[], raw: string) => `LOG_LEVEL must be one of ${levels.join(', ')} (got "${raw}").`,
  wholeNumberInvalid: (name: string, unit: 'seconds' | 'minutes' | 'days' | 'requests per second' | 'port', min: number, max: number, raw: string, fallback: number) =>
    unit === 'port' ? `${name} must be a port number from ${min} to ${max} (got "${raw}"; default ${fallback}).` : `${name} must be a whole number of ${unit} from ${min} to ${max} (got "${raw}"; default ${fallback}).`,
  imagesInvalid: (raw: string) =>
    `IMAGES must be on or off (got "${raw}"; default on): whether boards and hands are pictures where a server has not chosen with /settings images.`,
  databaseUrlInvalid: () => 'DATABASE_URL must be a PostgreSQL URL (postgres://user:password@host:5432/database); leave it unset to keep the SQLite file at DATABASE_PATH.',
  shardCountInvalid: (raw: string) => `SHARD_COUNT must be a whole number of shards, 1 or more (got "${raw}"); set it with SHARD_IDS, or leave both unset to let Discord decide.`,
  shardIdsInvalid: (raw: string, count: number) => `SHARD_IDS must list shard numbers from 0 to ${count - 1}, separated by commas (got "${raw}").`,
  interactionsInvalid: (raw: string) => `INTERACTIONS must be gateway or http (got "${raw}"; default gateway).`,
  publicKeyInvalid: () => 'DISCORD_PUBLIC_KEY must be your application\'s public key: 64 hexadecimal characters (Developer Portal → your application → General Information → Public Key).',
  publicKeyMissing: () => 'INTERACTIONS=http needs DISCORD_PUBLIC_KEY: the application\'s public key (Developer Portal → General Information), which signs every interaction Discord sends.',
  rulesUrlInvalid: (raw: string) => `RULES_URL must be an http(s) URL where the full rules pages live, e.g. https://example.org/rules/ (got "${raw}").`,
  privacyUrlInvalid: (raw: string) =>
    `PRIVACY_URL must be an http(s) URL where your privacy policy is published, e.g. https://example.org/privacy (got "${raw}"). Start from docs/privacy.md; leave it unset and /privacy tells players to ask you.`,
  hostLanguageInvalid: (raw: string) =>
    `HOST_LANGUAGE must be en or de (got "${raw}"): the language of the bot's messages to you, its host. Leave it unset to follow the system's (LANG).`,

  // --- start-up (src/startup/, src/discord/bot.ts) ---
  gatewaySilent: (seconds: number) =>
    `Discord accepted the token, but its gateway (the live connection) did not get ready within ${seconds} s. ` +
    'Check that this machine may open WebSocket connections to gateway.discord.gg on port 443 (proxy, firewall), then start again.',
  portUnavailable: (port: number, reason: string) =>
    `INTERACTIONS=http: could not listen on port ${port} (${reason}). ` +
    'Another program may be using it (EADDRINUSE), or ports below 1024 need more rights (EACCES): choose another PORT, then start again.',
  folderNotWritable: (given: string, folder: string, uid: number | undefined, ownerUid?: number) =>
    `DATABASE_PATH=${given}: the folder ${folder} is not writable by ${thisUser(uid, ownerUid)}. ` +
    `${giveIt(folder, uid)} ${elsewhere}`,
  folderNotEnterable: (given: string, folder: string, uid: number | undefined, ownerUid?: number) =>
    `DATABASE_PATH=${given}: the folder ${folder} cannot be entered by ${thisUser(uid, ownerUid)}: no search (x) permission. ` +
    `${uid === undefined ? 'Give this user access to it' : `Give it to that user (chown ${uid} ${folder}) or allow it (chmod o+x ${folder})`} ${elsewhere}`,
  folderCannotBeCreated: (given: string, folder: string, ancestor: string, uid: number | undefined, ownerUid?: number) =>
    `DATABASE_PATH=${given}: the folder ${folder} does not exist and cannot be created: ${ancestor} is not writable by ${thisUser(uid, ownerUid)}. ` +
    `Create it for that user (mkdir -p ${folder}${uid === undefined ? '' : ` && chown ${uid} ${folder}`}) ${elsewhere}`,
  noFolderExists: (file: string) => `Could not start the bot: no folder of ${file} exists. Point DATABASE_PATH at a file in an existing folder.`,
  readOnlyFileSystem: (given: string, folder: string) =>
    `DATABASE_PATH=${given}: ${folder} is on a read-only file system. ` +
    `Mount a writable volume there (without :ro), ${elsewhere}`,
  isAFolder: (given: string, absolute: string) =>
    `DATABASE_PATH=${given}: ${absolute} is a folder, not a database file. ` +
    `Point DATABASE_PATH at a file inside it, e.g. DATABASE_PATH=${absolute.replace(/\/+$/, '')}/bot.sqlite.`,
  notARegularFile: (given: string, absolute: string) =>
    `DATABASE_PATH=${given}: ${absolute} is not a regular file (a device, pipe or socket). ` +
    'Point DATABASE_PATH at a file, e.g. DATABASE_PATH=data/bot.sqlite.',
  fileInTheWay: (given: string, file: string) =>
    `DATABASE_PATH=${given}: ${file} is a file, where a folder is needed. ` +
    `Move that file away, or point DATABASE_PATH at a file in a folder, e.g. DATABASE_PATH=data/bot.sqlite.`,
  fileNotWritable: (given: string, file: string, uid: number | undefined, ownerUid?: number) =>
    `DATABASE_PATH=${given}: the file ${file} is not writable by ${thisUser(uid, ownerUid)}. ` +
    `${giveIt(file, uid)} ${elsewhere}`,
  notADatabase: (given: string, file: string) =>
    `DATABASE_PATH=${given}: ${file} is not a SQLite database. ` +
    'Point DATABASE_PATH at the bot\'s database, or move this file away to start with an empty one.',
  damaged: (given: string, file: string, detail: string) =>
    `DATABASE_PATH=${given}: the database ${file} is damaged (SQLite: ${detail}). ` +
    'Restore it from a backup, or move it away (with its -wal file, if any) to start with an empty one.',
  sqliteCannotWrite: (given: string, file: string, detail: string, uid: number | undefined) =>
    `DATABASE_PATH=${given}: SQLite cannot open or write ${file} (${detail}). ` +
    `The file, its folder ${dirname(file)} and any -wal/-shm files next to it must be writable by ${thisUser(uid)}; ` +
    `${uid === undefined ? 'fix their permissions' : `chown ${uid} them`}, ${elsewhere}`,
  diskFull: (given: string, file: string) => `DATABASE_PATH=${given}: the disk holding ${file} is full. Free some space, ${elsewhere}`,
  locked: (given: string, file: string) =>
    `DATABASE_PATH=${given}: the database ${file} is locked by another process (another copy of the bot?). ` +
    'Stop it first, or give this one its own DATABASE_PATH.',
  ioError: (given: string, file: string, detail: string) =>
    `DATABASE_PATH=${given}: reading or writing ${file} failed (${detail}). ` +
    'Check the disk or the mounted volume (network file systems are not supported by SQLite\'s WAL mode).',
  tokenRefused: () =>
    'DISCORD_TOKEN was refused by Discord (401): it is wrong or was reset. ' +
    'Copy a new one from the Developer Portal (https://discord.com/developers/applications) → your application → Bot → Reset Token.',
  /** The detail of `discordUnreachable` when nothing answered. */
  noAnswerInTime: () => 'no answer in time',
  noAnswerWithin: (timeoutMs: number) => `no answer within ${timeoutMs >= 1000 ? `${Math.round(timeoutMs / 1000)} s` : `${timeoutMs} ms`}`,
  discordUnreachable: (apiUrl: string | undefined, detail: string) =>
    `Discord is unreachable at ${apiUrl ?? DISCORD_API_DEFAULT} (${detail}). ` +
    (apiUrl === undefined
      ? 'Check this machine\'s internet connection, DNS and firewall, then start again.'
      : 'Check DISCORD_API_URL (unset it to use Discord itself) and that this machine can reach it.'),
  discordTrouble: (apiUrl: string | undefined, status: number) =>
    `Discord answered ${status} at ${apiUrl ?? DISCORD_API_DEFAULT}: it is having trouble. ` +
    'Start again in a few minutes (https://discordstatus.com)' +
    (apiUrl === undefined ? '.' : ', or check DISCORD_API_URL.'),
  discordRefused: (status: number, detail: string) =>
    `Discord refused the bot's first request (${status}: ${detail}). ` +
    'Check DISCORD_TOKEN (Developer Portal → your application → Bot) and DISCORD_API_URL.',
  rateLimited: (retryAfterMs: number) =>
    `Discord is rate-limiting this bot (429; retry after ${Math.ceil(retryAfterMs / 1000)} s). ` +
    'Wait, then start again; if it keeps happening, another process may be using the same DISCORD_TOKEN.',
  intentsRefused: () =>
    'Discord refused the gateway intents the bot asks for (close code 4014). It needs only the Guilds intent, which is not privileged: ' +
    'check that DISCORD_TOKEN belongs to a bot (Developer Portal → your application → Bot).',
  tokenCheckFailed: (detail: string) => `Could not start the bot: checking DISCORD_TOKEN failed: ${detail}. Run with LOG_LEVEL=debug to see the details.`,
  unknown: (detail: string) => `Could not start the bot: ${detail}. Run with LOG_LEVEL=debug to see the details.`,
  causedBy: () => 'Caused by: ',

  // --- the health check (src/health.ts, src/db/health.ts) ---
  healthy: (ageSeconds: number, file: string) => `healthy: gateway heartbeat ${ageSeconds} s ago, database ${file} writable.`,
  unhealthy: (detail: string) => `unhealthy: ${detail}`,
  healthNoDatabase: (given: string, file: string) =>
    `DATABASE_PATH=${given}: ${file} does not exist (the bot has not created it yet, or it runs with another DATABASE_PATH).`,
  healthIsAFolder: (given: string, file: string) => `DATABASE_PATH=${given}: ${file} is a folder, not the bot's database.`,
  healthNoHeartbeat: (file: string, everySeconds: number) =>
    `no gateway heartbeat in ${file} yet: the bot has not connected to Discord (it writes one every ${everySeconds} s while connected).`,
  healthStale: (file: string, ageSeconds: number, at: string) =>
    `the last gateway heartbeat in ${file} is ${ageSeconds} s old (${at}): ` +
    'the bot has been disconnected from Discord for more than a minute, is stuck, or cannot write its database.',
  healthLocked: (file: string, seconds: number) => `the database ${file} stayed locked for more than ${seconds} s: a write could not get through.`,
  healthNotOurs: (given: string, file: string) => `DATABASE_PATH=${given}: ${file} is not the bot's database (it has no meta table).`,
  healthEndpoint: (url: string) => `healthy: the interactions endpoint ${url} answers and reaches its database.`,
  healthEndpointRefused: (url: string, status: number) => `${url} answered ${status}: the bot cannot reach its database, or is shutting down.`,
  healthEndpointSilent: (url: string, detail: string) =>
    `${url} did not answer (${detail}): the bot is not running, is stuck, or listens on another PORT.`,

  // --- npm run deploy-commands (src/deploy-commands.ts) ---
  commandsCleared: () => 'Global slash commands removed (Discord may take a while to stop showing them). Server commands (DEV_GUILD_ID) stay.',
  commandsRegistered: (guildId: string | undefined) =>
    `Slash commands registered ${guildId ? `in guild ${guildId}` : 'globally (may take up to an hour to appear)'}.`,
};

export type HostMessages = typeof en;
