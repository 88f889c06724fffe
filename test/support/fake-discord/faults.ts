// Failure injection: closed DMs (403, code 50007), rate limits (429, per
// route or global), any error on a route (5xx, Discord's codes), slow
// answers, channels the bot may no longer post in (50001, 50013).
import { apiError } from './router.ts';
import type { RouteKey } from './rest-routes.ts';
import type { RestResponse } from './router.ts';

interface PendingRateLimit {
  readonly routeKey: string;
  remaining: number;
  readonly retryAfterSeconds: number;
  readonly global: boolean;
}

/** An error the next requests to a route get: Discord's status and code, maybe after doing the request's work anyway. */
export interface InjectedFailure {
  status: number;
  code?: number;
  message?: string;
  /** The request does its work, then fails (a 5xx after the callback landed: the retry then meets 40060). */
  afterWork?: boolean;
}

interface PendingFailure extends InjectedFailure {
  readonly routeKey: string;
  remaining: number;
}

interface PendingDelay {
  readonly routeKey: string;
  remaining: number;
  readonly ms: number;
}

export class Faults {
  readonly #dmsBlocked = new Set<string>();
  readonly #rateLimits: PendingRateLimit[] = [];
  readonly #failures: PendingFailure[] = [];
  readonly #delays: PendingDelay[] = [];
  /** Channels where posting and editing fail, with the code (50001 Missing Access, 50013 Missing Permissions). */
  readonly #denied = new Map<string, number>();
  /** The gateway accepts connections but never answers IDENTIFY (REST keeps working). */
  gatewaySilent = false;

  /** The next `times` requests to `routeKey` fail with `failure`. */
  fail(routeKey: RouteKey, failure: InjectedFailure & { times?: number }): void {
    this.#failures.push({ ...failure, routeKey, remaining: failure.times ?? 1 });
  }

  /** The injected failure for this request, if one is pending (and counts it). */
  takeFailure(routeKey: string): PendingFailure | null {
    const pending = this.#failures.find((f) => f.routeKey === routeKey && f.remaining > 0);
    if (!pending) return null;
    pending.remaining -= 1;
    return pending;
  }

  /** The response of an injected failure. */
  static failureResponse(failure: InjectedFailure): RestResponse {
    return apiError(failure.status, failure.code ?? 0, failure.message ?? `Injected failure ${failure.status}`);
  }

  /** The next `times` requests to `routeKey` are answered `ms` late. */
  delay(routeKey: RouteKey, options: { ms: number; times?: number }): void {
    this.#delays.push({ routeKey, ms: options.ms, remaining: options.times ?? 1 });
  }

  /** How long this request waits before its answer (and counts it). */
  takeDelay(routeKey: string): number {
    const pending = this.#delays.find((d) => d.routeKey === routeKey && d.remaining > 0);
    if (!pending) return 0;
    pending.remaining -= 1;
    return pending.ms;
  }

  /** Posting and editing in this channel fail with 403 and `code` until allowed again. */
  denyChannel(channelId: string, code: 50001 | 50013 = 50013): void {
    this.#denied.set(channelId, code);
  }

  allowChannel(channelId: string): void {
    this.#denied.delete(channelId);
  }

  /** The 403 a denied channel answers, or null. */
  channelDenied(channelId: string): RestResponse | null {
    const code = this.#denied.get(channelId);
    if (code === undefined) return null;
    return apiError(403, code, code === 50001 ? 'Missing Access' : 'Missing Permissions', { channelId });
  }

  /** Messages to this user's DM channel fail with 403, code 50007, until unblocked. */
  blockDms(userId: string): void {
    this.#dmsBlocked.add(userId);
  }

  unblockDms(userId: string): void {
    this.#dmsBlocked.delete(userId);
  }

  dmsBlocked(userId: string): boolean {
    return this.#dmsBlocked.has(userId);
  }

  /** The next `times` requests to `routeKey` (e.g. `POST /channels/:channelId/messages`) get a 429 (`global`: the bot's whole limit). */
  rateLimit(routeKey: RouteKey, options: { times?: number; retryAfterSeconds?: number; global?: boolean } = {}): void {
    this.#rateLimits.push({ routeKey, remaining: options.times ?? 1, retryAfterSeconds: options.retryAfterSeconds ?? 0.05, global: options.global ?? false });
  }

  /** A 429 response if one is pending for this route (and counts it), else null. */
  takeRateLimit(routeKey: string): RestResponse | null {
    const pending = this.#rateLimits.find((r) => r.routeKey === routeKey && r.remaining > 0);
    if (!pending) return null;
    pending.remaining -= 1;
    const seconds = String(pending.retryAfterSeconds);
    if (pending.global) {
      return {
        status: 429,
        body: { message: 'You are being rate limited.', retry_after: pending.retryAfterSeconds, global: true },
        headers: { 'Retry-After': seconds, 'X-RateLimit-Global': 'true', 'X-RateLimit-Scope': 'global' },
      };
    }
    return {
      status: 429,
      body: { message: 'You are being rate limited.', retry_after: pending.retryAfterSeconds, global: false },
      // No X-RateLimit-Global header: discord.js treats its mere presence as a global limit.
      headers: {
        'Retry-After': seconds,
        'X-RateLimit-Limit': '1',
        'X-RateLimit-Remaining': '0',
        'X-RateLimit-Reset-After': seconds,
        'X-RateLimit-Bucket': `fake-${routeKey.replace(/\W+/g, '-')}`,
        'X-RateLimit-Scope': 'user',
      },
    };
  }
}
