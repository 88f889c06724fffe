/**
 * Which process brings which match's messages up to date. A change marks its
 * match due (`sync_due_at`, with `sync_seq` bumped); a process claims due
 * matches by taking a lease on them, syncs them, then clears the mark unless
 * something changed meanwhile. A process that dies leaves its leases to run
 * out, and another takes over. On PostgreSQL the claim skips rows another
 * process is claiming at that moment; SQLite has one process anyway.
 */
import { and, asc, count, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Q } from '../db/store.js';
import type { PlayContext } from './context.js';

export interface SyncClaim {
  matchId: string;
  /** The match's change counter when claimed: the mark is cleared only if it has not moved. */
  seq: number;
  /** Failed syncs in a row before this one. */
  attempts: number;
}

/** Claims up to `limit` due matches (or just `matchId`), holding each for `leaseMs`. */
export function claimSyncs(ctx: PlayContext, opts: { limit: number; leaseMs: number; matchId?: string }): Promise<SyncClaim[]> {
  const now = ctx.now();
  return ctx.store.transaction(async (q) => {
    const { matches } = q.t;
    const due = and(
      lte(matches.syncDueAt, now),
      or(isNull(matches.syncLeaseUntil), lte(matches.syncLeaseUntil, now)),
      ...(opts.matchId ? [eq(matches.id, opts.matchId)] : []),
    );
    const pick = q.db.select({ id: matches.id }).from(matches).where(due).orderBy(asc(matches.syncDueAt)).limit(opts.limit);
    const ids = q.dialect === 'postgres' ? (pick as unknown as { for(s: 'update', o: { skipLocked: true }): typeof pick }).for('update', { skipLocked: true }) : pick;
    const rows = await q.db
      .update(matches)
      .set({ syncLeaseUntil: now + opts.leaseMs })
      .where(and(inArray(matches.id, ids), due))
      .returning({ matchId: matches.id, seq: matches.syncSeq, attempts: matches.syncAttempts });
    return rows;
  });
}

/** How many matches are due for a sync now: what a starting process has to catch up on. */
export async function dueSyncs(q: Q, now: number): Promise<number> {
  const [row] = await q.db.select({ n: count() }).from(q.t.matches).where(lte(q.t.matches.syncDueAt, now));
  return Number(row?.n ?? 0);
}

/**
 * The sync went through: the mark is cleared — or, with `again`, set to come
 * back then (a board edit waiting for its turn, a paused channel to try
 * again) — unless the match changed meanwhile, which leaves it due at once.
 */
export async function syncDone(q: Q, claim: SyncClaim, again: number | null): Promise<void> {
  const { matches } = q.t;
  await q.db
    .update(matches)
    .set({
      syncDueAt: sql`case when ${matches.syncSeq} = ${claim.seq} then cast(${again} as bigint) else ${matches.syncDueAt} end`,
      syncAttempts: 0,
      syncLeaseUntil: null,
    })
    .where(eq(matches.id, claim.matchId));
}

/** The sync failed for now: it is tried again at `retryAt` (or at once if the match changed meanwhile). */
export async function syncFailed(q: Q, claim: SyncClaim, retryAt: number): Promise<void> {
  const { matches } = q.t;
  await q.db
    .update(matches)
    .set({
      syncDueAt: sql`case when ${matches.syncSeq} = ${claim.seq} then cast(${retryAt} as bigint) else ${matches.syncDueAt} end`,
      syncAttempts: claim.attempts + 1,
      syncLeaseUntil: null,
    })
    .where(eq(matches.id, claim.matchId));
}

/**
 * Ends every lease. Only for SQLite, at start-up: one process uses a SQLite
 * file, so a lease found there is an earlier run's (killed mid-sync), and
 * its matches need not wait for it to run out.
 */
export async function releaseLeases(q: Q): Promise<void> {
  await q.db.update(q.t.matches).set({ syncLeaseUntil: null }).where(isNotNull(q.t.matches.syncLeaseUntil));
}

/** How long to wait before the next try after `attempts` failures in a row: doubling from 1 s up to 5 min, with jitter. */
export function backoffMs(attempts: number, random: () => number = Math.random): number {
  const ceiling = Math.min(300_000, 1_000 * 2 ** Math.min(attempts, 20));
  // "Equal jitter": at least half the ceiling, so retries spread out but never come right back.
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
