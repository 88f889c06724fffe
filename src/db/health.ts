/**
 * Health without a web server. The running bot writes a heartbeat (the time,
 * in ms since the epoch) into the `meta` row `gateway_heartbeat` every 15 s
 * while its gateway connection is up (src/discord/heartbeat.ts). The health
 * command (src/health.ts) opens the same file, writes its own probe row (so
 * an unwritable database fails at once) and reads the heartbeat: it is
 * unhealthy when the heartbeat is older than one minute plus one interval —
 * the gateway has then been away for more than a minute, or the bot is stuck,
 * or it cannot write the database any more.
 *
 * Raw better-sqlite3 on purpose: the health command loads neither drizzle nor
 * the migrations, and never creates the database.
 */
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import Database from 'better-sqlite3';
import { explainStartupError } from '../startup/errors.js';
import type { HostLanguage } from '../startup/host-language.js';
import { messagesFor } from '../startup/host-messages/index.js';

export const HEARTBEAT_KEY = 'gateway_heartbeat';
export const HEALTH_PROBE_KEY = 'health_probe';
/** How often the bot writes the heartbeat while the gateway is connected. */
export const HEARTBEAT_INTERVAL_MS = 15_000;
/** A heartbeat older than this means the gateway has been away for more than a minute. */
export const HEARTBEAT_STALE_AFTER_MS = 60_000 + HEARTBEAT_INTERVAL_MS;

const UPSERT = 'insert into meta (key, value) values (?, ?) on conflict (key) do update set value = excluded.value';

/** A function writing the heartbeat `at` (ms) on this connection (prepared once). */
export function heartbeatWriter(sqlite: Database.Database): (at: number) => void {
  const statement = sqlite.prepare(UPSERT);
  return (at) => void statement.run(HEARTBEAT_KEY, String(Math.trunc(at)));
}

/** The last heartbeat (ms since the epoch), or undefined if the bot never wrote one. */
export function readHeartbeat(sqlite: Database.Database): number | undefined {
  const row = sqlite.prepare('select value from meta where key = ?').get(HEARTBEAT_KEY) as { value: string } | undefined;
  const at = row === undefined ? Number.NaN : Number(row.value);
  return Number.isFinite(at) ? at : undefined;
}

export interface HealthResult {
  healthy: boolean;
  /** One line: why it is (un)healthy. */
  message: string;
}

export interface HealthOptions {
  now?: number;
  staleAfterMs?: number;
  /** How long the probe write waits for the bot's own writes; default 2000 ms. */
  busyTimeoutMs?: number;
  /** The language of the message (default English). */
  language?: HostLanguage;
}

/** Judges the bot's health from its database at `given` (DATABASE_PATH, relative to the cwd). Never throws. */
export function checkHealth(given: string, options: HealthOptions = {}): HealthResult {
  const now = options.now ?? Date.now();
  const staleAfterMs = options.staleAfterMs ?? HEARTBEAT_STALE_AFTER_MS;
  const busyTimeoutMs = options.busyTimeoutMs ?? 2000;
  const file = resolve(given);
  const messages = messagesFor(options.language);
  const unhealthy = (message: string): HealthResult => ({ healthy: false, message: messages.unhealthy(message) });

  if (!existsSync(file)) return unhealthy(messages.healthNoDatabase(given, file));
  if (statSync(file).isDirectory()) return unhealthy(messages.healthIsAFolder(given, file));

  let sqlite: Database.Database | undefined;
  try {
    sqlite = new Database(file, { fileMustExist: true, timeout: busyTimeoutMs });
    // The write probe: one small committed write, as the bot's own writes need.
    sqlite.prepare(UPSERT).run(HEALTH_PROBE_KEY, String(now));
    const at = readHeartbeat(sqlite);
    if (at === undefined) {
      return unhealthy(messages.healthNoHeartbeat(file, HEARTBEAT_INTERVAL_MS / 1000));
    }
    const age = now - at;
    if (age > staleAfterMs) {
      return unhealthy(messages.healthStale(file, Math.round(age / 1000), new Date(at).toISOString()));
    }
    return { healthy: true, message: messages.healthy(Math.max(0, Math.round(age / 1000)), file) };
  } catch (err) {
    const e = err as Error & { code?: unknown };
    if (e.name === 'SqliteError' && typeof e.code === 'string') {
      if (e.code.startsWith('SQLITE_BUSY') || e.code.startsWith('SQLITE_LOCKED')) {
        return unhealthy(messages.healthLocked(file, busyTimeoutMs / 1000));
      }
      if (e.code === 'SQLITE_ERROR' && /no such table: meta/.test(e.message)) {
        return unhealthy(messages.healthNotOurs(given, file));
      }
      return unhealthy(explainStartupError(err, { databasePath: given, language: options.language }));
    }
    return unhealthy(`${file}: ${e.message}`);
  } finally {
    sqlite?.close();
  }
}
