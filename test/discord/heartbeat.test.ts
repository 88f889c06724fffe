/** The gateway heartbeat writer with a stand-in client whose shards connect and drop. */
import { EventEmitter } from 'node:events';
import { Collection, Events, Status, type Client } from 'discord.js';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/connection.js';
import { readHeartbeat } from '../../src/db/health.js';
import { gatewayConnected, startGatewayHeartbeat } from '../../src/discord/heartbeat.js';
import { createLogger } from '../../src/startup/logger.js';
import { useTempDatabase } from '../support/temp-db.js';

let handle: DatabaseHandle;
useTempDatabase('heartbeat', (database) => {
  handle = database;
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

describe('gateway heartbeat', () => {
  it('is connected only when every shard is ready', () => {
    const { client, shards } = standInClient(2);
    expect(gatewayConnected(client)).toBe(true);
    shards.get(1)!.status = Status.Reconnecting;
    expect(gatewayConnected(client)).toBe(false);
    expect(gatewayConnected(standInClient(0).client)).toBe(false);
  });

  it('writes at once, then only while connected; logs the drop and the return', () => {
    const { client, shards } = standInClient();
    const { log, lines } = capture();
    let now = 1_000;
    const heartbeat = startGatewayHeartbeat({ client, sqlite: handle.sqlite, log, intervalMs: null, now: () => now });
    expect(readHeartbeat(handle.sqlite)).toBe(1_000);

    now = 16_000;
    shards.get(0)!.status = Status.Connecting;
    expect(heartbeat.beat()).toBe(false);
    expect(heartbeat.beat()).toBe(false);
    expect(readHeartbeat(handle.sqlite)).toBe(1_000);

    now = 31_000;
    shards.get(0)!.status = Status.Ready;
    expect(heartbeat.beat()).toBe(true);
    expect(readHeartbeat(handle.sqlite)).toBe(31_000);
    expect(lines.map((l) => l.msg)).toEqual([
      'gateway disconnected: discord.js is reconnecting (the health check fails after a minute)',
      'gateway connected again',
    ]);
    heartbeat.stop();
    now = 46_000;
    expect(heartbeat.beat()).toBe(false);
    expect(readHeartbeat(handle.sqlite)).toBe(31_000);
  });

  it('writes right after the gateway resumes', async () => {
    const { client, emitter, shards } = standInClient();
    let now = 1_000;
    const heartbeat = startGatewayHeartbeat({ client, sqlite: handle.sqlite, log: createLogger('silent'), intervalMs: null, now: () => now });
    shards.get(0)!.status = Status.Resuming;
    now = 5_000;
    heartbeat.beat();
    shards.get(0)!.status = Status.Ready;
    emitter.emit(Events.ShardResume, 0, 10);
    await new Promise((resolve) => setImmediate(resolve));
    expect(readHeartbeat(handle.sqlite)).toBe(5_000);
    heartbeat.stop();
    expect(emitter.listenerCount(Events.ShardResume)).toBe(0);
  });

  it('logs a failed write once, and the heartbeat simply stops advancing', () => {
    const { client } = standInClient();
    const { log, lines } = capture();
    const heartbeat = startGatewayHeartbeat({ client, sqlite: handle.sqlite, log, intervalMs: null, now: () => 1_000 });
    handle.sqlite.exec('drop table meta');
    expect(heartbeat.beat()).toBe(false);
    expect(heartbeat.beat()).toBe(false);
    expect(lines.filter((l) => l.level === 50).map((l) => l.msg)).toEqual([
      'could not write the gateway heartbeat to the database (the health check will fail)',
    ]);
    heartbeat.stop();
  });
});
