// Failure injection: closed DMs (403, code 50007) and rate limits (429).
import type { RouteKey } from './rest-routes.ts';
import type { RestResponse } from './router.ts';

interface PendingRateLimit {
  readonly routeKey: string;
  remaining: number;
  readonly retryAfterSeconds: number;
}

export class Faults {
  readonly #dmsBlocked = new Set<string>();
  readonly #rateLimits: PendingRateLimit[] = [];
  /** The gateway accepts connections but never answers IDENTIFY (REST keeps working). */
  gatewaySilent = false;

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

  /** The next `times` requests to `routeKey` (e.g. `POST /channels/:channelId/messages`) get a 429. */
  rateLimit(routeKey: RouteKey, options: { times?: number; retryAfterSeconds?: number } = {}): void {
    this.#rateLimits.push({ routeKey, remaining: options.times ?? 1, retryAfterSeconds: options.retryAfterSeconds ?? 0.05 });
  }

  /** A 429 response if one is pending for this route (and counts it), else null. */
  takeRateLimit(routeKey: string): RestResponse | null {
    const pending = this.#rateLimits.find((r) => r.routeKey === routeKey && r.remaining > 0);
    if (!pending) return null;
    pending.remaining -= 1;
    const seconds = String(pending.retryAfterSeconds);
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
