/**
 * Start-up failures, each with the real bot process (`node --import tsx
 * src/index.ts`): exit code 1, one plain line on stderr naming the cause and
 * the fix, no stack trace (unless LOG_LEVEL=debug), and nothing created on
 * disk. Path problems must be found before any request reaches Discord.
 *
 * Tests run as root here, and root ignores permission bits: "not writable"
 * runs the bot as another user (uid 65534) when we are root, and a read-only
 * file system is a real read-only tmpfs mounted in a private mount namespace
 * (`unshare -rm`), skipped where user namespaces are not allowed.
 */
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/connection.js';
import { spawnBot, type BotProcess, type SpawnOptions } from '../support/bot-process.js';
import { startFakeDiscord, type FakeDiscord } from '../support/fake-discord/index.js';

let fake: FakeDiscord;
let dir: string;
const processes: BotProcess[] = [];

beforeAll(async () => {
  fake = await startFakeDiscord();
});
afterAll(async () => {
  for (const p of processes) p.child.kill('SIGKILL');
  await fake.stop();
});
afterEach(() => {
  if (dir) {
    chmodSync(dir, 0o700);
    rmSync(dir, { recursive: true, force: true });
    dir = '';
  }
});

function tempDir(): string {
  dir = mkdtempSync(join(tmpdir(), 'loners-startup-'));
  return dir;
}

/** Every file and folder under `root`, relative, sorted. */
function tree(root: string): string[] {
  return (readdirSync(root, { recursive: true }) as string[]).sort();
}

const sha = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

interface Failure {
  stderr: string;
  /** REST requests that reached the fake Discord during the run. */
  requests: number;
  ms: number;
}

/** Starts the bot, expects exit code 1 with exactly one line on stderr and no stack trace. */
async function failingStart(env: Record<string, string>, options: SpawnOptions = {}): Promise<Failure> {
  const before = fake.requests.length;
  const started = Date.now();
  const p = spawnBot({ DISCORD_TOKEN: fake.token, DISCORD_API_URL: fake.apiUrl, ...env }, 'src/index.ts', options);
  processes.push(p);
  const code = await p.exited;
  const ms = Date.now() - started;
  expect(code, p.output()).toBe(1);
  const stderr = p.stderr().trim();
  expect(stderr.split('\n'), stderr).toHaveLength(1);
  expect(stderr).not.toMatch(/^\s+at /m);
  expect(p.stdout(), 'nothing logged before the failure').toBe('');
  expect(stderr).not.toContain(fake.token);
  return { stderr, requests: fake.requests.length - before, ms };
}

/** Options that make the bot a user without write access to a root-owned 755 folder (when we are root). */
function withoutWriteAccess(folder: string): { options: SpawnOptions; uid: number } {
  const uid = process.getuid?.() ?? 0;
  if (uid === 0) {
    chmodSync(folder, 0o755);
    return { options: { uid: 65534, gid: 65534 }, uid: 65534 };
  }
  chmodSync(folder, 0o555);
  return { options: {}, uid };
}

