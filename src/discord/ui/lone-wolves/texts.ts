/** Lone Wolves's texts, English and German (namespace 'lone-wolves'). */
import de from './locales/de.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import type { Texts } from '../../i18n/index.js';

export const loneWolvesTexts: Texts = { en, de };
