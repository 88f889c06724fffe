/**
 * The running bot: the store's play layer, the interaction router fed by a
 * transport (the gateway, or HTTP interactions), delivery, computer players,
 * the turn clock and command sync. `npm start` and the end-to-end tests start
 * it the same way.
 */
import type { Client } from 'discord.js';
import type { APIInteraction } from 'discord-api-types/v10';
import type { Logger } from 'pino';
import type { Config } from '../startup/config.js';
import { inviteUrl } from '../startup/invite.js';
import type { Store } from '../db/store.js';
import { playContext } from '../play/context.js';
import { openMatchesInGuild, openMatchesIn } from '../play/places.js';
import { runDueTimers } from '../play/timers.js';
import { Housekeeping } from '../play/housekeeping.js';
import { clearDeparture, departedGuilds, recordDeparture } from '../play/server-purge.js';
import { dueSyncs, releaseLeases } from '../play/sync-claims.js';
import { workerThinker, type Thinker } from '../computers/pool.js';
import { ComputerPlayers } from '../computers/players.js';
import { DailyComputer } from '../computers/daily.js';
import { pictureEncoder } from '../images/encoder.js';
import { ClicksFirst } from '../runtime/clicks-first.js';
import { ClicksComing } from '../runtime/thread-priority.js';
import { every } from '../runtime/every.js';
import type { App } from './app.js';
import type { BotCommand } from './command-types.js';
import { commandIds, syncCommands } from './command-sync.js';
import { Delivery } from './delivery/delivery.js';
import { Messenger } from './delivery/messenger.js';
import { startGatewayHeartbeat } from './heartbeat.js';
import { handleInteraction, type Send } from './interactions/handle.js';
import { PeopleSeen } from './people-seen.js';
import { Pictures } from './pictures.js';
import { discordAgent } from './transport/discord-agent.js';
import { gatewayTransport } from './transport/gateway.js';
import { httpTransport } from './transport/http.js';
import type { Transport } from './transport/transport.js';

export interface BotOptions {
  config: Config;
  store: Store;
  log: Logger;
  /** The slash commands (commands/ builds them from the registered games). */
  commands: readonly BotCommand[];
  /** Test hooks: a movable clock, fixed seeds, board edit spacing, no tick loop. */
  now?: () => number;
  newSeed?: () => string;
  boardIntervalMs?: number;
  tickIntervalMs?: number | null;
  /** How often delivery looks for due matches (default 500 ms; null: only when kicked or asked). */
  pollMs?: number | null;
  /** How long a process holds a match it syncs (default 60 s). */
  leaseMs?: number;
  /** Computer players: their pause before moving (default 1 s), their thinking budget, and the thinker (default: worker threads). */
  computerPauseMs?: number;
  computerBudgetMs?: number;
  thinker?: Thinker;
  /** How long login may take to get READY from the gateway (default 60 s). */
  readyTimeoutMs?: number;
  /** How often the clean-up runs: move logs past retention, servers' data past grace (default 5 min; null: only when asked). */
  housekeepingIntervalMs?: number | null;
  /** Gateway heartbeat for the health command (default 15 s; null: none). */
  heartbeatIntervalMs?: number | null;
  /** HTTP interactions: how long a request may take to arrive (default 10 s), and its largest body (default 1 MiB). */
  httpRequestTimeoutMs?: number;
  httpMaxBodyBytes?: number;
  /** Boards and hands as pictures for servers that never chose with /settings images (default: the config's IMAGES, on). */
  images?: boolean;
  /** Worker threads that draw pictures (default: one less than the cores, at most two; 0: in this thread). */
  pictureThreads?: number;
}

export interface Bot {
  /** The gateway client (null in HTTP mode). */
  client: Client | null;
  /** The port the HTTP interactions endpoint listens on (null over the gateway). */
  httpPort: number | null;
  app: App;
  delivery: Delivery;
  /** Runs the turn clock once (the loop calls it every second). */
  tick(): Promise<void>;
  /** Runs the clean-up once (its timer calls it every few minutes). */
  housekeeping(): Promise<void>;
  /** Handles one interaction payload as a transport would, answering through `send`. */
  interaction(raw: APIInteraction, send: Send): Promise<void>;
  /** Resolves when every queued Discord update has been sent (and, unless `computers: false`, no computer is about to move). */
  idle(opts?: { computers?: boolean }): Promise<void>;
  stop(): Promise<void>;
}

