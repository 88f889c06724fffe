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

/** A placeholder: what stands between its braces (a plain one: the value's name), and a list's as LIST_PLACEHOLDER reads it (the value's name, the formatter's options). */
interface Slot {
  name: string;
  list: RegExpExecArray | null;
}

/** A text cut at its placeholders: literals[0], slot 0, literals[1], ... */
interface Template {
  literals: string[];
  slots: Slot[];
}

/** The text as a template, or null when only i18next can make it (nesting, formatting, an odd placeholder). */
function compile(text: string): Template | null {
  if (text.includes('$t(')) return null;
  const literals: string[] = [];
  const slots: Slot[] = [];
  let at = 0;
  for (const m of text.matchAll(PLACEHOLDER)) {
    const name = m[1] as string;
    const list = name.includes(',') ? LIST_PLACEHOLDER.exec(name) : null;
    if (!list && !SIMPLE_NAME.test(name)) return null;
    literals.push(text.slice(at, m.index));
    slots.push({ name, list });
    at = (m.index as number) + m[0].length;
  }
  literals.push(text.slice(at));
  return { literals, slots };
}

function fill(template: Template, lang: string, options: Record<string, unknown> | undefined): string | undefined {
  let out = template.literals[0] as string;
  for (let i = 0; i < template.slots.length; i++) {
    const slot = template.slots[i] as Slot;
    if (slot.list) {
      const formatted = formatList(lang, slot.list, options);
      if (formatted === undefined) return undefined;
      out += formatted;
    } else {
      const value = options?.[slot.name];
      if (value === undefined || value === null || typeof value === 'object') return undefined;
      out += String(value);
    }
    out += template.literals[i + 1] as string;
  }
  return out;
}

/** Options only i18next handles. */
function unusual(options: Record<string, unknown> | undefined): boolean {
  return options !== undefined && ('defaultValue' in options || 'context' in options || 'lng' in options || 'ns' in options || 'returnObjects' in options);
}

/** The key to look up: with its plural suffix when there is a count; null when i18next must answer. */
function pluralKey(lang: string, key: string, options: Record<string, unknown> | undefined): string | null {
  const count = options?.count;
  if (count === undefined) return key;
  if (typeof count !== 'number') return null;
  return `${key}${pluralSuffix(lang, count, options?.ordinal === true)}`;
}

/**
 * The fast `t` of one language and list of namespaces. Each text is cut at
 * its placeholders once and kept (texts never change while the bot runs;
 * `clear()` after adding some), so a call costs a lookup and the joining of
 * its values: about what looking its result up in a memo would.
 */
export function fastTranslator(resource: Resources, lang: string, namespaces: readonly string[]) {
  // null: the key has no text (of its own: a plural form may be missing); 'i18next': only i18next can make it.
  const templates = new Map<string, Template | 'i18next' | null>();
  const templateOf = (key: string): Template | 'i18next' | null => {
    let template = templates.get(key);
    if (template === undefined) {
      const text = find(resource, lang, namespaces, key);
      template = text === undefined ? null : (compile(text) ?? 'i18next');
      templates.set(key, template);
    }
    return template;
  };
  const translate = (key: string, options: Record<string, unknown> | undefined): string | undefined => {
    if (unusual(options)) return undefined;
    const lookup = pluralKey(lang, key, options);
    if (lookup === null) return undefined;
    // A text without plural forms takes the count as a plain value (as i18next does).
    const template = templateOf(lookup) ?? (lookup === key ? null : templateOf(key));
    return template === null || template === 'i18next' ? undefined : fill(template, lang, options);
  };
  return Object.assign(translate, { clear: () => templates.clear() });
}

/** One text, with nothing kept between calls (the tests' way to ask the fast path itself). */
export function fastTranslate(
  resource: Resources,
  lang: string,
  namespaces: readonly string[],
  key: string,
  options: Record<string, unknown> | undefined,
): string | undefined {
  return fastTranslator(resource, lang, namespaces)(key, options);
}
