/**
 * Interactions over the gateway (the default: no public URL needed, right
 * for a host behind NAT). discord.js keeps the connection — all shards, or
 * the ones this process was given — and hands each INTERACTION_CREATE over as
 * Discord's own JSON; answers go back through the callback route. The gateway
 * also tells when a channel is deleted or the bot leaves a server.
 */
import { Client, GatewayDispatchEvents, GatewayIntentBits, Options, type REST, type RESTOptions } from 'discord.js';
import { restOptions } from './rest-options.js';
import type { Agent } from 'undici';
import type { APIInteraction, GatewayChannelDeleteDispatchData, GatewayGuildCreateDispatchData, GatewayGuildDeleteDispatchData } from 'discord-api-types/v10';
import type { Logger } from 'pino';
import type { Config } from '../../startup/config.js';
import { StartupError } from '../../startup/errors.js';
import { messagesFor } from '../../startup/host-messages/index.js';
import type { GuildNames } from '../app.js';
import { postAnswer } from './answer.js';
import type { Send } from '../interactions/handle.js';
import type { Transport } from './transport.js';

export interface GatewayEvents {
  interaction(raw: APIInteraction, send: Send): void;
  /** A channel was deleted. */
  channelDeleted(channelId: string): void;
  /** The bot was removed from a server (not an outage: those come back by themselves). */
  guildLeft(guildId: string): void;
  /** The bot is in a server (at start-up, or added back). */
  guildJoined(guildId: string): void;
}

export interface GatewayOptions {
  token: string;
  /** The REST client's options (src/discord/transport/rest-options.ts). */
  rest: Partial<RESTOptions>;
  /** The shards this process connects: all of them, as Discord recommends (`auto`), or these of `count`. */
  shards: 'auto' | { ids: number[]; count: number };
}

export function gatewayClient(opts: GatewayOptions): Client {
  return new Client({
    intents: [GatewayIntentBits.Guilds],
    ...(opts.shards === 'auto' ? { shards: 'auto' as const } : { shards: opts.shards.ids, shardCount: opts.shards.count }),
    makeCache: Options.cacheWithLimits({
      ...Options.DefaultMakeCacheSettings,
      // Messages reach us only inside clicks, members only in interactions: the bot keeps none.
      MessageManager: 0,
      GuildMemberManager: { maxSize: 0, keepOverLimit: (member) => member.id === member.client.user.id },
      GuildEmojiManager: 0,
      GuildStickerManager: 0,
      GuildScheduledEventManager: 0,
      ReactionManager: 0,
      StageInstanceManager: 0,
      VoiceStateManager: 0,
    }),
    rest: opts.rest,
  });
}

/** Feeds the gateway's events to the bot: interactions (answered through `rest`) and the servers and channels it loses or gains. */
export function listenToGateway(client: Client, rest: REST, events: GatewayEvents): void {
  const send: Send = (ix, reply) => postAnswer(rest, ix, reply);
  client.ws.on(GatewayDispatchEvents.InteractionCreate, (raw: APIInteraction) => events.interaction(raw, send));
  client.ws.on(GatewayDispatchEvents.ChannelDelete, (data: GatewayChannelDeleteDispatchData) => events.channelDeleted(data.id));
  client.ws.on(GatewayDispatchEvents.GuildDelete, (data: GatewayGuildDeleteDispatchData) => {
    // `unavailable`: an outage on Discord's side, not a removal.
    if (!data.unavailable) events.guildLeft(data.id);
  });
  client.ws.on(GatewayDispatchEvents.GuildCreate, (data: GatewayGuildCreateDispatchData) => events.guildJoined(data.id));
}

/** Servers' names from the gateway's cache (every server the bot is in arrives with its name). */
export function cachedGuildNames(client: Client): GuildNames {
  return { name: async (guildId) => client.guilds.cache.get(guildId)?.name ?? null };
}

export interface GatewayTransportOptions {
  config: Pick<Config, 'discordToken' | 'discordApiUrl' | 'discordRequestsPerSecond' | 'shards' | 'hostLanguage'>;
  agent: Agent;
  log: Logger;
  /** How long login may take to get READY (default 60 s). */
  readyTimeoutMs?: number | undefined;
}

/** The gateway as the bot's transport: log in, wait for READY, feed its events to the bot. */
export function gatewayTransport(opts: GatewayTransportOptions): Transport {
  const { config, log } = opts;
  const client = gatewayClient({ token: config.discordToken, rest: restOptions(config, opts.agent), shards: config.shards });
  client.on('error', (err) => log.error({ err }, 'client error'));
  return {
    mode: 'gateway',
    client,
    rest: client.rest,
    guildNames: cachedGuildNames(client),
    port: null,
    async start(events) {
      listenToGateway(client, client.rest, {
        interaction: (raw, send) => void events.interaction(raw, send),
        channelDeleted: events.channelDeleted,
        guildLeft: events.guildLeft,
        guildJoined: events.guildJoined,
      });
      await login(client, config, opts.readyTimeoutMs ?? 60_000);
      log.info({ user: client.user?.tag, guilds: client.guilds.cache.size }, 'logged in');
      return client.application?.id ?? client.user?.id ?? '';
    },
    describe: () => ({ interactions: 'gateway', user: client.user?.tag, userId: client.user?.id, guilds: client.guilds.cache.size }),
    // The client goes last: destroying it also takes the token from its REST, which answers may still need.
    async stop(handled) {
      await handled();
      await client.destroy();
    },
  };
}

async function login(client: Client, config: GatewayTransportOptions['config'], readyTimeoutMs: number): Promise<void> {
  const ready = new Promise<void>((resolve) => client.once('clientReady', () => resolve()));
  let timer: NodeJS.Timeout | undefined;
  const silent = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StartupError(messagesFor(config.hostLanguage).gatewaySilent(Math.ceil(readyTimeoutMs / 1000)))), readyTimeoutMs);
  });
  try {
    await Promise.race([client.login(config.discordToken).then(() => ready), silent]);
  } catch (err) {
    // Stopping a half-open gateway connection may itself hang: do not wait for it.
    void client.destroy().catch(() => undefined);
    throw err;
  } finally {
    clearTimeout(timer);
  }
}
