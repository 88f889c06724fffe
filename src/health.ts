/**
 * The health command (Docker HEALTHCHECK: `node dist/src/health.js`): exits 0
 * when the bot is healthy, 1 with one line on stderr when it is not. Over the
 * gateway: the gateway has been disconnected for more than a minute or the
 * database is not writable (src/db/health.ts). With INTERACTIONS=http: the
 * bot's GET /healthz on PORT does not answer 200 (src/startup/endpoint-health.ts).
 * Reads DATABASE_PATH, INTERACTIONS and PORT like the bot (environment, then .env).
 */
import { CONFIG_DEFAULTS, databasePathOf } from './startup/config.js';
import { checkHealth } from './db/health.js';
import { checkEndpointHealth } from './startup/endpoint-health.js';
import { loadDotenv } from './startup/env.js';
import { hostLanguageOf } from './startup/host-language.js';

loadDotenv();
const language = hostLanguageOf(process.env).language;
const overHttp = process.env.INTERACTIONS?.trim().toLowerCase() === 'http';
const result = overHttp
  ? await checkEndpointHealth(Number(process.env.PORT?.trim() || CONFIG_DEFAULTS.port), { language })
  : checkHealth(databasePathOf(process.env), { language });
if (result.healthy) {
  process.stdout.write(`${result.message}\n`);
} else {
  process.stderr.write(`${result.message}\n`);
  process.exitCode = 1;
}
