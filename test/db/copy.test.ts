/**
 * Moving house (npm run db:copy): a SQLite database filled by real games on
 * the fake Discord (a finished Loners match, a finished daily Scoundrel run
 * with the computer's run, a match in progress, a lobby, leaderboards,
 * settings, names, a server's departure) is copied into a fresh PostgreSQL database, and every row
 * of every table compares equal; a target holding rows is refused.
 */
import Database from 'better-sqlite3';
import { and, asc, eq, getTableColumns, type Column } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { getTableConfig as pgTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runCopy } from '../../src/db/copy-command.js';
import { openPostgres, type PostgresHandle } from '../../src/db/postgres.js';
import * as pgSchema from '../../src/db/schema/postgres.js';
import * as sqliteSchema from '../../src/db/schema/sqlite.js';
import { tablePairs } from '../../src/db/tables.js';
import { games } from '../../src/games/index.js';
import { getMatch } from '../../src/play/matches.js';
import { startHarness, type Harness } from '../support/bot-harness.js';
import type { FakeUser } from '../support/fake-discord/index.js';
import { clickCode, makeRand, playMatchByDm, startLonersMatch } from '../support/game-driver.js';
import { createTestDatabase, type TestDatabase } from '../support/postgres.js';
import { sqliteTestDatabase } from '../support/temp-db.js';

let h: Harness;
/** The SQLite file the games were played on (the copy's source, whatever TEST_DATABASE says). */
let sourcePath: string;
const ids = { finished: '', running: '', run: '' };

/** Plays today's Scoundrel dungeon for `user` to its end, the engine's cautious move each time. */
async function playDaily(user: FakeUser): Promise<string> {
  await h.fake.slashCommand({ user, channelId: h.channel.id, name: 'scoundrel', subcommand: 'daily' });
  await h.settle();
  const runs = await h.read(({ db, t: { matches } }) => db.select().from(matches).where(and(eq(matches.game, 'scoundrel'), eq(matches.hostUserId, user.id))).orderBy(asc(matches.createdAt)));
  const id = runs.at(-1)!.id;
  const scoundrel = games.scoundrel!;
  const match = async () => (await h.read((q) => getMatch(q, id)))!;
  for (let moves = 0; (await match()).status === 'active'; moves++) {
    if (moves > 200) throw new Error('the run did not end');
    const code = scoundrel.encodeAction(scoundrel.timeoutAction!((await match()).state, 0)!);
    await clickCode(h, user, h.fake.latestDm(user)!, code);
    await h.settle();
  }
  return id;
}

beforeAll(async () => {
  const source = sqliteTestDatabase('copy');
  sourcePath = source.path!;
  h = await startHarness({ players: 3, seeds: ['copy-finished', 'copy-running'], database: source });
  const [a, b, c] = h.users as [FakeUser, FakeUser, FakeUser];
  h.fake.setNickname(h.guild, a, 'Ace');
  ids.finished = await startLonersMatch(h, [a, b]);
  await playMatchByDm(h, ids.finished, makeRand(1));
  ids.running = await startLonersMatch(h, [b, c]);
  await playMatchByDm(h, ids.running, makeRand(2), 3);
  ids.run = await playDaily(c);
  const side = h.fake.addTextChannel(h.guild, 'side');
  await h.fake.slashCommand({ user: a, channelId: side.id, name: 'guys', subcommand: 'start' });
  const settings = (subcommand: string, options: Record<string, string | number | boolean>) =>
    h.fake.slashCommand({ user: a, channelId: h.channel.id, name: 'settings', subcommand, options });
  await settings('turn-time', { game: 'guys', seconds: 60 });
  await settings('lobby-idle', { minutes: 2 });
  await settings('takeover', { enabled: true });
  await h.settle();
  await h.stopBot();
  // Nothing the fake plays writes a server's departure yet: one stands for a server that removed the bot.
  const file = new Database(sourcePath);
  try {
    drizzle(file, { schema: sqliteSchema }).insert(sqliteSchema.guildDepartures).values({ guildId: '998877665544332211', leftAt: Date.UTC(2026, 10, 1) }).run();
  } finally {
    file.close();
  }
}, 300_000);

afterAll(async () => {
  await h?.close();
  await h?.database.drop();
});

const targets: TestDatabase[] = [];
const handles: PostgresHandle[] = [];
afterEach(async () => {
  for (const handle of handles.splice(0)) await handle.close();
  for (const target of targets.splice(0)) await target.drop();
});

