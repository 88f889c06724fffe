/**
 * A fast path for the common case of i18next's `t`: a plain key (or a plural
 * of it) whose text has only `{{name}}` placeholders, or lists
 * (`{{name, list(type: disjunction)}}`, Intl.ListFormat as i18next uses it).
 * i18next spends ~20 µs on every call (it copies and walks its options), and a hand renders dozens
 * of texts with values that change on every click (names, cards, deadlines).
 * Anything unusual — a missing key, nesting, formatting, a missing value, a
 * default value — returns undefined and goes to i18next itself; a test checks
 * that both agree on every text of every namespace.
 */
type Resources = (lang: string, ns: string, key: string) => unknown;

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;
const SIMPLE_NAME = /^[A-Za-z_$][\w$]*$/;
/** `name, list` or `name, list(type: disjunction; style: short)`: i18next's list formatter. */
const LIST_PLACEHOLDER = /^([A-Za-z_$][\w$]*)\s*,\s*list\s*(?:\(([^()]*)\))?$/;
/** Options i18next would hand the list formatter besides those in the text: with any of them, i18next answers. */
const LIST_OVERRIDES = ['type', 'style', 'localeMatcher', 'formatParams', 'locale', 'interpolationkey'];
const listFormats = new Map<string, Intl.ListFormat | null>();

/** The list formatter for a placeholder's options (`type: disjunction; style: short`), or null when they are not plain. */
function listFormat(lang: string, optionText: string): Intl.ListFormat | null {
  const id = `${lang}|${optionText}`;
  let format = listFormats.get(id);
  if (format === undefined) {
    const options: Record<string, string> = {};
    let plain = true;
    for (const part of optionText.split(';')) {
      if (!part.trim()) continue;
      const [name = '', value = ''] = part.split(':').map((x) => x.trim());
      if (!['type', 'style'].includes(name) || !/^[a-z]+$/.test(value)) plain = false;
      options[name] = value;
    }
    format = plain ? new Intl.ListFormat(lang, options as Intl.ListFormatOptions) : null;
    listFormats.set(id, format);
  }
  return format;
}

/** A list placeholder's text, or undefined when i18next should answer (a value that is not a list of strings, unusual options). */
function formatList(lang: string, placeholder: RegExpExecArray, options: Record<string, unknown> | undefined): string | undefined {
  if (!options || LIST_OVERRIDES.some((name) => name in options)) return undefined;
  const value = options[placeholder[1] as string];
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) return undefined;
  return listFormat(lang, placeholder[2] ?? '')?.format(value);
}

/** Per language and kind: the rules, and the suffix of each small whole count seen (ICU's `select` costs a few µs a call). */
const pluralRules = new Map<string, { rules: Intl.PluralRules; suffixes: Map<number, string> }>();
const REMEMBERED_COUNTS = 1_000;

function pluralSuffix(lang: string, count: number, ordinal: boolean): string {
  const id = `${lang}${ordinal ? 'o' : 'c'}`;
  let plural = pluralRules.get(id);
  if (!plural) {
    plural = { rules: new Intl.PluralRules(lang, { type: ordinal ? 'ordinal' : 'cardinal' }), suffixes: new Map() };
    pluralRules.set(id, plural);
  }
  let suffix = plural.suffixes.get(count);
  if (suffix === undefined) {
    suffix = `${ordinal ? '_ordinal' : ''}_${plural.rules.select(count)}`;
    if (Number.isInteger(count) && count >= 0 && count < REMEMBERED_COUNTS) plural.suffixes.set(count, suffix);
  }
  return suffix;
}

/** The raw text of `key` in the first namespace that has it, or undefined. */
function find(resource: Resources, lang: string, namespaces: readonly string[], key: string): string | undefined {
  const colon = key.indexOf(':');
  const [spaces, bare] = colon > 0 ? [[key.slice(0, colon)], key.slice(colon + 1)] : [namespaces, key];
  for (const ns of spaces) {
    const text = resource(lang, ns, bare);
    if (typeof text === 'string') return text;
    if (text !== undefined && text !== null) return undefined;
  }
  return undefined;
}

export function fastTranslate(
  resource: Resources,
  lang: string,
  namespaces: readonly string[],
  key: string,
  options: Record<string, unknown> | undefined,
): string | undefined {
  if (options && ('defaultValue' in options || 'context' in options || 'lng' in options || 'ns' in options || 'returnObjects' in options)) return undefined;
  let text: string | undefined;
  const count = options?.count;
  if (typeof count === 'number') {
    // A text without plural forms takes the count as a plain value (as i18next does).
    text = find(resource, lang, namespaces, `${key}${pluralSuffix(lang, count, options?.ordinal === true)}`) ?? find(resource, lang, namespaces, key);
  } else {
    if (count !== undefined) return undefined;
    text = find(resource, lang, namespaces, key);
  }
  if (text === undefined || text.includes('$t(')) return undefined;
  let ok = true;
  const out = text.replace(PLACEHOLDER, (_, name: string) => {
    const list = name.includes(',') ? LIST_PLACEHOLDER.exec(name) : null;
    if (list) {
      const formatted = formatList(lang, list, options);
      if (formatted === undefined) ok = false;
      return formatted ?? '';
    }
    const value = options?.[name];
    if (!SIMPLE_NAME.test(name) || value === undefined || value === null || typeof value === 'object') {
      ok = false;
      return '';
    }
    return String(value);
  });
  return ok ? out : undefined;
}
