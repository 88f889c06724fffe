/**
 * Deleting a person's data at their request (/privacy), in one transaction:
 * their name, nicknames, language, DM channel and stats go; in the matches
 * they played or hosted their id is replaced by a placeholder of their own
 * (former-players.ts), so other people's results, ratings and replays still
 * add up. Refused while they sit in a lobby or match that is still open: a
 * running game needs its players.
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Q } from '../db/store.js';
import type { PlayContext } from './context.js';
import { newFormerPlayerId } from './former-players.js';
import { OPEN_STATUSES } from './matches.js';

export type ForgetResult = { ok: true; formerId: string } | { ok: false; reason: 'still_playing'; channelIds: string[] };

export function forgetPerson(ctx: PlayContext, userId: string): Promise<ForgetResult> {
  return ctx.store.transaction(async (q): Promise<ForgetResult> => {
    const open = await openMatchesOf(q, userId);
    if (open.length > 0) return { ok: false, reason: 'still_playing', channelIds: [...new Set(open.map((m) => m.channelId))] };
    const formerId = newFormerPlayerId();
    await anonymise(q, userId, formerId);
    await deletePersonRows(q, userId);
    return { ok: true, formerId };
  });
}

/** Lobbies and matches still open that seat `userId` (even a seat they left) or that they host. */
export async function openMatchesOf(q: Q, userId: string): Promise<{ id: string; channelId: string }[]> {
  const { matches, matchPlayers } = q.t;
  const seated = q.db.select({ id: matchPlayers.matchId }).from(matchPlayers).where(eq(matchPlayers.userId, userId));
  return q.db
    .select({ id: matches.id, channelId: matches.channelId })
    .from(matches)
    .where(and(inArray(matches.status, [...OPEN_STATUSES]), or(eq(matches.hostUserId, userId), inArray(matches.id, seated))));
}

/** Their id in finished matches becomes `formerId`; the DM messages of their seats are forgotten with it. */
async function anonymise(q: Q, userId: string, formerId: string): Promise<void> {
  const { matches, matchPlayers, matchActions, roundWins, matchResults } = q.t;
  await q.db.update(matches).set({ hostUserId: formerId }).where(eq(matches.hostUserId, userId));
  await q.db.update(matchPlayers).set({ userId: formerId, dmChannelId: null, handMessageId: null, handHash: null }).where(eq(matchPlayers.userId, userId));
  await q.db.update(matchActions).set({ userId: formerId }).where(eq(matchActions.userId, userId));
  await q.db.update(roundWins).set({ userId: formerId }).where(eq(roundWins.userId, userId));
  await q.db.update(matchResults).set({ userId: formerId }).where(eq(matchResults.userId, userId));
  await anonymiseOutbox(q, userId, formerId);
}

/**
 * Messages not yet delivered: DMs to them are dropped; a channel message that
 * names them (an admin's /admin end) names the placeholder instead.
 */
async function anonymiseOutbox(q: Q, userId: string, formerId: string): Promise<void> {
  const { outbox } = q.t;
  await q.db.delete(outbox).where(eq(outbox.userId, userId));
  const naming = await q.db
    .select({ id: outbox.id, payload: outbox.payload })
    .from(outbox)
    .where(sql`cast(${outbox.payload} as text) like ${`%${userId}%`}`);
  for (const row of naming) {
    // Exact values only: another id may hold theirs as a part.
    const payload = JSON.parse(JSON.stringify(row.payload), (_key, value: unknown) => (value === userId ? formerId : value)) as typeof row.payload;
    await q.db.update(outbox).set({ payload }).where(eq(outbox.id, row.id));
  }
}

/** What names them outside matches: nothing of it is needed once they are gone. */
async function deletePersonRows(q: Q, userId: string): Promise<void> {
  const { playerStats, dmChannels, userPrefs, userNames, memberNames } = q.t;
  await q.db.delete(playerStats).where(eq(playerStats.userId, userId));
  await q.db.delete(dmChannels).where(eq(dmChannels.userId, userId));
  await q.db.delete(userPrefs).where(eq(userPrefs.userId, userId));
  await q.db.delete(userNames).where(eq(userNames.userId, userId));
  await q.db.delete(memberNames).where(eq(memberNames.userId, userId));
}
