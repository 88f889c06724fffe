/**
 * Registering slash commands only when their definitions changed: the hash
 * of what was last registered (and where) is kept in the database.
 */
import { createHash } from 'node:crypto';
import { Routes, type REST, type RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import type { DbOrTx } from '../db/connection.js';
import { getMeta, setMeta } from '../db/meta.js';

const HASH_KEY = 'commands_hash';

export type CommandDefinitions = readonly RESTPostAPIChatInputApplicationCommandsJSONBody[];

export function commandsHash(definitions: CommandDefinitions, applicationId: string, guildId: string | undefined): string {
  return createHash('sha256').update(JSON.stringify({ applicationId, guildId: guildId ?? null, definitions })).digest('hex');
}

/** Returns true when the commands were (re-)registered. */
export async function syncCommands(
  rest: REST,
  db: DbOrTx,
  definitions: CommandDefinitions,
  applicationId: string,
  guildId: string | undefined,
  opts: { force?: boolean } = {},
): Promise<boolean> {
  const hash = commandsHash(definitions, applicationId, guildId);
  if (!opts.force && getMeta(db, HASH_KEY) === hash) return false;
  const route = guildId ? Routes.applicationGuildCommands(applicationId, guildId) : Routes.applicationCommands(applicationId);
  await rest.put(route, { body: definitions });
  setMeta(db, HASH_KEY, hash);
  return true;
}
