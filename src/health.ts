/**
 * The health command (Docker HEALTHCHECK: `node dist/src/health.js`): exits 0
 * when the bot is healthy, 1 with one line on stderr when it is not. Over the
 * gateway: the gateway has been disconnected for more than a minute or the
 * database is not writable (src/db/health.ts). With INTERACTIONS=http: the
 * bot's GET /healthz on PORT does not answer 200 (src/startup/endpoint-health.ts).
 * The heartbeat is read from DATABASE_URL's PostgreSQL or DATABASE_PATH's
 * file, in the row of this process's shards (SHARD_IDS, SHARD_COUNT).
 * Reads its settings like the bot (environment, then .env).
 */
import { CONFIG_DEFAULTS, databasePathOf, heartbeatKeyOf } from './startup/config.js';
import { checkHealth, checkPostgresHealth } from './db/health.js';
import { checkEndpointHealth } from './startup/endpoint-health.js';
import { loadDotenv } from './startup/env.js';
import { hostLanguageOf } from './startup/host-language.js';

loadDotenv();
const language = hostLanguageOf(process.env).language;
const overHttp = process.env.INTERACTIONS?.trim().toLowerCase() === 'http';
const key = heartbeatKeyOf(process.env);
const databaseUrl = process.env.DATABASE_URL?.trim();
const result = overHttp
  ? await checkEndpointHealth(Number(process.env.PORT?.trim() || CONFIG_DEFAULTS.port), { language })
  : databaseUrl
    ? await checkPostgresHealth(databaseUrl, { language, key })
    : checkHealth(databasePathOf(process.env), { language, key });
if (result.healthy) {
  process.stdout.write(`${result.message}\n`);
} else {
  process.stderr.write(`${result.message}\n`);
  process.exitCode = 1;
}
