/**
 * Every text a player or admin reads, in English and German, through one
 * i18next instance. Platform texts live in src/discord/locales/<lang>/<ns>.json;
 * each game brings its own namespace (its id) from its UI folder and adds it
 * when it registers (`addTexts`). Renderers get a `t` fixed to the reader's
 * language; nothing else decides wording.
 */
import i18next, { type TFunction } from 'i18next';
import { platformTexts, PLATFORM_NAMESPACES } from '../locales/index.js';
import { fastTranslator } from './fast.js';

export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export type { TFunction };

/** Texts of one namespace, per language. */
export type Texts = Record<Language, Record<string, unknown>>;

const instance = i18next.createInstance();
void instance.init({
  initAsync: false,
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  ns: [...PLATFORM_NAMESPACES],
  defaultNS: 'common',
  fallbackNS: 'common',
  // Discord renders markdown, not HTML: nothing to escape.
  interpolation: { escapeValue: false },
  returnNull: false,
  resources: platformTexts,
});

/** Adds (or replaces) a namespace, e.g. a game's texts under its id. */
export function addTexts(namespace: string, texts: Texts): void {
  for (const lang of LANGUAGES) instance.addResourceBundle(lang, namespace, texts[lang], true, true);
  for (const memo of memos) memo.clear();
  raw.clear();
}

export function hasNamespace(namespace: string): boolean {
  return LANGUAGES.every((lang) => instance.hasResourceBundle(lang, namespace));
}

/** The language we speak to a Discord locale ('de', 'en-US', ...): German for German, else English. */
export function languageOf(discordLocale: string | null | undefined): Language {
  return discordLocale?.toLowerCase().startsWith('de') ? 'de' : 'en';
}

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

const fixed = new Map<string, TFunction>();

/** What i18next made, remembered per key and values (it repeats: labels, headings, the same card in a menu). */
const MEMO_LIMIT = 20_000;

/**
 * i18next's `t` costs ~25 µs a call (it copies and scans its options each
 * time), and a hand or a board asks for dozens of texts on every click.
 * Plain texts (placeholders, plurals, lists) come from the fast path, which
 * keeps each text cut at its placeholders and costs a fraction of a
 * microsecond; the rest from i18next, remembered in a bounded memo keyed by
 * the key and the values. The texts never change while the bot runs
 * (addTexts clears both).
 */
function memoized(t: TFunction, lang: Language, namespaces: readonly string[]): TFunction {
  const fast = fastTranslator(rawText, lang, namespaces);
  memos.add(fast);
  // key -> the values as JSON ('' for none) -> text
  const memo = new Map<string, Map<string, string>>();
  memos.add(memo);
  const wrapped = (key: string, options?: Record<string, unknown>): string => {
    const quick = fast(key, options);
    if (quick !== undefined) return quick;
    let byValues = memo.get(key);
    if (byValues === undefined) {
      if (memo.size >= MEMO_LIMIT) memo.clear();
      byValues = new Map();
      memo.set(key, byValues);
    }
    const values = options === undefined ? '' : JSON.stringify(options);
    let text = byValues.get(values);
    if (text === undefined) {
      text = (t as unknown as (k: string, o?: Record<string, unknown>) => string)(key, options);
      if (byValues.size >= MEMO_LIMIT) byValues.clear();
      byValues.set(values, text);
    }
    return text;
  };
  return wrapped as unknown as TFunction;
}
const memos = new Set<{ clear(): void }>();

/** Raw texts by language, namespace and key, as i18next holds them (cached: its lookup walks the key path). */
const raw = new Map<string, unknown>();
function rawText(lang: string, ns: string, key: string): unknown {
  const id = [lang, ns, key].join('|');
  let text = raw.get(id);
  if (text === undefined && !raw.has(id)) {
    text = instance.getResource(lang, ns, key) as unknown;
    raw.set(id, text);
  }
  return text;
}

/**
 * A `t` for one language; `namespace` (e.g. a game id) is looked up first,
 * then the shared `common` texts. Memoised: renderers call it on every click.
 */
export function translator(lang: Language, namespace = 'common'): TFunction {
  const key = `${lang}:${namespace}`;
  let t = fixed.get(key);
  if (!t) {
    const namespaces = namespace === 'common' ? ['common'] : [namespace, 'common'];
    t = memoized(instance.getFixedT(lang, namespaces) as TFunction, lang, namespaces);
    fixed.set(key, t);
  }
  return t;
}

/** i18next's own `t` for one language, without the memo or the fast path (for the test that compares them). */
export function plainTranslator(lang: Language, namespace = 'common'): TFunction {
  return instance.getFixedT(lang, namespace === 'common' ? 'common' : [namespace, 'common']) as TFunction;
}

/** The raw resources of one namespace (for the completeness tests). */
export function resourcesOf(lang: Language, namespace: string): Record<string, unknown> | undefined {
  return instance.getResourceBundle(lang, namespace) as Record<string, unknown> | undefined;
}
