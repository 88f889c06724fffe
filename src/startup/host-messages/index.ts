/** The host's messages in each host language (src/startup/host-language.ts). */
import type { HostLanguage } from '../host-language.js';
import { copyDe } from './copy-de.js';
import { copyEn, type CopyMessages } from './copy-en.js';
import { de } from './de.js';
import { en, type HostMessages } from './en.js';

export type { HostMessages } from './en.js';
export type { CopyMessages } from './copy-en.js';

export const hostMessages: Readonly<Record<HostLanguage, HostMessages>> = { en, de };

/** The messages in `language` (English when not given). */
export const messagesFor = (language: HostLanguage = 'en'): HostMessages => hostMessages[language];

/** What `npm run db:copy` tells the host, in `language` (English when not given). */
export const copyMessages: Readonly<Record<HostLanguage, CopyMessages>> = { en: copyEn, de: copyDe };
export const copyMessagesFor = (language: HostLanguage = 'en'): CopyMessages => copyMessages[language];
