/**
 * A fresh database for one test: a SQLite file in a temporary folder, or —
 * with TEST_DATABASE=postgres — a new PostgreSQL database on the local server,
 * dropped afterwards. `env` is what the bot's configuration needs to find it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TestDatabase {
  kind: 'sqlite' | 'postgres';
  /** DATABASE_PATH or DATABASE_URL. */
  env: Record<string, string>;
  /** The SQLite file (sqlite only). */
  path?: string;
  drop(): Promise<void>;
}

export const testedDialect = (): 'sqlite' | 'postgres' => (process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite');

export async function testDatabase(): Promise<TestDatabase> {
  if (testedDialect() === 'postgres') {
    const { createTestDatabase } = await import('./postgres.js');
    const pg = await createTestDatabase();
    return { kind: 'postgres', env: { DATABASE_URL: pg.url }, drop: () => pg.drop() };
  }
  const dir = mkdtempSync(join(tmpdir(), 'loners-e2e-'));
  const path = join(dir, 'bot.sqlite');
  return { kind: 'sqlite', env: { DATABASE_PATH: path }, path, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}
