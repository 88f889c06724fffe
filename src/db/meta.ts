/** The `meta` key/value table (e.g. the hash of the registered slash commands). */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from './connection.js';
import { meta } from './schema/sqlite.js';

/** The value stored under `key`, or undefined if none. */
export function getMeta(db: DbOrTx, key: string): string | undefined {
  return db.select({ value: meta.value }).from(meta).where(eq(meta.key, key)).get()?.value;
}

/** Store `value` under `key`, replacing any previous value. */
export function setMeta(db: DbOrTx, key: string, value: string): void {
  db.insert(meta).values({ key, value }).onConflictDoUpdate({ target: meta.key, set: { value } }).run();
}

/** Remove `key`; returns whether it existed. */
export function deleteMeta(db: DbOrTx, key: string): boolean {
  return db.delete(meta).where(eq(meta.key, key)).run().changes > 0;
}
