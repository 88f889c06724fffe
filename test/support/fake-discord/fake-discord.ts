// The public face of the fake: seeding, simulated user actions, inspection
// of what the bot did, failure injection and shutdown.
import { setTimeout as sleep } from 'node:timers/promises';
import { ComponentType, GatewayDispatchEvents, MessageFlags } from 'discord.js';
import { apiChannel, apiGuildCreate } from './api-objects.ts';
import { Faults } from './faults.ts';
import { InteractionEndpoint } from './interaction-endpoint.ts';
import type { EndpointResponse, PostOptions } from './interaction-endpoint.ts';
import { InteractionSimulator } from './interactions.ts';
import { watchInvalidPayloads } from './invalid-payloads.ts';
import type { InvalidPayload } from './invalid-payloads.ts';
import type { ComponentArgs, InteractionAnswer, SelectArgs, SlashCommandArgs } from './interactions.ts';
import type { StoredMessage } from './messages.ts';
import type { RecordedRequest } from './request-log.ts';
import { FakeServer } from './server.ts';
import { FakeStore, GLOBAL_COMMANDS } from './store.ts';
import type { FakeChannel, FakeGuild, FakeUser, StoredCommand } from './store.ts';

export interface FakeDiscordOptions {
  /** Bot token the client must present; default `fake-bot-token`. */
  token?: string;
  botName?: string;
  /** How long simulated actions wait for the bot's first answer; default 3000 ms. */
  answerTimeoutMs?: number;
  /** Callbacks later than this get 404 code 10062 (Discord allows 3 s); default: no limit. */
  interactionTtlMs?: number;
  /** Gateway heartbeat interval sent in HELLO; default 41250 ms as on Discord. */
  heartbeatIntervalMs?: number;
  /**
   * A body Discord would refuse (400, 50035) fails the test that sent it, after the test
   * (test/support/invalid-payloads.setup.ts). True: only refused, for tests that send such bodies on purpose.
   */
  allowInvalidPayloads?: boolean;
}

export async function startFakeDiscord(options: FakeDiscordOptions = {}): Promise<FakeDiscord> {
  const store = new FakeStore(options.botName ?? 'fake-bot');
  const faults = new Faults();
  const token = options.token ?? 'fake-bot-token';
  const server = await FakeServer.start(store, faults, {
    token,
    interactionTtlMs: options.interactionTtlMs ?? Number.POSITIVE_INFINITY,
    heartbeatIntervalMs: options.heartbeatIntervalMs ?? 41_250,
  });
  const fake = new FakeDiscord(store, server, faults, token, options.answerTimeoutMs ?? 3_000);
  if (!options.allowInvalidPayloads) watchInvalidPayloads(fake);
  return fake;
}

export class FakeDiscord {
  /** Pass as discord.js `rest: { api }`; discord.js appends `/v10`. */
  readonly apiUrl: string;
  readonly bot: FakeUser;
  /** The application's public key (hex): the bot's DISCORD_PUBLIC_KEY in HTTP mode. */
  readonly publicKey: string;
  readonly #endpoint = new InteractionEndpoint();
  readonly #simulator: InteractionSimulator;
  #stopped = false;

  constructor(
    /** Escape hatch to the raw state, for what the helpers below do not cover. */
    readonly store: FakeStore,
    private readonly server: FakeServer,
    readonly faults: Faults,
    readonly token: string,
    private readonly answerTimeoutMs: number,
  ) {
    this.apiUrl = server.apiUrl;
    this.bot = store.bot;
    this.publicKey = this.#endpoint.publicKey;
    this.#simulator = new InteractionSimulator(store, server, this.#endpoint, answerTimeoutMs);
  }

  /** TCP connections the bot has opened to the fake so far (REST, click answers and the gateway). */
  get connectionsOpened(): number {
    return this.server.connectionsOpened;
  }

  // --- seeding -------------------------------------------------------------

  addUser(input: { id?: string; username?: string; globalName?: string; locale?: string } = {}): FakeUser {
    return this.store.addUser(input);
  }

  /** A guild with @everyone and a "Manager" role (Manage Server); the bot and owner are members. */
  addGuild(input: { name: string; owner: FakeUser; members?: FakeUser[]; managers?: FakeUser[]; locale?: string }): FakeGuild {
    const guild = this.store.addGuild(input);
    for (const user of input.members ?? []) this.store.addMember(guild, user);
    for (const user of input.managers ?? []) this.store.addMember(guild, user, { manager: true });
    // Before login, READY announces it; after, the client learns of it now.
    this.server.gateway.dispatch(GatewayDispatchEvents.GuildCreate, apiGuildCreate(this.store, guild));
    return guild;
  }

