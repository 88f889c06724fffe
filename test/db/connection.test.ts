import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultMigrationsFolder, openDatabase, type DatabaseHandle } from '../../src/db/connection.js';
import {
  matchActions,
  matches,
  matchPlayers,
  matchResults,
  newMatchId,
  playerStats,
  roundWins,
  type NewMatch,
} from '../../src/db/schema/sqlite.js';

const TABLES = ['match_actions', 'match_players', 'match_results', 'matches', 'meta', 'player_stats', 'round_wins'];

let dir: string;
const open: DatabaseHandle[] = [];

function openAt(path: string): DatabaseHandle {
  const handle = openDatabase(path);
  open.push(handle);
  return handle;
}

function newMatch(overrides: Partial<NewMatch> = {}): NewMatch {
  return { game: 'loners', guildId: '1', channelId: '2', hostUserId: '3', seed: 'seed', ...overrides };
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'bot-db-test-'));
});

afterEach(() => {
  for (const handle of open.splice(0)) handle.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('openDatabase', () => {
  it('creates the parent folders and a WAL database with foreign keys on', () => {
    const path = join(dir, 'nested', 'deeper', 'bot.sqlite');
    const { sqlite } = openAt(path);
    expect(existsSync(path)).toBe(true);
    expect(sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(sqlite.pragma('busy_timeout', { simple: true })).toBe(5000);
    expect(sqlite.pragma('synchronous', { simple: true })).toBe(1); // NORMAL
  });

  it('creates every table through the migrations', () => {
    const { sqlite } = openAt(join(dir, 'bot.sqlite'));
    const names = (
      sqlite.prepare("select name from sqlite_master where type = 'table' order by name").all() as { name: string }[]
    ).map((r) => r.name);
    for (const table of TABLES) expect(names).toContain(table);
    expect(names).toContain('__drizzle_migrations');
    const indexes = (
      sqlite.prepare("select name from sqlite_master where type = 'index'").all() as { name: string }[]
    ).map((r) => r.name);
    expect(indexes).toEqual(
      expect.arrayContaining([
        'matches_channel_status_idx',
        'matches_status_deadline_idx',
        'match_players_user_idx',
        'player_stats_guild_game_idx',
      ]),
    );
  });

  it('is a no-op to migrate twice, keeping the data', () => {
    const path = join(dir, 'bot.sqlite');
    const first = openAt(path);
    const applied = first.sqlite.prepare('select count(*) as n from __drizzle_migrations').get() as { n: number };
    expect(applied.n).toBeGreaterThan(0);
    first.db.insert(matches).values(newMatch({ id: 'keepme0001' })).run();
    first.close();

    const second = openAt(path);
    const again = second.sqlite.prepare('select count(*) as n from __drizzle_migrations').get() as { n: number };
    expect(again.n).toBe(applied.n);
    expect(second.db.select().from(matches).all().map((m) => m.id)).toEqual(['keepme0001']);
    // A third open while the second is still open works too (WAL, separate connection).
    const third = openAt(path);
    expect(third.db.select().from(matches).all()).toHaveLength(1);
  });

  it('works from another cwd (migrations found relative to the source)', () => {
    const cwd = process.cwd();
    process.chdir(dir);
    try {
      const { sqlite } = openAt('relative/bot.sqlite');
      expect(existsSync(join(dir, 'relative', 'bot.sqlite'))).toBe(true);
      expect(sqlite.prepare("select count(*) as n from sqlite_master where name = 'matches'").get()).toEqual({ n: 1 });
    } finally {
      process.chdir(cwd);
    }
    expect(existsSync(join(defaultMigrationsFolder(), 'meta', '_journal.json'))).toBe(true);
  });

  it('prepares a statement once per SQL text, its rows as objects again after drizzle took them as arrays', () => {
    const { db, sqlite } = openAt(join(dir, 'bot.sqlite'));
    db.insert(matches).values(newMatch({ id: 'prepared01' })).run();
    const prepare = vi.spyOn(sqlite, 'prepare');
    const byId = () => db.select().from(matches).where(eq(matches.id, 'prepared01'));
    expect(byId().all().map((m) => m.id)).toEqual(['prepared01']);
    expect(byId().get()?.id).toBe('prepared01');
    expect(prepare).toHaveBeenCalledTimes(1);
    // The same statement run without drizzle's mapping: better-sqlite3's own objects, not the arrays drizzle asked for above.
    const rows = db.all<Record<string, unknown>>(byId().getSQL());
    expect(rows[0]?.id).toBe('prepared01');
    expect(prepare).toHaveBeenCalledTimes(1);
    prepare.mockRestore();
  });

  it('reports the absolute path of the file', () => {
    const cwd = process.cwd();
    process.chdir(dir);
    try {
      expect(openAt('rel.sqlite').path).toBe(join(dir, 'rel.sqlite'));
    } finally {
      process.chdir(cwd);
    }
    expect(openAt(':memory:').path).toBe(':memory:');
  });

  it('fails on a damaged file before switching it to WAL: the file unchanged, no -wal/-shm', () => {
    const path = join(dir, 'bot.sqlite');
    openDatabase(path).close();
    const damaged = Buffer.concat([readFileSync(path).subarray(0, 100), Buffer.alloc(8192, 0xa5)]);
    writeFileSync(path, damaged);
    expect(() => openDatabase(path)).toThrow(expect.objectContaining({ code: expect.stringMatching(/^SQLITE_(CORRUPT|NOTADB)/) }));
    expect(readFileSync(path).equals(damaged)).toBe(true);
    expect(readdirSync(dir)).toEqual(['bot.sqlite']);
  });

  it('opens an in-memory database', () => {
    const { db } = openAt(':memory:');
    db.insert(matches).values(newMatch()).run();
    expect(db.select().from(matches).all()).toHaveLength(1);
  });

  it('close() can be called twice', () => {
    const handle = openAt(join(dir, 'bot.sqlite'));
    handle.close();
    expect(() => handle.close()).not.toThrow();
    expect(handle.sqlite.open).toBe(false);
  });
});

describe('schema', () => {
  let handle: DatabaseHandle;
  beforeEach(() => {
    handle = openAt(join(dir, 'bot.sqlite'));
  });

  it('fills defaults and round-trips JSON and booleans', () => {
    const { db, sqlite } = handle;
    const before = Date.now();
    const [row] = db
      .insert(matches)
      .values(newMatch({ options: { rounds: 3 } }))
      .returning()
      .all();
    expect(row).toBeDefined();
    if (!row) return;
    expect(row.id).toMatch(/^[0-9a-z]{10}$/);
    expect(row).toMatchObject({ status: 'lobby', version: 0, state: null, turnWarned: false, options: { rounds: 3 } });
    expect(row.createdAt).toBeGreaterThanOrEqual(before - 1000);
    expect(row.createdAt).toBeLessThanOrEqual(Date.now() + 1000);

    db.update(matches)
      .set({ status: 'active', state: { deck: [1, 2], seat: 0 }, turnWarned: true, version: 1 })
      .where(eq(matches.id, row.id))
      .run();
    const raw = sqlite.prepare('select state, turn_warned, options from matches').get();
    expect(raw).toEqual({ state: '{"deck":[1,2],"seat":0}', turn_warned: 1, options: '{"rounds":3}' });
    const loaded = db.select().from(matches).where(eq(matches.id, row.id)).get();
    expect(loaded).toMatchObject({ status: 'active', state: { deck: [1, 2], seat: 0 }, turnWarned: true });
  });

  it('rejects an unknown status or action kind', () => {
    const { sqlite } = handle;
    expect(() =>
      sqlite
        .prepare("insert into matches (id, game, guild_id, channel_id, host_user_id, seed, status) values ('x', 'g', '1', '2', '3', 's', 'paused')")
        .run(),
    ).toThrow(/CHECK constraint/);
    sqlite.prepare("insert into matches (id, game, guild_id, channel_id, host_user_id, seed) values ('m', 'g', '1', '2', '3', 's')").run();
    expect(() =>
      sqlite.prepare("insert into match_actions (match_id, version, seat, code, kind) values ('m', 1, 0, 'a', 'undo')").run(),
    ).toThrow(/CHECK constraint/);
  });

  it('enforces one seat per user per match and unique seats', () => {
    const { db } = handle;
    db.insert(matches).values(newMatch({ id: 'm1' })).run();
    db.insert(matchPlayers).values({ matchId: 'm1', seat: 0, userId: 'u1' }).run();
    expect(() => db.insert(matchPlayers).values({ matchId: 'm1', seat: 1, userId: 'u1' }).run()).toThrow(
      /UNIQUE constraint failed: match_players.match_id, match_players.user_id/,
    );
    expect(() => db.insert(matchPlayers).values({ matchId: 'm1', seat: 0, userId: 'u2' }).run()).toThrow(/UNIQUE/);
    db.insert(matchPlayers).values({ matchId: 'm1', seat: 1, userId: 'u2' }).run();
    // The same user may sit in another match.
    db.insert(matches).values(newMatch({ id: 'm2' })).run();
    db.insert(matchPlayers).values({ matchId: 'm2', seat: 0, userId: 'u1' }).run();
    expect(db.select().from(matchPlayers).where(eq(matchPlayers.userId, 'u1')).all()).toHaveLength(2);
  });

  it('enforces one action per version', () => {
    const { db } = handle;
    db.insert(matches).values(newMatch({ id: 'm1' })).run();
    db.insert(matchActions).values({ matchId: 'm1', version: 1, seat: 0, userId: 'u1', code: 'p3' }).run();
    expect(() =>
      db.insert(matchActions).values({ matchId: 'm1', version: 1, seat: 1, userId: null, code: 'x', kind: 'timeout' }).run(),
    ).toThrow(/UNIQUE/);
  });

  it('rejects rows pointing to a missing match (foreign keys on)', () => {
    const { db } = handle;
    expect(() => db.insert(matchPlayers).values({ matchId: 'nope', seat: 0, userId: 'u1' }).run()).toThrow(
      /FOREIGN KEY constraint failed/,
    );
  });

  it('deleting a match cascades to its players, actions, round wins and results', () => {
    const { db, sqlite } = handle;
    db.insert(matches).values([newMatch({ id: 'gone' }), newMatch({ id: 'kept' })]).run();
    for (const matchId of ['gone', 'kept']) {
      db.insert(matchPlayers).values({ matchId, seat: 0, userId: 'u1' }).run();
      db.insert(matchActions).values({ matchId, version: 1, seat: 0, userId: 'u1', code: 'a' }).run();
      db.insert(roundWins).values({ matchId, round: 1, seat: 0, userId: 'u1' }).run();
      db.insert(matchResults).values({ matchId, seat: 0, userId: 'u1', won: true, score: 7 }).run();
    }
    db.insert(playerStats).values({ guildId: '1', game: 'loners', userId: 'u1', matches: 2, wins: 2 }).run();

    db.delete(matches).where(eq(matches.id, 'gone')).run();

    for (const table of ['match_players', 'match_actions', 'round_wins', 'match_results']) {
      const rows = sqlite.prepare(`select match_id from ${table}`).all();
      expect(rows, table).toEqual([{ match_id: 'kept' }]);
    }
    const [stats] = db.select().from(playerStats).all();
    expect(stats).toMatchObject({ matches: 2, wins: 2, roundWins: 0, totalScore: 0, bestScore: null, ratingMu: 25 });
    expect(stats?.ratingSigma).toBeCloseTo(25 / 3);
  });
});

describe('newMatchId', () => {
  it('makes 10-character base36 ids that do not repeat', () => {
    const ids = new Set<string>();
    for (let i = 0; i < 5000; i++) {
      const id = newMatchId();
      expect(id).toMatch(/^[0-9a-z]{10}$/);
      ids.add(id);
    }
    expect(ids.size).toBe(5000);
  });
});
