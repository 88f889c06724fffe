/**
 * Scoundrel's texts (namespace 'scoundrel'): English and German hold exactly
 * the same keys, the same {{variables}} in each string and the same plural
 * forms; German is translated (no string left in English but formats and
 * names); negative numbers use the real minus sign; both are the ones
 * i18next serves.
 */
import { describe, expect, it } from 'vitest';
import de from '../../../src/discord/ui/scoundrel/locales/de.json' with { type: 'json' };
import en from '../../../src/discord/ui/scoundrel/locales/en.json' with { type: 'json' };
import { resourcesOf } from '../../../src/discord/i18n/index.js';
import { ctxFor, inLanguage } from './scoundrel-helpers.js';
import { flattenTexts } from '../../support/texts.js';

const flatten = flattenTexts;

const variables = (text: string) => [...new Set([...text.matchAll(/\{\{\s*([^}\s,]+)[^}]*\}\}/g)].map((m) => m[1]))].sort();

const EN = flatten(en);
const DE = flatten(de);

/** Strings that are the same in both languages on purpose: names, emoji and number formats. */
const SAME_IN_BOTH = new Set([
  'title',
  // K and A read the same in both languages (J and Q are B and D in German).
  'faces.king',
  'faces.ace',
  'variants.standard',
  'status.health',
  'board.title',
  'board.status',
  'board.weapon',
  'board.room',
  'board.lastEvent',
  'board.summary',
  'hand.status',
  'room.line',
  'room.lineWithEffect',
  'room.card',
  'room.cardWithValue',
  'room.fatalDamage',
  'room.damage',
  'buttons.damage',
]);

describe("Scoundrel's locale files", () => {
  it('have exactly the same keys in English and German', () => {
    expect([...DE.keys()].sort()).toEqual([...EN.keys()].sort());
  });

  it('use the same {{variables}} in each string of both languages', () => {
    const differ = [...EN].filter(([key, text]) => DE.has(key) && variables(text).join() !== variables(DE.get(key) as string).join());
    expect(differ.map(([key]) => key)).toEqual([]);
  });

  it('give every plural both forms, with {{count}}, in both languages', () => {
    for (const texts of [EN, DE]) {
      const plurals = [...texts.keys()].filter((k) => /_(one|other)$/.test(k));
      expect(plurals.length).toBeGreaterThan(0);
      for (const key of plurals) {
        const base = key.replace(/_(one|other)$/, '');
        expect(texts.has(`${base}_one`) && texts.has(`${base}_other`), base).toBe(true);
        expect(texts.get(key), key).toContain('{{count}}');
      }
    }
  });

  it('are translated: a German string equals the English one only for names and formats', () => {
    const same = [...EN].filter(([key, text]) => DE.get(key) === text).map(([key]) => key);
    expect(same.sort()).toEqual([...SAME_IN_BOTH].sort());
  });

  it('write negative numbers with the minus sign, never a hyphen', () => {
    for (const [key, text] of [...EN, ...DE]) expect(text, key).not.toMatch(/(^|[\s(])-(\d|\{\{)/);
  });

  it('keep the German rules summary complete, in the game vocabulary, under 4,000 characters', () => {
    const rules = inLanguage(ctxFor(), 'de').t('rules');
    expect(rules).toBe(de.rules);
    expect(rules.length).toBeLessThanOrEqual(4000);
    for (const word of ['Verlies', '20 Lebenspunkten', 'Meiden', 'nie zweimal hintereinander', 'erste Heiltrank eines Raums', 'mit bloßen Händen', 'Strenge Waffen', 'letzten Raum', 'Punktzahl', 'Tägliches Verlies']) {
      expect(rules).toContain(word);
    }
    for (const word of ['the ', ' and ', 'health', 'potion', 'weapon ', 'dungeon', 'room']) expect(rules).not.toContain(word);
    // Line for line the English summary: nothing left out.
    expect(rules.split('\n').map((line) => line.replace(/[^#\-*].*$/, ''))).toEqual(en.rules.split('\n').map((line) => line.replace(/[^#\-*].*$/, '')));
  });

  it('are the texts i18next serves for the scoundrel namespace', () => {
    expect(resourcesOf('en', 'scoundrel')).toEqual(en);
    expect(resourcesOf('de', 'scoundrel')).toEqual(de);
  });
});
