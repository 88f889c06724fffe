/**
 * What a server's admins set with /settings: the language of its channel
 * messages, turn time per game, how long an untouched lobby stays open,
 * whether computers take over for absent players by default, and pictures
 * on or off. Unset values fall back to the bot's configuration. Read from the
 * database each time: another process may have changed them.
 */
import { and, eq } from 'drizzle-orm';
import type { GuildSettings } from '../db/schema/sqlite.js';
import { first, type Q } from '../db/store.js';

export const TURN_SECONDS_RANGE = { min: 30, max: 86_400 } as const;
export const LOBBY_MINUTES_RANGE = { min: 1, max: 1_440 } as const;

export interface ServerSettings {
  /** The chosen language of channel messages ('en' | 'de'), or null: follow the server's Discord locale. */
  language: string | null;
  /** The server's preferred locale as Discord last told it. */
  discordLocale: string | null;
  lobbyIdleMinutes: number | null;
  computerTakeover: boolean | null;
  /** Pictures on or off; null: the bot's default. */
  images: boolean | null;
  /** Turn seconds by game id, for the games that have their own. */
  turnSeconds: Record<string, number>;
}

const NONE: Omit<ServerSettings, 'turnSeconds'> = { language: null, discordLocale: null, lobbyIdleMinutes: null, computerTakeover: null, images: null };

export async function guildRow(q: Q, guildId: string): Promise<Omit<ServerSettings, 'turnSeconds'>> {
  const row = await first(q.db.select().from(q.t.guildSettings).where(eq(q.t.guildSettings.guildId, guildId)));
  return row ? { language: row.language, discordLocale: row.discordLocale, lobbyIdleMinutes: row.lobbyIdleMinutes, computerTakeover: row.computerTakeover, images: row.images } : NONE;
}

export async function serverSettings(q: Q, guildId: string): Promise<ServerSettings> {
  const turns = await q.db.select().from(q.t.guildGameSettings).where(eq(q.t.guildGameSettings.guildId, guildId));
  return { ...(await guildRow(q, guildId)), turnSeconds: Object.fromEntries(turns.map((r) => [r.game, r.turnSeconds])) };
}

export async function turnSecondsOf(q: Q, guildId: string, game: string): Promise<number | null> {
  const { guildGameSettings: g } = q.t;
  return (await first(q.db.select({ s: g.turnSeconds }).from(g).where(and(eq(g.guildId, guildId), eq(g.game, game)))))?.s ?? null;
}

/** null: back to the bot's default. */
export async function setTurnSeconds(q: Q, guildId: string, game: string, seconds: number | null): Promise<void> {
  const { guildGameSettings: g } = q.t;
  if (seconds === null) {
    await q.db.delete(g).where(and(eq(g.guildId, guildId), eq(g.game, game)));
    return;
  }
  await q.db.insert(g).values({ guildId, game, turnSeconds: seconds }).onConflictDoUpdate({ target: [g.guildId, g.game], set: { turnSeconds: seconds } });
}

/** Sets some of a server's own settings (the row is made on first use). */
export async function setGuildSettings(q: Q, guildId: string, values: Partial<Omit<GuildSettings, 'guildId'>>): Promise<void> {
  await q.db.insert(q.t.guildSettings).values({ guildId, ...values }).onConflictDoUpdate({ target: q.t.guildSettings.guildId, set: values });
}

/** How long a lobby in this server stays open untouched. */
export async function lobbyIdleMsOf(q: Q, guildId: string, configuredMs: number): Promise<number> {
  const minutes = (await guildRow(q, guildId)).lobbyIdleMinutes;
  return minutes ? minutes * 60_000 : configuredMs;
}
