/** The host's messages in each host language (src/startup/host-language.ts). */
import type { HostLanguage } from '../host-language.js';
import { de } from './de.js';
import { en, type HostMessages } from './en.js';

export type { HostMessages } from './en.js';

export const hostMessages: Readonly<Record<HostLanguage, HostMessages>> = { en, de };

/** The messages in `language` (English when not given). */
export const messagesFor = (language: HostLanguage = 'en'): HostMessages => hostMessages[language];
