/**
 * The bot's HTTP connections to Discord's API: one pool for discord.js' REST
 * and for the answers to clicks (src/discord/interaction-callback.ts).
 *
 * undici lets an idle connection go after 4 s unless the server says how
 * long it keeps it. Discord's API sits behind Cloudflare, which keeps an
 * idle HTTP/1.1 connection for 400 s (its documented connection limits).
 * With undici's 4 s, a click that came more than 4 s after the bot last
 * spoke to Discord — most clicks at a quiet table — waited for a new TCP
 * and TLS handshake before its answer could leave; in the click bench, 64 to
 * 129 of the 500 answers of a rush that came 7 s after the last one (the
 * pictures of that one took so long) opened connections of their own.
 *
 * So connections stay open for `keepAliveSeconds` of quiet (60 by default,
 * well inside Cloudflare's 400; Go's HTTP client keeps them 90). A server
 * that announces a shorter time (a `Keep-Alive` header) is still believed.
 * A host whose network drops idle connections silently sooner (some
 * hosting providers' filters do) can lower it with DISCORD_KEEP_ALIVE_SECONDS.
 */
import { Agent } from 'undici';

export function discordAgent(keepAliveSeconds: number): Agent {
  const ms = keepAliveSeconds * 1000;
  return new Agent({ keepAliveTimeout: ms, keepAliveMaxTimeout: ms });
}
