/** Errors thrown while starting, turned into plain messages; the stack only on request, never the token. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { explainStartupError, formatStartupFailure, StartupError } from '../../src/startup/errors.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'loners-errors-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The real error better-sqlite3 throws for `run` on a database at `path`. */
function sqliteError(path: string, run: (db: Database.Database) => void): Error {
  const db = new Database(path);
  try {
    run(db);
  } catch (err) {
    return err as Error;
  } finally {
    db.close();
  }
  throw new Error('expected SQLite to fail');
}

describe('explainStartupError', () => {
  it('keeps the message of a StartupError', () => {
    expect(explainStartupError(new StartupError('plain words'), { databasePath: 'x' })).toBe('plain words');
  });

  it('explains SQLite errors with DATABASE_PATH, the absolute file and the fix', () => {
    const path = join(dir, 'bot.sqlite');
    writeFileSync(path, 'not a database at all, just text that is long enough to look like something');
    const notADb = sqliteError(path, (db) => db.prepare('select * from sqlite_master').all());
    expect(explainStartupError(notADb, { databasePath: path })).toBe(
      `DATABASE_PATH=${path}: ${path} is not a SQLite database. Point DATABASE_PATH at the bot's database, or move this file away to start with an empty one.`,
    );
    const fake = (code: string, message: string) => Object.assign(new Error(message), { name: 'SqliteError', code });
    expect(explainStartupError(fake('SQLITE_CORRUPT', 'database disk image is malformed'), { databasePath: path })).toContain(
      `the database ${path} is damaged (SQLite: database disk image is malformed). Restore it from a backup`,
    );
    expect(explainStartupError(fake('SQLITE_READONLY', 'attempt to write a readonly database'), { databasePath: path, uid: 1000 })).toContain(
      `SQLite cannot open or write ${path} (attempt to write a readonly database). The file, its folder ${dir} and any -wal/-shm files next to it must be writable by this user (uid 1000); chown 1000 them`,
    );
    expect(explainStartupError(fake('SQLITE_CANTOPEN', 'unable to open database file'), { databasePath: path })).toContain('SQLite cannot open or write');
    expect(explainStartupError(fake('SQLITE_FULL', 'database or disk is full'), { databasePath: path })).toContain('is full. Free some space');
    expect(explainStartupError(fake('SQLITE_BUSY', 'database is locked'), { databasePath: path })).toContain('is locked by another process');
    expect(explainStartupError(fake('SQLITE_IOERR_WRITE', 'disk I/O error'), { databasePath: path })).toContain('reading or writing');
  });

  it('explains file-system errors from creating the folder', () => {
    const mkdirError = (code: string) => Object.assign(new Error(`${code}: mkdir`), { code, syscall: 'mkdir', path: '/srv/bot/data' });
    expect(explainStartupError(mkdirError('EACCES'), { databasePath: '/srv/bot/data/bot.sqlite', uid: 1000 })).toBe(
      'DATABASE_PATH=/srv/bot/data/bot.sqlite: the folder /srv/bot is not writable by this user (uid 1000). ' +
        'Give it to that user (chown 1000 /srv/bot) or point DATABASE_PATH at a writable place.',
    );
    expect(explainStartupError(mkdirError('EROFS'), { databasePath: '/srv/bot/data/bot.sqlite' })).toContain('/srv/bot/data is on a read-only file system');
    expect(explainStartupError(mkdirError('ENOSPC'), { databasePath: '/srv/bot/data/bot.sqlite' })).toContain('is full');
  });

  it('explains a token refused at login and an unreachable Discord', () => {
    const tokenInvalid = Object.assign(new Error('An invalid token was provided.'), { code: 'TokenInvalid' });
    expect(explainStartupError(tokenInvalid, { databasePath: 'x' })).toMatch(/^DISCORD_TOKEN was refused by Discord \(401\)/);
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED', syscall: 'connect' });
    const wrapped = new TypeError('fetch failed', { cause: refused });
    expect(explainStartupError(wrapped, { databasePath: 'x', discordApiUrl: 'http://127.0.0.1:9/api' })).toBe(
      'Discord is unreachable at http://127.0.0.1:9/api (connect ECONNREFUSED 127.0.0.1:9). ' +
        'Check DISCORD_API_URL (unset it to use Discord itself) and that this machine can reach it.',
    );
    expect(explainStartupError(refused, { databasePath: 'x' })).toContain('Discord is unreachable at https://discord.com/api');
  });

  it('explains in the host language', () => {
    const fake = (code: string, message: string) => Object.assign(new Error(message), { name: 'SqliteError', code });
    expect(explainStartupError(fake('SQLITE_BUSY', 'database is locked'), { databasePath: '/srv/bot.sqlite', language: 'de' })).toBe(
      'DATABASE_PATH=/srv/bot.sqlite: Die Datenbank /srv/bot.sqlite ist von einem anderen Prozess gesperrt (läuft der Bot schon?). ' +
        'Beende ihn zuerst oder gib diesem Bot einen eigenen DATABASE_PATH.',
    );
    const timedOut = new TypeError('fetch failed', { cause: Object.assign(new Error('aborted'), { name: 'AbortError' }) });
    expect(explainStartupError(timedOut, { databasePath: 'x', language: 'de' })).toMatch(/^Discord ist unter https:\/\/discord\.com\/api nicht erreichbar \(keine Antwort in der Zeit\)\. Prüf die Internetverbindung/);
    expect(explainStartupError(new Error('boom'), { databasePath: 'x', language: 'de' })).toBe(
      'Der Bot konnte nicht starten: boom. Starte mit LOG_LEVEL=debug, um die Einzelheiten zu sehen.',
    );
    const text = formatStartupFailure(new StartupError('x', { cause: new Error('inner') }), { databasePath: 'x', language: 'de' }, { debug: true });
    expect(text).toContain('Ursache: Error: inner');
  });

  it('says something plain about anything else', () => {
    expect(explainStartupError(new Error('boom'), { databasePath: 'x' })).toBe(
      'Could not start the bot: boom. Run with LOG_LEVEL=debug to see the details.',
    );
    expect(explainStartupError('a string', { databasePath: 'x' })).toContain('a string');
  });
});

describe('formatStartupFailure', () => {
  const token = 'MTIzNDU2Nzg5MDEyMzQ1Njc4.GaBcDe.s3cr3t-t0ken';
  const err = new StartupError('DISCORD_TOKEN was refused.', { cause: new Error(`inner failure with ${token}`) });

  it('is the message alone by default', () => {
    expect(formatStartupFailure(err, { databasePath: 'x' })).toBe('DISCORD_TOKEN was refused.\n');
  });

  it('adds the stacks of the error and its causes with debug, without the token', () => {
    const text = formatStartupFailure(err, { databasePath: 'x' }, { debug: true, secrets: [token] });
    expect(text).toMatch(/^DISCORD_TOKEN was refused\.\nStartupError: DISCORD_TOKEN was refused\.\n\s+at /);
    expect(text).toContain('Caused by: Error: inner failure with [Redacted]');
    expect(text).not.toContain(token);
  });
});
