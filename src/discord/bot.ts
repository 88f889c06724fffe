/**
 * The running bot: client, interaction router, delivery, turn clock and
 * command sync. `npm start` and the end-to-end tests start it the same way.
 */
import { Client, GatewayIntentBits, Options } from 'discord.js';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { StartupError } from '../startup/errors.js';
import { messagesFor } from '../startup/host-messages/index.js';
import type { DatabaseHandle } from '../db/connection.js';
import { playContext } from '../play/context.js';
import { matchesToCatchUp } from '../play/shown.js';
import { runDueTimers } from '../play/timers.js';
import type { BotCommand } from './command-types.js';
import { syncCommands } from './command-sync.js';
import { workerThinker, type Thinker } from '../computers/pool.js';
import { ComputerPlayers } from './computer-players.js';
import { DailyComputer } from './daily-computer.js';
import { Delivery } from './delivery.js';
import { ImageSettings } from './image-settings.js';
import { MessageBook } from './message-book.js';
import { Pictures } from './pictures.js';
import { pictureEncoder } from '../images/encoder.js';
import { ClickTurns } from './click-turns.js';
import { ClicksComing } from '../thread-priority.js';
import { Languages } from './languages.js';
import { KnownNames, memberOf, nameOf } from './known-names.js';
import { startGatewayHeartbeat } from './heartbeat.js';
import type { Names } from './render.js';
import { createInteractionHandler } from './router.js';
import { discordAgent } from './discord-agent.js';
import type { BotServices } from './services.js';
import { startQuietCheckpoints } from '../db/checkpoints.js';
import { startIdleMemoryTrim } from '../memory-trim.js';
import { every } from '../every.js';

export interface BotOptions {
  config: Config;
  database: DatabaseHandle;
  log: Logger;
  /** The slash commands (commands/ builds them from the registered games). */
  commands: readonly BotCommand[];
  /** Test hooks: a movable clock, fixed seeds, faster board edits, no tick loop. */
  now?: () => number;
  newSeed?: () => string;
  boardIntervalMs?: number;
  tickIntervalMs?: number | null;
  /** Computer players: their pause before moving (default 1 s), their thinking budget, and the thinker (default: worker threads). */
  computerPauseMs?: number;
  computerBudgetMs?: number;
  thinker?: Thinker;
  /** How long login may take to get READY from the gateway (default 60 s). */
  readyTimeoutMs?: number;
  /** Gateway heartbeat for the health command (default 15 s; null: none). */
  heartbeatIntervalMs?: number | null;
  /** WAL checkpoints in quiet moments (default every 2 s; null: SQLite's backstop only). */
  checkpointIntervalMs?: number | null;
  /** How often to look whether V8's unused memory can go back to the system (default every 5 s; null: never). */
  memoryTrimCheckMs?: number | null;
  /** Boards and hands as pictures for servers that never chose with /settings images (default: the config's IMAGES, on). */
  images?: boolean;
  /** Worker threads that draw pictures (default: one less than the cores, at most two; 0: in this thread). */
  pictureThreads?: number;
}

export interface Bot {
  client: Client;
  services: BotServices;
  /** Runs the turn clock once (the loop calls it every second). */
  tick(): void;
  /** Resolves when every queued Discord update has been sent (and, unless `computers: false`, no computer is about to move). */
  idle(opts?: { computers?: boolean }): Promise<void>;
  stop(): Promise<void>;
}

