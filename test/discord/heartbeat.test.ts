/** The gateway heartbeat writer with a stand-in client whose shards connect and drop. */
import { EventEmitter } from 'node:events';
import { Collection, Events, Status, type Client } from 'discord.js';
import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HEARTBEAT_KEY } from '../../src/db/health.js';
import { getMeta } from '../../src/db/meta.js';
import type { Store } from '../../src/db/store.js';
import { gatewayConnected, startGatewayHeartbeat } from '../../src/discord/heartbeat.js';
import { createLogger } from '../../src/startup/logger.js';
import { useTempStore } from '../support/temp-db.js';

let store: Store;
useTempStore((temp) => {
  store = temp.store;
});

/** A client with `shards` shards, all Ready; flip `shard.status` to play a disconnect. */
function standInClient(shards = 1) {
  const emitter = new EventEmitter();
  const collection = new Collection<number, { status: Status }>();
  for (let id = 0; id < shards; id++) collection.set(id, { status: Status.Ready });
  return { client: Object.assign(emitter, { ws: { shards: collection } }) as unknown as Client, emitter, shards: collection };
}

function capture() {
  const lines: Record<string, unknown>[] = [];
  const log = createLogger('info', { destination: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) } });
  return { log, lines };
}

/** The heartbeat stored under `key`, in ms (undefined: none). */
async function heartbeatAt(key = HEARTBEAT_KEY): Promise<number | undefined> {
  const value = await store.read((q) => getMeta(q, key));
  return value === undefined ? undefined : Number(value);
}

/** Runs one SQL statement as it is (the store's queries go through drizzle's dialect). */
async function execute(on: Store, statement: string): Promise<void> {
  await on.read(async ({ db, dialect }) => {
    const raw = db as unknown as { run(s: SQL): Promise<unknown>; execute(s: SQL): Promise<unknown> };
    await (dialect === 'sqlite' ? raw.run(sql.raw(statement)) : raw.execute(sql.raw(statement)));
  });
}

/** Lets the first beat (started, not awaited, by startGatewayHeartbeat) finish. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('gateway heartbeat', () => {
  it('is connected only when every shard is ready', () => {
    const { client, shards } = standInClient(2);
    expect(gatewayConnected(client)).toBe(true);
    shards.get(1)!.status = Status.Reconnecting;
    expect(gatewayConnected(client)).toBe(false);
    expect(gatewayConnected(standInClient(0).client)).toBe(false);
  });

  it('writes at once, then only while connected; logs the drop and the return', async () => {
    const { client, shards } = standInClient();
    const { log, lines } = capture();
    let now = 1_000;
    const heartbeat = startGatewayHeartbeat({ client, store, log, key: HEARTBEAT_KEY, intervalMs: null, now: () => now });
    await settled();
    expect(await heartbeatAt()).toBe(1_000);

    now = 16_000;
    shards.get(0)!.status = Status.Connecting;
    expect(await heartbeat.beat()).toBe(false);
    expect(await heartbeat.beat()).toBe(false);
    expect(await heartbeatAt()).toBe(1_000);

    now = 31_000.7;
    shards.get(0)!.status = Status.Ready;
    expect(await heartbeat.beat()).toBe(true);
    expect(await heartbeatAt()).toBe(31_000);
    expect(lines.map((l) => l.msg)).toEqual([
      'gateway disconnected: discord.js is reconnecting (the health check fails after a minute)',
      'gateway connected again',
    ]);
    heartbeat.stop();
    now = 46_000;
    expect(await heartbeat.beat()).toBe(false);
    expect(await heartbeatAt()).toBe(31_000);
  });

  it('writes under its own key: processes with other shards keep theirs', async () => {
    const { client } = standInClient();
    let now = 1_000;
    const a = startGatewayHeartbeat({ client, store, log: createLogger('silent'), key: 'gateway_heartbeat:0', intervalMs: null, now: () => now });
    await settled();
    now = 2_000;
    const b = startGatewayHeartbeat({ client, store, log: createLogger('silent'), key: 'gateway_heartbeat:1', intervalMs: null, now: () => now });
    await settled();
    expect(await heartbeatAt('gateway_heartbeat:0')).toBe(1_000);
    expect(await heartbeatAt('gateway_heartbeat:1')).toBe(2_000);
    expect(await heartbeatAt()).toBeUndefined();
    a.stop();
    b.stop();
  });

  it('writes right after the gateway resumes', async () => {
    const { client, emitter, shards } = standInClient();
    let now = 1_000;
    shards.get(0)!.status = Status.Resuming;
    const heartbeat = startGatewayHeartbeat({ client, store, log: createLogger('silent'), key: HEARTBEAT_KEY, intervalMs: null, now: () => now });
    await settled();
    expect(await heartbeatAt()).toBeUndefined();
    now = 5_000;
    shards.get(0)!.status = Status.Ready;
    emitter.emit(Events.ShardResume, 0, 10);
    await settled();
    expect(await heartbeatAt()).toBe(5_000);
    heartbeat.stop();
    expect(emitter.listenerCount(Events.ShardResume)).toBe(0);
    expect(emitter.listenerCount(Events.ShardReady)).toBe(0);
  });

  it('logs a failed write once, the heartbeat simply stops advancing, and says when it is written again', async () => {
    const { client } = standInClient();
    const { log, lines } = capture();
    let now = 1_000;
    const heartbeat = startGatewayHeartbeat({ client, store, log, key: HEARTBEAT_KEY, intervalMs: null, now: () => now });
    await settled();
    await execute(store, 'drop table meta');
    now = 16_000;
    expect(await heartbeat.beat()).toBe(false);
    expect(await heartbeat.beat()).toBe(false);
    expect(lines.filter((l) => l.level === 50).map((l) => l.msg)).toEqual([
      'could not write the gateway heartbeat to the database (the health check will fail)',
    ]);
    await execute(store, 'create table meta (key text primary key, value text not null)');
    now = 31_000;
    expect(await heartbeat.beat()).toBe(true);
    expect(await heartbeatAt()).toBe(31_000);
    expect(lines.at(-1)?.msg).toBe('gateway heartbeat written again');
    heartbeat.stop();
  });
});