async function freshTarget(): Promise<TestDatabase> {
  const target = await createTestDatabase();
  targets.push(target);
  return target;
}

async function copy(args: string[], env: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCopy(args, { HOST_LANGUAGE: 'en', ...env }, { out: (t) => out.push(t), err: (t) => err.push(t) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** The primary-key columns of a PostgreSQL table, by SQL name. */
function primaryKeyNames(table: PgTable): string[] {
  const config = pgTableConfig(table);
  const single = config.columns.filter((c) => c.primary).map((c) => c.name);
  return single.length ? single : (config.primaryKeys[0]?.columns.map((c) => c.name) ?? []);
}

const byName = (table: object, names: string[]) => {
  const columns = Object.values(getTableColumns(table as PgTable)) as Column[];
  return names.map((name) => asc(columns.find((c) => c.name === name)!));
};

describe('npm run db:copy', () => {
  it('copies every row of every table of a database filled by real games', async () => {
    const target = await freshTarget();
    // No --from: the file comes from DATABASE_PATH, as the bot reads it.
    const result = await copy(['--to', target.url], { DATABASE_PATH: sourcePath });
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    expect(result.out).toContain('The bot must not be running meanwhile');
    expect(result.out).toContain('DATABASE_URL');

    const sqlite = new Database(sourcePath, { readonly: true });
    const source = drizzle(sqlite, { schema: sqliteSchema });
    const pg = await openPostgres(target.url);
    handles.push(pg);
    try {
      const empty: string[] = [];
      for (const { name, sqlite: from, postgres: to } of tablePairs()) {
        const key = primaryKeyNames(to);
        expect(key.length, `${name} has a primary key`).toBeGreaterThan(0);
        const expected = source.select().from(from).orderBy(...byName(from, key)).all();
        const actual = await pg.db.select().from(to).orderBy(...byName(to, key));
        expect(actual, name).toEqual(expected);
        expect(result.out).toMatch(new RegExp(`^  ${name} +${expected.length}$`, 'm'));
        if (expected.length === 0) empty.push(name);
      }
      // What the games wrote, so that the comparison above compared something (the outbox empties as it is delivered).
      expect(empty).toEqual(['outbox']);
      const statuses = source.select({ id: sqliteSchema.matches.id, status: sqliteSchema.matches.status }).from(sqliteSchema.matches).all();
      expect(statuses).toEqual(
        expect.arrayContaining([
          { id: ids.finished, status: 'finished' },
          { id: ids.running, status: 'active' },
          { id: ids.run, status: 'finished' },
          expect.objectContaining({ status: 'lobby' }),
        ]),
      );

      // The sequences continue after the copied ids.
      const largest = Math.max(...(await pg.db.select({ id: pgSchema.matchActions.id }).from(pgSchema.matchActions)).map((r) => r.id));
      const [added] = await pg.db.insert(pgSchema.matchActions).values({ matchId: ids.running, version: 1_000, seat: 0, code: 'x' }).returning();
      expect(added!.id).toBe(largest + 1);
    } finally {
      sqlite.close();
    }
  });

  it('refuses a target that already holds rows, naming the tables, and copies nothing', async () => {
    const target = await freshTarget();
    const pg = await openPostgres(target.url);
    handles.push(pg);
    await pg.db.insert(pgSchema.meta).values({ key: 'someone', value: 'was here' });
    const result = await copy(['--to', target.url, '--from', sourcePath]);
    expect(result.code).toBe(1);
    expect(result.err).toContain('already holds rows in meta:');
    expect(await pg.db.$count(pgSchema.matches)).toBe(0);
    expect(await pg.db.select().from(pgSchema.meta)).toEqual([{ key: 'someone', value: 'was here' }]);
  });

  it('refuses a SQLite file that is not there, and a target that is not PostgreSQL, in the host language', async () => {
    const missing = await copy(['--to', 'postgres://postgres@127.0.0.1/none', '--from', `${sourcePath}.missing`]);
    expect(missing).toEqual({ code: 1, out: '', err: expect.stringContaining(`There is no SQLite database at ${sourcePath}.missing`) });
    const german = await copy(['--to', 'mysql://x:secret@host/db'], { HOST_LANGUAGE: 'de' });
    expect(german.code).toBe(1);
    expect(german.err).toContain('--to muss eine PostgreSQL-URL sein');
    expect(german.err).not.toContain('secret');
  });
});
