/**
 * Servers' names without a gateway: asked of Discord once (`GET /guilds/{id}`)
 * and kept in memory. A server that cannot be read is asked again only after
 * a while, so a lost server does not cost a refused request per render.
 */
import { Routes, type REST } from 'discord.js';
import type { Logger } from 'pino';
import type { GuildNames } from '../app.js';

const KEEP_NAME_MS = 60 * 60_000;
const KEEP_FAILURE_MS = 60_000;

export interface RestGuildNames extends GuildNames {
  /** Starts asking for a server's name now, so it is known by the time a handler needs it. */
  warm(guildId: string): void;
}

export function restGuildNames(rest: REST, log: Logger, now: () => number = Date.now): RestGuildNames {
  const known = new Map<string, { name: Promise<string | null>; until: number }>();
  const name = (guildId: string): Promise<string | null> => {
    const cached = known.get(guildId);
    if (cached && cached.until > now()) return cached.name;
    const entry = { name: Promise.resolve<string | null>(null), until: now() + KEEP_NAME_MS };
    entry.name = (rest.get(Routes.guild(guildId)) as Promise<{ name?: unknown }>).then(
      (guild) => (typeof guild.name === 'string' ? guild.name : null),
      (err: unknown) => {
        log.warn({ err, guildId }, 'could not read a server\'s name');
        entry.until = now() + KEEP_FAILURE_MS;
        return null;
      },
    );
    known.set(guildId, entry);
    return entry.name;
  };
  return {
    name,
    warm: (guildId) => void name(guildId),
  };
}
