/**
 * Migration 0011 rebuilds match_actions without AUTOINCREMENT (every move
 * wrote sqlite_sequence too). A database made by the migrations before it
 * must keep its action log, its constraints and its cascade.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultMigrationsFolder, openDatabase, type DatabaseHandle } from '../../src/db/connection.js';
import { matchActions, matches } from '../../src/db/schema/sqlite.js';

let dir: string;
const open: DatabaseHandle[] = [];

/** The project's migrations up to (not including) `tag`, as a folder of their own. */
function migrationsBefore(tag: string): string {
  const folder = join(dir, 'migrations-before');
  cpSync(defaultMigrationsFolder(), folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

const tableSql = (h: DatabaseHandle, name: string) =>
  (h.sqlite.prepare("select sql from sqlite_master where type = 'table' and name = ?").get(name) as { sql: string } | undefined)?.sql ?? '';

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'bot-migration-test-'));
});

afterEach(() => {
  for (const handle of open.splice(0)) handle.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('migration 0011: match_actions without AUTOINCREMENT', () => {
  it('keeps every action, the one-action-per-version rule and the cascade; new moves leave sqlite_sequence alone', () => {
    const path = join(dir, 'bot.sqlite');
    const old = openDatabase(path, { migrationsFolder: migrationsBefore('0011_action_ids_without_autoincrement') });
    open.push(old);
    expect(tableSql(old, 'match_actions')).toMatch(/AUTOINCREMENT/);
    // Raw SQL: today's schema names columns the old table does not have yet.
    old.sqlite.prepare("insert into matches (id, game, guild_id, channel_id, host_user_id, seed) values ('m000000001', 'loners', '1', '2', '3', 's')").run();
    for (const version of [1, 2, 3]) old.db.insert(matchActions).values({ matchId: 'm000000001', version, seat: version % 2, userId: '3', code: `c${version}` }).run();
    const before = old.db.select().from(matchActions).all();
    expect(old.sqlite.prepare("select seq from sqlite_sequence where name = 'match_actions'").get()).toEqual({ seq: 3 });
    old.close();

    const migrated = openDatabase(path);
    open.push(migrated);
    expect(tableSql(migrated, 'match_actions')).not.toMatch(/AUTOINCREMENT/);
    expect(migrated.db.select().from(matchActions).all()).toEqual(before);
    // The old table's counter went with it, and new actions keep no counter.
    expect(migrated.sqlite.prepare("select count(*) as n from sqlite_sequence where name = 'match_actions'").get()).toEqual({ n: 0 });
    migrated.db.insert(matchActions).values({ matchId: 'm000000001', version: 4, seat: 0, userId: '3', code: 'c4' }).run();
    expect(migrated.sqlite.prepare("select count(*) as n from sqlite_sequence where name = 'match_actions'").get()).toEqual({ n: 0 });
    expect(migrated.db.select({ id: matchActions.id }).from(matchActions).where(eq(matchActions.version, 4)).get()).toEqual({ id: 4 });

    expect(() => migrated.db.insert(matchActions).values({ matchId: 'm000000001', version: 4, seat: 1, code: 'again' }).run()).toThrow(/UNIQUE/);
    expect(() => migrated.db.insert(matchActions).values({ matchId: 'nosuchmatch', version: 1, seat: 0, code: 'x' }).run()).toThrow(/FOREIGN KEY/);
    migrated.db.delete(matches).where(eq(matches.id, 'm000000001')).run();
    expect(migrated.db.select().from(matchActions).all()).toEqual([]);
  });
});
