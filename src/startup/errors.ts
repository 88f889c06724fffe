/**
 * Start-up failures in words a host can act on: every message names the cause
 * and the fix (the variable, the path, the permission) in one or two plain
 * lines. `StartupError` carries such a message; `explainStartupError()` turns
 * anything else thrown while starting (SQLite, file system, discord.js) into
 * one; `formatStartupFailure()` adds the stack only when asked (LOG_LEVEL=debug).
 */
import { dirname, resolve } from 'node:path';

/** A start-up failure whose message is already the plain text to show. */
export class StartupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StartupError';
  }
}

export const DISCORD_API_DEFAULT = 'https://discord.com/api';

/** The current user id, for "this user (uid 1000)" (undefined where there are no uids). */
export function currentUid(): number | undefined {
  return typeof process.getuid === 'function' ? process.getuid() : undefined;
}

/** "this user (uid 1000; owner: uid 0)": who we are and, when it differs, who owns the path. */
const thisUser = (uid: number | undefined, ownerUid?: number) =>
  uid === undefined
    ? 'this user'
    : `this user (uid ${uid}${ownerUid === undefined || ownerUid === uid ? '' : `; owner: uid ${ownerUid}`})`;
const giveIt = (path: string, uid: number | undefined) =>
  uid === undefined ? 'Give this user write access to it' : `Give it to that user (chown ${uid} ${path})`;
const elsewhere = 'or point DATABASE_PATH at a writable place.';

/** The plain messages, one per cause. `given` is DATABASE_PATH as configured; paths in the text are absolute. */
export const messages = {
  gatewaySilent: (seconds: number) =>
    `Discord accepted the token, but its gateway (the live connection) did not get ready within ${seconds} s. ` +
    'Check that this machine may open WebSocket connections to gateway.discord.gg on port 443 (proxy, firewall), then start again.',
  folderNotWritable: (given: string, folder: string, uid: number | undefined, ownerUid?: number) =>
    `DATABASE_PATH=${given}: the folder ${folder} is not writable by ${thisUser(uid, ownerUid)}. ` +
    `${giveIt(folder, uid)} ${elsewhere}`,
  folderNotEnterable: (given: string, folder: string, uid: number | undefined, ownerUid?: number) =>
    `DATABASE_PATH=${given}: the folder ${folder} cannot be entered by ${thisUser(uid, ownerUid)}: no search (x) permission. ` +
    `${uid === undefined ? 'Give this user access to it' : `Give it to that user (chown ${uid} ${folder}) or allow it (chmod o+x ${folder})`} ${elsewhere}`,
  folderCannotBeCreated: (given: string, folder: string, ancestor: string, uid: number | undefined, ownerUid?: number) =>
    `DATABASE_PATH=${given}: the folder ${folder} does not exist and cannot be created: ${ancestor} is not writable by ${thisUser(uid, ownerUid)}. ` +
    `Create it for that user (mkdir -p ${folder}${uid === undefined ? '' : ` && chown ${uid} ${folder}`}) ${elsewhere}`,
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
  diskFull: (given: string, file: string) =>
    `DATABASE_PATH=${given}: the disk holding ${file} is full. Free some space, ${elsewhere}`,
  locked: (given: string, file: string) =>
    `DATABASE_PATH=${given}: the database ${file} is locked by another process (another copy of the bot?). ` +
    'Stop it first, or give this one its own DATABASE_PATH.',
  ioError: (given: string, file: string, detail: string) =>
    `DATABASE_PATH=${given}: reading or writing ${file} failed (${detail}). ` +
    'Check the disk or the mounted volume (network file systems are not supported by SQLite\'s WAL mode).',
  tokenRefused: () =>
    'DISCORD_TOKEN was refused by Discord (401): it is wrong or was reset. ' +
    'Copy a new one from the Developer Portal (https://discord.com/developers/applications) → your application → Bot → Reset Token.',
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
  unknown: (detail: string) =>
    `Could not start the bot: ${detail}. Run with LOG_LEVEL=debug to see the details.`,
};

