/**
 * The Guys locale files: every key the renderers use exists (with every
 * plural form each language needs), no key is left unused, German says
 * everything in German (the card names are the game's own in both), and the
 * rules summary and command description fit Discord.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import de from '../../../src/discord/ui/guys/locales/de.json' with { type: 'json' };
import en from '../../../src/discord/ui/guys/locales/en.json' with { type: 'json' };
import { flattenTexts } from '../../support/texts.js';

const EN = flattenTexts(en);
const DE = flattenTexts(de);
const PLURAL = /_(ordinal_)?(zero|one|two|few|many|other)$/;
const baseKey = (key: string) => key.replace(PLURAL, '');

/** Keys the platform reads, not the renderers. */
const PLATFORM_KEYS = ['title', 'description', 'rules', 'showHand', 'events.matchWon', 'events.matchOver', 'howToPlay.goal', 'howToPlay.turn', 'howToPlay.buttons'];
/** Keys built from a card name (`card.${card}`, `card.object.${card}`). */
const BY_CARD = /^(pictures\.)?card\.(object\.)?(gg|bg|nssg|jerk)$/;
/** The same in both languages on purpose: the game's and the cards' names, and pure formats. */
const SAME_IN_BOTH = ['title', 'card.gg', 'card.bg', 'card.nssg', 'card.jerk', 'card.ggAs', 'card.ggValued', 'table.winner', 'menu.jerkWhom', 'pictures.card.gg', 'pictures.card.bg', 'pictures.card.nssg', 'pictures.card.jerk'];

/** Plurals chosen by how many names a text lists ("wins" / "share the win"): the names are the count. */
const NAMES_COUNTED = ['result.limit', 'board.won', 'events.matchWon', 'pictures.won'];

const SOURCE_DIR = new URL('../../../src/discord/ui/guys/', import.meta.url);
const source = readdirSync(SOURCE_DIR)
  .filter((f) => f.endsWith('.ts'))
  .map((f) => readFileSync(new URL(f, SOURCE_DIR), 'utf8'))
  .concat(['text.ts', 'seats.ts'].map((f) => readFileSync(new URL(`../${f}`, SOURCE_DIR), 'utf8')))
  .join('\n');
const quotedKeys = new Set([...source.matchAll(/'([a-z][A-Za-z]*(?:\.[a-z][A-Za-z]*)*)'/g)].map((m) => m[1] as string));

describe("Guys' locale files", () => {
  it('hold every key the renderers use, and no key they do not', () => {
    const keys = new Set([...EN.keys()].map(baseKey));
    const used = [...quotedKeys].filter((k) => k.includes('.') && /^(card|table|piles|turn|result|board|hand|did|hit|menu|pictures)\./.test(k));
    expect(used.filter((k) => !keys.has(k))).toEqual([]);
    const unused = [...keys].filter((k) => !quotedKeys.has(k) && !PLATFORM_KEYS.includes(k) && !BY_CARD.test(k) && k !== 'seat');
    expect(unused).toEqual([]);
  });

  it('give every plural the forms its language needs, each with {{count}}', () => {
    for (const [lang, texts] of [['en', EN], ['de', DE]] as const) {
      const groups = new Map<string, Set<string>>();
      for (const [key, text] of texts) {
        const m = PLURAL.exec(key);
        if (!m) continue;
        groups.set(baseKey(key), (groups.get(baseKey(key)) ?? new Set()).add(m[2] as string));
        if (!NAMES_COUNTED.includes(baseKey(key))) expect(text, `${lang} ${key}`).toContain('{{count}}');
      }
      expect(groups.size).toBeGreaterThan(5);
      const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
      for (const [group, forms] of groups) for (const c of categories) expect(forms.has(c), `${lang} ${group} needs _${c}`).toBe(true);
    }
  });

  it('are translated: German equals English only for names and formats', () => {
    const same = [...EN].filter(([key, text]) => DE.get(key) === text).map(([key]) => key);
    expect(same.sort()).toEqual([...SAME_IN_BOTH].sort());
    for (const [key, text] of DE) expect(text.replace(/\{\{[^}]*\}\}/g, ' '), key).not.toMatch(/(?<!\p{L})(the|your|you|with|from|card|cards|table|took|wins|turn|draw|discard|pile)(?!\p{L})/iu);
  });

  it('fit Discord: a command description of at most 100 characters, a rules summary under 4,000', () => {
    for (const texts of [EN, DE]) {
      expect((texts.get('description') ?? '').length).toBeLessThanOrEqual(100);
      expect((texts.get('rules') ?? '').length).toBeLessThan(4000);
      expect(texts.get('rules')).toMatch(/60/);
    }
  });
});
