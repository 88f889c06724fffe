/**
 * Helpers shared by the Discord bench and its memory child process: live
 * Loners matches opened through the play layer (as the lobby buttons would),
 * and the discord.js REST global limit, raised only for untimed setup work.
 */
import type { Client } from 'discord.js';
import type { Bot } from '../src/discord/bot.js';
import { joinLobby, openLobby, startMatch } from '../src/play/lobby.js';

/** One match to open: where it is played and its two players (the first hosts). */
export interface MatchSpec {
  guildId: string;
  channelId: string;
  userIds: [string, string];
}

/** discord.js' default: the global limit Discord itself applies to a bot (interaction callbacks are exempt). */
export const DISCORD_GLOBAL_LIMIT = 50;

/**
 * Sets discord.js' client-side global limit (requests per second, callbacks
 * excluded). The bench raises it while it builds matches or waits for
 * deliveries to settle, never while a timed click is in flight.
 */
export function setGlobalRestLimit(client: Client, perSecond: number): void {
  (client.rest.options as { globalRequestsPerSecond: number }).globalRequestsPerSecond = perSecond;
}

/**
 * Opens, fills and starts one 2-player Loners match per spec (three immediate
 * transactions each, as the lobby buttons do), then queues its first
 * delivery: the board in its channel and a hand DM to each player.
 */
export function openLiveMatches(bot: Bot, specs: readonly MatchSpec[]): string[] {
  const { play, delivery } = bot.services;
  return specs.map((spec) => {
    const [host, guest] = spec.userIds;
    const opened = openLobby(play, { game: 'loners', guildId: spec.guildId, channelId: spec.channelId, hostUserId: host, options: {} });
    if (!opened.ok) throw new Error(`openLobby refused: ${opened.reason}`);
    const id = opened.match.id;
    const joined = joinLobby(play, id, guest);
    if (!joined.ok) throw new Error(`joinLobby refused: ${joined.reason}`);
    const started = startMatch(play, id, host);
    if (!started.ok) throw new Error(`startMatch refused: ${started.reason}`);
    delivery.sync(id);
    return id;
  });
}
