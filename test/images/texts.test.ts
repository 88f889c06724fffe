/**
 * The words drawn in pictures: the kit's own (src/images/locales) and each
 * game's (`pictures` in its UI folder's locales). The same keys, plural forms
 * and {{variables}} in English and German, every kit key used and every one
 * asked for existing, no emoji (the pictures' font has none: they would come
 * out as empty boxes); and src/images itself knows no game.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, resourcesOf } from '../../src/discord/i18n/index.js';
import { uis } from '../../src/discord/ui/index.js';
import { pictureTexts } from '../../src/images/texts.js';
import { PROJECT_ROOT } from '../support/bot-process.js';
import { flattenTexts } from '../support/texts.js';

const en = flattenTexts(pictureTexts.en as Record<string, unknown>);
const de = flattenTexts(pictureTexts.de as Record<string, unknown>);
const variables = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)/g)].map((m) => m[1]).sort();
const base = (key: string) => key.replace(/_(one|other)$/, '');

const sources = (folder: string) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => readFileSync(join(folder, f), 'utf8'));
const kitFolder = join(PROJECT_ROOT, 'src', 'images');
const uiSource = sources(join(PROJECT_ROOT, 'src', 'discord', 'ui')).join('\n');
/** Symbols the font draws (the pictures use them); anything else pictographic is an emoji. */
const DRAWN = /[⚔☠★♥♠♣♦⚑▲▼●■◆]/g;

describe("the picture kit's words", () => {
  it('exist in both languages with the same keys and variables', () => {
    expect([...de.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of en) {
      expect(variables(de.get(key) ?? ''), key).toEqual(variables(text));
      expect(text.trim().length, key).toBeGreaterThan(0);
    }
  });

  it('are all used by some picture, and every kit word a picture asks for exists', () => {
    const keys = new Set([...en.keys()].map(base));
    for (const key of keys) expect(uiSource.includes(`'pictureKit:${key}'`), `pictureKit:${key} is not used`).toBe(true);
    for (const m of uiSource.matchAll(/'pictureKit:([\w.]+)'/g)) expect(keys.has(m[1]!), `pictureKit:${m[1]} is missing`).toBe(true);
  });
});

describe.each(Object.keys(uis).filter((id) => uis[id]?.images))("%s's picture words", (game) => {
  it('exist in both languages, with the same keys and variables, and hold no emoji', () => {
    const [mine, theirs] = LANGUAGES.map((lang) => flattenTexts((resourcesOf(lang, game)?.pictures ?? {}) as Record<string, unknown>));
    expect(mine!.size).toBeGreaterThan(0);
    expect([...theirs!.keys()].sort()).toEqual([...mine!.keys()].sort());
    for (const [key, text] of [...mine!, ...theirs!]) {
      expect(variables(text), key).toEqual(variables(mine!.get(key) ?? ''));
      expect(/\p{Extended_Pictographic}/u.test(text.replace(DRAWN, '')), key).toBe(false);
    }
  });
});

describe('src/images', () => {
  it('is the shared kit only: no file there knows a game', () => {
    for (const text of sources(kitFolder)) expect(text).not.toMatch(/from '\.\.\/games\//);
    for (const id of Object.keys(uis)) expect(readdirSync(kitFolder).some((f) => f.startsWith(id))).toBe(false);
  });
});
