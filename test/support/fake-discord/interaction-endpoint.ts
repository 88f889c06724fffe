// HTTP interactions, Discord's side: each fake has its own Ed25519 key pair,
// signs timestamp + body with it and POSTs interactions to the bot's endpoint.
// `verify()` is what the Developer Portal does when the endpoint URL is saved:
// a signed PING must get a PONG, and PINGs with a bad signature a 401.
import { generateKeyPairSync, sign } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { Agent, request } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import { InteractionResponseType, InteractionType } from 'discord.js';

export interface EndpointResponse {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

export interface PostOptions {
  /** The X-Signature-Timestamp header (unix seconds); default now. */
  timestamp?: string;
  /** Sign with this key instead of the fake's own (a wrong key). */
  key?: KeyObject;
  /** Header overrides after signing; null removes a header. */
  headers?: Readonly<Record<string, string | null>>;
  /** Send the body chunked, without a Content-Length. */
  chunked?: boolean;
  /** Send the headers and the body, but never end the request (a slow sender). */
  stall?: boolean;
  /** Give up waiting for the response after this long; default 10 s. */
  timeoutMs?: number;
}

export class InteractionEndpoint {
  /** The public key, hex, as the Developer Portal shows it (DISCORD_PUBLIC_KEY). */
  readonly publicKey: string;
  /** Where interactions go, taken in turn (a load balancer over workers); none: over the gateway. */
  urls: readonly string[] = [];
  #next = 0;
  /** Requests sent and not yet answered, per URL. */
  readonly #inFlight = new Map<string, number>();
  readonly #privateKey: KeyObject;
  readonly #agent = new Agent({ keepAlive: true });

  constructor() {
    const { publicKey, privateKey } = generateKeyPairSync('ed25519');
    // SPKI DER of an Ed25519 key: a 12-byte prefix, then the 32 raw key bytes.
    this.publicKey = publicKey.export({ format: 'der', type: 'spki' }).subarray(12).toString('hex');
    this.#privateKey = privateKey;
  }

  /** A key pair that is not the application's, for forged requests. */
  static otherKey(): KeyObject {
    return generateKeyPairSync('ed25519').privateKey;
  }

  /** Discord's signature of a request: Ed25519 over timestamp + body, hex. */
  sign(timestamp: string, body: Buffer | string, key: KeyObject = this.#privateKey): string {
    return sign(null, Buffer.concat([Buffer.from(timestamp), Buffer.from(body)]), key).toString('hex');
  }

  /** POSTs `body` to the endpoint, signed (or tampered with as `options` say); resolves with the response. */
  post(body: Buffer | string, options: PostOptions = {}): Promise<EndpointResponse> {
    const url = this.urls[this.#next++ % Math.max(1, this.urls.length)];
    if (!url) throw new Error('No interactions endpoint: the fake sends interactions over its gateway');
    const bytes = Buffer.from(body);
    const timestamp = options.timestamp ?? String(Math.floor(Date.now() / 1000));
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'user-agent': 'Discord-Interactions/1.0 (+https://discord.com)',
      'x-signature-ed25519': this.sign(timestamp, bytes, options.key),
      'x-signature-timestamp': timestamp,
      ...(options.chunked ? {} : { 'content-length': String(bytes.length) }),
    };
    for (const [name, value] of Object.entries(options.headers ?? {})) {
      if (value === null) delete headers[name];
      else headers[name] = value;
    }
    this.#inFlight.set(url, (this.#inFlight.get(url) ?? 0) + 1);
    const settled = () => this.#inFlight.set(url, (this.#inFlight.get(url) ?? 1) - 1);
    const response = new Promise<EndpointResponse>((resolve, reject) => {
      const req = request(url, { method: 'POST', headers, agent: this.#agent, timeout: options.timeoutMs ?? 10_000 }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      });
      req.on('timeout', () => req.destroy(new Error(`No answer from ${url} within ${options.timeoutMs ?? 10_000} ms`)));
      req.on('error', reject);
      if (options.stall) req.write(bytes);
      else req.end(bytes);
    });
    return response.finally(settled);
  }

  /** How many interactions sent to `url` await their answer. */
  inFlight(url: string): number {
    return this.#inFlight.get(url) ?? 0;
  }

  /** The Developer Portal's check when the URL is saved; resolves with what was wrong (nothing: accepted). */
  async verify(): Promise<string[]> {
    const problems: string[] = [];
    const ping = JSON.stringify({ id: '0', application_id: '0', type: InteractionType.Ping, token: 'ping', version: 1 });
    const pong = await this.post(ping);
    const answer = pong.status === 200 ? parseJson(pong.body) : undefined;
    if ((answer as { type?: unknown } | undefined)?.type !== InteractionResponseType.Pong) {
      problems.push(`a signed PING got ${pong.status} ${pong.body.toString()}, not a PONG`);
    }
    const probes: [string, PostOptions][] = [
      ['signed with another key', { key: InteractionEndpoint.otherKey() }],
      ['with a signature of another body', { headers: { 'x-signature-ed25519': this.sign(String(Math.floor(Date.now() / 1000)), '{}') } }],
      ['without a signature', { headers: { 'x-signature-ed25519': null } }],
    ];
    for (const [what, options] of probes) {
      const refused = await this.post(ping, options);
      if (refused.status !== 401) problems.push(`a PING ${what} got ${refused.status}, not 401`);
    }
    return problems;
  }

  close(): void {
    this.#agent.destroy();
  }
}

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}
