/**
 * DISCORD_TOKEN checked with one REST call (GET /users/@me) before the bot
 * creates anything on disk: a short timeout and no retries, so a wrong token
 * or an unreachable Discord is reported within seconds, in plain words.
 */
import { DiscordAPIError, HTTPError, RateLimitError, REST, Routes } from 'discord.js';
import { networkFailure, StartupError } from './errors.js';
import type { HostLanguage } from './host-language.js';
import { messagesFor } from './host-messages/index.js';

/** The account behind the token. */
export interface BotAccount {
  id: string;
  username: string;
}

export interface TokenCheckOptions {
  token: string;
  /** DISCORD_API_URL, or undefined for Discord itself. */
  apiUrl: string | undefined;
  /** Give up after this long without an answer; default 10 s. */
  timeoutMs?: number;
  /** The language of the messages (default English). */
  language?: HostLanguage | undefined;
}

export const TOKEN_CHECK_TIMEOUT_MS = 10_000;

/** Resolves with the bot's account; throws a `StartupError` saying what is wrong and how to fix it. */
export async function checkDiscordToken(options: TokenCheckOptions): Promise<BotAccount> {
  const timeoutMs = options.timeoutMs ?? TOKEN_CHECK_TIMEOUT_MS;
  const rest = new REST({
    ...(options.apiUrl ? { api: options.apiUrl } : {}),
    timeout: timeoutMs,
    retries: 0,
    rejectOnRateLimit: () => true,
    // One request: no sweeper timers left behind.
    hashSweepInterval: 0,
    handlerSweepInterval: 0,
  }).setToken(options.token);
  try {
    const user = (await rest.get(Routes.user())) as { id?: unknown; username?: unknown };
    return { id: String(user.id), username: String(user.username) };
  } catch (err) {
    throw new StartupError(explainTokenCheckFailure(err, options.apiUrl, timeoutMs, options.language), { cause: err });
  }
}

function explainTokenCheckFailure(err: unknown, apiUrl: string | undefined, timeoutMs: number, language: HostLanguage | undefined): string {
  const messages = messagesFor(language);
  if (err instanceof RateLimitError) return messages.rateLimited(err.retryAfter);
  if (err instanceof DiscordAPIError || err instanceof HTTPError) {
    if (err.status === 401) return messages.tokenRefused();
    if (err.status === 429) return messages.rateLimited(0);
    if (err.status >= 500) return messages.discordTrouble(apiUrl, err.status);
    return messages.discordRefused(err.status, err.message);
  }
  const network = networkFailure(err);
  if (network !== undefined) {
    return messages.discordUnreachable(apiUrl, network.timedOut ? messages.noAnswerWithin(timeoutMs) : network.detail);
  }
  return messages.tokenCheckFailed(err instanceof Error ? err.message : String(err));
}
