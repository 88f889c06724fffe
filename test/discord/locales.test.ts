/**
 * Every text exists in English and German: the same keys (plural forms
 * included) and the same {{variables}} in each language, for the platform's
 * namespaces and every registered game's.
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGES, resourcesOf } from '../../src/discord/i18n/index.js';
import { PLATFORM_NAMESPACES } from '../../src/discord/locales/index.js';
import { uis } from '../../src/discord/ui/index.js';
import { flattenTexts } from '../support/texts.js';

const flatten = (tree: Record<string, unknown>) => flattenTexts(tree);

const variables = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)/g)].map((m) => m[1]).sort();

const namespaces = [...PLATFORM_NAMESPACES, ...Object.keys(uis)];

describe.each(namespaces)('texts of "%s"', (ns) => {
  const [en, de] = LANGUAGES.map((lang) => flatten(resourcesOf(lang, ns) ?? {}));

  it('exist in both languages with the same keys', () => {
    expect(en!.size).toBeGreaterThan(0);
    expect([...de!.keys()].sort()).toEqual([...en!.keys()].sort());
  });

  it('use the same variables in both languages, and no empty text', () => {
    for (const [key, text] of en!) {
      expect(variables(de!.get(key) ?? ''), `${ns}:${key}`).toEqual(variables(text));
      expect(text.trim().length, `${ns}:${key} (en)`).toBeGreaterThan(0);
      expect((de!.get(key) ?? '').trim().length, `${ns}:${key} (de)`).toBeGreaterThan(0);
    }
  });
});

describe('a missing key is caught', () => {
  it('by the comparison above (a sample with one key less)', () => {
    const en = flatten({ a: 'x', b: { c: '{{n}} y' } });
    const de = flatten({ a: 'x' });
    expect([...de.keys()].sort()).not.toEqual([...en.keys()].sort());
  });
});
