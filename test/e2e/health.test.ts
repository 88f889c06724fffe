/**
 * The health command (`src/health.ts`, the Docker HEALTHCHECK) as a process
 * next to the real bot process, and the gateway heartbeat of a bot whose
 * Discord goes away.
 */
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/startup/config.js';
import { openDatabase } from '../../src/db/connection.js';
import { checkHealth, HEARTBEAT_KEY } from '../../src/db/health.js';
import { getMeta } from '../../src/db/meta.js';
import { openStore } from '../../src/db/open.js';
import { startBot } from '../../src/discord/bot.js';
import { buildCommands } from '../../commands/index.js';
import { createLogger } from '../../src/startup/logger.js';
import { spawnBot, type BotProcess, type SpawnOptions } from '../support/bot-process.js';
import { startFakeDiscord, type FakeDiscord } from '../support/fake-discord/index.js';
import { testDatabase } from '../support/test-database.js';

const dirs: string[] = [];
const processes: BotProcess[] = [];
const fakes: FakeDiscord[] = [];
afterAll(async () => {
  for (const p of processes) p.child.kill('SIGKILL');
  for (const fake of fakes) await fake.stop().catch(() => undefined);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'loners-health-'));
  dirs.push(dir);
  return dir;
}

async function health(path: string, options: SpawnOptions = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const p = spawnBot({ DATABASE_PATH: path }, 'src/health.ts', options);
  processes.push(p);
  const code = await p.exited;
  return { code, stdout: p.stdout(), stderr: p.stderr() };
}

describe('health command', () => {
  it('healthy once the bot is ready; unhealthy with a stale heartbeat after the bot died', async () => {
    const fake = await startFakeDiscord();
    fakes.push(fake);
    const path = join(tempDir(), 'bot.sqlite');
    const bot = spawnBot({ DISCORD_TOKEN: fake.token, DISCORD_API_URL: fake.apiUrl, DATABASE_PATH: path });
    processes.push(bot);
    await bot.ready;

    const ok = await health(path);
    expect(ok.code, ok.stderr).toBe(0);
    expect(ok.stdout).toMatch(new RegExp(`^healthy: gateway heartbeat \\d+ s ago, database ${path} writable\\.\\n$`));
    expect(ok.stderr).toBe('');

    // The bot dies hard; its last heartbeat stays behind and ages (here: set 2 minutes back).
    bot.child.kill('SIGKILL');
    await bot.exited;
    const sqlite = new Database(path);
    const at = Date.now() - 120_000;
    sqlite.prepare('update meta set value = ? where key = ?').run(String(at), HEARTBEAT_KEY);
    sqlite.close();

    const stale = await health(path);
    expect(stale.code).toBe(1);
    expect(stale.stdout).toBe('');
    expect(stale.stderr.trim().split('\n')).toHaveLength(1);
    expect(stale.stderr).toMatch(/^unhealthy: the last gateway heartbeat in .* is 12\d s old \(.*Z\): the bot has been disconnected from Discord for more than a minute/);
  });

  it('unhealthy when the database does not exist, without creating it', async () => {
    const path = join(tempDir(), 'data', 'bot.sqlite');
    const result = await health(path);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `unhealthy: DATABASE_PATH=${path}: ${path} does not exist (the bot has not created it yet, or it runs with another DATABASE_PATH).\n`,
    );
    expect(existsSync(join(path, '..'))).toBe(false);
  });

  it('unhealthy when this user cannot write the database', async () => {
    const dir = tempDir();
    const path = join(dir, 'bot.sqlite');
    const handle = openDatabase(path);
    handle.sqlite.prepare('insert into meta (key, value) values (?, ?)').run(HEARTBEAT_KEY, String(Date.now()));
    handle.close();
    // Root ignores permission bits: run the check as another user when we are root.
    const asRoot = process.getuid?.() === 0;
    chmodSync(dir, asRoot ? 0o755 : 0o555);
    chmodSync(path, asRoot ? 0o644 : 0o444);
    const options: SpawnOptions = asRoot ? { uid: 65534, gid: 65534 } : {};
    try {
      const result = await health(path, options);
      expect(result.code).toBe(1);
      expect(result.stderr.trim().split('\n')).toHaveLength(1);
      expect(result.stderr).toMatch(new RegExp(`^unhealthy: DATABASE_PATH=${path}: SQLite cannot open or write ${path} \\(.+\\)\\. .*must be writable by this user`));
    } finally {
      chmodSync(dir, 0o700);
    }
  });

  it('unhealthy when the gateway stays away: the heartbeat stops while Discord is gone', async () => {
    const fake = await startFakeDiscord();
    fakes.push(fake);
    // The heartbeat goes through the store, so it beats in PostgreSQL too; the health command itself reads a SQLite file.
    const database = await testDatabase();
    const config = loadConfig({ DISCORD_TOKEN: fake.token, DISCORD_API_URL: fake.apiUrl, ...database.env });
    expect(config.heartbeatKey).toBe(HEARTBEAT_KEY);
    const store = await openStore(config);
    const heartbeat = async () => Number(await store.read((q) => getMeta(q, config.heartbeatKey)));
    const bot = await startBot({ config, store, log: createLogger('silent'), commands: buildCommands(), tickIntervalMs: null, pollMs: null, heartbeatIntervalMs: 20 });
    try {
      await new Promise((resolve) => setTimeout(resolve, 20));
      const first = await heartbeat();
      expect(first).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const beating = await heartbeat();
      expect(beating).toBeGreaterThan(first);
      if (database.path) expect(checkHealth(database.path, { staleAfterMs: 1000 }).healthy).toBe(true);

      await fake.stop(); // the gateway connection drops and cannot come back
      await new Promise((resolve) => setTimeout(resolve, 100));
      const last = await heartbeat();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await heartbeat()).toBe(last);
      if (database.path) {
        const result = checkHealth(database.path, { staleAfterMs: 250 });
        expect(result.healthy).toBe(false);
        expect(result.message).toMatch(/^unhealthy: the last gateway heartbeat in .* is \d+ s old/);
      } else {
        expect(Date.now() - last).toBeGreaterThan(250);
      }
    } finally {
      await bot.stop();
      await store.close();
      await database.drop();
    }
  });
});
