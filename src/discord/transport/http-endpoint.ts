/**
 * The HTTP interactions endpoint on node:http. `POST /interactions`: the
 * body is read (up to a limit, within a deadline) and its signature checked
 * before anything is parsed; a PING gets its PONG here, every other
 * interaction goes to the bot with a `Send` that answers in the HTTP response
 * itself. `GET /healthz` tells a load balancer whether this worker can reach
 * its store.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { KeyObject } from 'node:crypto';
import type { REST } from 'discord.js';
import { InteractionResponseType, InteractionType, type APIInteraction } from 'discord-api-types/v10';
import type { Logger } from 'pino';
import type { Send } from '../interactions/handle.js';
import { postAnswer } from './answer.js';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, signedByDiscord } from './signature.js';

export const INTERACTIONS_PATH = '/interactions';
export const HEALTH_PATH = '/healthz';

/** Discord's interaction payloads are a few kilobytes; anything near this is not one. */
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;
/** Discord waits three seconds for the answer: a request still arriving after this is no click. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 10_000;
const HEALTH_TIMEOUT_MS = 2_000;
/** Longer than a reverse proxy's own idle timeout, so the proxy, not us, closes an idle connection. */
const KEEP_ALIVE_MS = 130_000;
/** How long stop() lets answers still being made go out. */
const STOP_GRACE_MS = 5_000;

export interface EndpointOptions {
  key: KeyObject;
  /** 0: any free port (tests). */
  port: number;
  host?: string;
  log: Logger;
  /** Answers that upload files or need the created message back go through the callback route with this. */
  rest: REST;
  /** Hands an interaction to the bot; resolves once it was handled. */
  interaction(raw: APIInteraction, send: Send): Promise<void>;
  /** Whether this worker's store answers (a trivial read). */
  healthy(): Promise<void>;
  maxBodyBytes?: number;
  requestTimeoutMs?: number;
  now?: () => number;
}

export interface Endpoint {
  /** The port it listens on (the one the system picked for port 0). */
  port: number;
  /** Stops taking connections, lets answers being made go out, then closes. */
  close(): Promise<void>;
}

export async function listenForInteractions(opts: EndpointOptions): Promise<Endpoint> {
  const requestTimeout = opts.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const server = createServer({
    requestTimeout,
    headersTimeout: requestTimeout,
    // Node looks for requests past their deadline this often (its default, 30 s, is too slow for a 3 s world).
    connectionsCheckingInterval: Math.max(50, Math.min(1_000, Math.floor(requestTimeout / 4))),
  });
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  const open = new Set<Promise<void>>();
  let stopping = false;
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const done = serve(req, res, opts, () => stopping)
      .catch((err: unknown) => {
        opts.log.error({ err }, 'HTTP interaction request failed');
        if (!res.headersSent) void respond(res, 500);
      })
      .finally(() => open.delete(done));
    open.add(done);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (err) => opts.log.error({ err }, 'HTTP interactions server error'));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => {
      stopping = true;
      return closeServer(server, open);
    },
  };
}

async function closeServer(server: Server, open: Set<Promise<void>>): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const grace = new Promise<void>((resolve) => setTimeout(resolve, STOP_GRACE_MS).unref());
  await Promise.race([Promise.all([...open]), grace]);
  server.closeAllConnections();
  await closed;
}

