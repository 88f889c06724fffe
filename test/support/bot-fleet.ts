/**
 * Several bot processes over one PostgreSQL database against one fake
 * Discord, started as `npm start` starts them, and what a test needs to play
 * through them: the fake, a store of its own on the same database, and a
 * settle that waits until the database has nothing left to deliver.
 */
import { isNotNull } from 'drizzle-orm';
import { openStore } from '../../src/db/open.js';
import type { Store } from '../../src/db/store.js';
import { startFakeDiscord, type FakeChannel, type FakeDiscord, type FakeGuild, type FakeUser } from './fake-discord/index.js';
import { spawnBot, type BotProcess } from './bot-process.js';
import type { Table } from './game-driver.js';
import { createTestDatabase } from './postgres.js';

export interface Fleet extends Table {
  fake: FakeDiscord;
  store: Store;
  users: FakeUser[];
  guild: FakeGuild;
  channel: FakeChannel;
  processes: BotProcess[];
  /** Starts one more bot process with these settings added (shards, say); resolves once it is ready. */
  launch(env?: Record<string, string>): Promise<BotProcess>;
  close(): Promise<void>;
}

export async function startFleet(opts: { players: number; env?: Record<string, string>; fake?: FakeDiscord }): Promise<Fleet> {
  const fake = opts.fake ?? (await startFakeDiscord());
  const users = Array.from({ length: opts.players }, (_, i) => fake.addUser({ username: `player${i + 1}`, globalName: `Player ${i + 1}` }));
  const [owner, ...members] = users as [FakeUser, ...FakeUser[]];
  const guild = fake.addGuild({ name: 'Card Club', owner, members });
  const channel = fake.addTextChannel(guild, 'loners');
  const database = await createTestDatabase();
  const store = await openStore({ databasePath: '', databaseUrl: database.url });
  const processes: BotProcess[] = [];
  const base = { DISCORD_TOKEN: fake.token, DISCORD_API_URL: fake.apiUrl, DATABASE_URL: database.url, LOG_LEVEL: 'info', ...opts.env };
  // Settled: no match is due for a sync (or waiting for its board's next slot), and the fake has gone quiet.
  const settle = async () => {
    const until = Date.now() + 30_000;
    const pending = () => store.read(async (q) => (await q.db.select({ id: q.t.matches.id }).from(q.t.matches).where(isNotNull(q.t.matches.syncDueAt))).length);
    while ((await pending()) > 0) {
      if (Date.now() > until) throw new Error('the bots never caught up');
      await new Promise((r) => setTimeout(r, 25));
    }
    await fake.idle(150, 30_000);
  };
  return {
    fake,
    store,
    users,
    guild,
    channel,
    processes,
    read: (fn) => store.read(fn),
    settle,
    async launch(env = {}) {
      const p = spawnBot({ ...base, ...env });
      processes.push(p);
      await p.ready;
      return p;
    },
    async close() {
      for (const p of processes) p.child.kill('SIGKILL');
      await Promise.all(processes.map((p) => p.exited));
      await store.close();
      await database.drop();
      if (!opts.fake) await fake.stop();
    },
  };
}
