/**
 * How long move logs are kept: the log of a match over for longer than
 * MATCH_LOG_RETENTION_DAYS is deleted, its results, ratings and seats stay
 * (/history still lists it; its replay says the moves are gone). Any process
 * may prune: the deletes are idempotent.
 */
import { and, inArray, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { Q } from '../db/store.js';
import { DAY_MS, inBatches, type BatchOptions } from './batches.js';
import type { PlayContext } from './context.js';
import { OPEN_STATUSES } from './matches.js';

/** Prunes every log due; returns how many matches lost theirs. `days` 0 keeps logs for good. */
export async function pruneMatchLogs(ctx: PlayContext, days: number, opts: BatchOptions = {}): Promise<number> {
  if (days <= 0) return 0;
  return inBatches(opts, (size) => {
    const now = ctx.now();
    return ctx.store.transaction((q) => pruneBatch(q, now - days * DAY_MS, now, size));
  });
}

async function pruneBatch(q: Q, before: number, now: number, size: number): Promise<number> {
  const { matches, matchActions } = q.t;
  const due = await q.db
    .select({ id: matches.id })
    .from(matches)
    .where(and(notInArray(matches.status, [...OPEN_STATUSES]), isNull(matches.logPrunedAt), lt(sql`coalesce(${matches.finishedAt}, ${matches.updatedAt})`, before)))
    .limit(size);
  const ids = due.map((r) => r.id);
  if (ids.length === 0) return 0;
  await q.db.delete(matchActions).where(inArray(matchActions.matchId, ids));
  await q.db.update(matches).set({ logPrunedAt: now }).where(and(inArray(matches.id, ids), isNull(matches.logPrunedAt)));
  return ids.length;
}
