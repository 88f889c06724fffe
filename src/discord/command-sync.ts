/**
 * Registering slash commands only when their definitions changed: the hash
 * of what was last registered (and where) is kept in the database.
 */
import { createHash } from 'node:crypto';
import { Routes, type REST } from 'discord.js';
import { commands } from '../../commands/index.js';
import type { DbOrTx } from '../db/connection.js';
import { getMeta, setMeta } from '../db/meta.js';

const HASH_KEY = 'commands_hash';

export function commandDefinitions() {
  return commands.map((c) => c.definition);
}

export function commandsHash(applicationId: string, guildId: string | undefined): string {
  return createHash('sha256').update(JSON.stringify({ applicationId, guildId: guildId ?? null, definitions: commandDefinitions() })).digest('hex');
}

/** Returns true when the commands were (re-)registered. */
export async function syncCommands(rest: REST, db: DbOrTx, applicationId: string, guildId: string | undefined, opts: { force?: boolean } = {}): Promise<boolean> {
  const hash = commandsHash(applicationId, guildId);
  if (!opts.force && getMeta(db, HASH_KEY) === hash) return false;
  const route = guildId ? Routes.applicationGuildCommands(applicationId, guildId) : Routes.applicationCommands(applicationId);
  await rest.put(route, { body: commandDefinitions() });
  setMeta(db, HASH_KEY, hash);
  return true;
}
