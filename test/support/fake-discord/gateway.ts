// The Gateway (WebSocket, plain JSON frames: discord.js only asks for
// zlib-stream when zlib-sync is installed). HELLO, heartbeat ACK, IDENTIFY ->
// READY + GUILD_CREATE, RESUME with replay, and op 7 RECONNECT on demand.
// Shards as on Discord: a session that identified as shard [id, count] gets
// the events of the servers whose id maps to it, and events without a server
// (DM clicks) only on shard 0.
import { EventEmitter, once } from 'node:events';
import type { Server } from 'node:http';
import { GatewayCloseCodes, GatewayDispatchEvents, GatewayOpcodes } from 'discord.js';
import type { GatewayGuildCreateDispatchData, GatewayReadyDispatchData } from 'discord.js';
import { WebSocketServer } from 'ws';
import type { RawData, WebSocket } from 'ws';

export interface GatewayOptions {
  url: string;
  token: string;
  heartbeatIntervalMs: number;
  ready(sessionId: string, resumeUrl: string): GatewayReadyDispatchData;
  guilds(): GatewayGuildCreateDispatchData[];
  /** When true, IDENTIFY goes unanswered (a gateway that accepts connections but never says READY). */
  silent(): boolean;
}

interface Dispatch {
  op: GatewayOpcodes.Dispatch;
  t: string;
  s: number;
  d: unknown;
}

interface Session {
  readonly id: string;
  /** [shard id, shard count] as identified; null: every event. */
  readonly shard: readonly [number, number] | null;
  /** Every dispatch of the session, replayed from the client's seq on RESUME. */
  readonly sent: Dispatch[];
  /** Null between a disconnect and the RESUME. */
  socket: WebSocket | null;
}

interface ClientFrame {
  op: number;
  d: unknown;
}

export class FakeGateway {
  readonly #wss: WebSocketServer;
  readonly #sessions = new Map<string, Session>();
  readonly #resumed = new EventEmitter();
  #nextSession = 1;
  /** An outage: connections are dropped and refused until it ends; sessions keep their events for RESUME. */
  #down = false;

  constructor(server: Server, private readonly options: GatewayOptions) {
    this.#wss = new WebSocketServer({ server });
    this.#wss.on('connection', (socket) => this.#accept(socket));
  }

  /** True once a client identified (and did not close normally since). */
  hasSession(): boolean {
    return this.#sessions.size > 0;
  }

