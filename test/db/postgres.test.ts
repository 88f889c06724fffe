/** openPostgres on a real PostgreSQL server: migrations applied once, concurrent starts, the schema's defaults. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterEach, describe, expect, it } from 'vitest';
import { migrationsFolderOf } from '../../src/db/migrations-folder.js';
import { openPostgres, withoutPassword, type PostgresHandle } from '../../src/db/postgres.js';
import * as pgSchema from '../../src/db/schema/postgres.js';
import { createTestDatabase, type TestDatabase } from '../support/postgres.js';

const databases: TestDatabase[] = [];
const handles: PostgresHandle[] = [];

async function freshDatabase(): Promise<TestDatabase> {
  const database = await createTestDatabase();
  databases.push(database);
  return database;
}

async function open(url: string, poolSize?: number): Promise<PostgresHandle> {
  const handle = await openPostgres(url, poolSize === undefined ? {} : { poolSize });
  handles.push(handle);
  return handle;
}

afterEach(async () => {
  for (const handle of handles.splice(0)) await handle.close();
  for (const database of databases.splice(0)) await database.drop();
});

const journalEntries = (): number =>
  (JSON.parse(readFileSync(join(migrationsFolderOf('postgres'), 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;

const schemaTables = Object.values(pgSchema as Record<string, unknown>).filter((v): v is PgTable => is(v, PgTable)).map((t) => getTableName(t)).sort();

async function publicTables(handle: PostgresHandle): Promise<string[]> {
  const { rows } = await handle.pool.query<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = 'public' order by table_name",
  );
  return rows.map((r) => r.name);
}

async function appliedMigrations(handle: PostgresHandle): Promise<number> {
  const { rows } = await handle.pool.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
  return rows[0]!.n;
}

describe('openPostgres', () => {
  it('creates every table of the schema through the migrations', async () => {
    const { url } = await freshDatabase();
    const handle = await open(url);
    expect(await publicTables(handle)).toEqual(schemaTables);
    expect(await appliedMigrations(handle)).toBe(journalEntries());
  });

  it('a second open applies nothing again and keeps the data', async () => {
    const { url } = await freshDatabase();
    const first = await open(url);
    await first.db.insert(pgSchema.meta).values({ key: 'kept', value: 'yes' });
    await first.close();
    const second = await open(url);
    expect(await appliedMigrations(second)).toBe(journalEntries());
    expect(await second.db.select().from(pgSchema.meta)).toEqual([{ key: 'kept', value: 'yes' }]);
  });

  it('two processes opening a fresh database at once both succeed, and it is migrated once', async () => {
    const { url } = await freshDatabase();
    const [a, b] = await Promise.all([open(url), open(url)]);
    expect(await publicTables(a!)).toEqual(schemaTables);
    expect(await appliedMigrations(b!)).toBe(journalEntries());
  });

  it('takes the pool size from its option (default 10), and close() may be called twice', async () => {
    const { url } = await freshDatabase();
    const sized = await open(url, 3);
    expect(sized.pool.options.max).toBe(3);
    const plain = await open(url);
    expect(plain.pool.options.max).toBe(10);
    await plain.close();
    await plain.close();
  });

  it('fills the defaults in SQL: ids, "now" in integer milliseconds, JSON, booleans and ratings', async () => {
    const { url } = await freshDatabase();
    const { db } = await open(url);
    const before = Date.now();
    const [match] = await db
      .insert(pgSchema.matches)
      .values({ game: 'loners', guildId: '1', channelId: '2', hostUserId: '3', seed: 's' })
      .returning();
    expect(match!.id).toMatch(/^[0-9a-z]{10}$/);
    expect(match!.createdAt).toBeGreaterThanOrEqual(before - 1000);
    expect(match!.createdAt).toBeLessThanOrEqual(Date.now() + 1000);
    expect(Number.isInteger(match!.createdAt)).toBe(true);
    expect(match).toMatchObject({ status: 'lobby', options: {}, state: null, version: 0, boardVersion: -1, turnWarned: false });

    const outboxIds = await db
      .insert(pgSchema.outbox)
      .values([
        { matchId: match!.id, target: 'channel', payload: { event: { kind: 'round' } } },
        { matchId: match!.id, target: 'dm', userId: '3', payload: { content: 'hi' } },
      ])
      .returning({ id: pgSchema.outbox.id });
    expect(outboxIds.map((r) => r.id)).toEqual([1, 2]);

    const [stats] = await db.insert(pgSchema.playerStats).values({ guildId: '1', game: 'loners', userId: '3' }).returning();
    expect(stats).toMatchObject({ ratingMu: 25, ratingSigma: 25 / 3, bestScore: null, matches: 0 });
    await expect(db.execute(sql`update matches set status = 'lost'`)).rejects.toMatchObject({ cause: { constraint: 'matches_status_check' } });
  });
});

describe('withoutPassword', () => {
  it('leaves the password out of a URL and anything else as it is', () => {
    expect(withoutPassword('postgres://bot:s3cret@db.example:5432/bot')).toBe('postgres://bot@db.example:5432/bot');
    expect(withoutPassword('postgres://bot@db.example/bot')).toBe('postgres://bot@db.example/bot');
    expect(withoutPassword('postgres://bot@db.example/bot?password=s3cret&sslmode=require')).toBe('postgres://bot@db.example/bot?sslmode=require');
    expect(withoutPassword('postgres:///bot?host=/var/run/postgresql')).toBe('postgres:///bot?host=/var/run/postgresql');
  });
});
