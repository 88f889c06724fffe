/**
 * The fast path of `t` (src/discord/i18n/fast.ts) gives exactly what i18next
 * gives, for every text of every namespace in both languages, with plural
 * counts, ordinals and values — or steps aside (undefined) and lets i18next answer.
 */
import { describe, expect, it } from 'vitest';
import { addTexts, LANGUAGES, plainTranslator, resourcesOf, translator } from '../../src/discord/i18n/index.js';
import { PLATFORM_NAMESPACES } from '../../src/discord/locales/index.js';
import { uis } from '../../src/discord/ui/index.js';
import { fastTranslate } from '../../src/discord/i18n/fast.js';

function keys(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => {
    const path = prefix ? `${prefix}.${k}` : k;
    return v && typeof v === 'object' ? keys(v as Record<string, unknown>, path) : [path];
  });
}

const PLURAL = /_(ordinal_)?(zero|one|two|few|many|other)$/;

describe.each(LANGUAGES)('fast t in %s', (lang) => {
  it.each([...PLATFORM_NAMESPACES, ...Object.keys(uis)])('agrees with i18next on every text of "%s"', (ns) => {
    const fast = translator(lang, ns);
    const plain = plainTranslator(lang, ns);
    const tree = resourcesOf(lang, ns) ?? {};
    const bases = [...new Set(keys(tree).map((k) => k.replace(PLURAL, '')))];
    let compared = 0;
    for (const base of bases) {
      const raw = JSON.stringify(tree);
      const ordinal = raw.includes(`"${base.split('.').at(-1)}_ordinal_`);
      const names = [...new Set([...raw.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]!))];
      for (const count of [0, 1, 2, 3, 5, 11, 22, 101]) {
        const values = Object.fromEntries(names.map((n) => [n, `‹${n}›`]));
        const options = { ...values, count, ...(ordinal ? { ordinal: true } : {}) };
        expect(fast(base, options), `${ns}:${base} count ${count}`).toBe(plain(base, options));
        compared++;
      }
      const values = Object.fromEntries(names.map((n) => [n, `‹${n}›`]));
      expect(fast(base, values), `${ns}:${base}`).toBe(plain(base, values));
      expect(fast(`${ns}:${base}`, values), `${ns}:${base} with its namespace`).toBe(plain(`${ns}:${base}`, values));
    }
    expect(compared).toBeGreaterThan(0);
  });

  it('formats lists (i18next\'s list formatter) exactly as i18next does, and steps aside for values that are not lists', () => {
    let compared = 0;
    for (const ns of [...PLATFORM_NAMESPACES, ...Object.keys(uis)]) {
      const fast = translator(lang, ns);
      const plain = plainTranslator(lang, ns);
      const tree = resourcesOf(lang, ns) ?? {};
      for (const key of keys(tree)) {
        const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree) as string;
        const lists = [...text.matchAll(/\{\{\s*(\w+)\s*,\s*list/g)].map((m) => m[1]!);
        if (lists.length === 0) continue;
        const others = [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!);
        for (const items of [[], ['‹a›'], ['‹a›', '‹b›'], ['‹a›', '‹b›', '‹c›', '‹d›']]) {
          const options = { ...Object.fromEntries(others.map((n) => [n, `‹${n}›`])), ...Object.fromEntries(lists.map((n) => [n, items])) };
          expect(fast(key, options), `${ns}:${key} with ${items.length} items`).toBe(plain(key, options));
          // The fast path itself answered (it did not step aside to i18next).
          expect(fastTranslate((l, n, k) => k.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], resourcesOf(l as never, n)), lang, [ns], key, options)).toBe(plain(key, options));
          compared++;
        }
        // Not a list: i18next answers (whatever it makes of it).
        const odd = Object.fromEntries(lists.map((n) => [n, 'just a string']));
        expect(fast(key, odd)).toBe(plain(key, odd));
      }
    }
    expect(compared).toBeGreaterThan(0);
  });

  it('steps aside for what it does not do: missing keys, missing values, default values', () => {
    const fast = translator(lang, 'loners');
    const plain = plainTranslator(lang, 'loners');
    for (const [key, options] of [
      ['no.such.key', undefined],
      ['common:lobby.title', {}],
      ['no.such.key', { defaultValue: 'fallback' }],
      ['common:showHand', undefined],
    ] as const) {
      expect(fast(key, options as never)).toBe(plain(key, options as never));
    }
  });
});

describe('fast t and new texts', () => {
  it('forgets the texts it had cut up when a namespace is replaced', () => {
    const texts = (en: string) => ({ en: { greeting: en, plain: 'no placeholders' }, de: { greeting: 'Hallo {{who}}', plain: 'keine Platzhalter' } });
    addTexts('i18n-fast-test', texts('Hello {{who}}'));
    const t = translator('en', 'i18n-fast-test');
    expect(t('greeting', { who: 'Ada' })).toBe('Hello Ada');
    expect(t('plain')).toBe('no placeholders');
    addTexts('i18n-fast-test', texts('Welcome, {{who}}!'));
    expect(t('greeting', { who: 'Ada' })).toBe('Welcome, Ada!');
    expect(translator('de', 'i18n-fast-test')('greeting', { who: 'Ada' })).toBe('Hallo Ada');
  });

  it('gives every value its own text, many values for one key', () => {
    addTexts('i18n-fast-test', { en: { seat: '{{name}} holds {{count}} cards' }, de: { seat: '{{name}} hat {{count}} Karten' } });
    const t = translator('de', 'i18n-fast-test');
    for (let i = 0; i < 5000; i++) expect(t('seat', { name: `P${i}`, count: i })).toBe(`P${i} hat ${i} Karten`);
  });
});
