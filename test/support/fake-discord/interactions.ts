// Simulated user actions: dispatch an INTERACTION_CREATE over the gateway, or
// POST it signed to the bot's HTTP endpoint, then wait for the bot's first
// answer (the callback, or the HTTP response itself) and expose it, and what
// follows it.
import { randomBytes } from 'node:crypto';
import { ComponentType, GatewayDispatchEvents, InteractionType, MessageFlags } from 'discord.js';
import type { InteractionResponseType } from 'discord.js';
import { findComponent } from './components.ts';
import type { InteractionEndpoint } from './interaction-endpoint.ts';
import type { FakeServer } from './server.ts';
import type { InteractionCallback, InteractionRecord, WebhookEvent } from './interaction-record.ts';
import { commandPayload, componentData, componentPayload } from './interaction-payloads.ts';
import type { CommandInput } from './interaction-payloads.ts';
import type { MessageBody, StoredMessage } from './messages.ts';
import { audienceOf } from './request-log.ts';
import type { FakeStore, FakeUser } from './store.ts';

export interface ActionOptions {
  /** How long to wait for the bot's first answer; defaults to the fake's `answerTimeoutMs`. */
  timeoutMs?: number;
  /** Hand the interaction to every gateway session at once (the same click reaching two processes). */
  everySession?: boolean;
}

export type SlashCommandArgs = CommandInput & ActionOptions;

export interface ComponentArgs extends ActionOptions {
  user: FakeUser;
  /** The message holding the component; its current stored version is sent. */
  message: Pick<StoredMessage, 'id'>;
  customId: string;
  /**
   * Skip the checks that the user can see the message and that it shows this
   * enabled component: for forged or stale clicks.
   */
  unchecked?: boolean;
}

export interface SelectArgs extends ComponentArgs {
  values: string[];
}

/** The bot's answer to one simulated interaction. */
export class InteractionAnswer {
  readonly #callback: InteractionCallback;

  constructor(
    private readonly store: FakeStore,
    readonly record: InteractionRecord,
    private readonly timeoutMs: number,
  ) {
    if (!record.callback) throw new Error('InteractionAnswer needs a callback');
    this.#callback = record.callback;
  }

  /** Callback type: 4 reply, 5 deferred reply, 6 deferred update, 7 update, 9 modal... */
  get type(): InteractionResponseType {
    return this.#callback.type;
  }

  get data(): MessageBody {
    return this.#callback.body;
  }

  get content(): string | undefined {
    return this.#callback.body.content;
  }

  get ephemeral(): boolean {
    return ((this.#callback.body.flags ?? 0) & MessageFlags.Ephemeral) !== 0;
  }

  /** The message `@original` points to now: the reply, or the clicked message for updates. */
  message(): StoredMessage | undefined {
    return this.record.originalMessageId ? this.store.messages.get(this.record.originalMessageId) : undefined;
  }

  /** Followups, edits and deletes done with this interaction's token so far. */
  get events(): readonly WebhookEvent[] {
    return this.record.events;
  }

  /** The first event (past or future) of this kind or matching this predicate. */
  waitFor(
    match: WebhookEvent['kind'] | ((event: WebhookEvent) => boolean) = () => true,
    timeoutMs = this.timeoutMs,
  ): Promise<WebhookEvent> {
    const matches = typeof match === 'string' ? (e: WebhookEvent) => e.kind === match : match;
    return this.store.changes.waitUntil(
      () => this.record.events.find(matches),
      timeoutMs,
      () => `a matching followup/edit on ${this.record.label}; events so far: ${JSON.stringify(this.record.events)}`,
    );
  }
}

export class InteractionSimulator {
  constructor(
    private readonly store: FakeStore,
    private readonly server: FakeServer,
    private readonly endpoint: InteractionEndpoint,
    private readonly defaultTimeoutMs: number,
  ) {}

  async slashCommand(args: SlashCommandArgs): Promise<InteractionAnswer> {
    const payload = commandPayload(this.store, args);
    const sub = [args.subcommandGroup, args.subcommand].filter(Boolean).join(' ');
    return this.send(payload, `/${args.name}${sub ? ` ${sub}` : ''} by ${args.user.username}`, args.timeoutMs);
  }

  async clickButton(args: ComponentArgs): Promise<InteractionAnswer> {
    return this.#component(args, ComponentType.Button, []);
  }

  async selectMenu(args: SelectArgs): Promise<InteractionAnswer> {
    return this.#component(args, ComponentType.StringSelect, args.values);
  }

  /**
   * Dispatches a payload as given (for forged or malformed interactions),
   * adding `id` and `token` when absent so the answer can be tracked.
   */
  async send(payload: object, label = 'a raw interaction', timeoutMs = this.defaultTimeoutMs, everySession = false): Promise<InteractionAnswer> {
    const overHttp = this.endpoint.urls.length > 0;
    if (!overHttp && !this.server.gateway.hasSession()) {
      throw new Error('No gateway session: log the discord.js client in and wait for clientReady first');
    }
    const raw = payload as Record<string, unknown>;
    const full = { ...raw, id: raw.id ?? this.store.nextId(), token: raw.token ?? randomBytes(32).toString('base64url') };
    const record = this.#record(full, label);
    const firstRequest = this.store.requests.length;
    if (overHttp) await this.#post(full, record, label, timeoutMs);
    else if (everySession) this.server.gateway.dispatchToAll(GatewayDispatchEvents.InteractionCreate, full);
    else this.server.gateway.dispatch(GatewayDispatchEvents.InteractionCreate, full);
    return this.store.changes.waitUntil(
      () => (record.callback ? new InteractionAnswer(this.store, record, timeoutMs) : undefined),
      timeoutMs,
      () => `the bot to answer ${label} (interaction ${record.id}); failed requests meanwhile: ${
        JSON.stringify(this.store.requests.slice(firstRequest).filter((r) => r.status >= 400))}`,
    );
  }

  /**
   * POSTs the interaction, signed; a 200 is the answer itself, a 202 says it
   * comes (or came) through the callback route. Anything else means Discord
   * would tell the user the interaction failed.
   */
  async #post(payload: object, record: InteractionRecord, label: string, timeoutMs: number): Promise<void> {
    const response = await this.server.track(this.endpoint.post(JSON.stringify(payload), { timeoutMs }));
    if (response.status === 202) return;
    if (response.status !== 200) {
      throw new Error(`The bot answered ${label} (interaction ${record.id}) with HTTP ${response.status} ${response.body.toString()}`);
    }
    const applied = this.server.answerFromHttp(record.id, record.token, response);
    if (applied.status >= 400) {
      throw new Error(`Discord refused the bot's HTTP answer to ${label}: ${applied.status} ${JSON.stringify(applied.body)}`);
    }
  }

  async #component(
    args: ComponentArgs,
    type: ComponentType.Button | ComponentType.StringSelect,
    values: string[],
  ): Promise<InteractionAnswer> {
    const payload = this.componentPayload(args, type, values);
    return this.send(payload, `${type === ComponentType.Button ? 'button' : 'select'} "${args.customId}" by ${args.user.username}`,
      args.timeoutMs, args.everySession);
  }

