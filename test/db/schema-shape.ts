/**
 * The shape of a schema module in dialect-free terms (tables, columns with a
 * type category, keys, indexes, foreign keys, checks), read with drizzle's
 * getTableConfig, and the differences between two such shapes: how
 * test/db/schemas.test.ts holds the SQLite and the PostgreSQL schema together.
 */
import { getTableColumns, getTableName, is, SQL, type Column } from 'drizzle-orm';
import { getTableConfig as pgTableConfig, PgDialect, PgTable } from 'drizzle-orm/pg-core';
import { getTableConfig as sqliteTableConfig, SQLiteSyncDialect, SQLiteTable } from 'drizzle-orm/sqlite-core';

/** What a column holds, named the same in both dialects; `unmapped:<type>` for a drizzle type with no counterpart. */
export type TypeCategory = 'text' | 'integer' | 'boolean' | 'json' | 'real' | 'serial' | `unmapped:${string}`;

export interface ColumnShape {
  property: string;
  type: TypeCategory;
  enumValues: readonly string[] | null;
  notNull: boolean;
  primary: boolean;
  hasDefault: boolean;
  /** A literal default as JSON, `sql` for an SQL expression (dialect-specific), `fn:<name>` for a default made in JS. */
  default: string | null;
}

export interface TableShape {
  columns: Record<string, ColumnShape>;
  primaryKeys: Record<string, string[]>;
  uniques: Record<string, string[]>;
  indexes: Record<string, { columns: string[]; unique: boolean; where: string | null }>;
  foreignKeys: Record<string, { columns: string[]; table: string; foreignColumns: string[]; onDelete: string; onUpdate: string }>;
  checks: Record<string, string>;
}

export type SchemaShape = Record<string, TableShape>;

const SQLITE_TYPES: Record<string, TypeCategory> = {
  SQLiteText: 'text',
  SQLiteTextJson: 'json',
  SQLiteInteger: 'integer',
  SQLiteBoolean: 'boolean',
  SQLiteReal: 'real',
};

// Every PostgreSQL integer is a bigint read as a number: SQLite's integers are 64-bit.
const PG_TYPES: Record<string, TypeCategory> = {
  PgText: 'text',
  PgJsonb: 'json',
  PgBigInt53: 'integer',
  PgBoolean: 'boolean',
  PgDoublePrecision: 'real',
  PgBigSerial53: 'serial',
};

function defaultOf(column: Column): string | null {
  if (column.defaultFn) return `fn:${column.defaultFn.name}`;
  if (column.default === undefined) return null;
  return is(column.default, SQL) ? 'sql' : JSON.stringify(column.default);
}

type AnyTableConfig = ReturnType<typeof sqliteTableConfig> | ReturnType<typeof pgTableConfig>;

function shapeOf(
  table: SQLiteTable | PgTable,
  config: AnyTableConfig,
  category: (column: Column) => TypeCategory,
  render: (sql: SQL) => string,
): TableShape {
  const propertyOf = new Map(Object.entries(getTableColumns(table)).map(([property, column]) => [column as Column, property]));
  const names = (columns: readonly { name: string }[]) => columns.map((c) => c.name);
  const shape: TableShape = { columns: {}, primaryKeys: {}, uniques: {}, indexes: {}, foreignKeys: {}, checks: {} };
  for (const column of config.columns as Column[]) {
    shape.columns[column.name] = {
      property: propertyOf.get(column) ?? '?',
      type: category(column),
      enumValues: column.enumValues ?? null,
      notNull: column.notNull,
      primary: column.primary,
      hasDefault: column.hasDefault,
      default: defaultOf(column),
    };
  }
  for (const key of config.primaryKeys) shape.primaryKeys[key.getName()] = names(key.columns);
  for (const unique of config.uniqueConstraints) shape.uniques[unique.getName() ?? '?'] = names(unique.columns);
  for (const index of config.indexes) {
    const { name, columns, unique, where } = index.config;
    shape.indexes[name ?? '?'] = { columns: columns.map((c) => ('name' in c ? String(c.name) : '?')), unique, where: where ? render(where) : null };
  }
  for (const fk of config.foreignKeys) {
    const ref = fk.reference();
    shape.foreignKeys[fk.getName()] = {
      columns: names(ref.columns),
      table: getTableName(ref.foreignTable),
      foreignColumns: names(ref.foreignColumns),
      onDelete: fk.onDelete ?? 'no action',
      onUpdate: fk.onUpdate ?? 'no action',
    };
  }
  for (const check of config.checks) shape.checks[check.name] = render(check.value);
  return shape;
}

