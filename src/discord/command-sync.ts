/**
 * Registering slash commands only when their definitions changed: the hash
 * of what was last registered (and where) is kept in the database, with the
 * ids Discord gave the commands (for clickable mentions in /help).
 */
import { createHash } from 'node:crypto';
import { Routes, type REST } from 'discord.js';
import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord-api-types/v10';
import type { Q, Store } from '../db/store.js';
import { getMeta, setMeta } from '../play/meta.js';

const HASH_KEY = 'commands_hash';
const IDS_KEY = 'commands_ids';

export type CommandDefinitions = readonly RESTPostAPIChatInputApplicationCommandsJSONBody[];

export function commandsHash(definitions: CommandDefinitions, applicationId: string, guildId: string | undefined): string {
  return createHash('sha256').update(JSON.stringify({ applicationId, guildId: guildId ?? null, definitions })).digest('hex');
}

/** Returns true when the commands were (re-)registered. */
export async function syncCommands(
  rest: REST,
  store: Store,
  definitions: CommandDefinitions,
  applicationId: string,
  guildId: string | undefined,
  opts: { force?: boolean } = {},
): Promise<boolean> {
  const hash = commandsHash(definitions, applicationId, guildId);
  if (!opts.force && (await store.read((q) => getMeta(q, HASH_KEY))) === hash) return false;
  const route = guildId ? Routes.applicationGuildCommands(applicationId, guildId) : Routes.applicationCommands(applicationId);
  const registered = (await rest.put(route, { body: definitions })) as { id: string; name: string }[] | null;
  const ids = Object.fromEntries((registered ?? []).map((c) => [c.name, c.id]));
  await store.read(async (q) => {
    await setMeta(q, IDS_KEY, JSON.stringify(ids));
    await setMeta(q, HASH_KEY, hash);
  });
  return true;
}

/** The ids Discord gave the commands at their last registration, by name. */
export async function commandIds(q: Q): Promise<ReadonlyMap<string, string>> {
  const stored = await getMeta(q, IDS_KEY);
  try {
    return new Map(Object.entries(stored ? (JSON.parse(stored) as Record<string, string>) : {}));
  } catch {
    return new Map();
  }
}