async function serve(req: IncomingMessage, res: ServerResponse, opts: EndpointOptions, stopping: () => boolean): Promise<void> {
  const path = (req.url ?? '/').split('?')[0];
  if (path === HEALTH_PATH && (req.method === 'GET' || req.method === 'HEAD')) {
    // A worker on its way down says so, and the load balancer sends its clicks elsewhere.
    const ok = !stopping() && (await answersWithin(opts.healthy(), HEALTH_TIMEOUT_MS));
    await respond(res, ok ? 200 : 503, { status: ok ? 'ok' : 'unavailable' });
    return;
  }
  if (path !== INTERACTIONS_PATH) {
    await respond(res, 404);
    return;
  }
  if (req.method !== 'POST') {
    // eslint-disable-next-line i18next/no-literal-string -- an HTTP method, not prose
    res.setHeader('allow', 'POST');
    await respond(res, 405);
    return;
  }
  const limit = opts.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const declared = Number(req.headers['content-length'] ?? 0);
  const body = declared > limit ? 'too-large' : await readBody(req, limit);
  // The sender is gone, or Node answered 408 for a body that never finished.
  if (body === null) return;
  if (body === 'too-large') {
    // Not read any further: the connection goes with the answer.
    res.setHeader('connection', 'close');
    await respond(res, 413);
    req.socket.destroy();
    return;
  }
  const signed = signedByDiscord(opts.key, { signature: req.headers[SIGNATURE_HEADER], timestamp: req.headers[TIMESTAMP_HEADER], body }, (opts.now ?? Date.now)());
  if (!signed) {
    // Discord itself sends these to check the endpoint: not worth more than a debug line.
    opts.log.debug({ bytes: body.length }, 'HTTP interaction refused: bad or old signature');
    await respond(res, 401);
    return;
  }
  const raw = parseInteraction(body);
  if (!raw) {
    opts.log.warn({ bytes: body.length }, 'HTTP interaction refused: signed, but not an interaction');
    await respond(res, 400);
    return;
  }
  if (raw.type === InteractionType.Ping) {
    await respond(res, 200, { type: InteractionResponseType.Pong });
    return;
  }
  await opts.interaction(raw, answerInResponse(res, opts.rest));
  // Not answered (not an interaction the bot can read, or too old to apply): Discord shows it failed.
  if (!res.headersSent) await respond(res, 400);
}

/**
 * The answer is the HTTP response itself, except where Discord needs more than
 * JSON can carry there: uploads and the created message come through the
 * callback route, and the request is then closed with a 202 and no body.
 */
function answerInResponse(res: ServerResponse, rest: REST): Send {
  return async (ix, reply) => {
    if (res.headersSent) return { answered: false, message: null, error: new Error('this interaction was answered already') };
    if (reply.files?.length || reply.wantMessage) {
      const posted = await postAnswer(rest, ix, reply);
      await respond(res, 202);
      return posted;
    }
    const sent = await respond(res, 200, { type: reply.type, ...(reply.data ? { data: reply.data } : {}) });
    return sent ? { answered: true, message: null } : { answered: false, message: null, error: new Error('the HTTP request closed before its answer went out') };
  };
}

/** The body, or 'too-large' past `limit` bytes, or null when the request never finished. */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer | 'too-large' | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const finish = (result: Buffer | 'too-large' | null) => {
      if (settled) return;
      settled = true;
      req.off('data', onData);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) finish('too-large');
      else chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => finish(Buffer.concat(chunks, size)));
    req.once('error', () => finish(null));
    req.once('close', () => finish(null));
  });
}

function parseInteraction(body: Buffer): APIInteraction | null {
  try {
    const raw: unknown = JSON.parse(body.toString('utf8'));
    const looksRight = typeof raw === 'object' && raw !== null && !Array.isArray(raw) && typeof (raw as { type?: unknown }).type === 'number';
    return looksRight ? (raw as APIInteraction) : null;
  } catch {
    return null;
  }
}

/** Writes the response; resolves to whether it went out whole. */
function respond(res: ServerResponse, status: number, body?: unknown): Promise<boolean> {
  return new Promise((resolve) => {
    if (res.headersSent || res.destroyed) return resolve(false);
    res.once('finish', () => resolve(true));
    res.once('close', () => resolve(res.writableFinished));
    const json = body === undefined ? undefined : JSON.stringify(body);
    res.writeHead(status, json === undefined ? { 'content-length': '0' } : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(json)) });
    res.end(json);
  });
}

async function answersWithin(check: Promise<void>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([check.then(() => true, () => false), late]);
  } finally {
    clearTimeout(timer);
  }
}
