/**
 * English left in a German Lone Wolves payload: every word of the game's
 * English texts that its German texts never use (computed from the locale
 * files, so a new text is covered at once), looked for in what a German
 * reader gets, names, mentions and links aside.
 */
import de from '../../../src/discord/ui/lone-wolves/locales/de.json' with { type: 'json' };
import en from '../../../src/discord/ui/lone-wolves/locales/en.json' with { type: 'json' };

import deCommon from '../../../src/discord/locales/de/common.json' with { type: 'json' };
import type { MatchContext, MessagePayload } from '../../../src/discord/ui/types.js';
import { flattenTexts } from '../../support/texts.js';
import { visibleTexts, wordsOnly } from './loners-texts.js';

const words = (texts: unknown[]) =>
  new Set(texts.flatMap((tree) => [...flattenTexts(tree).values()]).flatMap((text) => text.replace(/\{\{[^}]*\}\}/g, ' ').match(/\p{L}+/gu) ?? []));

const german = words([de, deCommon]);
/** English words of the game's texts that no German text uses ("the", "Territory", "scar", …). */
export const ENGLISH_ONLY = [...words([en])].filter((w) => w.length >= 2 && !german.has(w));

const pattern = new RegExp(`(?<!\\p{L})(${ENGLISH_ONLY.join('|')})(?!\\p{L})`, 'u');

/** "where: word" for every English word in a German payload. */
export function englishWordsIn(payload: MessagePayload, ctx: MatchContext): string[] {
  return visibleTexts(payload).flatMap((piece) => {
    const m = pattern.exec(wordsOnly(piece.text, ctx));
    return m ? [`${piece.where}: English "${m[0]}" in ${JSON.stringify(piece.text)}`] : [];
  });
}

