// A tiny REST router. A route is keyed by `METHOD /path/:param` (the key is
// also what the request log and failure injection use).
import type { Faults } from './faults.ts';
import type { Upload } from './request-body.ts';
import type { RequestTarget } from './request-log.ts';
import type { FakeStore } from './store.ts';

export interface RestRequest {
  readonly params: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
  readonly body: unknown;
  readonly files: readonly string[];
  readonly uploads: readonly Upload[];
}

export interface RestResponse {
  readonly status: number;
  /** JSON body; none for 204. */
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  /** Where the request's payload went, for the request log. */
  readonly target?: RequestTarget;
}

export interface RouteContext {
  readonly store: FakeStore;
  readonly faults: Faults;
  /** Gateway URL returned by GET /gateway/bot. */
  readonly gatewayUrl: string;
  /** Interaction callbacks later than this answer 10062, like a real late answer. */
  readonly interactionTtlMs: number;
}

export interface Route<K extends string = string> {
  readonly key: K;
  readonly method: string;
  readonly segments: readonly string[];
  /** Interaction callbacks and webhooks are authorized by their token, not the bot token. */
  readonly auth: boolean;
  readonly handle: (req: RestRequest, ctx: RouteContext) => RestResponse;
}

export function route<K extends string>(key: K, handle: Route['handle'], options: { auth?: boolean } = {}): Route<K> {
  const [method = '', path = ''] = key.split(' ');
  return { key, method, segments: path.split('/').filter(Boolean), auth: options.auth ?? true, handle };
}

export function matchRoute<R extends Route>(
  routes: readonly R[],
  method: string,
  segments: readonly string[],
): { route: R; params: Record<string, string> } | null {
  for (const candidate of routes) {
    if (candidate.method !== method || candidate.segments.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = candidate.segments.every((pattern, i) => {
      const actual = segments[i] ?? '';
      if (pattern.startsWith(':')) params[pattern.slice(1)] = actual;
      return pattern.startsWith(':') || pattern === actual;
    });
    if (matches) return { route: candidate, params };
  }
  return null;
}

export function json(body: unknown, target?: RequestTarget): RestResponse {
  return { status: 200, body, ...(target ? { target } : {}) };
}

export function noContent(target?: RequestTarget): RestResponse {
  return { status: 204, ...(target ? { target } : {}) };
}

/** A Discord error body, which discord.js turns into a DiscordAPIError with this code. */
export function apiError(status: number, code: number, message: string, target?: RequestTarget): RestResponse {
  return { status, body: { code, message }, ...(target ? { target } : {}) };
}