export interface StartupContext {
  /** DATABASE_PATH as configured. */
  databasePath: string;
  discordApiUrl?: string | undefined;
  uid?: number | undefined;
}

type ErrorLike = Error & { code?: unknown; status?: unknown; syscall?: unknown; path?: unknown; cause?: unknown };

const NETWORK_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE',
  'UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_SOCKET', 'UND_ERR_HEADERS_TIMEOUT', 'CERT_HAS_EXPIRED', 'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
]);

/** A network failure (refused, reset, DNS, timeout, TLS), looking through `cause`; its short description, or undefined. */
export function networkFailure(err: unknown): string | undefined {
  for (let e = err as ErrorLike | undefined, depth = 0; e && typeof e === 'object' && depth < 5; e = e.cause as ErrorLike, depth++) {
    if (e.name === 'AbortError' || e.name === 'TimeoutError') return 'no answer in time';
    if (typeof e.code === 'string' && NETWORK_CODES.has(e.code)) return e.message || e.code;
  }
  return undefined;
}

/** The plain message for anything thrown while starting. */
export function explainStartupError(err: unknown, ctx: StartupContext): string {
  if (err instanceof StartupError) return err.message;
  const e = (err instanceof Error ? err : new Error(String(err))) as ErrorLike;
  const given = ctx.databasePath;
  const file = resolve(given);
  const uid = ctx.uid ?? currentUid();
  const code = typeof e.code === 'string' ? e.code : '';

  if (e.name === 'SqliteError') {
    if (code === 'SQLITE_NOTADB') return messages.notADatabase(given, file);
    if (code.startsWith('SQLITE_CORRUPT')) return messages.damaged(given, file, e.message);
    if (code === 'SQLITE_FULL') return messages.diskFull(given, file);
    if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return messages.locked(given, file);
    if (code.startsWith('SQLITE_READONLY') || code.startsWith('SQLITE_CANTOPEN') || code === 'SQLITE_PERM' || code === 'SQLITE_AUTH') {
      return messages.sqliteCannotWrite(given, file, e.message, uid);
    }
    if (code.startsWith('SQLITE_IOERR')) return messages.ioError(given, file, e.message);
  }

  // File-system errors (creating the database folder): they carry the path and the system call.
  if (typeof e.syscall === 'string' && typeof e.path === 'string') {
    const path = resolve(e.path);
    if (code === 'EROFS') return messages.readOnlyFileSystem(given, path);
    if (code === 'EACCES' || code === 'EPERM') return messages.folderNotWritable(given, dirname(path), uid);
    if (code === 'ENOSPC') return messages.diskFull(given, file);
    if (code === 'ENOTDIR') return messages.fileInTheWay(given, path);
    if (code === 'EISDIR') return messages.isAFolder(given, path);
  }

  // discord.js: a token refused at login (REST 401 or gateway close 4004).
  if (code === 'TokenInvalid' || e.status === 401) return messages.tokenRefused();
  if (code === 'DisallowedIntents') return messages.intentsRefused();
  const network = networkFailure(e);
  if (network !== undefined) return messages.discordUnreachable(ctx.discordApiUrl, network);

  return messages.unknown(e.message || e.name);
}

/**
 * The text to print on stderr: the plain message, then (with `debug`) the stack
 * and the stacks of the causes; `secrets` (the token) never appear in it.
 */
export function formatStartupFailure(
  err: unknown,
  ctx: StartupContext,
  options: { debug?: boolean; secrets?: readonly string[] } = {},
): string {
  const lines = [explainStartupError(err, ctx)];
  if (options.debug) {
    for (let e = err as ErrorLike | undefined, depth = 0; e && typeof e === 'object' && depth < 5; e = e.cause as ErrorLike, depth++) {
      lines.push(`${depth === 0 ? '' : 'Caused by: '}${e.stack ?? String(e)}`);
    }
  }
  let text = `${lines.join('\n')}\n`;
  for (const secret of options.secrets ?? []) if (secret.length >= 8) text = text.split(secret).join('[Redacted]');
  return text;
}
