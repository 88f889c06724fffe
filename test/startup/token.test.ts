/** The token check (GET /users/@me, no retries, short timeout) against the fake Discord and small broken servers. */
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StartupError } from '../../src/startup/errors.js';
import { checkDiscordToken } from '../../src/startup/token.js';
import { startFakeDiscord, type FakeDiscord } from '../support/fake-discord/index.js';

let fake: FakeDiscord;
beforeAll(async () => {
  fake = await startFakeDiscord({ botName: 'loners-bot' });
});
afterAll(() => fake.stop());

async function listen<T extends Server | HttpServer>(server: T): Promise<{ server: T; apiUrl: string }> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return { server, apiUrl: `http://127.0.0.1:${(server.address() as { port: number }).port}/api` };
}

async function failure(promise: Promise<unknown>): Promise<StartupError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(StartupError);
  return err as StartupError;
}

describe('checkDiscordToken', () => {
  it('returns the bot account for a good token', async () => {
    await expect(checkDiscordToken({ token: fake.token, apiUrl: fake.apiUrl })).resolves.toEqual({ id: fake.bot.id, username: 'loners-bot' });
  });

  it('explains a 401, with one request and no retry', async () => {
    const before = fake.requests.length;
    const err = await failure(checkDiscordToken({ token: 'wrong-token', apiUrl: fake.apiUrl }));
    expect(err.message).toMatch(/^DISCORD_TOKEN was refused by Discord \(401\): it is wrong or was reset\. Copy a new one from the Developer Portal/);
    expect(fake.requests.length - before).toBe(1);
  });

  it('explains a 401 and a silent server in the host language', async () => {
    const refused = await failure(checkDiscordToken({ token: 'wrong-token', apiUrl: fake.apiUrl, language: 'de' }));
    expect(refused.message).toMatch(/^Discord hat DISCORD_TOKEN abgelehnt \(401\): Es ist falsch oder wurde zurückgesetzt\. Hol dir ein neues im Developer Portal/);
    const sockets: Socket[] = [];
    const { server, apiUrl } = await listen(createServer((socket) => void sockets.push(socket)));
    try {
      const silent = await failure(checkDiscordToken({ token: 'x', apiUrl, timeoutMs: 300, language: 'de' }));
      expect(silent.message).toBe(
        `Discord ist unter ${apiUrl} nicht erreichbar (keine Antwort innerhalb von 300 ms). Prüf DISCORD_API_URL (lass sie leer, um Discord selbst zu nutzen) und ob dieser Rechner die Adresse erreicht.`,
      );
    } finally {
      for (const socket of sockets) socket.destroy();
      server.close();
    }
  });

  it('explains a closed port at once', async () => {
    const { server, apiUrl } = await listen(createServer());
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const started = Date.now();
    const err = await failure(checkDiscordToken({ token: 'x', apiUrl }));
    expect(err.message).toMatch(/^Discord is unreachable at http:\/\/127\.0\.0\.1:\d+\/api \(connect ECONNREFUSED/);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('gives up on a server that never answers after the timeout', async () => {
    const sockets: Socket[] = [];
    const { server, apiUrl } = await listen(createServer((socket) => void sockets.push(socket)));
    try {
      const started = Date.now();
      const err = await failure(checkDiscordToken({ token: 'x', apiUrl, timeoutMs: 300 }));
      expect(err.message).toBe(
        `Discord is unreachable at ${apiUrl} (no answer within 300 ms). Check DISCORD_API_URL (unset it to use Discord itself) and that this machine can reach it.`,
      );
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      for (const socket of sockets) socket.destroy();
      server.close();
    }
  });

  it('explains a Discord outage (5xx) without retrying', async () => {
    let hits = 0;
    const { server, apiUrl } = await listen(
      createHttpServer((_req, res) => {
        hits++;
        res.writeHead(502, { 'Content-Type': 'text/plain' }).end('Bad Gateway');
      }),
    );
    try {
      const err = await failure(checkDiscordToken({ token: 'x', apiUrl }));
      expect(err.message).toMatch(/^Discord answered 502 at http:\/\/127\.0\.0\.1:\d+\/api: it is having trouble\. Start again in a few minutes/);
      expect(hits).toBe(1);
    } finally {
      server.close();
    }
  });
});
