/**
 * A server's data, as its admins see it (/admin data): what is kept, and
 * deleting it. Deleting ends the lobbies and matches still open there (as
 * /admin end does: no result, the players are told), deletes at once what is
 * small (stats and ratings, settings, nicknames) and marks the server's
 * matches for deletion; the background job (server-purge.ts) deletes them in
 * batches, each once Discord shows how it ended.
 */
import { and, count, countDistinct, eq, inArray, like } from 'drizzle-orm';
import { deleteMeta, getMeta, setMeta } from '../db/meta.js';
import { first, type Q } from '../db/store.js';
import { endWithoutResult } from './admin.js';
import type { PlayContext } from './context.js';
import { lockMatch, OPEN_STATUSES } from './matches.js';

export interface ServerData {
  matches: number;
  /** Lobbies and matches open now: deleting ends them. */
  open: number;
  results: number;
  /** People on the server's leaderboards. */
  boardPlayers: number;
  /** Settings made with /settings (the language, turn times, lobby time, …). */
  settings: number;
  nicknames: number;
  /** A deletion asked for earlier is still going through its matches. */
  deleting: boolean;
}

const MARK = 'forget-server:';

export async function serverData(q: Q, guildId: string): Promise<ServerData> {
  const { matches, matchResults, playerStats, guildSettings, guildGameSettings, memberNames } = q.t;
  const n = async (rows: PromiseLike<{ n: number }[]>) => Number((await first(rows))?.n ?? 0);
  const inGuild = eq(matches.guildId, guildId);
  const own = await first(q.db.select().from(guildSettings).where(eq(guildSettings.guildId, guildId)));
  // The server's locale as Discord tells it is not a setting anyone made.
  const made = own ? [own.language, own.lobbyIdleMinutes, own.computerTakeover, own.images].filter((v) => v !== null).length : 0;
  return {
    matches: await n(q.db.select({ n: count() }).from(matches).where(inGuild)),
    open: await n(q.db.select({ n: count() }).from(matches).where(and(inGuild, inArray(matches.status, [...OPEN_STATUSES])))),
    results: await n(q.db.select({ n: count() }).from(matchResults).innerJoin(matches, eq(matches.id, matchResults.matchId)).where(inGuild)),
    boardPlayers: await n(q.db.select({ n: countDistinct(playerStats.userId) }).from(playerStats).where(eq(playerStats.guildId, guildId))),
    settings: made + (await n(q.db.select({ n: count() }).from(guildGameSettings).where(eq(guildGameSettings.guildId, guildId)))),
    nicknames: await n(q.db.select({ n: count() }).from(memberNames).where(eq(memberNames.guildId, guildId))),
    deleting: (await getMeta(q, `${MARK}${guildId}`)) !== undefined,
  };
}

/** Deletes a server's data (see above); returns the matches it ended, for delivery to show. */
export function forgetServer(ctx: PlayContext, guildId: string, byUserId: string): Promise<{ ended: string[] }> {
  return ctx.store.transaction(async (q) => {
    const { matches } = q.t;
    const open = await q.db.select({ id: matches.id }).from(matches).where(and(eq(matches.guildId, guildId), inArray(matches.status, [...OPEN_STATUSES])));
    const ended: string[] = [];
    for (const { id } of open) {
      const match = await lockMatch(q, id);
      if (match && (await endWithoutResult(q, ctx, match, { by: 'admin', userId: byUserId }))) ended.push(id);
    }
    await deleteServerRows(q, guildId);
    await markForDeletion(q, guildId, ctx.now());
    return { ended };
  });
}

/** What a server keeps outside its matches: stats and ratings, settings, nicknames, a departure. */
export async function deleteServerRows(q: Q, guildId: string): Promise<void> {
  const { playerStats, guildSettings, guildGameSettings, memberNames, guildDepartures } = q.t;
  await q.db.delete(playerStats).where(eq(playerStats.guildId, guildId));
  await q.db.delete(guildSettings).where(eq(guildSettings.guildId, guildId));
  await q.db.delete(guildGameSettings).where(eq(guildGameSettings.guildId, guildId));
  await q.db.delete(memberNames).where(eq(memberNames.guildId, guildId));
  await q.db.delete(guildDepartures).where(eq(guildDepartures.guildId, guildId));
}

/** The server's matches begun until `at` are to be deleted (kept as a `meta` row until they are). */
export async function markForDeletion(q: Q, guildId: string, at: number): Promise<void> {
  await setMeta(q, `${MARK}${guildId}`, String(at));
}

/** Servers whose matches are being deleted, and since when. */
export async function markedForDeletion(q: Q): Promise<{ guildId: string; at: number }[]> {
  const rows = await q.db.select().from(q.t.meta).where(like(q.t.meta.key, `${MARK}%`));
  return rows.map((r) => ({ guildId: r.key.slice(MARK.length), at: Number(r.value) }));
}

export async function unmark(q: Q, guildId: string): Promise<void> {
  await deleteMeta(q, `${MARK}${guildId}`);
}
