/**
 * Languages remembered across matches: a player's (from their last click) and
 * a server's channel language (`/settings language`). Stored as plain codes;
 * the Discord layer decides what they mean.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connection.js';
import { guildSettings, userPrefs } from '../db/schema.js';

export function storedUserLanguage(db: Db, userId: string): string | null {
  return db.select({ language: userPrefs.language }).from(userPrefs).where(eq(userPrefs.userId, userId)).get()?.language ?? null;
}

export function storeUserLanguage(db: Db, userId: string, language: string): void {
  db.insert(userPrefs).values({ userId, language }).onConflictDoUpdate({ target: userPrefs.userId, set: { language } }).run();
}

export function storedGuildLanguage(db: Db, guildId: string): string | null {
  return db.select({ language: guildSettings.language }).from(guildSettings).where(eq(guildSettings.guildId, guildId)).get()?.language ?? null;
}

/** `null` goes back to following the server's own locale. */
export function storeGuildLanguage(db: Db, guildId: string, language: string | null): void {
  db.insert(guildSettings).values({ guildId, language }).onConflictDoUpdate({ target: guildSettings.guildId, set: { language } }).run();
}