  /** Sends an event to the sessions of its shard; a disconnected one gets it on RESUME. */
  dispatch(t: string, d: unknown): void {
    const guildId = guildOf(t, d);
    for (const session of this.#sessions.values()) if (onShard(session, guildId)) this.#dispatchTo(session, t, d);
  }

  /** Sends an event to every session whatever its shard (as if each were the one: the same click handed to two processes). */
  dispatchToAll(t: string, d: unknown): void {
    for (const session of this.#sessions.values()) this.#dispatchTo(session, t, d);
  }

  /** The shards the live sessions identified as, in session order. */
  shards(): (readonly [number, number] | null)[] {
    return [...this.#sessions.values()].map((s) => s.shard);
  }

  /** Sends op 7 RECONNECT; resolves once every session has resumed. */
  async reconnect(timeoutMs = 5_000): Promise<void> {
    const live = [...this.#sessions.values()].filter((s) => s.socket);
    const resumed = live.map((s) => once(this.#resumed, s.id, { signal: AbortSignal.timeout(timeoutMs) }));
    for (const session of live) session.socket?.send(JSON.stringify({ op: GatewayOpcodes.Reconnect, d: null }));
    await Promise.all(resumed);
  }

  /** A gateway outage: every socket drops (not a normal close: sessions may resume) and new ones are refused. */
  goDown(): void {
    this.#down = true;
    for (const socket of this.#wss.clients) socket.terminate();
  }

  /** The outage ends; resolves once every session has resumed (the events dispatched meanwhile are replayed then). */
  async comeBack(timeoutMs = 30_000): Promise<void> {
    const waiting = [...this.#sessions.values()].map((s) => once(this.#resumed, s.id, { signal: AbortSignal.timeout(timeoutMs) }));
    this.#down = false;
    await Promise.all(waiting);
  }

  close(): Promise<void> {
    for (const socket of this.#wss.clients) socket.terminate();
    this.#sessions.clear();
    return new Promise((resolve) => this.#wss.close(() => resolve()));
  }

  #accept(socket: WebSocket): void {
    if (this.#down) {
      socket.terminate();
      return;
    }
    let session: Session | null = null;
    socket.on('message', (raw: RawData) => {
      const frame = parseFrame(raw);
      if (!frame) return socket.close(GatewayCloseCodes.DecodeError, 'Error while decoding payload.');
      session = this.#onFrame(socket, frame) ?? session;
    });
    socket.on('close', (code: number) => {
      if (!session) return;
      // A normal close ends the session (as on Discord); others may resume.
      if (code === 1000 || code === 1001) this.#sessions.delete(session.id);
      else if (session.socket === socket) session.socket = null;
    });
    this.#send(socket, { op: GatewayOpcodes.Hello, d: { heartbeat_interval: this.options.heartbeatIntervalMs } });
  }

  /** Handles one client frame; returns the session it opened or resumed. */
  #onFrame(socket: WebSocket, frame: ClientFrame): Session | undefined {
    switch (frame.op) {
      case GatewayOpcodes.Heartbeat:
        this.#send(socket, { op: GatewayOpcodes.HeartbeatAck });
        return undefined;
      case GatewayOpcodes.Identify:
        return this.#identify(socket, frame.d as { token?: string; shard?: [number, number] });
      case GatewayOpcodes.Resume:
        return this.#resume(socket, frame.d as { token?: string; session_id?: string; seq?: number });
      default:
        return undefined;
    }
  }

  #identify(socket: WebSocket, d: { token?: string; shard?: [number, number] }): Session | undefined {
    if (this.options.silent()) return undefined;
    if (!this.#tokenOk(socket, d.token)) return undefined;
    const shard = Array.isArray(d.shard) && d.shard.length === 2 ? ([Number(d.shard[0]), Number(d.shard[1])] as const) : null;
    const session: Session = { id: `fake-session-${this.#nextSession++}`, shard, sent: [], socket };
    this.#sessions.set(session.id, session);
    const ready = this.options.ready(session.id, this.options.url);
    // READY lists the servers of this shard only: the client waits for each one's GUILD_CREATE.
    this.#dispatchTo(session, GatewayDispatchEvents.Ready, { ...ready, guilds: ready.guilds.filter((g) => onShard(session, g.id)), ...(shard ? { shard } : {}) });
    for (const guild of this.options.guilds()) if (onShard(session, guild.id)) this.#dispatchTo(session, GatewayDispatchEvents.GuildCreate, guild);
    return session;
  }

  #resume(socket: WebSocket, d: { token?: string; session_id?: string; seq?: number }): Session | undefined {
    if (!this.#tokenOk(socket, d.token)) return undefined;
    const session = this.#sessions.get(d.session_id ?? '');
    if (!session) {
      this.#send(socket, { op: GatewayOpcodes.InvalidSession, d: false });
      return undefined;
    }
    session.socket = socket;
    for (const missed of session.sent.filter((e) => e.s > (d.seq ?? 0))) this.#send(socket, missed);
    this.#dispatchTo(session, GatewayDispatchEvents.Resumed, null);
    this.#resumed.emit(session.id);
    return session;
  }

  #tokenOk(socket: WebSocket, token: string | undefined): boolean {
    const ok = token === this.options.token || token === `Bot ${this.options.token}`;
    if (!ok) socket.close(GatewayCloseCodes.AuthenticationFailed, 'Authentication failed.');
    return ok;
  }

  #dispatchTo(session: Session, t: string, d: unknown): void {
    const event: Dispatch = { op: GatewayOpcodes.Dispatch, t, s: session.sent.length + 1, d };
    session.sent.push(event);
    if (session.socket) this.#send(session.socket, event);
  }

  #send(socket: WebSocket, payload: object): void {
    socket.send(JSON.stringify(payload));
  }
}

/** The server an event belongs to (null: none, like a click in a DM). */
function guildOf(t: string, d: unknown): string | null {
  const data = d as { guild_id?: string; id?: string } | null;
  if (t === GatewayDispatchEvents.GuildCreate || t === GatewayDispatchEvents.GuildDelete || t === GatewayDispatchEvents.GuildUpdate) return data?.id ?? null;
  return data?.guild_id ?? null;
}

/** Discord's rule: a server's events go to shard (server id >> 22) % count; events without a server to shard 0. */
function onShard(session: Session, guildId: string | null): boolean {
  if (!session.shard) return true;
  const [id, count] = session.shard;
  return guildId === null ? id === 0 : Number((BigInt(guildId) >> 22n) % BigInt(count)) === id;
}

function parseFrame(raw: RawData): ClientFrame | null {
  try {
    const frame: unknown = JSON.parse(raw.toString());
    return typeof frame === 'object' && frame !== null && typeof (frame as ClientFrame).op === 'number'
      ? (frame as ClientFrame)
      : null;
  } catch {
    return null;
  }
}
