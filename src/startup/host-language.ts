/**
 * The language the bot writes to its host in: start-up failures,
 * configuration problems, the health check and deploy-commands. HOST_LANGUAGE
 * (en or de) when set, else the system's locale as shells and tools read it
 * (LC_ALL, then LC_MESSAGES, then LANG: de_DE.UTF-8 is German), else English.
 * Texts in Discord follow each reader's own language instead
 * (src/discord/languages.ts); the JSON logs stay English, as log tools expect.
 */
export const HOST_LANGUAGES = ['en', 'de'] as const;
export type HostLanguage = (typeof HOST_LANGUAGES)[number];

type Env = Readonly<Record<string, string | undefined>>;

const isHostLanguage = (value: string): value is HostLanguage => (HOST_LANGUAGES as readonly string[]).includes(value);

/** The system's language: the first locale variable set decides (POSIX order); anything but German is English. */
export function systemLanguage(env: Env = process.env): HostLanguage {
  const locale = [env.LC_ALL, env.LC_MESSAGES, env.LANG].map((v) => v?.trim()).find((v) => v !== undefined && v !== '');
  return locale?.toLowerCase().startsWith('de') ? 'de' : 'en';
}

/** HOST_LANGUAGE, else the system's; `invalid` holds a HOST_LANGUAGE that is neither en nor de (the system's is used meanwhile). */
export function hostLanguageOf(env: Env = process.env): { language: HostLanguage; invalid?: string } {
  const raw = env.HOST_LANGUAGE?.trim();
  if (raw === undefined || raw === '') return { language: systemLanguage(env) };
  const value = raw.toLowerCase();
  return isHostLanguage(value) ? { language: value } : { language: systemLanguage(env), invalid: raw };
}
