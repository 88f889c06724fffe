/**
 * Counting the REST requests a bot made, as Discord's global rate limit sees
 * them: interaction answers (`/interactions/...` callbacks and their webhook
 * follow-ups on the interaction token) are not counted there, everything else is.
 */
import type { RecordedRequest } from './fake-discord/index.js';

export interface RestCount {
  /** Requests that count against the bot's global limit. */
  total: number;
  gets: number;
  /** Route key (`POST /channels/:channelId/messages`, ...) -> count. */
  byRoute: Record<string, number>;
}

/** Interaction callbacks and webhook calls on an interaction token are outside the global limit. */
export function isInteractionAnswer(r: RecordedRequest): boolean {
  return r.path.startsWith('/interactions/') || r.path.startsWith('/webhooks/');
}

export function countRest(requests: readonly RecordedRequest[]): RestCount {
  const counted = requests.filter((r) => !isInteractionAnswer(r));
  const byRoute: Record<string, number> = {};
  for (const r of counted) {
    const key = r.route ?? `${r.method} ${r.path}`;
    byRoute[key] = (byRoute[key] ?? 0) + 1;
  }
  return { total: counted.length, gets: counted.filter((r) => r.method === 'GET').length, byRoute };
}

/**
 * The most requests counted against the global limit within any `windowMs`
 * (a sliding window over their arrival). A limiter that starts a new second at
 * its first request may send a second's worth at the end of one second and
 * again at the start of the next: a kept limit L shows at most (w + 1) × L in
 * a window of w seconds.
 */
export function peakInWindow(requests: readonly RecordedRequest[], windowMs = 1000): number {
  const times = requests.filter((r) => !isInteractionAnswer(r) && r.via !== 'http-response').map((r) => r.at).sort((a, b) => a - b);
  let peak = 0;
  for (let first = 0, last = 0; last < times.length; last++) {
    while (times[last]! - times[first]! >= windowMs) first++;
    peak = Math.max(peak, last - first + 1);
  }
  return peak;
}
