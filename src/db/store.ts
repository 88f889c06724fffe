/**
 * The database as the play layer sees it: one async interface over SQLite
 * (the default: one process, one file) or PostgreSQL (several processes).
 *
 * Queries are written once, with drizzle, against `q.t`: the tables of the
 * store's own dialect. Both schema files define the same tables, columns and
 * TypeScript types (test/db/schemas.test.ts), so the code is typed with the
 * SQLite ones. Queries are awaited, never run with SQLite's synchronous
 * `.all()`, `.get()` or `.run()`; `first()` takes a query's first row.
 */
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import type * as sqliteSchema from './schema/sqlite.js';

export type Dialect = 'sqlite' | 'postgres';

/** The tables (and the shared helpers the schema module exports with them). */
export type Tables = typeof sqliteSchema;

/** drizzle's database or transaction, as queries use it. */
export type Db = BaseSQLiteDatabase<'async', unknown, Tables>;

/** What a query needs: the database (or the transaction it runs in), its tables and its dialect. */
export interface Q {
  readonly db: Db;
  readonly t: Tables;
  readonly dialect: Dialect;
}

export interface Store {
  readonly dialect: Dialect;
  /** Where the data lives, for logs and messages: a file path, or a URL without its password. */
  readonly where: string;
  /**
   * Runs `fn` as ONE transaction: all of it or nothing. On PostgreSQL a match
   * row read with `lockMatch` stays locked until it ends, so two processes
   * handed the same click apply it once. No Discord call inside.
   */
  transaction<T>(fn: (q: Q) => Promise<T>): Promise<T>;
  /** Reads, or one write, outside a transaction. */
  read<T>(fn: (q: Q) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The first row of a query, or undefined. */
export async function first<T>(rows: PromiseLike<T[]>): Promise<T | undefined> {
  return (await rows)[0];
}
