/** Scoundrel's texts, English and German (namespace 'scoundrel'). */
import de from './locales/de.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import type { Texts } from '../../i18n/index.js';

export const scoundrelTexts: Texts = { en, de };
