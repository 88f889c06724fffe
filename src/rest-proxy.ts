/**
 * `npm run rest-proxy`: one REST client in front of Discord's API for every
 * bot process (@discordjs/proxy). Discord's limit of about 50 requests a
 * second is per bot, not per process: processes that each kept their own
 * limiter would exceed it together. Point each process's DISCORD_API_URL at
 * this proxy (http://<host>:<REST_PROXY_PORT>/api); it forwards their
 * requests, with their token, through one rate-limited queue.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { proxyRequests } from '@discordjs/proxy';
import { REST } from 'discord.js';
import { CONFIG_DEFAULTS } from './startup/config.js';
import { loadDotenv } from './startup/env.js';
import { hostLanguageOf } from './startup/host-language.js';
import { messagesFor } from './startup/host-messages/index.js';
import { createLogger } from './startup/logger.js';

loadDotenv();
const log = createLogger(process.env.LOG_LEVEL === 'silent' ? 'silent' : 'info');
const port = Number(process.env.REST_PROXY_PORT ?? 8081);
const upstream = process.env.DISCORD_API_URL?.trim() || undefined;
const perSecondRaw = process.env.DISCORD_REQUESTS_PER_SECOND?.trim() || String(CONFIG_DEFAULTS.discordRequestsPerSecond);
const perSecond = /^\d+$/.test(perSecondRaw) ? Number(perSecondRaw) : 0;
if (perSecond < 1 || perSecond > 10_000) {
  const messages = messagesFor(hostLanguageOf().language);
  log.fatal(messages.wholeNumberInvalid('DISCORD_REQUESTS_PER_SECOND', 'requests per second', 1, 10_000, perSecondRaw, CONFIG_DEFAULTS.discordRequestsPerSecond));
  process.exit(1);
}
// Answers pass through as they come: a 429 Discord sends is waited out here, once for everyone.
const rest = new REST({ ...(upstream ? { api: upstream } : {}), globalRequestsPerSecond: perSecond, retries: 3 });
const forward = proxyRequests(rest);
const server = createServer((req, res) => {
  Promise.resolve(forward(req, res)).catch((err: unknown) => {
    log.error({ err }, 'proxied request failed');
    if (!res.headersSent) res.statusCode = 502;
    res.end();
  });
});
server.listen(port, () => log.info({ port: (server.address() as AddressInfo).port, upstream: upstream ?? 'https://discord.com/api', perSecond }, 'REST proxy ready'));
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