export async function startBot(opts: BotOptions): Promise<Bot> {
  const { config, store, log } = opts;
  const agent = discordAgent(config.discordKeepAliveSeconds);
  const transport = transportFor(opts, agent);
  const { rest, client } = transport;
  const play = await playContext(store, {
    turnTimeoutMs: config.turnTimeoutSeconds * 1000,
    lobbyIdleMs: config.lobbyIdleMinutes * 60_000,
    dailySecret: config.dailySecret,
    ...(opts.now ? { now: opts.now } : {}),
    ...(opts.newSeed ? { newSeed: opts.newSeed } : {}),
    ...(opts.computerPauseMs !== undefined ? { computerPauseMs: opts.computerPauseMs } : {}),
  });
  // Up while clicks are being handled: computers' thinking waits meanwhile (src/runtime/thread-priority.ts).
  const clicksComing = new ClicksComing();
  const clicks = new ClicksFirst(clicksComing);
  const pictures = new Pictures(log, { encoder: pictureEncoder(opts.pictureThreads !== undefined ? { threads: opts.pictureThreads } : {}) });
  const thinker = opts.thinker ?? workerThinker({ clicksComing: clicksComing.buffer, onError: (err, request) => log.warn({ err, game: request.game }, 'computer decision failed: playing the safe move') });
  const daily = new DailyComputer(play, thinker, log, opts.computerBudgetMs);
  let delivery: Delivery | null = null;
  const housekeeping = new Housekeeping(play, {
    logRetentionDays: config.matchLogRetentionDays,
    guildGraceDays: config.guildDataGraceDays,
    afterClicks: () => clicks.afterClicks(),
    onError: (err, chore) => log.error({ err, chore }, 'clean-up failed: tried again at its next run'),
  });
  const app: App = {
    play,
    rest,
    applicationId: '',
    log,
    pictures,
    imagesByDefault: opts.images ?? config.images,
    guildNames: transport.guildNames,
    daily,
    commands: new Map(opts.commands.map((c) => [c.name, c])),
    commandIds: () => store.read((q) => commandIds(q)),
    rulesUrl: config.rulesUrl,
    privacy: { policyUrl: config.privacyUrl, logRetentionDays: config.matchLogRetentionDays, guildGraceDays: config.guildDataGraceDays },
    sync: (ids) => delivery?.kick(ids),
    housekeeping: () => void housekeeping.run(),
  };
  const computers = new ComputerPlayers(play, thinker, log, {
    afterClicks: () => clicks.afterClicks(),
    played: (id) => app.sync([id]),
    ...(opts.computerBudgetMs ? { budgetMs: opts.computerBudgetMs } : {}),
  });
  delivery = new Delivery({
    app,
    log,
    messenger: new Messenger(rest),
    boardIntervalMs: opts.boardIntervalMs ?? 1000,
    boardMaxAgeMs: 60 * 60_000,
    pollMs: opts.pollMs === undefined ? 500 : opts.pollMs,
    afterClicks: () => clicks.afterClicks(),
    onLoaded: (match, players) => computers.schedule(match, players),
    onServerLost: (guildId) => void left(guildId),
    ...(opts.leaseMs !== undefined ? { leaseMs: opts.leaseMs } : {}),
  });
  const people = new PeopleSeen(play, log);
  const handling = new Set<Promise<void>>();
  const interaction = (raw: APIInteraction, send: Send): Promise<void> => {
    // A click from a server the bot had left: it is back (without a gateway, the only way to learn it).
    if (raw.guild_id && departed.has(raw.guild_id)) void joined(raw.guild_id);
    const handled = handleInteraction(raw, { app, people, clicks }, send)
      .catch((err: unknown) => log.error({ err }, 'interaction handling failed'))
      .finally(() => handling.delete(handled));
    handling.add(handled);
    return handled;
  };
  // Servers the bot left (as far as this process knows): added back, their departure is cleared, else no write at each start-up's GUILD_CREATE.
  const departed = new Set(await store.read((q) => departedGuilds(q)));
  const left = async (guildId: string) => {
    departed.add(guildId);
    try {
      await store.read((q) => recordDeparture(q, guildId, play.now()));
    } catch (err) {
      log.error({ err, guildId }, 'could not record that the bot left a server');
    }
    await lose(() => store.read((q) => openMatchesInGuild(q, guildId)), 'server_lost');
  };
  const joined = async (guildId: string) => {
    if (!departed.delete(guildId)) return;
    try {
      await store.read((q) => clearDeparture(q, guildId));
    } catch (err) {
      departed.add(guildId);
      log.error({ err, guildId }, 'could not clear the departure of a server the bot is back in');
    }
  };
  const lose = async (find: () => Promise<string[]>, cause: 'channel_lost' | 'server_lost') => {
    try {
      await delivery?.placeLost(await find(), cause);
    } catch (err) {
      log.error({ err, cause }, 'could not end the matches of a lost channel or server');
    }
  };

  try {
    app.applicationId = await transport.start({
      interaction,
      channelDeleted: (channelId) => void lose(() => store.read((q) => openMatchesIn(q, { channelId })), 'channel_lost'),
      guildLeft: (guildId) => void left(guildId),
      guildJoined: (guildId) => void joined(guildId),
    });
    // A bot in no server yet (over the gateway we know): the host gets the link that adds it.
    if (client && client.guilds.cache.size === 0 && app.applicationId) log.info({ invite: inviteUrl(app.applicationId) }, 'the bot is in no server yet: add it with this link');
    if (app.applicationId && (await syncCommands(rest, store, opts.commands.map((c) => c.definition), app.applicationId, config.devGuildId))) {
      log.info({ guild: config.devGuildId ?? 'global' }, 'slash commands registered');
    }
  } catch (err) {
    // Stopping a half-open gateway connection may itself hang: do not wait for it.
    void transport.stop(async () => undefined).catch(() => undefined);
    void thinker.close().catch(() => undefined);
    delivery.stop();
    throw err;
  }

  const tick = async () => {
    try {
      const { changed, computers: due } = await runDueTimers(play);
      app.sync(changed);
      computers.run(due);
    } catch (err) {
      log.error({ err }, 'turn clock failed');
    }
  };
  const clock = every(opts.tickIntervalMs === null ? null : (opts.tickIntervalMs ?? 1000), () => void tick());
  const chores = every(opts.housekeepingIntervalMs === null ? null : (opts.housekeepingIntervalMs ?? 5 * 60_000), () => void housekeeping.run());
  // The health command watches the gateway; over HTTP the load balancer asks GET /healthz instead.
  const heartbeat = opts.heartbeatIntervalMs === null || !client ? null : startGatewayHeartbeat({ client, store, log, intervalMs: opts.heartbeatIntervalMs, key: config.heartbeatKey });
  // Whatever an earlier run (any process) left behind is due already: look now.
  // On SQLite that run is gone (one process per file): its leases go too.
  if (store.dialect === 'sqlite') await store.read((q) => releaseLeases(q));
  const catchingUp = await store.read((q) => dueSyncs(q, play.now()));
  void delivery.poll();
  log.info({ ...transport.describe(), database: store.where, catchingUp }, 'bot ready');

  return {
    client,
    httpPort: transport.port,
    app,
    delivery,
    tick,
    housekeeping: () => housekeeping.run(),
    interaction,
    async idle(idleOpts = {}) {
      // A computer's move makes deliveries, and a delivery can wake a computer: wait until both are quiet.
      do {
        await Promise.all([...handling]);
        await delivery.idle();
        if (idleOpts.computers === false) return;
        await computers.idle();
        await daily.idle();
      } while (delivery.busy() || handling.size > 0);
    },
    async stop() {
      clock.stop();
      chores.stop();
      heartbeat?.stop();
      computers.stop();
      delivery.stop();
      // No new interactions; the answers being made still go out.
      await transport.stop(async () => void (await Promise.all([...handling])));
      await housekeeping.stop();
      await Promise.all([thinker.close(), pictures.close()]);
      await agent.destroy();
    },
  };
}

/** The gateway (default), or HTTP interactions: everything that differs between them lives in the transport. */
function transportFor(opts: BotOptions, agent: ReturnType<typeof discordAgent>): Transport {
  const { config, log, store } = opts;
  if (config.interactions === 'gateway') return gatewayTransport({ config, agent, log, readyTimeoutMs: opts.readyTimeoutMs });
  return httpTransport({
    config,
    agent,
    log,
    healthy: () => store.read(async (q) => void (await q.db.select({ key: q.t.meta.key }).from(q.t.meta).limit(1))),
    requestTimeoutMs: opts.httpRequestTimeoutMs,
    maxBodyBytes: opts.httpMaxBodyBytes,
  });
}
