/**
 * Start-up failures in words a host can act on, in the host's language
 * (./host-messages/: every message names the cause and the fix in one or two
 * plain lines). `StartupError` carries such a message; `explainStartupError()`
 * turns anything else thrown while starting (SQLite, file system, discord.js)
 * into one; `formatStartupFailure()` adds the stack only when asked
 * (LOG_LEVEL=debug).
 */
import { dirname, resolve } from 'node:path';
import type { HostLanguage } from './host-language.js';
import { messagesFor } from './host-messages/index.js';

/** A start-up failure whose message is already the plain text to show. */
export class StartupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StartupError';
  }
}

/** The current user id, for "this user (uid 1000)" (undefined where there are no uids). */
export function currentUid(): number | undefined {
  return typeof process.getuid === 'function' ? process.getuid() : undefined;
}

export interface StartupContext {
  /** DATABASE_PATH as configured. */
  databasePath: string;
  discordApiUrl?: string | undefined;
  uid?: number | undefined;
  /** The host's language (default English). */
  language?: HostLanguage | undefined;
}

type ErrorLike = Error & { code?: unknown; status?: unknown; syscall?: unknown; path?: unknown; cause?: unknown };

const NETWORK_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE',
  'UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_SOCKET', 'UND_ERR_HEADERS_TIMEOUT', 'CERT_HAS_EXPIRED', 'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
]);

/** A network failure (refused, reset, DNS, timeout, TLS), looking through `cause`: nothing answered in time, or the error's short description; undefined for anything else. */
export function networkFailure(err: unknown): { timedOut: true } | { timedOut: false; detail: string } | undefined {
  for (let e = err as ErrorLike | undefined, depth = 0; e && typeof e === 'object' && depth < 5; e = e.cause as ErrorLike, depth++) {
    if (e.name === 'AbortError' || e.name === 'TimeoutError') return { timedOut: true };
    if (typeof e.code === 'string' && NETWORK_CODES.has(e.code)) return { timedOut: false, detail: e.message || e.code };
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
  const messages = messagesFor(ctx.language);

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
  if (network !== undefined) return messages.discordUnreachable(ctx.discordApiUrl, network.timedOut ? messages.noAnswerInTime() : network.detail);

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
      lines.push(`${depth === 0 ? '' : messagesFor(ctx.language).causedBy()}${e.stack ?? String(e)}`);
    }
  }
  let text = `${lines.join('\n')}\n`;
  for (const secret of options.secrets ?? []) if (secret.length >= 8) text = text.split(secret).join('[Redacted]');
  return text;
}
