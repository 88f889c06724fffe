/**
 * `npm run rest-proxy`: one REST client in front of Discord's API for every
 * bot process (@discordjs/proxy). Discord's limit of about 50 requests a
 * second is per bot, not per process: processes that each kept their own
 * limiter would exceed it together. Point each process's DISCORD_API_URL at
 * this proxy (http://<host>:<REST_PROXY_PORT>/api); it forwards their
 * requests, with their token, through one rate-limited queue.
 */
import { createServer } from 'node:http';
import { proxyRequests } from '@discordjs/proxy';
import { REST } from 'discord.js';
import { loadDotenv } from './startup/env.js';
import { createLogger } from './startup/logger.js';

loadDotenv();
const log = createLogger(process.env.LOG_LEVEL === 'silent' ? 'silent' : 'info');
const port = Number(process.env.REST_PROXY_PORT ?? 8081);
const upstream = process.env.DISCORD_API_URL?.trim() || undefined;
// Answers pass through as they come: a 429 Discord sends is waited out here, once for everyone.
const rest = new REST({ ...(upstream ? { api: upstream } : {}), retries: 3 });
const forward = proxyRequests(rest);
const server = createServer((req, res) => {
  Promise.resolve(forward(req, res)).catch((err: unknown) => {
    log.error({ err }, 'proxied request failed');
    if (!res.headersSent) res.statusCode = 502;
    res.end();
  });
});
server.listen(port, () => log.info({ port, upstream: upstream ?? 'https://discord.com/api' }, 'REST proxy ready'));
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
