/**
 * Moving house: every row of every table from the bot's SQLite database into
 * a PostgreSQL database with the same schema, generically (the tables come
 * from ./tables.ts). Rows are read with drizzle from SQLite and written with
 * drizzle to PostgreSQL, in pages, inside ONE PostgreSQL transaction: the
 * target ends with all of the rows or none. Then the sequences are set past
 * the copied ids and every table's row count is checked.
 */
import { count, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { PgDb } from './postgres.js';
import { tablePairs, type TablePair } from './tables.js';

/** Why a copy did not happen; the caller words it (src/startup/host-messages). */
export type CopyProblem =
  | { kind: 'target-not-empty'; tables: string[] }
  | { kind: 'count-mismatch'; table: string; expected: number; actual: number };

export class CopyError extends Error {
  constructor(readonly problem: CopyProblem) {
    super(problem.kind === 'target-not-empty' ? `the target already holds rows in ${problem.tables.join(', ')}` : `${problem.table}: ${problem.expected} rows in SQLite, ${problem.actual} in PostgreSQL`);
    this.name = 'CopyError';
  }
}

export interface TableCount {
  table: string;
  rows: number;
}

/** The largest number of bind parameters one PostgreSQL statement takes. */
const PG_MAX_PARAMETERS = 65_535;
/** Rows read and written at a time: bounds the memory a big table needs. */
const PAGE_ROWS = 1000;
/** The SQLite rowid, selected alongside the columns to page through a table in storage order. */
const ROWID = '__rowid';

type Row = Record<string, unknown>;

/**
 * Copies every table of `source` into `target`, refusing a target that holds
 * rows in any of them. `source` should be read inside one SQLite read
 * transaction, so that the copy is a snapshot. Returns the rows per table,
 * in foreign-key order.
 */
export async function copySqliteToPostgres(source: BetterSQLite3Database<Record<string, unknown>>, target: PgDb, pairs: TablePair[] = tablePairs()): Promise<TableCount[]> {
  return target.transaction(async (tx) => {
    const filled: string[] = [];
    for (const { name, postgres } of pairs) if ((await tx.select({ one: sql`1` }).from(postgres).limit(1)).length) filled.push(name);
    if (filled.length) throw new CopyError({ kind: 'target-not-empty', tables: filled });

    const counts: TableCount[] = [];
    for (const pair of pairs) counts.push({ table: pair.name, rows: await copyTable(source, tx, pair) });
    for (const { name } of pairs) await moveSequencesPast(tx, name);

    for (const { name, sqlite, postgres } of pairs) {
      const expected = source.select({ n: count() }).from(sqlite).get()?.n ?? 0;
      const [inPostgres] = await tx.select({ n: count() }).from(postgres);
      const actual = inPostgres?.n ?? 0;
      if (actual !== expected) throw new CopyError({ kind: 'count-mismatch', table: name, expected, actual });
    }
    return counts;
  });
}

type PgTx = Parameters<Parameters<PgDb['transaction']>[0]>[0];

/** Copies one table page by page (by SQLite rowid); returns the rows copied. */
async function copyTable(source: BetterSQLite3Database<Record<string, unknown>>, tx: PgTx, { sqlite, postgres }: TablePair): Promise<number> {
  const columns = getTableColumns(sqlite);
  const pageRows = Math.max(1, Math.min(PAGE_ROWS, Math.floor(PG_MAX_PARAMETERS / Object.keys(columns).length)));
  const rowid = sql<number>`rowid`;
  let after = Number.MIN_SAFE_INTEGER;
  let copied = 0;
  for (;;) {
    const page = source
      .select({ ...columns, [ROWID]: rowid })
      .from(sqlite)
      .where(sql`${rowid} > ${after}`)
      .orderBy(rowid)
      .limit(pageRows)
      .all() as Row[];
    if (page.length === 0) return copied;
    after = page.at(-1)![ROWID] as number;
    const rows = page.map(({ [ROWID]: _rowid, ...row }) => row);
    await tx.insert(postgres).values(rows as PgTable['$inferInsert'][]);
    copied += rows.length;
  }
}

/** Sets each sequence of `table` (serial and identity columns) so that the next id comes after the largest one copied. */
async function moveSequencesPast(tx: PgTx, name: string): Promise<void> {
  const { rows } = await tx.execute<{ column: string; sequence: string }>(sql`
    select column_name as column, pg_get_serial_sequence(quote_ident(table_name), column_name) as sequence
    from information_schema.columns
    where table_schema = current_schema() and table_name = ${name}
      and pg_get_serial_sequence(quote_ident(table_name), column_name) is not null`);
  for (const { column, sequence } of rows) {
    const largest: SQL = sql`(select max(${sql.identifier(column)}) from ${sql.identifier(name)})`;
    await tx.execute(sql`select setval(${sequence}, coalesce(${largest}, 0) + 1, false)`);
  }
}