  /** The payload a click would send (checked as a click is), without sending it. */
  componentPayload(args: ComponentArgs, type: ComponentType.Button | ComponentType.StringSelect, values: string[]): object {
    const message = this.store.messages.get(args.message.id);
    if (!message || message.deleted) throw new Error(`Message ${args.message.id} does not exist (or was deleted)`);
    if (!args.unchecked) this.#checkClickable(args, message, type, values);
    return componentPayload(this.store, args.user, message, componentData(args.customId, type, values));
  }

  /** Real Discord only sends clicks on visible, enabled components; catch tests that could not happen. */
  #checkClickable(args: ComponentArgs, message: StoredMessage, type: ComponentType, values: string[]): void {
    const audience = audienceOf(this.store, message);
    const channel = this.store.channels.get(message.channelId);
    const guild = channel?.guildId ? this.store.guilds.get(channel.guildId) : undefined;
    const visible = audience.kind === 'user' ? audience.userId === args.user.id : Boolean(guild?.members.has(args.user.id));
    if (!visible) throw new Error(`${args.user.username} cannot see message ${message.id}`);
    const component = findComponent(message, args.customId);
    if (!component || component.type !== type) {
      throw new Error(`Message ${message.id} has no ${ComponentType[type]} "${args.customId}"`);
    }
    if (component.disabled) throw new Error(`Component "${args.customId}" is disabled`);
    const unknown = values.filter((v) => !component.values.includes(v));
    if (unknown.length > 0) throw new Error(`Select "${args.customId}" has no option(s) ${unknown.join(', ')}`);
  }

  #record(payload: Record<string, unknown>, label: string): InteractionRecord {
    const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
    const field = (key: string): Record<string, unknown> =>
      typeof payload[key] === 'object' && payload[key] !== null ? (payload[key] as Record<string, unknown>) : {};
    const record: InteractionRecord = {
      id: String(payload.id),
      token: String(payload.token),
      type: typeof payload.type === 'number' ? (payload.type as InteractionType) : InteractionType.Ping,
      userId: text((field('member').user as { id?: unknown } | undefined)?.id) ?? text(field('user').id) ?? '',
      channelId: text(field('channel').id) ?? text(payload.channel_id) ?? '',
      guildId: text(payload.guild_id) ?? null,
      sourceMessageId: text(field('message').id) ?? null,
      label,
      createdAt: Date.now(),
      callback: null,
      originalMessageId: null,
      events: [],
    };
    this.store.interactions.set(record.id, record);
    return record;
  }
}
