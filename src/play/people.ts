/**
 * What the bot knows of people across matches, as their interactions last
 * told it: display name, nickname in each server, and the language their
 * Discord speaks. Discord tells a bot about a user only when they act, so
 * boards and DMs name people (and speak to them) from these rows.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Q } from '../db/store.js';

export interface Person {
  userId: string;
  name: string;
  language: string;
  /** The server the interaction came from and the nickname there (null: none), if it came from a server. */
  guild?: { guildId: string; nick: string | null; discordLocale: string | null };
}

/** Records what an interaction told about its user (and its server's locale); only what changed is written. */
export async function savePerson(q: Q, p: Person, now: number): Promise<void> {
  const { userNames, userPrefs, memberNames, guildSettings } = q.t;
  await q.db.insert(userNames).values({ userId: p.userId, name: p.name, updatedAt: now }).onConflictDoUpdate({ target: userNames.userId, set: { name: p.name, updatedAt: now } });
  await q.db.insert(userPrefs).values({ userId: p.userId, language: p.language }).onConflictDoUpdate({ target: userPrefs.userId, set: { language: p.language } });
  if (!p.guild) return;
  const { guildId, nick, discordLocale } = p.guild;
  if (nick === null) await q.db.delete(memberNames).where(and(eq(memberNames.guildId, guildId), eq(memberNames.userId, p.userId)));
  else await q.db.insert(memberNames).values({ guildId, userId: p.userId, nick, updatedAt: now }).onConflictDoUpdate({ target: [memberNames.guildId, memberNames.userId], set: { nick, updatedAt: now } });
  if (discordLocale) await q.db.insert(guildSettings).values({ guildId, discordLocale }).onConflictDoUpdate({ target: guildSettings.guildId, set: { discordLocale } });
}

/** Names, server nicknames and languages of `userIds` (in server `guildId`), in three reads. */
export async function peopleOf(q: Q, userIds: readonly string[], guildId: string | null): Promise<{ names: Map<string, string>; nicks: Map<string, string>; languages: Map<string, string> }> {
  const { userNames, userPrefs, memberNames } = q.t;
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return { names: new Map(), nicks: new Map(), languages: new Map() };
  const names = await q.db.select().from(userNames).where(inArray(userNames.userId, ids));
  const langs = await q.db.select().from(userPrefs).where(inArray(userPrefs.userId, ids));
  const nicks = guildId === null ? [] : await q.db.select().from(memberNames).where(and(eq(memberNames.guildId, guildId), inArray(memberNames.userId, ids)));
  return {
    names: new Map(names.map((r) => [r.userId, r.name])),
    nicks: new Map(nicks.map((r) => [r.userId, r.nick])),
    languages: new Map(langs.map((r) => [r.userId, r.language])),
  };
}
