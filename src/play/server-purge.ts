/**
 * Servers' data deleted in the background: a server that removed the bot
 * keeps its data for GUILD_DATA_GRACE_DAYS (the bot may be added back, which
 * clears the departure), then it goes the way of an admin's deletion
 * (server-data.ts): its matches are deleted in batches. Idempotent: any
 * process may run it, several at once.
 */
import { and, eq, inArray, isNull, lte, notInArray, or } from 'drizzle-orm';
import type { Q } from '../db/store.js';
import { DAY_MS, inBatches, type BatchOptions } from './batches.js';
import type { PlayContext } from './context.js';
import { OPEN_STATUSES, updateMatch } from './matches.js';
import { deleteServerRows, markedForDeletion, markForDeletion, unmark } from './server-data.js';

/** A match ended by the deletion is kept until Discord shows it ended, or this long at most (a sync failing for good). */
const SHOWN_WITHIN_MS = 60 * 60_000;

/** The bot was removed from the server (the first removal counts, if told twice). */
export async function recordDeparture(q: Q, guildId: string, now: number): Promise<void> {
  await q.db.insert(q.t.guildDepartures).values({ guildId, leftAt: now }).onConflictDoNothing();
}

/** The bot is in the server again: its data stays. */
export async function clearDeparture(q: Q, guildId: string): Promise<void> {
  await q.db.delete(q.t.guildDepartures).where(eq(q.t.guildDepartures.guildId, guildId));
}

export async function departedGuilds(q: Q): Promise<string[]> {
  return (await q.db.select({ id: q.t.guildDepartures.guildId }).from(q.t.guildDepartures)).map((r) => r.id);
}

/** Deletes the data of servers gone for longer than `graceDays`, and the matches of servers marked for deletion; returns how many matches went. */
export async function purgeServers(ctx: PlayContext, graceDays: number, opts: BatchOptions = {}): Promise<number> {
  const due = await ctx.store.read(async (q) => {
    const { guildDepartures: d } = q.t;
    return q.db.select().from(d).where(lte(d.leftAt, ctx.now() - graceDays * DAY_MS));
  });
  for (const { guildId } of due) await ctx.store.transaction((q) => departureDue(q, guildId, ctx.now()));
  let deleted = 0;
  for (const { guildId, at } of await ctx.store.read((q) => markedForDeletion(q))) {
    if (opts.stopped?.()) break;
    deleted += await inBatches(opts, (size) => ctx.store.transaction((q) => deleteMatchBatch(q, guildId, at, ctx.now(), size)));
    await ctx.store.transaction(async (q) => {
      if (!(await anyMatchBefore(q, guildId, at))) await unmark(q, guildId);
    });
  }
  return deleted;
}

/** A departed server's grace is over: what is small goes now, its matches are marked (still open ones are closed quietly: nobody is there to tell). */
async function departureDue(q: Q, guildId: string, now: number): Promise<void> {
  const { matches, guildDepartures } = q.t;
  // Another process may have done it meanwhile.
  const [still] = await q.db.select().from(guildDepartures).where(eq(guildDepartures.guildId, guildId));
  if (!still) return;
  const open = await q.db.select({ id: matches.id, status: matches.status }).from(matches).where(and(eq(matches.guildId, guildId), inArray(matches.status, [...OPEN_STATUSES])));
  for (const m of open) await updateMatch(q, m.id, { status: m.status === 'lobby' ? 'cancelled' : 'abandoned', turnDeadline: null, lobbyExpiresAt: null, finishedAt: now, updatedAt: now, syncDueAt: null });
  await deleteServerRows(q, guildId);
  await markForDeletion(q, guildId, now);
}

/** Up to `size` of the server's matches begun until `at`, over and shown (see SHOWN_WITHIN_MS), deleted with everything hanging off them. */
async function deleteMatchBatch(q: Q, guildId: string, at: number, now: number, size: number): Promise<number> {
  const { matches, matchPlayers, matchActions, roundWins, matchResults, outbox } = q.t;
  const rows = await q.db
    .select({ id: matches.id })
    .from(matches)
    .where(
      and(
        eq(matches.guildId, guildId),
        lte(matches.createdAt, at),
        notInArray(matches.status, [...OPEN_STATUSES]),
        or(isNull(matches.syncDueAt), lte(matches.updatedAt, now - SHOWN_WITHIN_MS)),
      ),
    )
    .limit(size);
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return 0;
  await q.db.delete(matchActions).where(inArray(matchActions.matchId, ids));
  await q.db.delete(matchPlayers).where(inArray(matchPlayers.matchId, ids));
  await q.db.delete(roundWins).where(inArray(roundWins.matchId, ids));
  await q.db.delete(matchResults).where(inArray(matchResults.matchId, ids));
  await q.db.delete(outbox).where(inArray(outbox.matchId, ids));
  await q.db.delete(matches).where(inArray(matches.id, ids));
  return ids.length;
}

async function anyMatchBefore(q: Q, guildId: string, at: number): Promise<boolean> {
  const { matches } = q.t;
  const [row] = await q.db.select({ id: matches.id }).from(matches).where(and(eq(matches.guildId, guildId), lte(matches.createdAt, at))).limit(1);
  return row !== undefined;
}
