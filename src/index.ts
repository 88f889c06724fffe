/**
 * npm start: config -> database (migrations) -> Discord client -> command
 * sync -> turn clock. SIGINT/SIGTERM shut down cleanly; all state is in
 * SQLite, so even a hard kill loses nothing.
 */
import dotenv from 'dotenv';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase } from './db/connection.js';
import { startBot } from './discord/bot.js';
import { createLogger } from './logger.js';

// DOTENV_CONFIG_PATH picks another file (tests point it nowhere); the environment always wins.
dotenv.config({ quiet: true, ...(process.env.DOTENV_CONFIG_PATH ? { path: process.env.DOTENV_CONFIG_PATH } : {}) });

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

const log = createLogger(config.logLevel, { secrets: [config.discordToken] });
const database = openDatabase(config.databasePath);
log.info({ database: config.databasePath }, 'database ready');

try {
  const bot = await startBot({ config, database, log });
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    await bot.stop().catch((err: unknown) => log.error({ err }, 'error while stopping'));
    database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
} catch (err) {
  log.fatal({ err }, 'could not start the bot');
  database.close();
  process.exit(1);
}
