/**
 * DATABASE_PATH checked before anything touches the disk or the network, and
 * without creating anything: the path must be a file (or not exist yet) in a
 * folder this user can write — or, when the folder does not exist yet, under
 * an existing folder this user can write, since `openDatabase()` creates it.
 * SQLite also creates `<file>-wal` and `<file>-shm` next to the database, so
 * the folder must be writable even when the file already is.
 *
 * Every problem is a `StartupError` with a plain message (see errors.ts).
 * The file system is reached through `PreflightFs`, so tests can play a
 * read-only mount or a user without rights even when they run as root.
 */
import { accessSync, closeSync, constants, openSync, readSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { currentUid, StartupError } from './errors.js';
import type { HostLanguage } from './host-language.js';
import { messagesFor } from './host-messages/index.js';

export interface PathInfo {
  isFile(): boolean;
  isDirectory(): boolean;
  uid: number;
  size: number;
}

export interface PreflightFs {
  /** The path's status, or undefined when it does not exist (ENOENT) or a parent is not a folder (ENOTDIR). */
  stat(path: string): PathInfo | undefined;
  /** Throws (EACCES, EPERM, EROFS...) unless the path allows `mode` (fs.constants.R_OK | W_OK | X_OK). */
  access(path: string, mode: number): void;
  /** The first `length` bytes of the file. */
  readStart(path: string, length: number): Buffer;
}

export const nodePreflightFs: PreflightFs = {
  stat(path) {
    try {
      return statSync(path);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
      throw err;
    }
  },
  access(path, mode) {
    accessSync(path, mode);
  },
  readStart(path, length) {
    const fd = openSync(path, 'r');
    try {
      const buffer = Buffer.alloc(length);
      const read = readSync(fd, buffer, 0, length, 0);
      return buffer.subarray(0, read);
    } finally {
      closeSync(fd);
    }
  },
};

export interface PreflightOptions {
  fs?: PreflightFs;
  /** The user the bot runs as (default: the process's uid), for the messages. */
  uid?: number | undefined;
  /** The language of the messages (default English). */
  language?: HostLanguage | undefined;
}

export interface PreflightResult {
  /** The database file, absolute (or `:memory:`). */
  path: string;
  /** Whether the file exists already (else it and maybe its folder will be created). */
  exists: boolean;
}

/** Every SQLite 3 database file starts with these 16 bytes (an empty file is a new, empty database). */
const SQLITE_HEADER = Buffer.from('SQLite format 3\0', 'latin1');

const isMemoryPath = (path: string) => path === '' || path === ':memory:' || path.startsWith('file::memory:');

const errnoOf = (err: unknown): string => (err as NodeJS.ErrnoException | undefined)?.code ?? '';

/**
 * Checks DATABASE_PATH (`given`, as configured; relative to the cwd) without
 * creating anything; throws a `StartupError` naming the path, the cause and the fix.
 */
export function preflightDatabasePath(given: string, options: PreflightOptions = {}): PreflightResult {
  if (isMemoryPath(given)) return { path: given, exists: false };
  const fs = options.fs ?? nodePreflightFs;
  const uid = 'uid' in options ? options.uid : currentUid();
  const messages = messagesFor(options.language);
  const file = resolve(given);
  const folder = dirname(file);

  /** Throws when `dir` (an existing folder) is not writable or cannot be entered. */
  const checkFolder = (dir: string, info: PathInfo, notWritable: () => string) => {
    for (const [mode, message] of [
      [constants.W_OK, notWritable],
      [constants.X_OK, () => messages.folderNotEnterable(given, dir, uid, info.uid)],
    ] as const) {
      try {
        fs.access(dir, mode);
      } catch (err) {
        if (errnoOf(err) === 'EROFS') throw new StartupError(messages.readOnlyFileSystem(given, dir), { cause: err });
        if (errnoOf(err) === 'EACCES' || errnoOf(err) === 'EPERM') throw new StartupError(message(), { cause: err });
        throw err;
      }
    }
  };

  const target = fs.stat(file);
  if (target === undefined) {
    // Not there yet: the nearest existing ancestor must be a folder this user can write into.
    let ancestor = folder;
    let info = fs.stat(ancestor);
    while (info === undefined && dirname(ancestor) !== ancestor) {
      ancestor = dirname(ancestor);
      info = fs.stat(ancestor);
    }
    if (info === undefined) throw new StartupError(messages.noFolderExists(file));
    if (!info.isDirectory()) throw new StartupError(messages.fileInTheWay(given, ancestor));
    const ancestorInfo = info;
    checkFolder(ancestor, ancestorInfo, () =>
      ancestor === folder
        ? messages.folderNotWritable(given, folder, uid, ancestorInfo.uid)
        : messages.folderCannotBeCreated(given, folder, ancestor, uid, ancestorInfo.uid),
    );
    return { path: file, exists: false };
  }

  if (target.isDirectory()) throw new StartupError(messages.isAFolder(given, file));
  if (!target.isFile()) throw new StartupError(messages.notARegularFile(given, file));

  // The file itself, and its -wal/-shm companions when a previous run left them (maybe as another user).
  for (const path of [file, `${file}-wal`, `${file}-shm`]) {
    const info = path === file ? target : fs.stat(path);
    if (info === undefined) continue;
    try {
      fs.access(path, constants.R_OK | constants.W_OK);
    } catch (err) {
      if (errnoOf(err) === 'EROFS') throw new StartupError(messages.readOnlyFileSystem(given, folder), { cause: err });
      if (errnoOf(err) === 'EACCES' || errnoOf(err) === 'EPERM') {
        throw new StartupError(messages.fileNotWritable(given, path, uid, info.uid), { cause: err });
      }
      throw err;
    }
  }

  if (target.size > 0) {
    const start = fs.readStart(file, SQLITE_HEADER.length);
    if (target.size < 100 || !start.equals(SQLITE_HEADER)) throw new StartupError(messages.notADatabase(given, file));
  }

  const folderInfo = fs.stat(folder);
  if (folderInfo) checkFolder(folder, folderInfo, () => messages.folderNotWritable(given, folder, uid, folderInfo.uid));
  return { path: file, exists: true };
}
