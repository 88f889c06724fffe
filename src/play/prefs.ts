/**
 * Languages remembered across matches: a player's (from their last click) and
 * a server's channel language (`/settings language`). Stored as plain codes;
 * the Discord layer decides what they mean.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connection.js';
import { prepared } from '../db/prepared.js';
import { guildSettings } from '../db/schema/sqlite.js';

export function storedUserLanguage(db: Db, userId: string): string | null {
  return prepared(db).userLanguage.get({ userId })?.language ?? null;
}

/** Writes several players' languages in one transaction; a row that already holds its language is left as it is. */
export function storeUserLanguages(db: Db, languages: Iterable<readonly [string, string]>): void {
  const { storeUserLanguage } = prepared(db);
  db.transaction(() => {
    for (const [userId, language] of languages) storeUserLanguage.run({ userId, language });
  });
}

export function storedGuildLanguage(db: Db, guildId: string): string | null {
  return db.select({ language: guildSettings.language }).from(guildSettings).where(eq(guildSettings.guildId, guildId)).get()?.language ?? null;
}

/** `null` goes back to following the server's own locale. */
export function storeGuildLanguage(db: Db, guildId: string, language: string | null): void {
  db.insert(guildSettings).values({ guildId, language }).onConflictDoUpdate({ target: guildSettings.guildId, set: { language } }).run();
}
