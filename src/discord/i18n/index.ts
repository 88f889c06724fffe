/**
 * Every text a player or admin reads, in English and German, through one
 * i18next instance. Platform texts live in src/discord/locales/<lang>/<ns>.json;
 * each game brings its own namespace (its id) from its UI folder and adds it
 * when it registers (`addTexts`). Renderers get a `t` fixed to the reader's
 * language; nothing else decides wording.
 */
import i18next, { type TFunction } from 'i18next';
import { platformTexts, PLATFORM_NAMESPACES } from '../locales/index.js';

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

/**
 * A `t` for one language; `namespace` (e.g. a game id) is looked up first,
 * then the shared `common` texts (one fixed `t` per language and namespace).
 */
export function translator(lang: Language, namespace = 'common'): TFunction {
  const key = `${lang}:${namespace}`;
  let t = fixed.get(key);
  if (!t) {
    const namespaces = namespace === 'common' ? ['common'] : [namespace, 'common'];
    t = instance.getFixedT(lang, namespaces) as TFunction;
    fixed.set(key, t);
  }
  return t;
}

/** The raw resources of one namespace (for the completeness tests). */
export function resourcesOf(lang: Language, namespace: string): Record<string, unknown> | undefined {
  return instance.getResourceBundle(lang, namespace) as Record<string, unknown> | undefined;
}
