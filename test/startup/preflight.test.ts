/**
 * The DATABASE_PATH preflight on real temp folders. Permission refusals and
 * read-only mounts are played through an injected `access` (the tests run as
 * root, which ignores permission bits); the process tests in
 * test/e2e/startup-errors.test.ts exercise the real ones.
 */
import { randomBytes } from 'node:crypto';
import { constants, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/connection.js';
import { StartupError } from '../../src/startup/errors.js';
import { nodePreflightFs, preflightDatabasePath, type PreflightFs } from '../../src/startup/preflight.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'loners-preflight-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const errno = (code: string) => Object.assign(new Error(`${code}: refused`), { code });

/** The real file system, except that `access` refuses `mode` on `paths` with `code`. */
function refusing(code: 'EACCES' | 'EPERM' | 'EROFS', paths: string[], mode = constants.W_OK): PreflightFs {
  return {
    ...nodePreflightFs,
    access(path, wanted) {
      if (paths.includes(path) && (wanted & mode) !== 0) throw errno(code);
      nodePreflightFs.access(path, wanted);
    },
  };
}

function failure(given: string, options: Parameters<typeof preflightDatabasePath>[1] = {}): string {
  try {
    preflightDatabasePath(given, { uid: 1000, ...options });
  } catch (err) {
    expect(err).toBeInstanceOf(StartupError);
    return (err as Error).message;
  }
  throw new Error('expected the preflight to fail');
}

describe('preflightDatabasePath', () => {
  it('accepts a new file in a writable folder, or under one, and creates nothing', () => {
    expect(preflightDatabasePath(join(dir, 'bot.sqlite'))).toEqual({ path: join(dir, 'bot.sqlite'), exists: false });
    expect(preflightDatabasePath(join(dir, 'a', 'b', 'bot.sqlite')).exists).toBe(false);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('accepts an existing database, an empty file and :memory:', () => {
    const path = join(dir, 'bot.sqlite');
    openDatabase(path).close();
    expect(preflightDatabasePath(path)).toEqual({ path, exists: true });
    writeFileSync(join(dir, 'empty.sqlite'), '');
    expect(preflightDatabasePath(join(dir, 'empty.sqlite')).exists).toBe(true);
    expect(preflightDatabasePath(':memory:').path).toBe(':memory:');
  });

  it('resolves a relative path against the cwd', () => {
    const given = relative(process.cwd(), join(dir, 'bot.sqlite'));
    expect(preflightDatabasePath(given).path).toBe(join(dir, 'bot.sqlite'));
  });

  it('refuses a folder it cannot write, naming the uid and the chown', () => {
    const path = join(dir, 'bot.sqlite');
    expect(failure(path, { fs: refusing('EACCES', [dir]) })).toMatch(
      new RegExp(
        `^DATABASE_PATH=${path}: the folder ${dir} is not writable by this user \\(uid 1000; owner: uid \\d+\\)\\. ` +
          `Give it to that user \\(chown 1000 ${dir}\\) or point DATABASE_PATH at a writable place\\.$`,
      ),
    );
  });

  it('refuses a folder still to create under one it cannot write', () => {
    const path = join(dir, 'data', 'bot.sqlite');
    const message = failure(path, { fs: refusing('EPERM', [dir]) });
    expect(message).toContain(`the folder ${join(dir, 'data')} does not exist and cannot be created: ${dir} is not writable by this user (uid 1000`);
    expect(message).toContain(`(mkdir -p ${join(dir, 'data')} && chown 1000 ${join(dir, 'data')})`);
  });

  it('refuses a folder it cannot enter', () => {
    const message = failure(join(dir, 'bot.sqlite'), { fs: refusing('EACCES', [dir], constants.X_OK) });
    expect(message).toContain(`the folder ${dir} cannot be entered by this user (uid 1000`);
    expect(message).toContain(`chmod o+x ${dir}`);
  });

  it('refuses a read-only file system, for a new file and for an existing one', () => {
    const path = join(dir, 'bot.sqlite');
    const readOnly = `DATABASE_PATH=${path}: ${dir} is on a read-only file system. Mount a writable volume there (without :ro), or point DATABASE_PATH at a writable place.`;
    expect(failure(path, { fs: refusing('EROFS', [dir]) })).toBe(readOnly);
    openDatabase(path).close();
    expect(failure(path, { fs: refusing('EROFS', [path, dir]) })).toBe(readOnly);
  });

  it('refuses an existing file it cannot write, and -wal/-shm files left by another user', () => {
    const path = join(dir, 'bot.sqlite');
    openDatabase(path).close();
    expect(failure(path, { fs: refusing('EACCES', [path]) })).toMatch(
      new RegExp(`^DATABASE_PATH=${path}: the file ${path} is not writable by this user \\(uid 1000; owner: uid \\d+\\)\\. Give it to that user \\(chown 1000 ${path}\\)`),
    );
    writeFileSync(`${path}-wal`, '');
    expect(failure(path, { fs: refusing('EACCES', [`${path}-wal`]) })).toContain(`the file ${path}-wal is not writable`);
    // A writable file in a folder it cannot write: SQLite could not create its -wal and -shm files.
    expect(failure(path, { fs: refusing('EACCES', [dir]) })).toContain(`the folder ${dir} is not writable`);
  });

  it('refuses a folder, a file in the way of a folder, a device and a file that is not SQLite', () => {
    expect(failure(dir)).toBe(
      `DATABASE_PATH=${dir}: ${dir} is a folder, not a database file. Point DATABASE_PATH at a file inside it, e.g. DATABASE_PATH=${dir}/bot.sqlite.`,
    );
    writeFileSync(join(dir, 'notes.txt'), 'hello');
    expect(failure(join(dir, 'notes.txt', 'db', 'bot.sqlite'))).toContain(`: ${join(dir, 'notes.txt')} is a file, where a folder is needed.`);
    expect(failure('/dev/null')).toContain('/dev/null is not a regular file');
    writeFileSync(join(dir, 'random.sqlite'), randomBytes(4096));
    expect(failure(join(dir, 'random.sqlite'))).toContain('is not a SQLite database');
    writeFileSync(join(dir, 'short.sqlite'), 'SQLite format 3\0');
    expect(failure(join(dir, 'short.sqlite'))).toContain('is not a SQLite database');
  });

  it('words its refusals in the host language', () => {
    const path = join(dir, 'bot.sqlite');
    expect(failure(path, { fs: refusing('EACCES', [dir]), language: 'de' })).toMatch(
      new RegExp(
        `^DATABASE_PATH=${path}: In den Ordner ${dir} kann dieser Benutzer \\(uid 1000; Besitzer: uid \\d+\\) nicht schreiben\\. ` +
          `Mach diesen Benutzer zum Besitzer \\(chown 1000 ${dir}\\) oder lass DATABASE_PATH auf einen beschreibbaren Ort zeigen\\.$`,
      ),
    );
    expect(failure(dir, { language: 'de' })).toBe(
      `DATABASE_PATH=${dir}: ${dir} ist ein Ordner, keine Datenbankdatei. Lass DATABASE_PATH auf eine Datei darin zeigen, z. B. DATABASE_PATH=${dir}/bot.sqlite.`,
    );
  });

  it('says "this user" without a uid where there are none', () => {
    mkdirSync(join(dir, 'x'));
    const message = failure(join(dir, 'x', 'bot.sqlite'), { uid: undefined, fs: refusing('EACCES', [join(dir, 'x')]) });
    expect(message).toContain('is not writable by this user. Give this user write access to it or point DATABASE_PATH');
  });
});
