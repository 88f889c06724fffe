/**
 * The words drawn in pictures (src/images/locales): the same keys, plural
 * forms and {{variables}} in English and German, every key used by a
 * picture renderer and none left over, and no emoji (the pictures' font
 * has none: they would come out as empty boxes).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pictureTexts } from '../../src/images/texts.js';
import { PROJECT_ROOT } from '../support/bot-process.js';
import { flattenTexts } from '../support/texts.js';

const en = flattenTexts(pictureTexts.en as Record<string, unknown>);
const de = flattenTexts(pictureTexts.de as Record<string, unknown>);
const variables = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)/g)].map((m) => m[1]).sort();
const base = (key: string) => key.replace(/_(one|other)$/, '');

const folder = join(PROJECT_ROOT, 'src', 'images');
const source = readdirSync(folder)
  .filter((f) => f.endsWith('.ts'))
  .map((f) => readFileSync(join(folder, f), 'utf8'))
  .join('\n');
/** Keys built from a variable part (`loneWolves.token.${kind}`): their prefixes. */
const dynamicPrefixes = [...source.matchAll(/`([\w.]+)\.\$\{/g)].map((m) => `${m[1]}.`);

describe('picture texts', () => {
  it('exist in both languages with the same keys and variables', () => {
    expect([...de.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of en) {
      expect(variables(de.get(key) ?? ''), key).toEqual(variables(text));
      expect(text.trim().length, key).toBeGreaterThan(0);
    }
  });

  it('are all used by the renderers, and every key a renderer asks for exists', () => {
    const keys = new Set([...en.keys()].map(base));
    for (const key of keys) {
      const used = source.includes(`'${key}'`) || dynamicPrefixes.some((p) => key.startsWith(p));
      expect(used, `${key} is not used in src/images`).toBe(true);
    }
    for (const m of source.matchAll(/\bt\('([\w.]+)'/g)) expect(keys.has(m[1]!), `${m[1]} is missing`).toBe(true);
  });

  it('hold no emoji (the font draws none)', () => {
    for (const [key, text] of [...en, ...de]) expect(/\p{Extended_Pictographic}/u.test(text.replace(/[⚔☠★♥]/g, '')), key).toBe(false);
  });
});
