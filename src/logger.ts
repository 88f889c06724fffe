/**
 * The pino logger. Two layers keep the bot token out of the logs:
 * 1. redaction of the object paths where a token or an Authorization header
 *    could sit (`REDACT_PATHS`);
 * 2. optionally, the known secrets (pass `secrets: [config.discordToken]`) are
 *    scrubbed from every output line, wherever they appear (messages, error
 *    stacks, nested objects deeper than the redaction paths reach).
 */
import pino, { type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from './config.js';

export type { Logger };

export const REDACTED = '[Redacted]';

/** Object paths always censored in log records (fast-redact syntax, case-sensitive). */
export const REDACT_PATHS: readonly string[] = [
  'token',
  '*.token',
  '*.*.token',
  'discordToken',
  '*.discordToken',
  'config.discordToken',
  '*.config.discordToken',
  'DISCORD_TOKEN',
  '*.DISCORD_TOKEN',
  'authorization',
  'Authorization',
  'headers.authorization',
  'headers.Authorization',
  '*.headers.authorization',
  '*.headers.Authorization',
];

/** Secrets shorter than this are not scrubbed from lines (it would mangle ordinary text). */
export const MIN_SCRUBBED_SECRET_LENGTH = 8;

export interface CreateLoggerOptions {
  /** Where the JSON lines go; default stdout. */
  destination?: DestinationStream;
  /** Values that must never appear in the output (e.g. the bot token); replaced by `[Redacted]`. */
  secrets?: readonly (string | undefined)[];
  /** Bound fields added to every line (pino `base`); default none (no pid/hostname). */
  base?: Record<string, unknown>;
}

function scrubbingDestination(inner: DestinationStream, secrets: readonly string[]): DestinationStream {
  // Also catch the JSON-escaped form of a secret (it differs only if it holds quotes, backslashes...).
  const needles = [...new Set(secrets.flatMap((s) => [s, JSON.stringify(s).slice(1, -1)]))].sort(
    (a, b) => b.length - a.length,
  );
  const scrub = (line: string): string =>
    needles.reduce((acc, needle) => (acc.includes(needle) ? acc.split(needle).join(REDACTED) : acc), line);
  const wrapped: DestinationStream & { flushSync?: () => void } = {
    write: (line: string) => inner.write(scrub(line)),
  };
  const flushSync = (inner as { flushSync?: unknown }).flushSync;
  if (typeof flushSync === 'function') wrapped.flushSync = () => flushSync.call(inner);
  return wrapped;
}

/** A JSON logger at `level` with token redaction. */
export function createLogger(level: LogLevel, options: CreateLoggerOptions = {}): Logger {
  const secrets = (options.secrets ?? []).filter(
    (s): s is string => typeof s === 'string' && s.length >= MIN_SCRUBBED_SECRET_LENGTH,
  );
  const inner = options.destination ?? pino.destination({ dest: 1, sync: true });
  const destination = secrets.length > 0 ? scrubbingDestination(inner, secrets) : inner;
  return pino(
    {
      level,
      base: options.base ?? null,
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: [...REDACT_PATHS], censor: REDACTED },
    },
    destination,
  );
}
