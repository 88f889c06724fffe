/**
 * Platform texts a game may word its own way (a Scoundrel "run" through a
 * "dungeon" where the platform says "game"): the game's namespace holds the
 * same key, and it wins. A game's `t` already looks in its own namespace
 * before `common`; these helpers do the same for the `players` texts, and
 * say whether a namespace holds a key at all.
 */
import { resourcesOf, translator, type Language } from '../i18n/index.js';

/** Whether `ns` has a text `key` in `lang` (a plural counts: `runs` is there when `runs_one` is). */
export function hasText(lang: Language, ns: string, key: string): boolean {
  const path = key.split('.');
  const last = path.pop() as string;
  let node: unknown = resourcesOf(lang, ns);
  for (const part of path) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  if (!node || typeof node !== 'object') return false;
  return Object.keys(node).some((k) => k === last || k.startsWith(`${last}_`));
}

/** The key to ask for: the game's own when it has one, else the platform's (`platformNs:key`). */
export function gameKey(lang: Language, game: string, platformNs: string, key: string): string {
  return hasText(lang, game, key) ? `${game}:${key}` : `${platformNs}:${key}`;
}

/** A platform text (`platformNs:key`) as the game words it, in `lang`. */
export function gameWords(lang: Language, game: string, platformNs: string, key: string, values?: Record<string, unknown>): string {
  return translator(lang, game)(gameKey(lang, game, platformNs, key), values);
}
