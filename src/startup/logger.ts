/**
 * The pino logger: JSON lines, or (`format: 'pretty'`, chosen when stdout is a
 * terminal, see `logFormatFor()`) lines a person reads, by pino-pretty used as
 * a plain synchronous function after the scrubbing below.
 * Three layers keep tokens out of the logs:
 * 1. redaction of the object paths where a token or an Authorization header
 *    could sit (`REDACT_PATHS`);
 * 2. optionally, the known secrets (pass `secrets: [config.discordToken]`) are
 *    scrubbed from every output line, wherever they appear (messages, error
 *    stacks, nested objects deeper than the redaction paths reach);
 * 3. interaction tokens (each click's own, valid 15 minutes) are scrubbed from
 *    the callback and webhook URLs that failed requests log.
 */
import { createRequire } from 'node:module';
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

export type LogFormat = 'json' | 'pretty';

/** Readable lines for a person at a terminal, JSON lines otherwise (files, pipes, docker logs, log collectors). */
export function logFormatFor(stream: { isTTY?: boolean }): LogFormat {
  return stream.isTTY === true ? 'pretty' : 'json';
}

export interface CreateLoggerOptions {
  /** Where the lines go; default stdout. */
  destination?: DestinationStream;
  /** Default 'json'. */
  format?: LogFormat;
  /** Colours in the pretty format; default: when the terminal supports them (NO_COLOR is honoured). */
  colorize?: boolean;
  /** Values that must never appear in the output (e.g. the bot token); replaced by `[Redacted]`. */
  secrets?: readonly (string | undefined)[];
  /** Bound fields added to every line (pino `base`); default none (no pid/hostname). */
  base?: Record<string, unknown>;
}

/** An interaction's token in the URLs of its answer and follow-ups: `/interactions/<id>/<token>/…`, `/webhooks/<app>/<token>…`. */
const INTERACTION_TOKEN = /(\/(?:interactions|webhooks)\/\d+\/)[^/\s"?\\]+/g;

/** A line with interaction tokens replaced by `[Redacted]`. */
export function scrubInteractionTokens(line: string): string {
  return line.includes('/interactions/') || line.includes('/webhooks/') ? line.replace(INTERACTION_TOKEN, `$1${REDACTED}`) : line;
}

function scrubbingDestination(inner: DestinationStream, secrets: readonly string[]): DestinationStream {
  // Also catch the JSON-escaped form of a secret (it differs only if it holds quotes, backslashes...).
  const needles = [...new Set(secrets.flatMap((s) => [s, JSON.stringify(s).slice(1, -1)]))].sort(
    (a, b) => b.length - a.length,
  );
  const scrub = (line: string): string =>
    needles.reduce((acc, needle) => (acc.includes(needle) ? acc.split(needle).join(REDACTED) : acc), scrubInteractionTokens(line));
  const wrapped: DestinationStream & { flushSync?: () => void } = {
    write: (line: string) => inner.write(scrub(line)),
  };
  const flushSync = (inner as { flushSync?: unknown }).flushSync;
  if (typeof flushSync === 'function') wrapped.flushSync = () => flushSync.call(inner);
  return wrapped;
}

/** Turns each JSON line into pino-pretty's text, synchronously (pino-pretty is loaded only when used). */
function prettyDestination(inner: DestinationStream, colorize: boolean | undefined): DestinationStream {
  const pretty = createRequire(import.meta.url)('pino-pretty') as typeof import('pino-pretty');
  const format = pretty.prettyFactory({
    colorize: colorize ?? pretty.isColorSupported,
    translateTime: 'SYS:yyyy-mm-dd HH:MM:ss.l',
    ignore: 'pid,hostname',
  });
  const wrapped: DestinationStream & { flushSync?: () => void } = {
    write: (line: string) => inner.write(format(line)),
  };
  const flushSync = (inner as { flushSync?: unknown }).flushSync;
  if (typeof flushSync === 'function') wrapped.flushSync = () => flushSync.call(inner);
  return wrapped;
}

/** A logger at `level` with token redaction: JSON lines, or pretty ones with `format: 'pretty'`. */
export function createLogger(level: LogLevel, options: CreateLoggerOptions = {}): Logger {
  const secrets = (options.secrets ?? []).filter(
    (s): s is string => typeof s === 'string' && s.length >= MIN_SCRUBBED_SECRET_LENGTH,
  );
  const out = options.destination ?? pino.destination({ dest: 1, sync: true });
  // Scrub the JSON line first (both the raw and the JSON-escaped secret are known there), then prettify.
  const inner = options.format === 'pretty' ? prettyDestination(out, options.colorize) : out;
  const destination = scrubbingDestination(inner, secrets);
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
