/**
 * How Discord and the bot meet: the gateway (one connection, events pushed
 * to this process) or HTTP interactions (Discord POSTs each interaction to
 * any worker). Either way the bot gets Discord's own interaction JSON and a
 * `Send`, and talks to Discord through discord.js's REST.
 */
import type { Client, REST } from 'discord.js';
import type { APIInteraction } from 'discord-api-types/v10';
import type { GuildNames } from '../app.js';
import type { Send } from '../interactions/handle.js';

export interface TransportEvents {
  /** Resolves once the interaction was handled (HTTP keeps its request open until then). */
  interaction(raw: APIInteraction, send: Send): Promise<void>;
  /** A channel was deleted (the gateway only: over HTTP, delivery finds out from Discord's errors). */
  channelDeleted(channelId: string): void;
  /** The bot was removed from a server (the gateway only, as above). */
  guildLeft(guildId: string): void;
  /** The bot is in a server: at start-up for each, or added back (the gateway only). */
  guildJoined(guildId: string): void;
}

export interface Transport {
  readonly mode: 'gateway' | 'http';
  /** The gateway client (null over HTTP). */
  readonly client: Client | null;
  readonly rest: REST;
  readonly guildNames: GuildNames;
  /** Starts taking interactions (logs in, or listens); resolves with the application's id. */
  start(events: TransportEvents): Promise<string>;
  /** Where interactions come in, for the start-up log line. */
  describe(): Record<string, unknown>;
  /** The port of the HTTP endpoint (null over the gateway). */
  readonly port: number | null;
  /** Stops taking interactions, waits for `handled` (the answers being made go out), then closes. */
  stop(handled: () => Promise<void>): Promise<void>;
}