export async function startBot(opts: BotOptions): Promise<Bot> {
  const { config, database, log } = opts;
  // One pool of connections to Discord for REST and the click answers, kept open through short lulls (discord-agent.ts).
  const agent = discordAgent(config.discordKeepAliveSeconds);
  const client = new Client({
    intents: [GatewayIntentBits.Guilds],
    makeCache: Options.cacheWithLimits({
      ...Options.DefaultMakeCacheSettings,
      // Messages reach us only inside clicks, and we never look one up again (we know what we sent): keep none.
      MessageManager: 0,
      // Every member who clicks would stay cached for good; names come from the users' cache, permissions
      // from the interaction, membership from Discord (rematch.ts). Only the bot's own member is kept.
      GuildMemberManager: { maxSize: 0, keepOverLimit: (member) => member.id === member.client.user.id },
      // Nothing here uses them; on large servers they add up to thousands of objects.
      GuildEmojiManager: 0,
      GuildStickerManager: 0,
      GuildScheduledEventManager: 0,
      ReactionManager: 0,
      StageInstanceManager: 0,
      VoiceStateManager: 0,
    }),
    rest: { agent, ...(config.discordApiUrl ? { api: config.discordApiUrl } : {}) },
  });
  const play = playContext(database, {
    turnTimeoutMs: config.turnTimeoutSeconds * 1000,
    lobbyIdleMs: config.lobbyIdleMinutes * 60_000,
    ...(opts.now ? { now: opts.now } : {}),
    ...(opts.newSeed ? { newSeed: opts.newSeed } : {}),
    ...(opts.computerPauseMs !== undefined ? { computerPauseMs: opts.computerPauseMs } : {}),
    ...(config.dailySecret ? { dailySecret: config.dailySecret } : {}),
  });
  // Raised while clicks are coming: the worker threads (pictures, computers) wait meanwhile (src/thread-priority.ts).
  const clicksComing = new ClicksComing();
  // Clicks arriving together are handled in short turns of the event loop; follow-up work and computer moves wait for them (click-turns.ts).
  const turns = new ClickTurns({ signal: clicksComing });
  // Clicks come first; names are written once they calm down (known-names.ts).
  const knownNames = new KnownNames(database.db, { afterClicks: () => turns.quiet(), onError: (err) => log.warn({ err }, 'could not save display names') });
  // Unknown names (null) are worded by the renderers, in the reader's language.
  const names: Names = {
    guildName: (id) => client.guilds.cache.get(id)?.name ?? null,
    // In a server, a nickname there first, as Discord shows it; then the name. discord.js knows people who acted since the start; the database, those who acted before.
    displayName: (id, guildId) => {
      const nick = guildId === undefined ? null : knownNames.nick(guildId, id);
      if (nick !== null) return nick;
      const user = client.users.cache.get(id);
      return (user ? nameOf(user) : null) ?? knownNames.get(id);
    },
  };
  const languages = new Languages(database.db, client, { afterClicks: () => turns.quiet(), onError: (err) => log.warn({ err }, 'could not save languages') });
  const pictures = new Pictures(log, {
    encoder: pictureEncoder({ clicksComing: clicksComing.buffer, ...(opts.pictureThreads !== undefined ? { threads: opts.pictureThreads } : {}) }),
  });
  const looks = { pictures, images: new ImageSettings(database.db, opts.images ?? config.images), book: new MessageBook(), crowded: () => turns.crowded };
  const delivery = new Delivery(
    client,
    play,
    log,
    names,
    languages,
    { boardIntervalMs: opts.boardIntervalMs ?? 1000, boardMaxAgeMs: 60 * 60_000, afterClicks: () => turns.quiet() },
    looks,
  );
  const thinker = opts.thinker ?? workerThinker({ clicksComing: clicksComing.buffer, onError: (err, request) => log.warn({ err, game: request.game }, 'computer decision failed: playing the safe move') });
  const computers = new ComputerPlayers(play, thinker, (id) => delivery.sync(id), log, {
    afterClicks: () => turns.quiet(),
    ...(opts.computerBudgetMs ? { budgetMs: opts.computerBudgetMs } : {}),
  });
  delivery.onSync((match, players) => computers.schedule(match, players));
  const commands = new Map(opts.commands.map((c) => [c.name, c]));
  const daily = new DailyComputer(play, thinker, log, opts.computerBudgetMs);
  const services: BotServices = { client, play, delivery, daily, names, languages, commands, log, looks };

  const handle = createInteractionHandler(services);
  // Interactions being handled: idle() waits for them too (a click's deliveries are queued once its answer is sent).
  const handling = new Set<Promise<void>>();
  client.on('interactionCreate', (interaction) => {
    knownNames.saw(interaction.user, memberOf(interaction));
    const handled: Promise<void> = turns.run(() => handle(interaction)).finally(() => handling.delete(handled));
    handling.add(handled);
  });
  client.on('error', (err) => log.error({ err }, 'client error'));
  const ready = new Promise<void>((resolve) => client.once('clientReady', () => resolve()));
  const readyTimeoutMs = opts.readyTimeoutMs ?? 60_000;
  let timer: NodeJS.Timeout | undefined;
  const silent = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StartupError(messagesFor(config.hostLanguage).gatewaySilent(Math.ceil(readyTimeoutMs / 1000)))), readyTimeoutMs);
  });
  try {
    await Promise.race([client.login(config.discordToken).then(() => ready), silent]);
  } catch (err) {
    // Stopping a half-open gateway connection may itself hang: do not wait for it.
    void client.destroy().catch(() => undefined);
    void thinker.close().catch(() => undefined);
    throw err;
  } finally {
    clearTimeout(timer);
  }
  log.info({ user: client.user?.tag, guilds: client.guilds.cache.size }, 'logged in');

  const applicationId = client.application?.id ?? client.user?.id;
  if (applicationId && (await syncCommands(client.rest, database.db, opts.commands.map((c) => c.definition), applicationId, config.devGuildId))) {
    log.info({ guild: config.devGuildId ?? 'global' }, 'slash commands registered');
  }

  // Catch up on whatever the last run left undelivered (even after kill -9).
  const behind = matchesToCatchUp(database.db);
  for (const id of behind) delivery.sync(id);

  const tick = () => {
    try {
      const { changed, warned, computers: due } = runDueTimers(play);
      for (const id of [...changed, ...warned]) delivery.sync(id);
      computers.run(due);
    } catch (err) {
      log.error({ err }, 'turn clock failed');
    }
  };
  const clock = every(opts.tickIntervalMs === null ? null : (opts.tickIntervalMs ?? 1000), tick);
  // WAL checkpoints wait until clicks have calmed down, with no step while they come (src/db/checkpoints.ts).
  const checkpoints = startQuietCheckpoints({ sqlite: database.sqlite, calm: () => turns.calm(), log, everyMs: opts.checkpointIntervalMs });
  // Node 24's V8 keeps the pages its collections freed; give them back while nobody clicks (src/memory-trim.ts),
  // once the deliveries are done too: pages freed in the middle of a backlog are taken again by its rest.
  const memoryTrim =
    opts.memoryTrimCheckMs === null ? null : startIdleMemoryTrim({ idleFor: () => turns.idleMs(), busy: () => delivery.busy(), log, checkEveryMs: opts.memoryTrimCheckMs });
  const heartbeat = opts.heartbeatIntervalMs === null ? null : startGatewayHeartbeat({ client, sqlite: database.sqlite, log, intervalMs: opts.heartbeatIntervalMs });
  log.info({ user: client.user?.tag, userId: client.user?.id, guilds: client.guilds.cache.size, database: database.path, catchingUp: behind.length }, 'bot ready');

  return {
    client,
    services,
    tick,
    async idle(idleOpts = {}) {
      // A computer's move makes deliveries, and a delivery can wake a computer: wait until both are quiet.
      do {
        await Promise.all([...handling]);
        await delivery.idle();
        await knownNames.idle();
        await languages.idle();
        if (idleOpts.computers === false) return;
        await computers.idle();
        await daily.idle();
      } while (delivery.busy() || handling.size > 0);
    },
    async stop() {
      clock.stop();
      heartbeat?.stop();
      checkpoints.stop();
      memoryTrim?.stop();
      computers.stop();
      delivery.stop();
      knownNames.flush();
      languages.flush();
      await Promise.all([client.destroy(), thinker.close(), pictures.close()]);
      await agent.destroy();
    },
  };
}
