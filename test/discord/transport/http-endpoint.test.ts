/**
 * The HTTP endpoint's answers, with a stand-in bot and a stand-in REST: the
 * answer rides in the HTTP response; uploads and answers whose message is
 * needed go through the callback route and the request gets a bare 202; an
 * interaction the bot does not answer gets a 400; a stop lets answers being
 * made go out.
 */
import { generateKeyPairSync, sign } from 'node:crypto';
import { InteractionResponseType, InteractionType, MessageFlags } from 'discord-api-types/v10';
import type { REST } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import type { Send } from '../../../src/discord/interactions/handle.js';
import type { Reply } from '../../../src/discord/interactions/reply.js';
import { listenForInteractions, type Endpoint } from '../../../src/discord/transport/http-endpoint.js';
import { interactionKey } from '../../../src/discord/transport/signature.js';
import { createLogger } from '../../../src/startup/logger.js';

const pair = generateKeyPairSync('ed25519');
const key = interactionKey(pair.publicKey.export({ format: 'der', type: 'spki' }).subarray(12).toString('hex'));

interface Posted {
  route: string;
  options: { body?: unknown; files?: unknown[]; query?: URLSearchParams };
}

let endpoint: Endpoint | undefined;
afterEach(async () => {
  await endpoint?.close();
  endpoint = undefined;
});

/** An endpoint whose bot answers every interaction with `answer` (or not at all: null); what it sent comes back in `results`. */
async function start(answer: Reply | null | ((send: Send) => Promise<void>), healthy: () => Promise<void> = async () => undefined) {
  const posted: Posted[] = [];
  const results: Awaited<ReturnType<Send>>[] = [];
  const rest = {
    post: async (route: string, options: Posted['options']) => {
      posted.push({ route, options });
      return { resource: { message: { id: 'message-1' } } };
    },
  } as unknown as REST;
  endpoint = await listenForInteractions({
    key,
    port: 0,
    host: '127.0.0.1',
    log: createLogger('silent'),
    rest,
    healthy,
    interaction: async (raw, send) => {
      if (answer === null) return;
      if (typeof answer === 'function') return answer(send);
      results.push(await send({ id: raw.id, token: raw.token } as never, answer));
    },
  });
  return { posted, results, url: `http://127.0.0.1:${endpoint.port}` };
}

async function post(url: string, payload: object): Promise<Response> {
  const body = JSON.stringify(payload);
  const ts = String(Math.floor(Date.now() / 1000));
  const signature = sign(null, Buffer.from(ts + body), pair.privateKey).toString('hex');
  return fetch(`${url}/interactions`, { method: 'POST', body, headers: { 'content-type': 'application/json', 'x-signature-ed25519': signature, 'x-signature-timestamp': ts } });
}

const click = { id: '1', application_id: '2', type: InteractionType.MessageComponent, token: 'tok', version: 1, user: { id: '3', username: 'u' } };
const message: Reply = { type: InteractionResponseType.ChannelMessageWithSource, data: { content: 'hello', flags: MessageFlags.Ephemeral } };

describe('the HTTP endpoint', () => {
  it('answers a PING with a PONG, without the bot', async () => {
    const { url, results } = await start(message);
    const res = await post(url, { id: '1', application_id: '2', type: InteractionType.Ping, token: 't', version: 1 });
    expect([res.status, await res.json()]).toEqual([200, { type: 1 }]);
    expect(results).toEqual([]);
  });

  it('answers in the HTTP response: 200 and the interaction response as JSON, no request to Discord', async () => {
    const { url, posted, results } = await start(message);
    const res = await post(url, click);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(await res.json()).toEqual({ type: 4, data: { content: 'hello', flags: 64 } });
    expect(posted).toEqual([]);
    expect(results).toEqual([{ answered: true, message: null }]);
  });

  it('uploads through the callback route and closes the request with a bare 202', async () => {
    const withFile: Reply = { ...message, files: [{ name: 'board.png', data: Buffer.from('png') }] };
    const { url, posted, results } = await start(withFile);
    const res = await post(url, click);
    expect([res.status, await res.text()]).toEqual([202, '']);
    expect(posted.map((p) => p.route)).toEqual(['/interactions/1/tok/callback']);
    expect(posted[0]!.options.files).toHaveLength(1);
    expect(results).toEqual([{ answered: true, message: { id: 'message-1' } }]);
  });

  it('asks Discord for the message through the callback route when the bot needs it back', async () => {
    const { url, posted, results } = await start({ ...message, wantMessage: true });
    const res = await post(url, click);
    expect([res.status, await res.text()]).toEqual([202, '']);
    expect(posted[0]!.options.query?.get('with_response')).toBe('true');
    expect(results[0]?.message).toEqual({ id: 'message-1' });
  });

  it('answers 400 to an interaction the bot leaves unanswered (Discord shows it failed)', async () => {
    const { url } = await start(null);
    expect((await post(url, click)).status).toBe(400);
  });

  it('lets an answer being made go out while it stops, and takes no new connection meanwhile', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let answering!: () => void;
    const started = new Promise<void>((resolve) => (answering = resolve));
    const { url } = await start(async (send) => {
      answering();
      await gate;
      await send({ id: '1', token: 'tok' } as never, message);
    });
    const pending = post(url, click);
    await started;
    const closing = endpoint!.close();
    endpoint = undefined;
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
    release();
    const res = await pending;
    expect([res.status, await res.json()]).toEqual([200, { type: 4, data: { content: 'hello', flags: 64 } }]);
    await closing;
  });

  it('GET /healthz: 200 while the store answers, 503 when it fails', async () => {
    let fail = false;
    const { url } = await start(message, async () => {
      if (fail) throw new Error('database gone');
    });
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    fail = true;
    const res = await fetch(`${url}/healthz`);
    expect([res.status, await res.json()]).toEqual([503, { status: 'unavailable' }]);
  });
});
