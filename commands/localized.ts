/**
 * Slash command pieces in English with their German localization: names
 * (common:commands.names.*), descriptions and choices, looked up in a
 * namespace (a game's id, or 'common').
 */
import { translator, type Language } from '../src/discord/i18n/index.js';
import { gameKey } from '../src/discord/ui/game-words.js';

const en = (ns: string) => translator('en', ns);
const de = (ns: string) => translator('de', ns);

interface Nameable<T> {
  setName(name: string): T;
  setNameLocalizations(l: Record<string, string>): T;
}
interface Describable<T> {
  setDescription(d: string): T;
  setDescriptionLocalizations(l: Record<string, string>): T;
}

/** `name` as the English name, and its German name from common:commands.names. */
export function named<T extends Nameable<T>>(builder: T, name: string): T {
  return builder.setName(name).setNameLocalizations({ de: de('common')(`commands.names.${name}`) });
}

/** A shared text (`common:…`, `players:…`) that namespace `ns` (a game) may word itself under the same key. */
function ownKey(lang: Language, ns: string, key: string): string {
  const colon = key.indexOf(':');
  return colon > 0 ? gameKey(lang, ns, key.slice(0, colon), key.slice(colon + 1)) : key;
}

/** The description `key` of namespace `ns`, in English and German (a game's own wording of a shared text first). */
export function described<T extends Describable<T>>(builder: T, ns: string, key: string, vars: Record<string, unknown> = {}): T {
  return builder.setDescription(en(ns)(ownKey('en', ns, key), vars)).setDescriptionLocalizations({ de: de(ns)(ownKey('de', ns, key), vars) });
}

/** A choice whose label is the text `key` of namespace `ns`. */
export function choice(ns: string, key: string, value: string) {
  return { name: en(ns)(key), name_localizations: { de: de(ns)(key) }, value };
}

/** A text of namespace `ns` in English (e.g. a game's title inside a description). */
export function english(ns: string, key: string): string {
  return en(ns)(key);
}
