/**
 * The bot started as `npm start` starts it, with INTERACTIONS=http: it
 * listens on the port it logs, passes Discord's check of the endpoint,
 * answers a command, and the health command (the Docker HEALTHCHECK) asks its
 * /healthz; after SIGTERM it exits cleanly and the health command says so.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { spawnBot, type BotProcess } from '../support/bot-process.js';
import { startFakeDiscord, type FakeDiscord } from '../support/fake-discord/index.js';

let fake: FakeDiscord;
let dir: string;
let bot: BotProcess | undefined;
beforeAll(async () => {
  fake = await startFakeDiscord();
  dir = mkdtempSync(join(tmpdir(), 'loners-http-process-'));
});
afterAll(async () => {
  bot?.child.kill('SIGKILL');
  await fake.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function health(port: number): Promise<{ code: number | null; out: string }> {
  const check = spawnBot({ INTERACTIONS: 'http', PORT: String(port), DATABASE_PATH: join(dir, 'bot.sqlite') }, 'src/health.ts');
  return { code: await check.exited, out: check.output() };
}

it('npm start with INTERACTIONS=http: listens, answers, reports its health, stops cleanly', { timeout: 60_000 }, async () => {
  const owner = fake.addUser({ username: 'owner' });
  const guild = fake.addGuild({ name: 'Card Club', owner });
  const channel = fake.addTextChannel(guild, 'games');
  bot = spawnBot({
    DISCORD_TOKEN: fake.token,
    DISCORD_API_URL: fake.apiUrl,
    DATABASE_PATH: join(dir, 'bot.sqlite'),
    INTERACTIONS: 'http',
    DISCORD_PUBLIC_KEY: fake.publicKey,
    PORT: '0',
  });
  await bot.ready;
  const ready = bot.stdout().split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>).find((r) => r.msg === 'bot ready')!;
  expect(ready).toMatchObject({ interactions: 'http' });
  const port = ready.port as number;
  expect(port).toBeGreaterThan(0);

  fake.useInteractionsEndpoint(`http://127.0.0.1:${port}/interactions`);
  expect(await fake.verifyInteractionsEndpoint()).toEqual([]);
  expect(fake.commands().map((c) => c.name)).toContain('loners');
  const lobby = await fake.slashCommand({ user: owner, channelId: channel.id, name: 'loners', subcommand: 'start' });
  expect(lobby.type).toBe(4);
  expect(lobby.message()?.channelId).toBe(channel.id);
  expect(fake.requests.filter((r) => r.route === 'GET /gateway/bot')).toEqual([]);

  const healthy = await health(port);
  expect(healthy.code).toBe(0);
  expect(healthy.out).toContain(`healthy: the interactions endpoint http://127.0.0.1:${port}/healthz answers`);

  bot.child.kill('SIGTERM');
  expect(await bot.exited).toBe(0);
  const gone = await health(port);
  expect(gone.code).toBe(1);
  expect(gone.out).toMatch(/^unhealthy: .* did not answer \(ECONNREFUSED\)/);
});
