/**
 * What a player reads in a Loners payload, piece by piece, and checks that a
 * German payload holds no English: no English word from the game's
 * vocabulary, and every piece that has words differs from its English twin.
 */
import { expect } from 'vitest';
import type { MatchContext, MessagePayload } from '../../../src/discord/ui/types.js';

export { visibleTexts, wordsOnly, type TextPiece } from '../../support/payload-texts.js';
import { visibleTexts, wordsOnly } from '../../support/payload-texts.js';

/** Words of the English game texts that German never uses. */
const ENGLISH = new RegExp(
  `(?<!\\p{L})(${[
    'the', 'and', 'your', 'you', 'card', 'cards', 'crew', 'crews', 'Loner', 'Street', 'Security', 'Guard', 'Guards', 'play', 'played', 'round',
    'rounds', 'match', 'retreat', 'retreated', 'steal', 'stole', 'pass', 'passed', 'with', 'of', 'to', 'take', 'taken', 'pick', 'up', 'turn',
    'empty', 'volatile', 'players', 'player', 'back', 'lead', 'beats', 'between', 'after', 'before', 'only', 'wins', 'won', 'set', 'run',
    'single', 'start', 'way', 'ways', 'Circle', 'row', 'forfeited', 'over', 'nothing', 'yet', 'last', 'choose', 'which',
    'where', 'makes', 'seat', 'time', 'runs', 'out', 'order', 'reversed', 'normal', 'stronger', 'weaker', 'HIGHER', 'LOWER', 'layered', 'rules',
  ].join('|')})(?!\\p{L})`,
  'iu',
);

/** The English words left in a German text (names and formats aside). */
export function englishIn(text: string, ctx: MatchContext): string | null {
  return ENGLISH.exec(wordsOnly(text, ctx))?.[0] ?? null;
}

/**
 * What is wrong with a German payload next to the English one of the same
 * state and menu step: a different structure, an English word, or a piece
 * with words in it that reads as its English twin. Empty when all is well.
 */
export function translationProblems(de: MessagePayload, en: MessagePayload, ctx: MatchContext): string[] {
  const dePieces = visibleTexts(de);
  const enPieces = visibleTexts(en);
  const problems: string[] = [];
  if (dePieces.map((p) => p.where).join() !== enPieces.map((p) => p.where).join()) problems.push('German and English payloads differ in structure');
  dePieces.forEach((piece, i) => {
    const english = enPieces[i];
    const word = englishIn(piece.text, ctx);
    if (word !== null) problems.push(`${piece.where}: English "${word}" in ${JSON.stringify(piece.text)}`);
    if (english && piece.text === english.text && /\p{L}/u.test(wordsOnly(english.text, ctx))) problems.push(`${piece.where} is still English: ${JSON.stringify(piece.text)}`);
  });
  return problems;
}

export function expectTranslated(de: MessagePayload, en: MessagePayload, ctx: MatchContext, what = ''): void {
  expect(translationProblems(de, en, ctx), what).toEqual([]);
}

/** Ranges use the en dash and numbers no minus sign or hyphen: "cards 1–25", never "1-25". */
export function dashProblems(payload: MessagePayload): string[] {
  return visibleTexts(payload)
    .filter((piece) => /\d\s?[-−]\s?\d/.test(piece.text))
    .map((piece) => `${piece.where}: ${JSON.stringify(piece.text)}`);
}

export function expectDashes(payload: MessagePayload, what = ''): void {
  expect(dashProblems(payload), what).toEqual([]);
}
