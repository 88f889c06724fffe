/** The texts of Good Guy, Bad Guy, Not So Smart Guy, English and German (namespace 'guys'). */
import de from './locales/de.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import type { Texts } from '../../i18n/index.js';

export const guysTexts: Texts = { en, de };
