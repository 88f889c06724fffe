/**
 * The log format follows stdout: JSON lines through a pipe (docker logs, log
 * collectors, these tests), readable lines at a terminal (a pseudo-terminal
 * from script(1) here). Either way the ready line names the account, the
 * number of servers and the database.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT, spawnBot, type BotProcess } from '../support/bot-process.js';
import { startFakeDiscord, type FakeDiscord } from '../support/fake-discord/index.js';

let fake: FakeDiscord;
let dir: string;
const processes: BotProcess[] = [];
beforeAll(async () => {
  fake = await startFakeDiscord({ botName: 'loners-bot' });
  const owner = fake.addUser({ username: 'owner' });
  fake.addGuild({ name: 'Card Club', owner });
  fake.addGuild({ name: 'Other Club', owner });
  dir = mkdtempSync(join(tmpdir(), 'loners-logs-'));
});
afterAll(async () => {
  for (const p of processes) p.child.kill('SIGKILL');
  await fake.stop();
  rmSync(dir, { recursive: true, force: true });
});

const hasScript = spawnSync('script', ['--version'], { stdio: 'ignore' }).status === 0;

describe('logs', () => {
  it('are JSON lines when stdout is not a terminal; the ready line names the account, the servers and the database', async () => {
    // A relative DATABASE_PATH, reported absolute.
    const path = join(dir, 'json.sqlite');
    const p = spawnBot({ DISCORD_TOKEN: fake.token, DISCORD_API_URL: fake.apiUrl, DATABASE_PATH: relative(PROJECT_ROOT, path) });
    processes.push(p);
    await p.ready;
    const records = p.stdout().trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    const ready = records.find((r) => r.msg === 'bot ready');
    expect(ready).toMatchObject({ level: 30, user: 'loners-bot', userId: fake.bot.id, guilds: 2, database: path, catchingUp: 0 });
    expect(records.find((r) => r.msg === 'database ready')).toMatchObject({ database: path });
    p.child.kill('SIGTERM');
    expect(await p.exited).toBe(0);
  });

  it.skipIf(!hasScript)('are readable lines at a terminal (pino-pretty), the token still scrubbed', async () => {
    const path = join(dir, 'pretty.sqlite');
    const command = `exec ${process.execPath} --import tsx src/index.ts`;
    const child = spawn('script', ['-qefc', command, '/dev/null'], {
      cwd: PROJECT_ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        DOTENV_CONFIG_PATH: '/nonexistent/.env',
        DISCORD_TOKEN: fake.token,
        DISCORD_API_URL: fake.apiUrl,
        DATABASE_PATH: path,
        LOG_LEVEL: 'debug',
        NO_COLOR: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (/catchingUp: 0/.test(out)) resolve();
      });
      void exited.then((code) => reject(new Error(`exited (${code}) before ready:\n${out}`)));
    });
    child.kill('SIGTERM');
    await exited;
    const text = out.replace(/\r/g, '').replace(/\x1b\[[0-9;]*m/g, ''); // eslint-disable-line no-control-regex
    expect(text).toMatch(/^\[\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}\] INFO: bot ready$/m);
    expect(text).toContain('    user: "loners-bot"');
    expect(text).toContain(`    userId: "${fake.bot.id}"`);
    expect(text).toContain('    guilds: 2');
    expect(text).toContain(`    database: "${path}"`);
    expect(text).not.toContain('{"level"');
    expect(text).not.toContain(fake.token);
  });
});
