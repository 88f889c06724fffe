/**
 * The bot's HTTP connections to Discord's API (REST and the answers to
 * clicks). undici lets an idle connection go after 4 s; Discord's edge
 * (Cloudflare) keeps one for 400 s. Kept for `keepAliveSeconds` of quiet, a
 * click at a quiet table does not wait for a new TCP and TLS handshake
 * before its answer leaves. DISCORD_KEEP_ALIVE_SECONDS lowers it for a network
 * that drops idle connections sooner.
 */
import { Agent } from 'undici';

export function discordAgent(keepAliveSeconds: number): Agent {
  const ms = keepAliveSeconds * 1000;
  return new Agent({ keepAliveTimeout: ms, keepAliveMaxTimeout: ms });
}
