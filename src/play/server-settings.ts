/**
 * What a server's admins set with /settings beyond the language: turn time per
 * game, how long an untouched lobby stays open, and whether computers take
 * over for absent players by default. Unset values fall back to the bot's
 * configuration.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/connection.js';
import { prepared } from '../db/prepared.js';
import { guildGameSettings, guildSettings } from '../db/schema/sqlite.js';

export const TURN_SECONDS_RANGE = { min: 30, max: 86_400 } as const;
export const LOBBY_MINUTES_RANGE = { min: 1, max: 1_440 } as const;

export interface ServerSettings {
  lobbyIdleMinutes: number | null;
  computerTakeover: boolean | null;
  /** Turn seconds by game id, for the games that have their own. */
  turnSeconds: Record<string, number>;
}

export function serverSettings(db: Db, guildId: string): ServerSettings {
  const row = db.select().from(guildSettings).where(eq(guildSettings.guildId, guildId)).get();
  const turns = db.select().from(guildGameSettings).where(eq(guildGameSettings.guildId, guildId)).all();
  return {
    lobbyIdleMinutes: row?.lobbyIdleMinutes ?? null,
    computerTakeover: row?.computerTakeover ?? null,
    turnSeconds: Object.fromEntries(turns.map((r) => [r.game, r.turnSeconds])),
  };
}

/** Read by every move (a prepared statement: building the query each time showed in the click profile). */
export function turnSecondsOf(db: Db, guildId: string, game: string): number | null {
  return prepared(db).turnSeconds.get({ guildId, game })?.s ?? null;
}

/** null: back to the bot's default. */
export function setTurnSeconds(db: Db, guildId: string, game: string, seconds: number | null): void {
  if (seconds === null) {
    db.delete(guildGameSettings).where(and(eq(guildGameSettings.guildId, guildId), eq(guildGameSettings.game, game))).run();
    return;
  }
  db.insert(guildGameSettings).values({ guildId, game, turnSeconds: seconds }).onConflictDoUpdate({ target: [guildGameSettings.guildId, guildGameSettings.game], set: { turnSeconds: seconds } }).run();
}

export function setLobbyIdleMinutes(db: Db, guildId: string, minutes: number | null): void {
  db.insert(guildSettings).values({ guildId, lobbyIdleMinutes: minutes }).onConflictDoUpdate({ target: guildSettings.guildId, set: { lobbyIdleMinutes: minutes } }).run();
}

export function setComputerTakeover(db: Db, guildId: string, on: boolean | null): void {
  db.insert(guildSettings).values({ guildId, computerTakeover: on }).onConflictDoUpdate({ target: guildSettings.guildId, set: { computerTakeover: on } }).run();
}

/** How long a lobby in this server stays open untouched. */
export function lobbyIdleMsOf(db: Db, guildId: string, configuredMs: number): number {
  const minutes = db.select({ m: guildSettings.lobbyIdleMinutes }).from(guildSettings).where(eq(guildSettings.guildId, guildId)).get()?.m;
  return minutes ? minutes * 60_000 : configuredMs;
}