  /** The bot is removed from the guild (GUILD_DELETE); `outage`: Discord's side is down instead, and the guild comes back. */
  removeBot(guild: FakeGuild, options: { outage?: boolean } = {}): void {
    this.server.gateway.dispatch(GatewayDispatchEvents.GuildDelete, { id: guild.id, ...(options.outage ? { unavailable: true } : {}) });
    if (options.outage) return;
    // Out of the server, the bot sees none of it: its channels answer 50001, the server itself 10004.
    this.store.guildsWithoutBot.add(guild.id);
    for (const channelId of guild.channelIds) this.faults.denyChannel(channelId, 50001);
  }

  /** The bot is added back to the guild (GUILD_CREATE, which Discord also sends for every guild at each login). */
  addBotBack(guild: FakeGuild): void {
    this.store.guildsWithoutBot.delete(guild.id);
    for (const channelId of guild.channelIds) this.faults.allowChannel(channelId);
    this.server.gateway.dispatch(GatewayDispatchEvents.GuildCreate, apiGuildCreate(this.store, guild));
  }

  /** The channel is deleted: CHANNEL_DELETE over the gateway, and its id unknown (10003) from then on. */
  deleteChannel(channel: FakeChannel): void {
    this.store.channels.delete(channel.id);
    this.server.gateway.dispatch(GatewayDispatchEvents.ChannelDelete, apiChannel(this.store, channel));
  }

  /** Deletes one of the bot's messages as a user or moderator would (the bot is not told). */
  deleteMessage(messageId: string): void {
    const message = this.store.messages.get(messageId);
    if (message) message.deleted = true;
  }

  addMember(guild: FakeGuild, user: FakeUser, options: { manager?: boolean; nick?: string } = {}): void {
    this.store.addMember(guild, user, options);
  }

  /**
   * Sets (or with null removes) a member's server nickname. Like Discord
   * without the privileged members intent, the bot is not told: it sees the
   * nickname in that member's next interaction in the server.
   */
  setNickname(guild: FakeGuild, user: FakeUser, nick: string | null): void {
    const member = guild.members.get(user.id);
    if (!member) throw new Error(`${user.username} is not a member of guild ${guild.name}`);
    member.nick = nick;
  }

  addTextChannel(guild: FakeGuild, name: string): FakeChannel {
    const channel = this.store.addTextChannel(guild, name);
    this.server.gateway.dispatch(GatewayDispatchEvents.ChannelCreate, apiChannel(this.store, channel));
    return channel;
  }

  /** The user's DM channel with the bot (the same one the bot opens). */
  dmChannel(user: FakeUser): FakeChannel {
    return this.store.dmChannel(user);
  }

  /** A private channel of users (a group DM) where a user-installed app's commands run, but the bot cannot post. */
  addGroupDm(): FakeChannel {
    return this.store.addGroupDm();
  }

  // --- simulated user actions ----------------------------------------------

  /** A slash command; option types follow the registered command when there is one. */
  slashCommand(args: SlashCommandArgs): Promise<InteractionAnswer> {
    return this.#simulator.slashCommand(args);
  }

  clickButton(args: ComponentArgs): Promise<InteractionAnswer> {
    return this.#simulator.clickButton(args);
  }

  selectMenu(args: SelectArgs): Promise<InteractionAnswer> {
    return this.#simulator.selectMenu(args);
  }

  /** The interaction payload a button click (or, with `values`, a select) would send, not sent: to sign, tamper with or replay. */
  componentPayload(args: ComponentArgs & { values?: string[] }): object {
    const { values, ...click } = args;
    return values ? this.#simulator.componentPayload(click, ComponentType.StringSelect, values) : this.#simulator.componentPayload(click, ComponentType.Button, []);
  }

  /** Dispatches a raw INTERACTION_CREATE payload (forged or malformed cases). */
  sendInteraction(payload: object, options: { label?: string; timeoutMs?: number } = {}): Promise<InteractionAnswer> {
    return this.#simulator.send(payload, options.label, options.timeoutMs ?? this.answerTimeoutMs);
  }

  /** The shards the bot's live gateway sessions identified as ([id, count], or null when it did not shard). */
  shards(): (readonly [number, number] | null)[] {
    return this.server.gateway.shards();
  }

  // --- HTTP interactions ---------------------------------------------------

  /**
   * From now on interactions are POSTed, signed, to this URL (the Developer
   * Portal's Interactions Endpoint URL); several: to each in turn, as a load
   * balancer in front of workers would; null: back to the gateway.
   */
  useInteractionsEndpoint(url: string | readonly string[] | null): void {
    this.#endpoint.urls = url === null ? [] : typeof url === 'string' ? [url] : [...url];
  }

