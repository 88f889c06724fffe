// HTTP + WebSocket lifecycle on 127.0.0.1 (ephemeral port), and the REST
// pipeline: parse, route, check auth, inject faults, check the body against
// Discord's schema, handle, keep refused bodies, log, answer.
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiGuildCreate, apiReady } from './api-objects.ts';
import { Faults } from './faults.ts';
import { describeRefusal, invalidFormBody } from './form-errors.ts';
import { FakeGateway } from './gateway.ts';
import { refusedBody } from './invalid-payloads.ts';
import { readBody } from './request-body.ts';
import type { ParsedBody } from './request-body.ts';
import { schemaProblems } from './request-validation.ts';
import { restRoutes } from './rest-routes.ts';
import type { RouteKey } from './rest-routes.ts';
import { apiError, matchRoute } from './router.ts';
import type { RestResponse, RouteContext } from './router.ts';
import type { FakeStore } from './store.ts';

export interface ServerOptions {
  readonly token: string;
  readonly interactionTtlMs: number;
  readonly heartbeatIntervalMs: number;
}

const API_PREFIX = '/api/v10/';

export class FakeServer {
  /** REST requests being handled, and when the last one started or ended (for `idle()`). */
  inFlight = 0;
  lastActivityAt = Date.now();
  /** TCP connections clients have opened to the REST API and the gateway so far. */
  connectionsOpened = 0;
  readonly gateway: FakeGateway;
  readonly apiUrl: string;
  readonly #context: RouteContext;

