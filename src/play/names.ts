/**
 * People's display names as they last acted (src/discord/known-names.ts
 * decides when): read one, write several at once.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connection.js';
import { prepared } from '../db/prepared.js';
import { userNames } from '../db/schema.js';

export function storedName(db: Db, userId: string): string | null {
  return prepared(db).userName.get({ userId })?.name ?? null;
}

/** Writes `names` (user id → name) in one transaction; a row that already holds the name is left as it is. */
export function storeNames(db: Db, names: Iterable<readonly [string, string]>, at: number): void {
  db.transaction((tx) => {
    for (const [userId, name] of names) {
      tx.insert(userNames)
        .values({ userId, name, updatedAt: at })
        .onConflictDoUpdate({ target: userNames.userId, set: { name, updatedAt: at }, setWhere: sql`${userNames.name} is not excluded.name` })
        .run();
    }
  });
}
