/**
 * A fresh PostgreSQL database per test: created on the local server (the
 * base URL is TEST_POSTGRES_URL, else the `postgres` role over TCP with trust
 * auth, as scripts/ci-services.sh starts it), uniquely named, and dropped
 * with whatever connections are still open to it.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const DEFAULT_TEST_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  /** Connection URL of the new database. */
  url: string;
  /** Its name (`t_<pid>_<random>`). */
  name: string;
  /** Drops it, closing any connection left open; safe to call more than once. */
  drop(): Promise<void>;
}

export function testPostgresUrl(env: Readonly<Record<string, string | undefined>> = process.env): string {
  return env.TEST_POSTGRES_URL?.trim() || DEFAULT_TEST_POSTGRES_URL;
}

/** Runs `statement` on the base URL's database (CREATE/DROP DATABASE cannot run inside the database itself). */
async function onServer(baseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(baseUrl: string = testPostgresUrl()): Promise<TestDatabase> {
  const name = `t_${process.pid}_${randomBytes(6).toString('hex')}`;
  await onServer(baseUrl, `create database "${name}"`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    url: url.toString(),
    name,
    async drop() {
      if (dropped) return;
      dropped = true;
      await onServer(baseUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}
