/** The lint rules that keep engines pure, Discord off the database and prose in the locale files, checked with ESLint itself on sample sources. */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function problems(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('engine purity lint', () => {
  it.each([
    ["import { Client } from 'discord.js';", 'no-restricted-imports'],
    ["import { eq } from 'drizzle-orm';", 'no-restricted-imports'],
    ["import { sqliteTable } from 'drizzle-orm/sqlite-core';", 'no-restricted-imports'],
    ["import Database from 'better-sqlite3';", 'no-restricted-imports'],
    ["import { readFileSync } from 'node:fs';", 'no-restricted-imports'],
    ['export const roll = () => Math.random();', 'no-restricted-properties'],
    ['export const now = () => Date.now();', 'no-restricted-properties'],
  ])('forbids %s in src/games', async (code, rule) => {
    expect(await problems(`${code}\nexport {};\n`, 'src/games/loners/sample.ts')).toContain(rule);
  });

  it('allows the same imports outside src/games', async () => {
    expect(await problems("import { readFileSync } from 'node:fs';\nexport const f = readFileSync;\n", 'src/play/sample.ts')).toEqual([]);
  });
});

describe('no prose outside the locale files (src/discord, commands)', () => {
  it.each([
    ["export const x = 'Your turn!';", 'src/discord/ui/sample.ts'],
    ['export const y = (n: number) => `Round ${n} goes on`;', 'src/discord/sample.ts'],
    ["export const z = { label: 'Join' };", 'commands/sample.ts'],
  ])('forbids %s', async (code, filePath) => {
    expect(await problems(code, filePath)).toContain('i18next/no-literal-string');
  });

  it.each([
    "export const k = (t: (k: string) => string) => t('common:refusals.stale');",
    "export const id = '!join';",
    "export const sep = ' · ';",
    'export const ts = (s: number) => `<t:${s}:R>`;',
    "export const e = () => { throw new Error('no engine for this game'); };",
  ])('allows keys, ids, markup and developer messages: %s', async (code) => {
    expect(await problems(code, 'src/discord/sample.ts')).toEqual([]);
  });

  it('does not apply to the play layer or the engines (they hold no text)', async () => {
    expect(await problems("export const x = 'Your turn!';\n", 'src/play/sample.ts')).toEqual([]);
  });
});

describe('src/discord and commands reach the store through src/play', () => {
  it.each([
    ["import { eq } from 'drizzle-orm';\nexport const f = eq;", 'src/discord/sample.ts'],
    ["import { sqliteTable } from 'drizzle-orm/sqlite-core';\nexport const f = sqliteTable;", 'src/discord/delivery/sample.ts'],
    ["import type { SQL } from 'drizzle-orm';\nexport type S = SQL;", 'src/discord/sample.ts'],
    ["import { setMeta } from '../db/meta.js';\nexport const f = setMeta;", 'src/discord/sample.ts'],
    ["import { openStore } from '../../db/open.js';\nexport const f = openStore;", 'src/discord/delivery/sample.ts'],
    ["import * as schema from '../../../db/schema/sqlite.js';\nexport const f = schema;", 'src/discord/ui/loners/sample.ts'],
    ["import { first, type Q } from '../db/store.js';\nexport const f = (q: Q) => first;", 'src/discord/sample.ts'],
    ["import { getMeta } from '../src/db/meta.js';\nexport const f = getMeta;", 'commands/sample.ts'],
    ["import { and } from 'drizzle-orm';\nexport const f = and;", 'commands/sample.ts'],
  ])('forbids %s in %s', async (code, filePath) => {
    expect(await problems(code, filePath)).toContain('@typescript-eslint/no-restricted-imports');
  });

  it.each([
    ["import type { Store } from '../db/store.js';\nexport type S = Store;", 'src/discord/sample.ts'],
    ["import { type Match } from '../../db/schema/sqlite.js';\nexport type M = Match;", 'src/discord/delivery/sample.ts'],
    ["import type { Q } from '../src/db/store.js';\nexport type R = Q;", 'commands/sample.ts'],
    ["import { getMatch } from '../play/matches.js';\nexport const f = getMatch;", 'src/discord/sample.ts'],
    ["import { guildRow } from '../src/play/server-settings.js';\nexport const f = guildRow;", 'commands/sample.ts'],
  ])('allows types from src/db and the play layer: %s in %s', async (code, filePath) => {
    expect(await problems(code, filePath)).toEqual([]);
  });

  it('leaves the play layer its database', async () => {
    expect(await problems("import { eq } from 'drizzle-orm';\nimport { first } from '../db/store.js';\nexport const f = [eq, first];\n", 'src/play/sample.ts')).toEqual([]);
  });
});
