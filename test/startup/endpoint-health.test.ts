/** The health command with INTERACTIONS=http: the bot's own GET /healthz decides. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { checkEndpointHealth } from '../../src/startup/endpoint-health.js';

let server: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

/** A stand-in for the bot's endpoint answering /healthz with `status` (null: never answers). */
async function endpoint(status: number | null): Promise<number> {
  server = createServer((req, res) => {
    if (status === null) return;
    res.writeHead(req.url === '/healthz' ? status : 404).end();
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

describe('checkEndpointHealth', () => {
  it('is healthy when /healthz answers 200', async () => {
    const port = await endpoint(200);
    expect(await checkEndpointHealth(port)).toEqual({ healthy: true, message: `healthy: the interactions endpoint http://127.0.0.1:${port}/healthz answers and reaches its database.` });
  });

  it('is unhealthy on a 503, in the host\'s language', async () => {
    const port = await endpoint(503);
    const result = await checkEndpointHealth(port, { language: 'de' });
    expect(result.healthy).toBe(false);
    expect(result.message).toMatch(/^nicht gesund: .*antwortete mit 503/);
  });

  it('is unhealthy when nothing listens, or nothing answers in time', async () => {
    const port = await endpoint(null);
    const silent = await checkEndpointHealth(port, { timeoutMs: 200 });
    expect(silent.healthy).toBe(false);
    expect(silent.message).toMatch(/did not answer/);
    server!.closeAllConnections();
    await new Promise((resolve) => server!.close(resolve));
    server = undefined;
    const refused = await checkEndpointHealth(port);
    expect(refused).toMatchObject({ healthy: false });
    expect(refused.message).toContain('ECONNREFUSED');
  });
});
