/**
 * Every row of every table of the schema (found from the store's schema
 * module, as src/db/tables.ts finds them), searched for strings: after a
 * deletion, no row may hold the person's id, name or DM channel anywhere.
 */
import { getTableName, is, Table } from 'drizzle-orm';
import type { Q } from '../../src/db/store.js';
import { tablePairs } from '../../src/db/tables.js';

export interface RowNaming {
  table: string;
  row: Record<string, unknown>;
}

/** The schema's tables in the store's own dialect, each checked to be one of both schemas' tables. */
export function schemaTables(q: Q): Table[] {
  const tables = (Object.values(q.t) as unknown[]).filter((value): value is Table => is(value, Table));
  const names = tables.map((t) => getTableName(t)).sort();
  const expected = tablePairs().map((p) => p.name).sort();
  if (JSON.stringify(names) !== JSON.stringify(expected)) throw new Error(`schema tables ${names.join(', ')} differ from ${expected.join(', ')}`);
  return tables;
}

/** Rows (as JSON, every column) that contain any of `needles`. */
export async function rowsNaming(read: <T>(fn: (q: Q) => Promise<T>) => Promise<T>, needles: readonly string[]): Promise<RowNaming[]> {
  return read(async (q) => {
    const found: RowNaming[] = [];
    for (const table of schemaTables(q)) {
      const rows = (await q.db.select().from(table as never)) as Record<string, unknown>[];
      for (const row of rows) {
        const text = JSON.stringify(row, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
        if (needles.some((n) => text.includes(n))) found.push({ table: getTableName(table), row });
      }
    }
    return found;
  });
}
