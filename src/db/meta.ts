/** The `meta` key/value table (e.g. the hash of the registered slash commands). */
import { eq } from 'drizzle-orm';
import { first, type Q } from './store.js';

/** The value stored under `key`, or undefined if none. */
export async function getMeta(q: Q, key: string): Promise<string | undefined> {
  return (await first(q.db.select({ value: q.t.meta.value }).from(q.t.meta).where(eq(q.t.meta.key, key))))?.value;
}

/** Store `value` under `key`, replacing any previous value. */
export async function setMeta(q: Q, key: string, value: string): Promise<void> {
  await q.db.insert(q.t.meta).values({ key, value }).onConflictDoUpdate({ target: q.t.meta.key, set: { value } });
}

/** Remove `key`; returns whether it existed. */
export async function deleteMeta(q: Q, key: string): Promise<boolean> {
  const gone = await q.db.delete(q.t.meta).where(eq(q.t.meta.key, key)).returning({ key: q.t.meta.key });
  return gone.length > 0;
}
