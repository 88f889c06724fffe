/** Whether a server shows boards and hands as pictures (`/settings images`); null: it never chose (the bot's default). */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connection.js';
import { guildSettings } from '../db/schema/sqlite.js';

export function storedImages(db: Db, guildId: string): boolean | null {
  return db.select({ images: guildSettings.images }).from(guildSettings).where(eq(guildSettings.guildId, guildId)).get()?.images ?? null;
}

export function storeImages(db: Db, guildId: string, on: boolean | null): void {
  db.insert(guildSettings).values({ guildId, images: on }).onConflictDoUpdate({ target: guildSettings.guildId, set: { images: on } }).run();
}
