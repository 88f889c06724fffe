/**
 * Slash command pieces in English with their German localization: names
 * (common:commands.names.*), descriptions and choices, looked up in a
 * namespace (a game's id, or 'common').
 */
import { translator } from '../src/discord/i18n/index.js';

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

/** The description `key` of namespace `ns`, in English and German. */
export function described<T extends Describable<T>>(builder: T, ns: string, key: string, vars: Record<string, unknown> = {}): T {
  return builder.setDescription(en(ns)(key, vars)).setDescriptionLocalizations({ de: de(ns)(key, vars) });
}

/** A choice whose label is the text `key` of namespace `ns`. */
export function choice(ns: string, key: string, value: string) {
  return { name: en(ns)(key), name_localizations: { de: de(ns)(key) }, value };
}

/** A text of namespace `ns` in English (e.g. a game's title inside a description). */
export function english(ns: string, key: string): string {
  return en(ns)(key);
}
