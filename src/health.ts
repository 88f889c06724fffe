/**
 * The health command (Docker HEALTHCHECK: `node dist/src/health.js`): exits 0
 * when the bot is healthy, 1 with one line on stderr when the gateway has been
 * disconnected for more than a minute or the database is not writable.
 * Reads DATABASE_PATH like the bot (environment, then .env); see src/db/health.ts.
 */
import { databasePathOf } from './startup/config.js';
import { checkHealth } from './db/health.js';
import { loadDotenv } from './startup/env.js';
import { hostLanguageOf } from './startup/host-language.js';

loadDotenv();
const result = checkHealth(databasePathOf(process.env), { language: hostLanguageOf(process.env).language });
if (result.healthy) {
  process.stdout.write(`${result.message}\n`);
} else {
  process.stderr.write(`${result.message}\n`);
  process.exitCode = 1;
}
