/** The lint rule that keeps engines pure, checked with ESLint itself on sample sources. */
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
