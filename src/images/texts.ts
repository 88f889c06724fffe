/**
 * The words the picture kit itself draws, whatever the game (a seat that is
 * "you", a player who left, a hand's size), in English and German. A game's
 * own picture words live in its UI folder's locales, under `pictures`.
 */
import de from './locales/de.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };

/** Their namespace: a picture asks for them as `pictureKit:you`. */
export const PICTURES_NAMESPACE = 'pictureKit';

export const pictureTexts = { en, de };
