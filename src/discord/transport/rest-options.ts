/**
 * The options of every REST client the bot makes (the gateway's, the HTTP
 * mode's): one connection pool, DISCORD_API_URL (Discord's, or the shared
 * proxy's), and the bot's global limit of requests per second.
 */
import type { RESTOptions } from 'discord.js';
import type { Agent } from 'undici';
import type { Config } from '../../startup/config.js';

export function restOptions(config: Pick<Config, 'discordApiUrl' | 'discordRequestsPerSecond'>, agent: Agent): Partial<RESTOptions> {
  return { agent, globalRequestsPerSecond: config.discordRequestsPerSecond, ...(config.discordApiUrl ? { api: config.discordApiUrl } : {}) };
}