  private constructor(
    private readonly http: Server,
    private readonly store: FakeStore,
    private readonly options: ServerOptions,
    faults: Faults,
  ) {
    const { port } = http.address() as AddressInfo;
    this.apiUrl = `http://127.0.0.1:${port}/api`;
    const gatewayUrl = `ws://127.0.0.1:${port}`;
    this.#context = { store, faults, gatewayUrl, interactionTtlMs: options.interactionTtlMs };
    this.gateway = new FakeGateway(http, {
      url: gatewayUrl,
      token: options.token,
      heartbeatIntervalMs: options.heartbeatIntervalMs,
      ready: (sessionId, resumeUrl) => apiReady(store, sessionId, resumeUrl),
      guilds: () => [...store.guilds.values()].map((guild) => apiGuildCreate(store, guild)),
      silent: () => faults.gatewaySilent,
    });
    http.on('connection', () => this.connectionsOpened++);
    http.on('request', (req: IncomingMessage, res: ServerResponse) => void this.#handle(req, res));
  }

  static async start(store: FakeStore, faults: Faults, options: ServerOptions): Promise<FakeServer> {
    const http = createServer();
    // Discord's edge (Cloudflare) keeps an idle HTTP/1.1 connection for 400 s. Node's default would close it
    // after 5 s and tell the client so (a Keep-Alive header); 0: the fake announces no time and keeps it until
    // the client lets go, so the bot's own keep-alive decides (src/discord/discord-agent.ts).
    http.keepAliveTimeout = 0;
    await new Promise<void>((resolve, reject) => {
      http.once('error', reject);
      http.listen(0, '127.0.0.1', () => resolve());
    });
    return new FakeServer(http, store, options, faults);
  }

  async stop(): Promise<void> {
    this.store.changes.stop();
    await this.gateway.close();
    this.http.closeAllConnections();
    await new Promise<void>((resolve) => this.http.close(() => resolve()));
  }

  async #handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    this.#activity(+1);
    // Stamped on arrival: a big body read slowly must not shift a request into the next second of the rate count.
    const arrivedAt = Date.now();
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    let parsed: ParsedBody = { body: undefined, files: [], uploads: [] };
    let outcome: { response: RestResponse; path: string; routeKey: RouteKey | null };
    try {
      parsed = await readBody(req, req.headers['content-type'] ?? '');
      outcome = this.#route(method, url, parsed, req.headers.authorization);
    } catch (error) {
      // Unparsable bodies and bugs of the fake reach the bot as failed requests.
      const response = error instanceof SyntaxError
        ? apiError(400, 50109, 'The request body contains invalid JSON.')
        : apiError(500, 0, `Fake Discord failed: ${String(error)}`);
      outcome = { response, path: url.pathname, routeKey: null };
    }
    const { response, path, routeKey } = outcome;
    const late = routeKey ? this.#context.faults.takeDelay(routeKey) : 0;
    if (late > 0) await new Promise((resolve) => setTimeout(resolve, late));
    if (refusedBody(response)) {
      this.store.invalidPayloads.push({ method, path, route: routeKey, body: parsed.body, files: parsed.files, problems: describeRefusal(response.body) });
    }
    this.store.requests.push({
      seq: this.store.requests.length + 1,
      at: arrivedAt,
      method,
      path,
      route: routeKey,
      query: Object.fromEntries(url.searchParams),
      body: parsed.body,
      files: parsed.files,
      uploads: parsed.uploads,
      status: response.status,
      target: response.target ?? {},
    });
    this.#activity(-1);
    res.writeHead(response.status, {
      ...(response.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...response.headers,
    });
    res.end(response.body === undefined ? undefined : JSON.stringify(response.body));
  }

  /**
   * The bot's answer as the HTTP response to a POSTed interaction: applied as
   * its callback would be (the same checks), and logged like one, marked.
   * Discord takes only JSON there, so a multipart answer is refused.
   */
  answerFromHttp(interactionId: string, token: string, response: { headers: IncomingHttpHeaders; body: Buffer }): RestResponse {
    const segments = ['interactions', interactionId, token, 'callback'];
    const path = `/${segments.join('/')}`;
    const match = matchRoute(restRoutes, 'POST', segments);
    let parsed: ParsedBody = { body: undefined, files: [], uploads: [] };
    let answer: RestResponse;
    if (!match) answer = apiError(500, 0, 'Fake Discord failed: no callback route');
    else if (!(response.headers['content-type'] ?? '').startsWith('application/json')) {
      answer = apiError(400, 50109, `An HTTP answer must be JSON (got ${response.headers['content-type'] ?? 'no content type'})`);
    } else {
      try {
        parsed = { body: JSON.parse(response.body.toString('utf8')), files: [], uploads: [] };
        answer = match.route.handle({ params: match.params, query: new URLSearchParams(), ...parsed }, this.#context);
      } catch {
        answer = apiError(400, 50109, 'The request body contains invalid JSON.');
      }
    }
    this.store.requests.push({
      seq: this.store.requests.length + 1,
      at: Date.now(),
      method: 'POST',
      path,
      route: match?.route.key ?? null,
      query: {},
      body: parsed.body,
      files: [],
      uploads: [],
      status: answer.status,
      target: answer.target ?? {},
      via: 'http-response',
    });
    this.#activity(0);
    return answer;
  }

  /** Counts a POST to the bot's endpoint as activity, for `idle()`. */
  async track<T>(work: Promise<T>): Promise<T> {
    this.#activity(+1);
    try {
      return await work;
    } finally {
      this.#activity(-1);
    }
  }

  #route(method: string, url: URL, parsed: ParsedBody, authorization: string | undefined) {
    if (!url.pathname.startsWith(API_PREFIX)) {
      return { response: apiError(404, 0, '404: Not Found'), path: url.pathname, routeKey: null };
    }
    // Decoded, so `%40original` matches `@original`.
    const segments = url.pathname.slice(API_PREFIX.length).split('/').filter(Boolean).map(decodeURIComponent);
    const path = `/${segments.join('/')}`;
    const match = matchRoute(restRoutes, method, segments);
    if (!match) return { response: apiError(404, 0, '404: Not Found'), path, routeKey: null };
    const routeKey = match.route.key;
    if (match.route.auth && authorization !== `Bot ${this.options.token}`) {
      return { response: apiError(401, 0, '401: Unauthorized'), path, routeKey };
    }
    const { faults } = this.#context;
    const failure = faults.takeFailure(routeKey);
    const denied = match.params.channelId ? faults.channelDenied(match.params.channelId) : null;
    if (failure && !failure.afterWork) return { response: Faults.failureResponse(failure), path, routeKey };
    const response = faults.takeRateLimit(routeKey) ??
      (method === 'GET' || method === 'DELETE' ? null : denied) ??
      this.#refuseInvalid(routeKey, parsed) ??
      match.route.handle({ params: match.params, query: url.searchParams, ...parsed }, this.#context);
    return { response: failure ? Faults.failureResponse(failure) : response, path, routeKey };
  }

  /** Discord checks a body against its schema before anything else: a 400 / 50035 naming the fields at fault, or null. */
  #refuseInvalid(routeKey: RouteKey, parsed: ParsedBody): RestResponse | null {
    const problems = schemaProblems(routeKey, parsed.body, parsed.uploads);
    return problems ? invalidFormBody(problems) : null;
  }

  #activity(delta: number): void {
    this.inFlight += delta;
    this.lastActivityAt = Date.now();
    if (delta <= 0) this.store.changes.notify();
  }
}
