/**
 * Health without a web server. The running bot writes a heartbeat (the time,
 * in ms since the epoch) into a `meta` row every 15 s while its gateway
 * connection is up (src/discord/heartbeat.ts): `gateway_heartbeat`, or one
 * per set of shards (`gateway_heartbeat:0,1`: several processes may share a
 * database). The health command (src/health.ts) opens the same database,
 * writes its own probe row (so an unwritable database fails at once) and
 * reads the heartbeat: it is unhealthy when the heartbeat is older than one
 * minute plus one interval — the gateway has then been away for more than a
 * minute, or the bot is stuck, or it cannot write the database any more.
 *
 * Raw better-sqlite3 (or node-postgres) on purpose: the health command loads
 * neither drizzle nor the migrations, and never creates the database.
 */
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { withoutPassword } from './postgres.js';
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
export function heartbeatWriter(sqlite: Database.Database, key = HEARTBEAT_KEY): (at: number) => void {
  const statement = sqlite.prepare(UPSERT);
  return (at) => void statement.run(key, String(Math.trunc(at)));
}

/** The last heartbeat (ms since the epoch), or undefined if the bot never wrote one. */
export function readHeartbeat(sqlite: Database.Database, key = HEARTBEAT_KEY): number | undefined {
  const row = sqlite.prepare('select value from meta where key = ?').get(key) as { value: string } | undefined;
  return heartbeatAt(row?.value);
}

function heartbeatAt(value: string | undefined): number | undefined {
  const at = value === undefined ? Number.NaN : Number(value);
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
  /** The heartbeat's row (default `gateway_heartbeat`; one per set of shards). */
  key?: string;
}

/** Unhealthy, healthy or stale, from the heartbeat read at `where`. */
function judge(at: number | undefined, where: string, options: HealthOptions): HealthResult {
  const now = options.now ?? Date.now();
  const messages = messagesFor(options.language);
  if (at === undefined) return { healthy: false, message: messages.unhealthy(messages.healthNoHeartbeat(where, HEARTBEAT_INTERVAL_MS / 1000)) };
  const age = now - at;
  if (age > (options.staleAfterMs ?? HEARTBEAT_STALE_AFTER_MS)) {
    return { healthy: false, message: messages.unhealthy(messages.healthStale(where, Math.round(age / 1000), new Date(at).toISOString())) };
  }
  return { healthy: true, message: messages.healthy(Math.max(0, Math.round(age / 1000)), where) };
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
    return judge(readHeartbeat(sqlite, options.key), file, { ...options, now, staleAfterMs });
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

/** The same judgement on PostgreSQL (DATABASE_URL): the probe written, the heartbeat read. Never throws. */
export async function checkPostgresHealth(url: string, options: HealthOptions = {}): Promise<HealthResult> {
  const now = options.now ?? Date.now();
  const where = withoutPassword(url);
  const messages = messagesFor(options.language);
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: options.busyTimeoutMs ?? 2000, statement_timeout: options.busyTimeoutMs ?? 2000 });
  try {
    await client.connect();
    await client.query('insert into meta (key, value) values ($1, $2) on conflict (key) do update set value = excluded.value', [HEALTH_PROBE_KEY, String(now)]);
    const row = await client.query<{ value: string }>('select value from meta where key = $1', [options.key ?? HEARTBEAT_KEY]);
    return judge(heartbeatAt(row.rows[0]?.value), where, { ...options, now });
  } catch (err) {
    return { healthy: false, message: messages.unhealthy(`${where}: ${(err as Error).message}`) };
  } finally {
    await client.end().catch(() => undefined);
  }
}
