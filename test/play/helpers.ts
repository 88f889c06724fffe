/** A fresh store (SQLite, or PostgreSQL with TEST_DATABASE=postgres) and a movable clock, for play-layer tests. */
import { playContext, type PlayContext, type PlayOptions } from '../../src/play/context.js';
import type { Q } from '../../src/db/store.js';
import { tempStore } from '../support/temp-db.js';
import type { TestDatabase } from '../support/test-database.js';

export interface TestPlay {
  ctx: PlayContext;
  clock: { now: number };
  /** Where the data lives: a second store (another process) may open it. */
  database: TestDatabase;
  /** Reads through the store. */
  read<T>(fn: (q: Q) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export async function testPlay(overrides: Omit<PlayOptions, 'now'> = {}): Promise<TestPlay> {
  const temp = await tempStore();
  const clock = { now: 1_700_000_000_000 };
  let seeds = 0;
  const ctx = await playContext(temp.store, { now: () => clock.now, newSeed: () => `seed-${seeds++}`, ...overrides });
  return { ctx, clock, database: temp.database, read: temp.read, close: temp.dispose };
}

/** A finished match with its players in seat order, as the foreign keys require; returns its id. */
export async function insertFinishedMatch(q: Q, guildId: string, game: string, userIds: string[], finishedAt?: number): Promise<string> {
  const [row] = await q.db
    .insert(q.t.matches)
    .values({ game, guildId, channelId: 'c1', hostUserId: userIds[0] ?? 'h', seed: 's', status: 'finished', ...(finishedAt === undefined ? {} : { finishedAt }) })
    .returning({ id: q.t.matches.id });
  if (!row) throw new Error('no match inserted');
  if (userIds.length) await q.db.insert(q.t.matchPlayers).values(userIds.map((userId, seat) => ({ matchId: row.id, seat, userId })));
  return row.id;
}
