/** A gateway that never gets ready (REST works, the WebSocket is blocked or silent): start-up ends with a plain message. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { buildCommands } from '../../commands/index.js';
import { loadConfig } from '../../src/startup/config.js';
import { openDatabase, type DatabaseHandle } from '../../src/db/connection.js';
import { startBot } from '../../src/discord/bot.js';
import { createLogger } from '../../src/startup/logger.js';
import { explainStartupError } from '../../src/startup/errors.js';
import { startFakeDiscord, type FakeDiscord } from '../support/fake-discord/index.js';

let fake: FakeDiscord | undefined;
let database: DatabaseHandle | undefined;
const dir = mkdtempSync(join(tmpdir(), 'loners-gateway-'));
afterEach(async () => {
  database?.close();
  await fake?.stop();
  rmSync(dir, { recursive: true, force: true });
});

it('a gateway that never says READY: start-up gives up after the timeout, naming the gateway and what to check', async () => {
  fake = await startFakeDiscord();
  fake.faults.gatewaySilent = true;
  const path = join(dir, 'bot.sqlite');
  database = openDatabase(path);
  const config = loadConfig({ DISCORD_TOKEN: fake.token, DISCORD_API_URL: fake.apiUrl, DATABASE_PATH: path });
  const started = startBot({ config, database, log: createLogger('silent'), commands: buildCommands(), tickIntervalMs: null, heartbeatIntervalMs: null, readyTimeoutMs: 300 });
  const err = await started.then(() => null, (e: unknown) => e);
  expect(err).not.toBeNull();
  const text = explainStartupError(err, { databasePath: path, discordApiUrl: fake.apiUrl });
  expect(text).toMatch(/gateway .* did not get ready within 1 s\. Check that this machine may open WebSocket connections/);
});
