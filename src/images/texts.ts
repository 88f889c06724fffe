/** The words drawn in pictures, in English and German (the `pictures` texts; the Discord layer adds them to its translations). */
import de from './locales/de.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };

export const PICTURES_NAMESPACE = 'pictures';

export const pictureTexts = { en, de };
