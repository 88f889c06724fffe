/**
 * The tables of both schemas, found from the modules' exports and paired by
 * SQL name, in foreign-key order (a table after every table it references),
 * so that code going over every table (moving house: ./copy-tables.ts)
 * follows the schemas without a list of its own.
 */
import { getTableName, is } from 'drizzle-orm';
import { getTableConfig as pgTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { getTableConfig as sqliteTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import * as pgSchema from './schema/postgres.js';
import * as sqliteSchema from './schema/sqlite.js';

export interface TablePair {
  /** The SQL name, the same in both dialects. */
  name: string;
  sqlite: SQLiteTable;
  postgres: PgTable;
}

/** The tables a schema module exports, by SQL name. */
export function tablesOf<T extends SQLiteTable | PgTable>(module: Record<string, unknown>, kind: typeof SQLiteTable | typeof PgTable): Map<string, T> {
  const tables = Object.values(module).filter((value): value is T => is(value, kind));
  return new Map(tables.map((table) => [getTableName(table), table]));
}

/** Names in an order where every table comes after the tables it references (ties by name, for a stable order). */
export function foreignKeyOrder(references: ReadonlyMap<string, readonly string[]>): string[] {
  const ordered: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string, path: string[]) => {
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'visiting') throw new Error(`The tables reference each other in a cycle: ${[...path, name].join(' -> ')}`);
    state.set(name, 'visiting');
    // A table referencing itself needs no other table first.
    for (const target of [...(references.get(name) ?? [])].sort()) if (target !== name && references.has(target)) visit(target, [...path, name]);
    state.set(name, 'done');
    ordered.push(name);
  };
  for (const name of [...references.keys()].sort()) visit(name, []);
  return ordered;
}

/** Both schemas' tables, paired by name, in foreign-key order; throws when a table exists in one schema only. */
export function tablePairs(
  sqliteModule: Record<string, unknown> = sqliteSchema,
  pgModule: Record<string, unknown> = pgSchema,
): TablePair[] {
  const sqliteTables = tablesOf<SQLiteTable>(sqliteModule, SQLiteTable);
  const pgTables = tablesOf<PgTable>(pgModule, PgTable);
  const lonely = [...sqliteTables.keys()].filter((n) => !pgTables.has(n)).concat([...pgTables.keys()].filter((n) => !sqliteTables.has(n)));
  if (lonely.length) throw new Error(`These tables are not in both schemas: ${lonely.join(', ')}`);
  const references = new Map(
    [...pgTables].map(([name, table]) => [name, pgTableConfig(table).foreignKeys.map((fk) => getTableName(fk.reference().foreignTable))]),
  );
  for (const [name, table] of sqliteTables) {
    for (const fk of sqliteTableConfig(table).foreignKeys) references.get(name)?.push(getTableName(fk.reference().foreignTable));
  }
  return foreignKeyOrder(references).map((name) => ({ name, sqlite: sqliteTables.get(name)!, postgres: pgTables.get(name)! }));
}
