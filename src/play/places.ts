/** The open lobbies and matches of a channel or a server: what ends when the bot loses it. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Q } from '../db/store.js';
import { OPEN_STATUSES } from './matches.js';

export async function openMatchesIn(q: Q, where: { channelId: string }): Promise<string[]> {
  const { matches } = q.t;
  const rows = await q.db.select({ id: matches.id }).from(matches).where(and(eq(matches.channelId, where.channelId), inArray(matches.status, [...OPEN_STATUSES])));
  return rows.map((r) => r.id);
}

export async function openMatchesInGuild(q: Q, guildId: string): Promise<string[]> {
  const { matches } = q.t;
  const rows = await q.db.select({ id: matches.id }).from(matches).where(and(eq(matches.guildId, guildId), inArray(matches.status, [...OPEN_STATUSES])));
  return rows.map((r) => r.id);
}
