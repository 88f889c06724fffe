/** npm run deploy-commands: register the slash commands now, whatever the stored hash says. */
import dotenv from 'dotenv';
import { REST, Routes } from 'discord.js';
import { buildCommands } from '../commands/index.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/connection.js';
import { syncCommands } from './discord/command-sync.js';

dotenv.config({ quiet: true });

try {
  const config = loadConfig(process.env);
  const rest = new REST(config.discordApiUrl ? { api: config.discordApiUrl } : {}).setToken(config.discordToken);
  // A bot's application id is its user id; /applications/@me says so too but some REST proxies lack it.
  const application = (await rest.get(Routes.currentApplication()).catch(() => rest.get(Routes.user()))) as { id: string };
  const database = openDatabase(config.databasePath);
  await syncCommands(rest, database.db, buildCommands().map((c) => c.definition), application.id, config.devGuildId, { force: true });
  database.close();
  console.log(`Slash commands registered ${config.devGuildId ? `in guild ${config.devGuildId}` : 'globally (may take up to an hour to appear)'}.`);
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : `Could not register the commands: ${(err as Error).message}`);
  process.exit(1);
}
