/**
 * npm run deploy-commands: register the slash commands now, whatever the
 * stored hash says (to DEV_GUILD_ID's server when set, else globally).
 * `-- --clear-global` removes the global commands instead: switching to
 * DEV_GUILD_ID leaves them registered, so a test server would show each
 * command twice. Checks come first, as for `npm start`: nothing is created
 * on disk before the token works.
 */
import { REST, Routes } from 'discord.js';
import { buildCommands } from '../commands/index.js';
import { ConfigError, loadConfig, type Config } from './startup/config.js';
import { openStore } from './db/open.js';
import { syncCommands } from './discord/command-sync.js';
import { loadDotenv } from './startup/env.js';
import { formatStartupFailure } from './startup/errors.js';
import { messagesFor } from './startup/host-messages/index.js';
import { preflightDatabasePath } from './startup/preflight.js';
import { checkDiscordToken } from './startup/token.js';

loadDotenv();

let config: Config;
try {
  config = loadConfig(process.env);
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : String(err));
  process.exit(1);
}

const clearGlobal = process.argv.includes('--clear-global');
const messages = messagesFor(config.hostLanguage);
try {
  if (!config.databaseUrl) preflightDatabasePath(config.databasePath, { language: config.hostLanguage });
  const account = await checkDiscordToken({ token: config.discordToken, apiUrl: config.discordApiUrl, language: config.hostLanguage });
  const rest = new REST(config.discordApiUrl ? { api: config.discordApiUrl } : {}).setToken(config.discordToken);
  // A bot's application id is its user id.
  const applicationId = account.id;
  if (clearGlobal) {
    await rest.put(Routes.applicationCommands(applicationId), { body: [] });
    console.log(messages.commandsCleared());
  } else {
    const store = await openStore(config);
    try {
      await syncCommands(rest, store, buildCommands().map((c) => c.definition), applicationId, config.devGuildId, { force: true });
    } finally {
      await store.close();
    }
    console.log(messages.commandsRegistered(config.devGuildId));
  }
} catch (err) {
  const debug = config.logLevel === 'debug' || config.logLevel === 'trace';
  process.stderr.write(formatStartupFailure(err, { databasePath: config.databasePath, discordApiUrl: config.discordApiUrl, language: config.hostLanguage }, { debug, secrets: [config.discordToken] }));
  process.exit(1);
}
