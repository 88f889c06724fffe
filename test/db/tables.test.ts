/** Both schemas' tables, paired and in foreign-key order (what db:copy goes over). */
import { getTableName, is } from 'drizzle-orm';
import { SQLiteTable, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import * as pgSchema from '../../src/db/schema/postgres.js';
import * as sqliteSchema from '../../src/db/schema/sqlite.js';
import { foreignKeyOrder, tablePairs } from '../../src/db/tables.js';

describe('tablePairs', () => {
  it('pairs every table of both schemas by name, each after the tables it references', () => {
    const order = tablePairs().map((p) => p.name);
    const sqliteNames = Object.values(sqliteSchema as Record<string, unknown>).filter((v) => is(v, SQLiteTable)).map((t) => getTableName(t as SQLiteTable));
    expect([...order].sort()).toEqual(sqliteNames.sort());
    for (const child of ['match_players', 'match_actions', 'round_wins', 'match_results', 'outbox']) {
      expect(order.indexOf('matches')).toBeLessThan(order.indexOf(child));
    }
    for (const pair of tablePairs()) {
      expect(pair.sqlite).toBe(Object.values(sqliteSchema).find((v) => v === pair.sqlite));
      expect(pair.postgres).toBe(Object.values(pgSchema).find((v) => v === pair.postgres));
    }
  });

  it('refuses a table that is in one schema only', () => {
    const extra = sqliteTable('extra', { id: text('id').primaryKey() });
    expect(() => tablePairs({ ...sqliteSchema, extra }, pgSchema)).toThrow(/not in both schemas: extra/);
  });
});

describe('foreignKeyOrder', () => {
  it('puts each table after those it references, ties by name, and refuses a cycle', () => {
    const refs = new Map([['c', ['b']], ['b', ['a', 'b']], ['a', []], ['d', []]]);
    expect(foreignKeyOrder(refs)).toEqual(['a', 'b', 'c', 'd']);
    expect(() => foreignKeyOrder(new Map([['x', ['y']], ['y', ['x']]]))).toThrow(/cycle: x -> y -> x/);
  });
});