const rendered = (dialect: { sqlToQuery(sql: SQL): { sql: string; params: unknown[] } }) => (value: SQL) => {
  const query = dialect.sqlToQuery(value);
  return query.params.length ? `${query.sql} ${JSON.stringify(query.params)}` : query.sql;
};

/** The tables a module exports, by SQL name. */
function tablesOf<T>(module: Record<string, unknown>, isTable: (value: unknown) => value is T, nameOf: (table: T) => string): Map<string, T> {
  return new Map(Object.values(module).filter(isTable).map((table) => [nameOf(table), table]));
}

export function sqliteShape(module: Record<string, unknown>): SchemaShape {
  const render = rendered(new SQLiteSyncDialect());
  const category = (column: Column): TypeCategory => {
    // A single integer primary key is SQLite's rowid: numbered by the database.
    if (column.columnType === 'SQLiteInteger' && column.primary) return 'serial';
    return SQLITE_TYPES[column.columnType] ?? `unmapped:${column.columnType}`;
  };
  const tables = tablesOf(module, (v): v is SQLiteTable => is(v, SQLiteTable), (t) => sqliteTableConfig(t).name);
  return Object.fromEntries([...tables].map(([name, table]) => [name, shapeOf(table, sqliteTableConfig(table), category, render)]));
}

export function postgresShape(module: Record<string, unknown>): SchemaShape {
  const render = rendered(new PgDialect());
  const category = (column: Column): TypeCategory => {
    if (column.columnType === 'PgBigInt53' && column.generatedIdentity) return 'serial';
    return PG_TYPES[column.columnType] ?? `unmapped:${column.columnType}`;
  };
  const tables = tablesOf(module, (v): v is PgTable => is(v, PgTable), (t) => pgTableConfig(t).name);
  return Object.fromEntries([...tables].map(([name, table]) => [name, shapeOf(table, pgTableConfig(table), category, render)]));
}

/** Keys in one record only, and keys whose values differ (as JSON), each as one line. */
function compareRecords<T>(where: string, what: string, a: Record<string, T>, b: Record<string, T>, names: [string, string]): string[] {
  const lines: string[] = [];
  for (const key of Object.keys(a)) if (!(key in b)) lines.push(`${where}: ${what} ${key} only in ${names[0]}`);
  for (const key of Object.keys(b)) if (!(key in a)) lines.push(`${where}: ${what} ${key} only in ${names[1]}`);
  for (const key of Object.keys(a)) {
    if (!(key in b)) continue;
    const [left, right] = [a[key], b[key]];
    if (typeof left === 'object' && left !== null && !Array.isArray(left)) {
      for (const field of Object.keys(left)) {
        const [l, r] = [JSON.stringify((left as Record<string, unknown>)[field]), JSON.stringify((right as Record<string, unknown>)[field])];
        if (l !== r) lines.push(`${where}: ${what} ${key}: ${field} is ${l} in ${names[0]}, ${r} in ${names[1]}`);
      }
    } else if (JSON.stringify(left) !== JSON.stringify(right)) {
      lines.push(`${where}: ${what} ${key} is ${JSON.stringify(left)} in ${names[0]}, ${JSON.stringify(right)} in ${names[1]}`);
    }
  }
  return lines;
}

/**
 * Every difference between two schema shapes, one line each (empty when they
 * match). SQL defaults are dialect-specific: only whether there is one counts.
 */
export function schemaDifferences(a: SchemaShape, b: SchemaShape, names: [string, string] = ['sqlite', 'postgres']): string[] {
  const lines: string[] = [];
  for (const table of Object.keys(a)) if (!(table in b)) lines.push(`table ${table} only in ${names[0]}`);
  for (const table of Object.keys(b)) if (!(table in a)) lines.push(`table ${table} only in ${names[1]}`);
  for (const [table, left] of Object.entries(a)) {
    const right = b[table];
    if (!right) continue;
    lines.push(
      ...compareRecords(table, 'column', left.columns, right.columns, names),
      ...compareRecords(table, 'primary key', left.primaryKeys, right.primaryKeys, names),
      ...compareRecords(table, 'unique constraint', left.uniques, right.uniques, names),
      ...compareRecords(table, 'index', left.indexes, right.indexes, names),
      ...compareRecords(table, 'foreign key', left.foreignKeys, right.foreignKeys, names),
      ...compareRecords(table, 'check', left.checks, right.checks, names),
    );
  }
  return lines;
}
