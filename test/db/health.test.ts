/** checkHealth() on real database files: the heartbeat's age, the write probe, and what it says. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { sqliteStore, type DatabaseHandle } from '../../src/db/connection.js';
import {
  checkHealth,
  checkPostgresHealth,
  HEALTH_PROBE_KEY,
  HEARTBEAT_INTERVAL_MS,
  HEARTBEAT_STALE_AFTER_MS,
  heartbeatWriter,
  readHeartbeat,
} from '../../src/db/health.js';
import { getMeta, setMeta } from '../../src/db/meta.js';
import { postgresStore } from '../../src/db/postgres-store.js';
import { heartbeatKeyOf, loadConfig } from '../../src/startup/config.js';
import { createTestDatabase } from '../support/postgres.js';
import { useTempDatabase } from '../support/temp-db.js';

let handle: DatabaseHandle;
useTempDatabase('health', (database) => {
  handle = database;
});

const NOW = Date.UTC(2026, 0, 2, 3, 4, 5);

describe('heartbeat row', () => {
  it('is written and read back as milliseconds', () => {
    expect(readHeartbeat(handle.sqlite)).toBeUndefined();
    const write = heartbeatWriter(handle.sqlite);
    write(NOW);
    write(NOW + 15_000.7);
    expect(readHeartbeat(handle.sqlite)).toBe(NOW + 15_000);
  });

  it('counts as stale after one minute plus one interval', () => {
    expect(HEARTBEAT_INTERVAL_MS).toBe(15_000);
    expect(HEARTBEAT_STALE_AFTER_MS).toBe(75_000);
  });
});

describe('checkHealth', () => {
  it('is healthy with a fresh heartbeat, and writes its probe row', async () => {
    heartbeatWriter(handle.sqlite)(NOW - 14_000);
    const result = checkHealth(handle.path, { now: NOW });
    expect(result).toEqual({ healthy: true, message: `healthy: gateway heartbeat 14 s ago, database ${handle.path} writable.` });
    expect(await sqliteStore(handle).read((q) => getMeta(q, HEALTH_PROBE_KEY))).toBe(String(NOW));
  });

  it('is unhealthy once the heartbeat is older than the limit', () => {
    heartbeatWriter(handle.sqlite)(NOW - HEARTBEAT_STALE_AFTER_MS);
    expect(checkHealth(handle.path, { now: NOW }).healthy).toBe(true);
    const result = checkHealth(handle.path, { now: NOW + 1 });
    expect(result.healthy).toBe(false);
    expect(result.message).toBe(
      `unhealthy: the last gateway heartbeat in ${handle.path} is 75 s old (2026-01-02T03:02:50.000Z): ` +
        'the bot has been disconnected from Discord for more than a minute, is stuck, or cannot write its database.',
    );
  });

  it('says it in the host language', () => {
    expect(checkHealth(handle.path, { now: NOW, language: 'de' }).message).toBe(
      `nicht gesund: noch kein Gateway-Heartbeat in ${handle.path}: Der Bot hat sich noch nicht mit Discord verbunden (solange er verbunden ist, schreibt er alle 15 s einen).`,
    );
    heartbeatWriter(handle.sqlite)(NOW - 14_000);
    expect(checkHealth(handle.path, { now: NOW, language: 'de' })).toEqual({
      healthy: true,
      message: `gesund: Gateway-Heartbeat vor 14 s, Datenbank ${handle.path} beschreibbar.`,
    });
  });

  it('is unhealthy before the bot ever connected', () => {
    expect(checkHealth(handle.path, { now: NOW }).message).toBe(
      `unhealthy: no gateway heartbeat in ${handle.path} yet: the bot has not connected to Discord (it writes one every 15 s while connected).`,
    );
  });

  it('is unhealthy while another connection keeps the database locked', () => {
    heartbeatWriter(handle.sqlite)(NOW);
    handle.sqlite.exec('begin exclusive');
    try {
      const result = checkHealth(handle.path, { now: NOW, busyTimeoutMs: 50 });
      expect(result).toEqual({
        healthy: false,
        message: `unhealthy: the database ${handle.path} stayed locked for more than 0.05 s: a write could not get through.`,
      });
    } finally {
      handle.sqlite.exec('rollback');
    }
  });

  it('is unhealthy on a missing file (and creates nothing), a folder, a foreign database and a damaged file', () => {
    const dir = dirname(handle.path);
    const missing = join(dir, 'nope', 'bot.sqlite');
    expect(checkHealth(missing).message).toBe(
      `unhealthy: DATABASE_PATH=${missing}: ${missing} does not exist (the bot has not created it yet, or it runs with another DATABASE_PATH).`,
    );
    expect(checkHealth(missing).healthy).toBe(false);

    mkdirSync(join(dir, 'folder'));
    expect(checkHealth(join(dir, 'folder')).message).toContain('is a folder');

    const foreign = join(dir, 'other.sqlite');
    new Database(foreign).exec('create table t (x)');
    expect(checkHealth(foreign).message).toBe(`unhealthy: DATABASE_PATH=${foreign}: ${foreign} is not the bot's database (it has no meta table).`);

    const junk = join(dir, 'junk.sqlite');
    writeFileSync(junk, 'x'.repeat(4096));
    expect(checkHealth(junk).message).toMatch(/^unhealthy: DATABASE_PATH=.*junk\.sqlite is not a SQLite database\./);
  });
});

describe('the heartbeat of one set of shards', () => {
  it("is read from its own row: another process's heartbeat does not make this one healthy", () => {
    heartbeatWriter(handle.sqlite, 'gateway_heartbeat:1')(NOW - 5_000);
    expect(checkHealth(handle.path, { now: NOW, key: 'gateway_heartbeat:0' }).healthy).toBe(false);
    expect(checkHealth(handle.path, { now: NOW, key: 'gateway_heartbeat:1' }).healthy).toBe(true);
  });

  it('is named after SHARD_IDS (or every shard of SHARD_COUNT), as the bot names it', () => {
    expect(heartbeatKeyOf({})).toBe('gateway_heartbeat');
    expect(heartbeatKeyOf({ SHARD_COUNT: '2', SHARD_IDS: '1' })).toBe('gateway_heartbeat:1');
    expect(heartbeatKeyOf({ SHARD_COUNT: '2' })).toBe('gateway_heartbeat:0,1');
    expect(heartbeatKeyOf({ SHARD_COUNT: '2', SHARD_IDS: '1' })).toBe(loadConfig({ DISCORD_TOKEN: 'x'.repeat(30), SHARD_COUNT: '2', SHARD_IDS: '1' }).heartbeatKey);
  });
});

describe('checkPostgresHealth', () => {
  it('is healthy with a fresh heartbeat in PostgreSQL, unhealthy with a stale or missing one, and never shows the password', async () => {
    const pgDb = await createTestDatabase();
    const store = await postgresStore(pgDb.url);
    try {
      expect((await checkPostgresHealth(pgDb.url, { now: NOW })).healthy).toBe(false);
      await store.read((q) => setMeta(q, 'gateway_heartbeat', String(NOW - 10_000)));
      const healthy = await checkPostgresHealth(pgDb.url, { now: NOW });
      expect(healthy.healthy).toBe(true);
      expect(await store.read((q) => getMeta(q, HEALTH_PROBE_KEY))).toBe(String(NOW));
      expect((await checkPostgresHealth(pgDb.url, { now: NOW + HEARTBEAT_STALE_AFTER_MS })).healthy).toBe(false);
      const refused = await checkPostgresHealth(pgDb.url.replace('://', '://nobody:secret-pw@').replace(/\/[^/]*$/, '/no_such_db'), { now: NOW });
      expect(refused.healthy).toBe(false);
      expect(refused.message).not.toContain('secret-pw');
    } finally {
      await store.close();
      await pgDb.drop();
    }
  });
});
