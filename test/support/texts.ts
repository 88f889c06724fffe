/** Locale files as flat maps, for the tests that compare languages. */

/** Every leaf string under its dotted key ("lobby.title" -> "{{game}} — lobby"). */
export function flattenTexts(texts: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(texts as Record<string, unknown>)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'string') out.set(path, value);
    else if (value !== null && typeof value === 'object') for (const [k, v] of flattenTexts(value, path)) out.set(k, v);
    else throw new Error(`${path} is neither a string nor a group`);
  }
  return out;
}
