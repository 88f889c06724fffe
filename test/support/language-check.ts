/**
 * Does a message speak its reader's language? Every phrase of the other
 * language's texts (the literal pieces between {{variables}} and markup,
 * 12+ characters, that the reader's language does not also use) must be
 * absent from what the reader gets.
 */
import { LANGUAGES, resourcesOf, type Language } from '../../src/discord/i18n/index.js';
import { PLATFORM_NAMESPACES } from '../../src/discord/locales/index.js';
import { uis } from '../../src/discord/ui/index.js';
import type { StoredMessage } from './fake-discord/index.js';

function strings(tree: unknown, out: string[] = []): string[] {
  if (typeof tree === 'string') out.push(tree);
  else if (tree && typeof tree === 'object') for (const v of Object.values(tree)) strings(v, out);
  return out;
}

function textsOf(lang: Language): string[] {
  return [...PLATFORM_NAMESPACES, ...Object.keys(uis)].flatMap((ns) => strings(resourcesOf(lang, ns)));
}

const cache = new Map<Language, string[]>();

/** Phrases only `lang` uses. */
export function phrasesOnlyIn(lang: Language): string[] {
  let phrases = cache.get(lang);
  if (!phrases) {
    const other = textsOf(LANGUAGES.find((l) => l !== lang)!).join('\n');
    phrases = [
      ...new Set(
        textsOf(lang)
          .flatMap((text) => text.split(/\{\{[^}]*\}\}|\*\*|__|`+|\n|[()[\]]/))
          .map((piece) => piece.trim())
          .filter((piece) => piece.length >= 12 && /\p{L}{4}/u.test(piece) && !other.includes(piece)),
      ),
    ];
    cache.set(lang, phrases);
  }
  return phrases;
}

/** Everything a reader sees of a message: content, embeds, button labels, select options. */
export function visibleText(message: Pick<StoredMessage, 'content' | 'embeds' | 'components'>): string {
  return JSON.stringify([message.content, message.embeds, message.components]);
}

/** The phrases of the other language found in `text` ([] when it is all in `lang`). */
export function foreignPhrases(text: string, lang: Language): string[] {
  const other = LANGUAGES.find((l) => l !== lang)!;
  const json = JSON.stringify(text).slice(1, -1);
  return phrasesOnlyIn(other).filter((p) => text.includes(p) || json.includes(JSON.stringify(p).slice(1, -1)));
}
