/**
 * The SQLite and the PostgreSQL schema define the same tables: columns (SQL
 * name, property, type category, null, default, primary), keys, unique
 * constraints, indexes, foreign keys and checks, and the same inferred
 * TypeScript types. Tables are found from each module's exports.
 */
import type { Table } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { check as pgCheck, integer as pgInteger, pgTable, text as pgText, uniqueIndex as pgUniqueIndex } from 'drizzle-orm/pg-core';
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as pgSchema from '../../src/db/schema/postgres.js';
import * as sqliteSchema from '../../src/db/schema/sqlite.js';
import { postgresShape, schemaDifferences, sqliteShape } from './schema-shape.js';

/** Each exported table's row type, keyed by export name. */
type Selects<M> = { [K in keyof M as M[K] extends Table ? K : never]: M[K] extends Table ? M[K]['$inferSelect'] : never };
type Inserts<M> = { [K in keyof M as M[K] extends Table ? K : never]: M[K] extends Table ? M[K]['$inferInsert'] : never };

const differences = (sqliteModule: Record<string, unknown>, pgModule: Record<string, unknown> = pgSchema) =>
  schemaDifferences(sqliteShape(sqliteModule), postgresShape(pgModule));

describe('the SQLite and PostgreSQL schemas', () => {
  it('define the same tables, columns, keys, indexes, foreign keys and checks', () => {
    const tables = Object.keys(sqliteShape(sqliteSchema));
    expect(tables).toContain('matches');
    expect(Object.keys(postgresShape(pgSchema)).sort()).toEqual(tables.sort());
    expect(differences(sqliteSchema)).toEqual([]);
  });

  it('infer the same TypeScript types for every table', () => {
    expectTypeOf<Selects<typeof pgSchema>>().toEqualTypeOf<Selects<typeof sqliteSchema>>();
    expectTypeOf<Inserts<typeof pgSchema>>().toEqualTypeOf<Inserts<typeof sqliteSchema>>();
    expectTypeOf<typeof pgSchema.matches.$inferSelect>().toEqualTypeOf<sqliteSchema.Match>();
  });
});

describe('the schema comparison', () => {
  it('fails when a column is missing in one schema', () => {
    const altered = { ...sqliteSchema, meta: sqliteTable('meta', { key: text('key').primaryKey() }) };
    expect(differences(altered)).toEqual(['meta: column value only in postgres']);
  });

  it('fails when a table is missing, or a column differs in type, null, default or property', () => {
    const withoutMeta: Record<string, unknown> = { ...pgSchema };
    delete withoutMeta.meta;
    expect(differences(sqliteSchema, withoutMeta)).toEqual(['table meta only in sqlite']);

    const userNames = pgTable('user_names', {
      userId: pgText('user_id').primaryKey(),
      name: pgText('name'),
      updatedAt: pgInteger('updated_at').notNull().default(sql`0`),
    });
    expect(differences(sqliteSchema, { ...pgSchema, userNames })).toEqual([
      'user_names: column name: notNull is true in sqlite, false in postgres',
      'user_names: column updated_at: type is "integer" in sqlite, "unmapped:PgInteger" in postgres',
    ]);

    const guildGameSettings = sqliteTable(
      'guild_game_settings',
      { guildId: text('guild_id').notNull(), game: text('game').notNull(), seconds: integer('turn_seconds').notNull().default(30) },
      (t) => [index('guild_game_settings_game_idx').on(t.game)],
    );
    expect(differences({ ...sqliteSchema, guildGameSettings })).toEqual([
      'guild_game_settings: column turn_seconds: property is "seconds" in sqlite, "turnSeconds" in postgres',
      'guild_game_settings: column turn_seconds: hasDefault is true in sqlite, false in postgres',
      'guild_game_settings: column turn_seconds: default is "30" in sqlite, null in postgres',
      'guild_game_settings: primary key guild_game_settings_guild_id_game_pk only in postgres',
      'guild_game_settings: index guild_game_settings_game_idx only in sqlite',
    ]);
  });

  it('fails when a foreign key, an index, its condition, a check or an enum differs', () => {
    const matchResults = sqliteTable(
      'match_results',
      {
        matchId: text('match_id').notNull().references(() => sqliteSchema.matches.id, { onDelete: 'set null' }),
        seat: integer('seat').notNull(),
        userId: text('user_id').notNull(),
        won: integer('won', { mode: 'boolean' }).notNull(),
        score: integer('score').notNull().default(0),
      },
      (t) => [primaryKey({ columns: [t.matchId, t.seat] }), uniqueIndex('match_results_user_idx').on(t.userId, t.seat)],
    );
    expect(differences({ ...sqliteSchema, matchResults })).toEqual([
      'match_results: index match_results_user_idx: columns is ["user_id","seat"] in sqlite, ["user_id"] in postgres',
      'match_results: index match_results_user_idx: unique is true in sqlite, false in postgres',
      'match_results: foreign key match_results_match_id_matches_id_fk: onDelete is "set null" in sqlite, "cascade" in postgres',
    ]);

    const small = sqliteTable('t', { a: text('a', { enum: ['x', 'y'] }) }, (t) => [
      uniqueIndex('t_a_idx').on(t.a).where(sql`${t.a} is not null`),
      check('t_a_check', sql`a <> 'z'`),
    ]);
    const smallPg = pgTable('t', { a: pgText('a', { enum: ['x'] }) }, (t) => [
      pgUniqueIndex('t_a_idx').on(t.a).where(sql`${t.a} is null`),
      pgCheck('t_a_check', sql`a <> 'w'`),
    ]);
    expect(schemaDifferences(sqliteShape({ small }), postgresShape({ smallPg }))).toEqual([
      't: column a: enumValues is ["x","y"] in sqlite, ["x"] in postgres',
      't: index t_a_idx: where is "\\"t\\".\\"a\\" is not null" in sqlite, "\\"t\\".\\"a\\" is null" in postgres',
      't: check t_a_check is "a <> \'z\'" in sqlite, "a <> \'w\'" in postgres',
    ]);
  });
});
