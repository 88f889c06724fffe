/**
 * The SQLite store: create the folder, open better-sqlite3, set the pragmas,
 * apply the committed migrations; then the async Store over that one
 * connection, its transactions taken one after the other.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { migrationsFolderOf } from './migrations-folder.js';
import * as schema from './schema/sqlite.js';
import type { Db as StoreDb, Q, Store } from './store.js';

/** The drizzle database, typed with our schema (so `db.query.*` works too). */
export type Db = BetterSQLite3Database<typeof schema>;

/** A transaction handed out by `db.transaction(tx => ...)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Either the database or a transaction: what query helpers should accept. */
export type DbOrTx = Db | Tx;

export interface DatabaseHandle {
  /** The database file, absolute (or `:memory:`). */
  path: string;
  /** The raw better-sqlite3 connection (pragmas, `transaction`, raw SQL). */
  sqlite: Database.Database;
  /** The drizzle database over the same connection. */
  db: Db;
  /** Close the connection; safe to call more than once. */
  close(): void;
}

export interface OpenDatabaseOptions {
  /** Folder holding the drizzle-kit migrations; defaults to the project's `migrations/`. */
  migrationsFolder?: string;
  /** How long (ms) a statement waits on a lock held by another connection. Default 5000. */
  busyTimeoutMs?: number;
}

/** The project's `migrations/sqlite/` folder (see ./migrations-folder.ts). */
export function defaultMigrationsFolder(): string {
  return migrationsFolderOf('sqlite');
}

function isMemoryPath(path: string): boolean {
  return path === '' || path === ':memory:' || path.startsWith('file::memory:');
}

/** How many statements the connection keeps prepared, the least recently used dropped first. */
const PREPARED_STATEMENTS = 200;

/**
 * The connection as drizzle sees it, with its statements prepared once per
 * SQL text: drizzle builds the same SQL for every click (a match, its seats,
 * the move's update) and would have better-sqlite3 compile it each time.
 * drizzle runs a statement right after preparing it, never iterates it, and
 * switches it to arrays (`raw()`) when it maps rows itself: a statement
 * handed out again is switched back to rows as objects first.
 */
function preparingOnce(sqlite: Database.Database): Database.Database {
  const prepared = new Map<string, Database.Statement>();
  const prepare = (source: string): Database.Statement => {
    let statement = prepared.get(source);
    if (statement) {
      prepared.delete(source);
      if (statement.reader) statement.raw(false);
    } else {
      statement = sqlite.prepare(source);
      if (prepared.size >= PREPARED_STATEMENTS) prepared.delete(prepared.keys().next().value as string);
    }
    prepared.set(source, statement);
    return statement;
  };
  return new Proxy(sqlite, {
    get(target, key) {
      if (key === 'prepare') return prepare;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * Open (creating if needed) the SQLite database at `path`, relative to the cwd
 * unless absolute; `:memory:` opens a private in-memory database.
 * Sets WAL, foreign keys, a busy timeout and `synchronous = NORMAL`, then applies
 * any pending migrations (a no-op when the schema is current).
 */
export function openDatabase(path: string, options: OpenDatabaseOptions = {}): DatabaseHandle {
  const memory = isMemoryPath(path);
  if (!memory) mkdirSync(dirname(resolve(path)), { recursive: true });

  const sqlite = new Database(path);
  try {
    if (!memory) {
      // Read the schema first: a file that is not a database (SQLITE_NOTADB) or is damaged fails
      // here, before switching to WAL writes to its header or creates the -wal/-shm files.
      sqlite.prepare('select count(*) from sqlite_master').get();
      const mode = sqlite.pragma('journal_mode = WAL', { simple: true });
      if (String(mode).toLowerCase() !== 'wal') {
        throw new Error(`Could not switch ${path} to WAL journal mode (got ${String(mode)}).`);
      }
    }
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma(`busy_timeout = ${Math.max(0, Math.trunc(options.busyTimeoutMs ?? 5000))}`);
    sqlite.pragma('synchronous = NORMAL');

    const db = drizzle({ client: preparingOnce(sqlite), schema });
    migrate(db, { migrationsFolder: options.migrationsFolder ?? defaultMigrationsFolder() });

    return {
      path: memory ? path : resolve(path),
      sqlite,
      db,
      close() {
        if (sqlite.open) sqlite.close();
      },
    };
  } catch (err) {
    sqlite.close();
    throw err;
  }
}

/**
 * The async Store over one SQLite connection. better-sqlite3 runs every
 * statement synchronously, but a transaction's code awaits between its
 * queries: a queue lets one transaction (or read) at a time use the
 * connection, so nothing ever sees another's uncommitted writes.
 */
export function sqliteStore(handle: DatabaseHandle): Store {
  const q: Q = { db: handle.db as unknown as StoreDb, t: schema, dialect: 'sqlite' };
  let tail: Promise<unknown> = Promise.resolve();
  // A read inside a read (or inside a transaction) runs at once: it is already the connection's turn.
  const turn = new AsyncLocalStorage<true>();
  const serial = <T>(fn: () => Promise<T>): Promise<T> => {
    if (turn.getStore()) return fn();
    const inTurn = () => turn.run(true, fn);
    const run = tail.then(inTurn, inTurn);
    tail = run.catch(() => undefined);
    return run;
  };
  return {
    dialect: 'sqlite',
    where: handle.path,
    transaction: (fn) =>
      serial(async () => {
        handle.sqlite.exec('BEGIN IMMEDIATE');
        try {
          const result = await fn(q);
          handle.sqlite.exec('COMMIT');
          return result;
        } catch (err) {
          if (handle.sqlite.inTransaction) handle.sqlite.exec('ROLLBACK');
          throw err;
        }
      }),
    read: (fn) => serial(() => fn(q)),
    async close() {
      await tail;
      handle.close();
    },
  };
}
