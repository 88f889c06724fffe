/**
 * The gateway heartbeat the health command reads (see src/db/health.ts):
 * while every shard of the client is connected (status Ready), the time is
 * written into the database every 15 s, and at once when the gateway comes
 * back. A disconnected gateway, a stuck process or a database that refuses
 * writes all leave the heartbeat to go stale.
 */
import { Events, Status, type Client } from 'discord.js';
import type { Logger } from 'pino';
import type { Store } from '../db/store.js';
import { HEARTBEAT_INTERVAL_MS, setMeta } from '../play/meta.js';
import { every } from '../runtime/every.js';

export interface GatewayHeartbeatOptions {
  client: Client;
  store: Store;
  log: Logger;
  /** The meta row it writes (one per set of shards: several processes share a database). */
  key: string;
  /** Default 15 s; null: no timer (tests call `beat()`). */
  intervalMs?: number | null | undefined;
  now?: () => number;
}

export interface GatewayHeartbeat {
  /** Writes the heartbeat if the gateway is connected; resolves to whether it wrote. */
  beat(): Promise<boolean>;
  stop(): void;
}

/** Whether every shard of the client is connected and ready. */
export function gatewayConnected(client: Client): boolean {
  const shards = client.ws.shards;
  return shards.size > 0 && shards.every((shard) => shard.status === Status.Ready);
}

export function startGatewayHeartbeat(opts: GatewayHeartbeatOptions): GatewayHeartbeat {
  const { client, log } = opts;
  const now = opts.now ?? Date.now;
  const write = (at: number) => opts.store.read((q) => setMeta(q, opts.key, String(Math.trunc(at))));
  let connected = true;
  let failing = false;
  let stopped = false;

  const beat = async (): Promise<boolean> => {
    if (stopped) return false;
    if (!gatewayConnected(client)) {
      if (connected) log.warn('gateway disconnected: discord.js is reconnecting (the health check fails after a minute)');
      connected = false;
      return false;
    }
    if (!connected) log.info('gateway connected again');
    connected = true;
    try {
      await write(now());
      if (failing) log.info('gateway heartbeat written again');
      failing = false;
      return true;
    } catch (err) {
      if (!failing) log.error({ err }, 'could not write the gateway heartbeat to the database (the health check will fail)');
      failing = true;
      return false;
    }
  };

  // The shard's status turns Ready just after these events; look right after.
  const soon = () => void setImmediate(() => void beat());
  client.on(Events.ShardResume, soon);
  client.on(Events.ShardReady, soon);
  void beat();
  const timer = every(opts.intervalMs === undefined ? HEARTBEAT_INTERVAL_MS : opts.intervalMs, () => void beat());

  return {
    beat,
    stop() {
      stopped = true;
      timer.stop();
      client.off(Events.ShardResume, soon);
      client.off(Events.ShardReady, soon);
    },
  };
}
