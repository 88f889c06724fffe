/**
 * Rows of one table read by a fixed WHERE, mapped to the same objects
 * drizzle returns (its column decoders: booleans, JSON, …) by a mapper built
 * once per statement. drizzle's generic row walk checks every field's kind
 * on every row, which shows up on the click path; the two hottest reads (a
 * match, its players) use this instead.
 */
import type Database from 'better-sqlite3';
import { getTableName, type Column, type Table } from 'drizzle-orm';

export interface RowReader<T> {
  get(...params: unknown[]): T | undefined;
  all(...params: unknown[]): T[];
}

export function rowReader<T>(sqlite: Database.Database, table: Table, columns: Record<string, Column>, where: string, orderBy = ''): RowReader<T> {
  const entries = Object.entries(columns);
  const names = entries.map(([, c]) => `"${c.name}"`).join(', ');
  const stmt = sqlite.prepare(`select ${names} from "${getTableName(table)}" where ${where}${orderBy ? ` order by ${orderBy}` : ''}`).raw(true);
  const keys = entries.map(([key]) => key);
  const decoders = entries.map(([, c]) => (value: unknown) => c.mapFromDriverValue(value));
  const map = (row: unknown[]): T => {
    const out: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) {
      const value = row[i];
      out[keys[i] as string] = value === null ? null : (decoders[i] as (v: unknown) => unknown)(value);
    }
    return out as T;
  };
  return {
    get(...params) {
      const row = stmt.get(...params) as unknown[] | undefined;
      return row ? map(row) : undefined;
    },
    all(...params) {
      return (stmt.all(...params) as unknown[][]).map(map);
    },
  };
}