  get interactionsEndpoint(): string | null {
    return this.#endpoint.urls[0] ?? null;
  }

  /** Interactions POSTed to `url` that have no answer yet. */
  interactionsInFlight(url: string): number {
    return this.#endpoint.inFlight(url);
  }

  /**
   * What Discord checks when the endpoint URL is saved: a signed PING must get
   * a PONG, PINGs with a bad signature a 401. Resolves with the problems found.
   */
  verifyInteractionsEndpoint(): Promise<string[]> {
    return this.#endpoint.verify();
  }

  /** POSTs a raw body to the endpoint, signed with the fake's key unless `options` forge it; the bot's response as it came. */
  postToEndpoint(body: Buffer | string, options: PostOptions = {}): Promise<EndpointResponse> {
    return this.#endpoint.post(body, options);
  }

  /** Discord's signature of timestamp + body (with the fake's key). */
  sign(timestamp: string, body: Buffer | string): string {
    return this.#endpoint.sign(timestamp, body);
  }

  /** A gateway outage: the bot's connections drop and cannot come back until `gatewayComesBack()`. */
  gatewayGoesDown(): void {
    this.server.gateway.goDown();
  }

  /** The outage ends; resolves once the bot has resumed (events sent meanwhile are replayed to it). */
  gatewayComesBack(timeoutMs?: number): Promise<void> {
    return this.server.gateway.comeBack(timeoutMs);
  }

  /** Sends op 7 RECONNECT; resolves once the client has resumed. */
  reconnect(): Promise<void> {
    return this.server.gateway.reconnect();
  }

  // --- inspection ----------------------------------------------------------

  /** Bodies refused as invalid (400, 50035) and not taken yet, oldest first. */
  get invalidPayloads(): readonly InvalidPayload[] {
    return this.store.invalidPayloads;
  }

  /** Returns the refused bodies and forgets them: a test that sent them on purpose takes them, so they fail nothing. */
  takeInvalidPayloads(): InvalidPayload[] {
    return this.store.invalidPayloads.splice(0);
  }

  /** Every REST request the bot made, in order. */
  get requests(): readonly RecordedRequest[] {
    return this.store.requests;
  }

  message(id: string): StoredMessage | undefined {
    return this.store.messages.get(id);
  }

  /** A channel's current messages, oldest first; ephemeral replies are left out. */
  messages(channelId: string): StoredMessage[] {
    return this.store.messages.inChannel(channelId).filter((m) => (m.flags & MessageFlags.Ephemeral) === 0);
  }

  /** Every current message anywhere, ephemeral ones included. */
  allMessages(): StoredMessage[] {
    return this.store.messages.all();
  }

  /** The bot's latest (non-ephemeral) message in its DM with this user. */
  latestDm(user: FakeUser): StoredMessage | undefined {
    return this.dms(user).at(-1);
  }

  /** Every current message in the bot's DM with this user, oldest first. */
  dms(user: FakeUser): StoredMessage[] {
    return this.messages(this.store.dmChannel(user).id);
  }

  /** Commands the bot registered, globally or for one guild. */
  commands(guild?: FakeGuild): StoredCommand[] {
    return this.store.commands.get(guild?.id ?? GLOBAL_COMMANDS) ?? [];
  }

  /** The first message (existing or future, ephemeral included) matching `predicate`, also after edits. */
  waitForMessage(predicate: (message: StoredMessage) => boolean, timeoutMs = this.answerTimeoutMs): Promise<StoredMessage> {
    return this.store.changes.waitUntil(() => this.store.messages.all().find(predicate), timeoutMs, () => 'a matching message');
  }

  /** Resolves once no REST request has been in flight for `quietMs`: the bot's follow-up work is done. */
  async idle(quietMs = 50, timeoutMs = 5_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const quietFor = Date.now() - this.server.lastActivityAt;
      if (this.server.inFlight === 0 && quietFor >= quietMs) return;
      if (Date.now() > deadline) throw new Error(`The bot kept calling Discord for more than ${timeoutMs} ms`);
      await sleep(Math.max(quietMs - quietFor, 5));
    }
  }

  /** Closes every socket. Call `client.destroy()` first, or discord.js tries to reconnect. */
  stop(): Promise<void> {
    this.#stopped = true;
    this.#endpoint.close();
    return this.server.stop();
  }

  /** Once stopped, the after-test check forgets this fake after reading it a last time. */
  get stopped(): boolean {
    return this.#stopped;
  }
}
