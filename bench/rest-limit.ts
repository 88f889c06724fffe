/**
 * discord.js' client-side global limit (requests a second; interaction
 * callbacks are exempt). The bench lifts it only while it builds matches or
 * waits for deliveries to settle, never while a timed click is in flight.
 */
import type { Client } from 'discord.js';

/** discord.js' default: the global limit Discord itself applies to a bot. */
export const DISCORD_GLOBAL_LIMIT = 50;
export const SETUP_LIMIT = 100_000;

export function setGlobalRestLimit(client: Client, perSecond: number): void {
  (client.rest.options as { globalRequestsPerSecond: number }).globalRequestsPerSecond = perSecond;
  // The manager counts down the current second from the limit it had at its start: lowered, the new one holds now.
  const rest = client.rest as unknown as { globalRemaining: number };
  rest.globalRemaining = Math.min(rest.globalRemaining, perSecond);
}
