/** A gateway that never gets ready (REST works, the WebSocket is blocked or silent): start-up ends with a plain message. */
import { afterEach, expect, it } from 'vitest';
import { buildCommands } from '../../commands/index.js';
import { loadConfig } from '../../src/startup/config.js';
import { openStore } from '../../src/db/open.js';
import type { Store } from '../../src/db/store.js';
import { startBot } from '../../src/discord/bot.js';
import { createLogger } from '../../src/startup/logger.js';
import { explainStartupError } from '../../src/startup/errors.js';
import { startFakeDiscord, type FakeDiscord } from '../support/fake-discord/index.js';
import { testDatabase, type TestDatabase } from '../support/test-database.js';

let fake: FakeDiscord | undefined;
let store: Store | undefined;
let database: TestDatabase | undefined;
afterEach(async () => {
  await store?.close();
  await fake?.stop();
  await database?.drop();
});

it('a gateway that never says READY: start-up gives up after the timeout, naming the gateway and what to check', async () => {
  fake = await startFakeDiscord();
  fake.faults.gatewaySilent = true;
  database = await testDatabase();
  const config = loadConfig({ DISCORD_TOKEN: fake.token, DISCORD_API_URL: fake.apiUrl, ...database.env });
  store = await openStore(config);
  const started = startBot({ config, store, log: createLogger('silent'), commands: buildCommands(), tickIntervalMs: null, heartbeatIntervalMs: null, pollMs: null, readyTimeoutMs: 300 });
  const err = await started.then(() => null, (e: unknown) => e);
  expect(err).not.toBeNull();
  const text = explainStartupError(err, { databasePath: config.databasePath, discordApiUrl: fake.apiUrl });
  expect(text).toMatch(/gateway .* did not get ready within 1 s\. Check that this machine may open WebSocket connections/);
});
