/**
 * A fresh store for one test: a SQLite file with every migration applied, or
 * — with TEST_DATABASE=postgres — a new PostgreSQL database on the local
 * server (test/support/test-database.ts), dropped afterwards.
 *
 * `tempDatabase` is the raw SQLite file, for the few tests about SQLite
 * itself (the health command reads the file directly).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/connection.js';
import { openStore } from '../../src/db/open.js';
import type { Q, Store } from '../../src/db/store.js';
import { testDatabase, type TestDatabase } from './test-database.js';

export interface TempStore {
  store: Store;
  /** Where the data lives (DATABASE_PATH or DATABASE_URL): a second store may open it. */
  database: TestDatabase;
  /** Reads through the store. */
  read<T>(fn: (q: Q) => Promise<T>): Promise<T>;
  /** Closes the store and drops the database. */
  dispose(): Promise<void>;
}

/** Opens a store over `database` (migrated as the bot migrates it). */
export function storeOf(database: TestDatabase): Promise<Store> {
  return openStore({ databaseUrl: database.env.DATABASE_URL, databasePath: database.env.DATABASE_PATH ?? '' });
}

export async function tempStore(): Promise<TempStore> {
  const database = await testDatabase();
  let store: Store;
  try {
    store = await storeOf(database);
  } catch (err) {
    await database.drop();
    throw err;
  }
  return {
    store,
    database,
    read: (fn) => store.read(fn),
    async dispose() {
      await store.close().catch(() => undefined);
      await database.drop();
    },
  };
}

/** A fresh store for every test of the file, handed to `set`. */
export function useTempStore(set: (temp: TempStore) => void): void {
  let current: TempStore | undefined;
  beforeEach(async () => {
    current = await tempStore();
    set(current);
  });
  afterEach(async () => {
    await current?.dispose();
    current = undefined;
  });
}

/** A SQLite TestDatabase whatever TEST_DATABASE says (for tests that need SQLite as such, e.g. db:copy's source). */
export function sqliteTestDatabase(label = 'sqlite'): TestDatabase {
  const dir = mkdtempSync(join(tmpdir(), `loners-${label}-`));
  const path = join(dir, 'bot.sqlite');
  return { kind: 'sqlite', env: { DATABASE_PATH: path }, path, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

export interface TempDatabase {
  database: DatabaseHandle;
  path: string;
  dispose(): void;
}

/** A raw SQLite file with every migration applied, in a fresh temp folder. */
export function tempDatabase(label: string): TempDatabase {
  const dir = mkdtempSync(join(tmpdir(), `loners-${label}-`));
  const path = join(dir, 'bot.sqlite');
  const database = openDatabase(path);
  return {
    database,
    path,
    dispose() {
      database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A fresh raw SQLite file for every test of the file, handed to `set`. */
export function useTempDatabase(label: string, set: (database: DatabaseHandle) => void): void {
  let current: TempDatabase | undefined;
  beforeEach(() => {
    current = tempDatabase(label);
    set(current.database);
  });
  afterEach(() => current?.dispose());
}