const canMountReadOnly = (() => {
  const probe = mkdtempSync(join(tmpdir(), 'loners-ro-probe-'));
  try {
    return spawnSync('unshare', ['-rm', 'sh', '-c', 'mount -t tmpfs -o ro tmpfs "$0"', probe], { stdio: 'ignore' }).status === 0;
  } catch {
    return false;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
})();

describe('start-up failures: DATABASE_PATH', () => {
  it('in a folder this user cannot write: names the folder, the uid and chown; no request to Discord', async () => {
    const folder = tempDir();
    const { options, uid } = withoutWriteAccess(folder);
    const path = join(folder, 'bot.sqlite');
    const { stderr, requests } = await failingStart({ DATABASE_PATH: path }, options);
    expect(stderr).toBe(
      `DATABASE_PATH=${path}: the folder ${folder} is not writable by this user (uid ${uid}${uid === 65534 ? '; owner: uid 0' : ''}). ` +
        `Give it to that user (chown ${uid} ${folder}) or point DATABASE_PATH at a writable place.`,
    );
    expect(requests).toBe(0);
    expect(tree(folder)).toEqual([]);
  });

  it('under a folder this user cannot write, with the folder still to create', async () => {
    const root = tempDir();
    const { options, uid } = withoutWriteAccess(root);
    const path = join(root, 'data', 'bot.sqlite');
    const { stderr, requests } = await failingStart({ DATABASE_PATH: path }, options);
    expect(stderr).toContain(`DATABASE_PATH=${path}: the folder ${join(root, 'data')} does not exist and cannot be created: ${root} is not writable by this user (uid ${uid}`);
    expect(stderr).toContain(`mkdir -p ${join(root, 'data')} && chown ${uid} ${join(root, 'data')}`);
    expect(requests).toBe(0);
    expect(tree(root)).toEqual([]);
  });

  it.skipIf(!canMountReadOnly)('on a read-only mount (EROFS, a real read-only tmpfs)', async () => {
    const mountPoint = tempDir();
    const path = join(mountPoint, 'bot.sqlite');
    const wrap = ['unshare', '-rm', 'sh', '-c', 'mount -t tmpfs -o ro tmpfs "$0" && exec "$@"', mountPoint];
    const { stderr, requests } = await failingStart({ DATABASE_PATH: path }, { wrap });
    expect(stderr).toBe(
      `DATABASE_PATH=${path}: ${mountPoint} is on a read-only file system. Mount a writable volume there (without :ro), or point DATABASE_PATH at a writable place.`,
    );
    expect(requests).toBe(0);
    expect(tree(mountPoint)).toEqual([]);
  });

  it('pointing at a folder', async () => {
    const folder = tempDir();
    const { stderr, requests } = await failingStart({ DATABASE_PATH: folder });
    expect(stderr).toBe(
      `DATABASE_PATH=${folder}: ${folder} is a folder, not a database file. Point DATABASE_PATH at a file inside it, e.g. DATABASE_PATH=${folder}/bot.sqlite.`,
    );
    expect(requests).toBe(0);
    expect(tree(folder)).toEqual([]);
  });

  it('pointing at a folder, in German for a German host (LANG)', async () => {
    const folder = tempDir();
    const { stderr } = await failingStart({ DATABASE_PATH: folder, LANG: 'de_DE.UTF-8' });
    expect(stderr).toBe(
      `DATABASE_PATH=${folder}: ${folder} ist ein Ordner, keine Datenbankdatei. Lass DATABASE_PATH auf eine Datei darin zeigen, z. B. DATABASE_PATH=${folder}/bot.sqlite.`,
    );
  });

  it('under a regular file (ENOTDIR)', async () => {
    const root = tempDir();
    writeFileSync(join(root, 'notes.txt'), 'hello\n');
    const path = join(root, 'notes.txt', 'bot.sqlite');
    const { stderr, requests } = await failingStart({ DATABASE_PATH: path });
    expect(stderr).toMatch(new RegExp(`^DATABASE_PATH=${path}: ${join(root, 'notes.txt')} is a file, where a folder is needed\\.`));
    expect(requests).toBe(0);
    expect(tree(root)).toEqual(['notes.txt']);
  });

  it('a file that is not a SQLite database (random bytes): left unchanged, no -wal/-shm', async () => {
    const root = tempDir();
    const path = join(root, 'bot.sqlite');
    writeFileSync(path, randomBytes(8192));
    const before = sha(path);
    const { stderr, requests } = await failingStart({ DATABASE_PATH: path });
    expect(stderr).toBe(
      `DATABASE_PATH=${path}: ${path} is not a SQLite database. Point DATABASE_PATH at the bot's database, or move this file away to start with an empty one.`,
    );
    expect(requests).toBe(0);
    expect(sha(path)).toBe(before);
    expect(tree(root)).toEqual(['bot.sqlite']);
  });

  it('a damaged database (SQLite header, garbage pages): caught when opening, left unchanged, no -wal/-shm', async () => {
    const root = tempDir();
    const path = join(root, 'bot.sqlite');
    openDatabase(path).close();
    const good = readFileSync(path);
    writeFileSync(path, Buffer.concat([good.subarray(0, 100), randomBytes(good.length - 100)]));
    const before = sha(path);
    const { stderr } = await failingStart({ DATABASE_PATH: path });
    expect(stderr).toBe(
      `DATABASE_PATH=${path}: the database ${path} is damaged (SQLite: database disk image is malformed). ` +
        'Restore it from a backup, or move it away (with its -wal file, if any) to start with an empty one.',
    );
    expect(sha(path)).toBe(before);
    expect(tree(root)).toEqual(['bot.sqlite']);
  });
});

describe('start-up failures: Discord', () => {
  const TOKEN_REFUSED =
    'DISCORD_TOKEN was refused by Discord (401): it is wrong or was reset. ' +
    'Copy a new one from the Developer Portal (https://discord.com/developers/applications) → your application → Bot → Reset Token.';

  it('an invalid or revoked token: the 401 explained, nothing created', async () => {
    const root = tempDir();
    const { stderr, requests } = await failingStart({ DISCORD_TOKEN: 'revoked-token-value', DATABASE_PATH: join(root, 'data', 'bot.sqlite') });
    expect(stderr).toBe(TOKEN_REFUSED);
    expect(requests).toBe(1);
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: '/users/@me', status: 401 });
    expect(tree(root)).toEqual([]);
  });

  it('with LOG_LEVEL=debug the stack follows the message (and never the token)', async () => {
    const root = tempDir();
    const token = 'revoked-token-value-debug';
    const p = spawnBot({ DISCORD_TOKEN: token, DISCORD_API_URL: fake.apiUrl, DATABASE_PATH: join(root, 'bot.sqlite'), LOG_LEVEL: 'debug' });
    processes.push(p);
    expect(await p.exited).toBe(1);
    const lines = p.stderr().trim().split('\n');
    expect(lines[0]).toBe(TOKEN_REFUSED);
    expect(p.stderr()).toMatch(/^StartupError: DISCORD_TOKEN was refused/m);
    expect(p.stderr()).toMatch(/^Caused by: DiscordAPIError\[0\]: 401: Unauthorized/m);
    expect(p.stderr()).toMatch(/^\s+at /m);
    expect(p.output()).not.toContain(token);
    expect(tree(root)).toEqual([]);
  });

  it('Discord unreachable (DISCORD_API_URL on a closed port): fails within seconds, nothing created', async () => {
    const root = tempDir();
    const server = createServer();
    const port = await new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)));
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const apiUrl = `http://127.0.0.1:${port}/api`;
    const { stderr, ms } = await failingStart({ DISCORD_API_URL: apiUrl, DATABASE_PATH: join(root, 'data', 'bot.sqlite') });
    expect(stderr).toBe(
      `Discord is unreachable at ${apiUrl} (connect ECONNREFUSED 127.0.0.1:${port}). ` +
        'Check DISCORD_API_URL (unset it to use Discord itself) and that this machine can reach it.',
    );
    expect(ms).toBeLessThan(15_000);
    expect(tree(root)).toEqual([]);
  });

  it('a good start creates the database only after the token was accepted', async () => {
    const root = tempDir();
    const path = join(root, 'data', 'bot.sqlite');
    const p = spawnBot({ DISCORD_TOKEN: fake.token, DISCORD_API_URL: fake.apiUrl, DATABASE_PATH: path });
    processes.push(p);
    await p.ready;
    const checked = fake.requests.findIndex((r) => r.path === '/users/@me');
    expect(checked).toBeGreaterThanOrEqual(0);
    expect(tree(root)).toContain(join('data', 'bot.sqlite'));
    p.child.kill('SIGTERM');
    expect(await p.exited).toBe(0);
    expect(p.stderr()).toBe('');
  });
});

describe('start-up failures: configuration', () => {
  it('still lists every configuration problem in one message, before anything else', async () => {
    const root = tempDir();
    mkdirSync(join(root, 'x'));
    const p = spawnBot({ DATABASE_PATH: join(root, 'x'), LOG_LEVEL: 'loud', DEV_GUILD_ID: 'abc' });
    processes.push(p);
    expect(await p.exited).toBe(1);
    expect(p.stderr()).toMatch(/^Invalid configuration:\n {2}- DISCORD_TOKEN is not set[^\n]*\n {2}- DEV_GUILD_ID[^\n]*\n {2}- LOG_LEVEL[^\n]*\n$/);
    expect(tree(root)).toEqual(['x']);
  });

  it('lists them in German with HOST_LANGUAGE=de', async () => {
    const p = spawnBot({ HOST_LANGUAGE: 'de', LOG_LEVEL: 'loud' });
    processes.push(p);
    expect(await p.exited).toBe(1);
    expect(p.stderr()).toMatch(/^Ungültige Konfiguration:\n {2}- DISCORD_TOKEN ist nicht gesetzt\.[^\n]*\n {2}- LOG_LEVEL muss einer dieser Werte sein[^\n]*\n$/);
  });
});
