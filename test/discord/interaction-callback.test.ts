/** Interaction answers sent straight through undici: what REST would send, and its errors and retries. */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { DiscordAPIError, HTTPError, REST } from 'discord.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { postInteractionCallback } from '../../src/discord/interaction-callback.js';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

type Reply = { status: number; json?: unknown; headers?: Record<string, string> } | 'hang up';

let server: Server;
let received: Received[];
let replies: Reply[];
let rest: REST;

beforeEach(async () => {
  received = [];
  replies = [];
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      const reply = replies.shift() ?? { status: 204 };
      if (reply === 'hang up') return void req.socket.destroy();
      res.writeHead(reply.status, { ...(reply.json !== undefined ? { 'content-type': 'application/json' } : {}), ...reply.headers });
      res.end(reply.json !== undefined ? JSON.stringify(reply.json) : undefined);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  rest = new REST({ api: `http://127.0.0.1:${port}/api`, version: '10', retries: 2, timeout: 5000 });
});

afterEach(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const body = { type: 7, data: { content: 'Your hand', components: [] } };

describe('postInteractionCallback', () => {
  it('posts the JSON answer to the interaction’s callback route, with REST’s user agent and no token', async () => {
    expect(await postInteractionCallback(rest, '123', 'tok-en', body)).toBeNull();
    const [req] = received;
    expect(req?.method).toBe('POST');
    expect(req?.url).toBe('/api/v10/interactions/123/tok-en/callback');
    expect(req?.headers['content-type']).toBe('application/json');
    expect(req?.headers['user-agent']).toMatch(/^DiscordBot \(https:\/\/discord\.js\.org, /);
    expect(req?.headers.authorization).toBeUndefined();
    expect(JSON.parse(req?.body.toString() ?? '')).toEqual(body);
  });

  it('asks for the message with with_response and returns what Discord sent', async () => {
    replies.push({ status: 200, json: { resource: { message: { id: 'm1', attachments: [] } } } });
    expect(await postInteractionCallback(rest, '1', 't', body, [], true)).toEqual({ resource: { message: { id: 'm1', attachments: [] } } });
    expect(received[0]?.url).toBe('/api/v10/interactions/1/t/callback?with_response=true');
  });

  it('uploads files as multipart: payload_json and files[n]', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    await postInteractionCallback(rest, '1', 't', body, [{ name: 'hand-abc.png', data: png, contentType: 'image/png' }]);
    const [req] = received;
    const form = await new Response(req?.body, { headers: { 'content-type': String(req?.headers['content-type']) } }).formData();
    expect(JSON.parse(String(form.get('payload_json')))).toEqual(body);
    const file = form.get('files[0]') as File;
    expect(file.name).toBe('hand-abc.png');
    expect(file.type).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(png);
  });

  it('throws DiscordAPIError with Discord’s code on a 4xx (e.g. an interaction answered too late)', async () => {
    replies.push({ status: 404, json: { message: 'Unknown interaction', code: 10062 } });
    const err = await postInteractionCallback(rest, '1', 't', body).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DiscordAPIError);
    expect(err).toMatchObject({ code: 10062, status: 404, method: 'POST' });
    expect(received).toHaveLength(1);
  });

  it('waits out a short 429 once and sends again; a long one is thrown at once', async () => {
    replies.push({ status: 429, json: { message: 'You are being rate limited.', retry_after: 0.05, global: false } });
    expect(await postInteractionCallback(rest, '1', 't', body)).toBeNull();
    expect(received).toHaveLength(2);

    replies.push({ status: 429, json: { message: 'You are being rate limited.', retry_after: 30, global: false } });
    const started = performance.now();
    const err = await postInteractionCallback(rest, '2', 't', body).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 429 });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(received).toHaveLength(3);
  });

  it('retries a 5xx as REST does (its `retries`), then throws HTTPError', async () => {
    replies.push({ status: 502 }, { status: 204 });
    expect(await postInteractionCallback(rest, '1', 't', body)).toBeNull();
    expect(received).toHaveLength(2);

    replies.push({ status: 500 }, { status: 500 }, { status: 500 }, { status: 204 });
    const err = await postInteractionCallback(rest, '2', 't', body).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HTTPError);
    expect(err).toMatchObject({ status: 500 });
    // One try and two retries.
    expect(received).toHaveLength(5);
  });

  it('retries when the connection drops before an answer', async () => {
    replies.push('hang up', { status: 204 });
    expect(await postInteractionCallback(rest, '1', 't', body)).toBeNull();
    expect(received).toHaveLength(2);
  });

  it('sends a multipart answer again in full on a retry', async () => {
    replies.push({ status: 503 }, { status: 204 });
    await postInteractionCallback(rest, '1', 't', body, [{ name: 'a.png', data: Buffer.from([1, 2, 3]), contentType: 'image/png' }]);
    const retry = received[1];
    const form = await new Response(retry?.body, { headers: { 'content-type': String(retry?.headers['content-type']) } }).formData();
    expect(Buffer.from(await (form.get('files[0]') as File).arrayBuffer())).toEqual(Buffer.from([1, 2, 3]));
  });
});
