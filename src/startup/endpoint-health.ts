/**
 * The health command over HTTP interactions: the bot's own GET /healthz on
 * this machine, which answers 200 while the process reaches its database.
 * There is no gateway heartbeat to read in that mode.
 */
import type { HealthResult } from '../db/health.js';
import type { HostLanguage } from './host-language.js';
import { messagesFor } from './host-messages/index.js';

export interface EndpointHealthOptions {
  /** Give up after this long (default 5 s). */
  timeoutMs?: number;
  language?: HostLanguage;
}

/** Asks http://127.0.0.1:<port>/healthz. Never throws. */
export async function checkEndpointHealth(port: number, options: EndpointHealthOptions = {}): Promise<HealthResult> {
  const url = `http://127.0.0.1:${port}/healthz`;
  const messages = messagesFor(options.language);
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 5_000) });
    await res.body?.cancel();
    if (res.ok) return { healthy: true, message: messages.healthEndpoint(url) };
    return { healthy: false, message: messages.unhealthy(messages.healthEndpointRefused(url, res.status)) };
  } catch (err) {
    const cause = (err as { cause?: { code?: string } }).cause;
    const detail = cause?.code ?? (err instanceof Error ? err.message : String(err));
    return { healthy: false, message: messages.unhealthy(messages.healthEndpointSilent(url, detail)) };
  }
}
