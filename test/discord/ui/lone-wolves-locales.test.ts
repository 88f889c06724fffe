/**
 * Lone Wolves's locale files: the same keys and {{variables}} in English and
 * German, every plural form each language needs, every key the renderers use
 * and no other, German that differs from English (but for the name and pure
 * formats) and holds no English word, en dashes in ranges, and the rules
 * summary in both languages, under 4,000 characters, in the seed's terms.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resourcesOf } from '../../../src/discord/i18n/index.js';
import './lone-wolves-helpers.js';
import de from '../../../src/discord/ui/lone-wolves/locales/de.json' with { type: 'json' };
import en from '../../../src/discord/ui/lone-wolves/locales/en.json' with { type: 'json' };
import { flattenTexts } from '../../support/texts.js';
import { ENGLISH_ONLY } from './lone-wolves-texts.js';

const EN = flattenTexts(en);
const DE = flattenTexts(de);
const variables = (text: string) => [...new Set([...text.matchAll(/\{\{\s*([^}\s,]+)[^}]*\}\}/g)].map((m) => m[1]))].sort();
const PLURAL = /_(ordinal_)?(zero|one|two|few|many|other)$/;
const baseKey = (key: string) => key.replace(PLURAL, '');

/** Strings that read the same in both languages on purpose: the game's name and pure formats. */
const SAME_IN_BOTH = ['title', 'score.points', 'score.tokenPoints', 'table.handSize', 'lastTrick.card', 'pictures.points', 'alt.side', 'alt.sideWith'];
/** Keys the platform reads, not the renderers. */
/** Keys the platform reads, not the renderers (the result and forfeit announcements are worded by the game). */
const PLATFORM_KEYS = ['title', 'description', 'rules', 'events.matchWon', 'events.matchOver', 'events.forfeit', 'events.forfeitByClock', 'howToPlay.goal', 'howToPlay.turn', 'howToPlay.buttons'];
/** Plurals chosen by how many winners a text names: the names are the count. */
const NAMES_COUNTED = ['events.matchWon'];

const SOURCE_DIR = new URL('../../../src/discord/ui/lone-wolves/', import.meta.url);
const source = readdirSync(SOURCE_DIR)
  .filter((f) => f.endsWith('.ts'))
  .map((f) => readFileSync(new URL(f, SOURCE_DIR), 'utf8'))
  // The shared seat names read 'seat' from the game's texts.
  .concat(readFileSync(new URL('../seats.ts', SOURCE_DIR), 'utf8'))
  .join('\n');
/** Every quoted string of the renderers that looks like a key: 'board.title', 'token.strength1'. */
const quotedKeys = new Set([...source.matchAll(/'([a-z][A-Za-z0-9]*(?:\.[a-z][A-Za-z0-9]*)*)'/g)].map((m) => m[1] as string));

describe("Lone Wolves's locale files", () => {
  it('have exactly the same keys in English and German', () => {
    expect([...DE.keys()].sort()).toEqual([...EN.keys()].sort());
  });

  it('use the same {{variables}} in each string of both languages', () => {
    const differ = [...EN].filter(([key, text]) => variables(text).join() !== variables(DE.get(key) ?? '').join());
    expect(differ.map(([key]) => key)).toEqual([]);
  });

  it('give every plural the forms its language needs, each with {{count}}', () => {
    for (const [lang, texts] of [['en', EN], ['de', DE]] as const) {
      const groups = new Map<string, Set<string>>();
      for (const key of texts.keys()) {
        const m = PLURAL.exec(key);
        if (!m) continue;
        groups.set(baseKey(key), (groups.get(baseKey(key)) ?? new Set()).add(m[2] as string));
        if (!NAMES_COUNTED.includes(key.replace(/_(zero|one|two|few|many|other)$/, ''))) expect(texts.get(key), `${lang} ${key}`).toContain('{{count}}');
      }
      expect(groups.size).toBeGreaterThanOrEqual(5);
      const rules = new Intl.PluralRules(lang);
      for (const [group, forms] of groups) for (const category of rules.resolvedOptions().pluralCategories) expect(forms.has(category), `${lang} ${group} needs _${category}`).toBe(true);
    }
  });

  it('are translated: a German string equals the English one only for the name and pure formats, and holds no English word', () => {
    const same = [...EN].filter(([key, text]) => DE.get(key) === text).map(([key]) => key);
    expect(same.sort()).toEqual([...SAME_IN_BOTH].sort());
    const english = new RegExp(`(?<!\\p{L})(${ENGLISH_ONLY.join('|')})(?!\\p{L})`, 'u');
    for (const [key, text] of DE) expect(english.exec(text.replace(/\{\{[^}]*\}\}/g, ' '))?.[0], key).toBeUndefined();
  });

  it('hold every key the renderers use, and no key they do not', () => {
    const keys = new Set([...EN.keys()].map(baseKey));
    const used = [...quotedKeys].filter((k) => k.includes('.') || keys.has(k));
    expect(used.filter((k) => !keys.has(k) && !/^[a-z]+\.(js|ts|json)$/.test(k))).toEqual([]);
    expect([...keys].filter((k) => !quotedKeys.has(k) && !PLATFORM_KEYS.includes(k))).toEqual([]);
  });

  it('write ranges with an en dash, never a hyphen or minus sign', () => {
    for (const [key, text] of [...EN, ...DE]) expect(text, key).not.toMatch(/(\d|\}\})\s?[-−]\s?(\d|\{\{)/);
  });

  it('keep the rules summary under 4,000 characters, paragraph for paragraph the same in both languages', () => {
    for (const rules of [en.rules, de.rules]) expect(rules.length).toBeLessThan(4000);
    const shape = (text: string) => text.split('\n').map((line) => line.replace(/[^#\-*].*$/, ''));
    expect(shape(de.rules)).toEqual(shape(en.rules));
  });

  it("say it in the German seed's terms", () => {
    const all = [...DE.values()].join('\n');
    for (const word of ['Wolf', 'einsamer Wolf', 'einsamen Wölfe', 'Gebiet', 'Gebietsplättchen', 'Narbenplättchen', 'Vollmond', 'Blutmond', 'Trumpf', 'Stich', 'anspielt', 'angespielt', 'bedienen']) {
      expect(all).toContain(word);
    }
    for (const word of ['Gebietsplättchen', 'Narbenplättchen', 'einsamer Wolf', 'Vollmond', 'Blutmond', 'Trumpf', 'Stich', 'anspielt', 'Narbenplatz', 'Rudel', 'Einsam']) expect(de.rules).toContain(word);
    expect(all).not.toMatch(/Territorium|Token|Scar|Trump(?!f)|Wölfin/);
  });

  it('are the texts i18next serves for the lone-wolves namespace', () => {
    expect(resourcesOf('en', 'lone-wolves')).toEqual(en);
    expect(resourcesOf('de', 'lone-wolves')).toEqual(de);
  });
});
