/**
 * npm start: configuration -> DATABASE_PATH preflight -> token check (one REST
 * call) -> database (migrations) -> the bot (gateway or HTTP interactions) ->
 * command sync -> turn clock. Nothing is created on disk before the token is
 * known to work; every start-up failure prints one plain message and exits 1
 * (src/startup/). SIGINT/SIGTERM shut down cleanly; all state is in the
 * database, so even a hard kill loses nothing.
 */
import { buildCommands } from '../commands/index.js';
import { ConfigError, loadConfig, type Config } from './startup/config.js';
import { openStore } from './db/open.js';
import type { Store } from './db/store.js';
import { startBot, type Bot } from './discord/bot.js';
import { createLogger, logFormatFor } from './startup/logger.js';
import { loadDotenv } from './startup/env.js';
import { formatStartupFailure } from './startup/errors.js';
import { preflightDatabasePath } from './startup/preflight.js';
import { checkDiscordToken } from './startup/token.js';

loadDotenv();

let config: Config;
try {
  config = loadConfig(process.env);
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}

const log = createLogger(config.logLevel, { secrets: [config.discordToken], format: logFormatFor(process.stdout) });
let store: Store | undefined;
let bot: Bot | undefined;

// Signals are handled from the start, so a stop during start-up is clean too.
let stopping = false;
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down');
  await bot?.stop().catch((err: unknown) => log.error({ err }, 'error while stopping'));
  await store?.close().catch(() => undefined);
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  if (!config.databaseUrl) preflightDatabasePath(config.databasePath, { language: config.hostLanguage });
  const account = await checkDiscordToken({ token: config.discordToken, apiUrl: config.discordApiUrl, language: config.hostLanguage });
  log.debug({ account }, 'token accepted');
  store = await openStore(config);
  log.info({ database: store.where }, 'database ready');
  bot = await startBot({ config, store, log, commands: buildCommands() });
} catch (err) {
  await store?.close().catch(() => undefined);
  const debug = config.logLevel === 'debug' || config.logLevel === 'trace';
  process.stderr.write(
    formatStartupFailure(err, { databasePath: config.databasePath, discordApiUrl: config.discordApiUrl, language: config.hostLanguage }, { debug, secrets: [config.discordToken] }),
  );
  process.exit(1);
}
