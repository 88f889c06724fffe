/**
 * What a failed request to Discord means for the table, decided once, here.
 * Most failures pass (a timeout, a 5xx, a rate limit discord.js could not
 * wait out): the sync is tried again later, with backoff. Some are for good
 * and change what the bot does instead.
 */
import { DiscordAPIError, HTTPError } from 'discord.js';

export type Failure =
  /** Tried again later, with backoff. */
  | 'passing'
  /** The channel is gone (deleted): its match ends without a result. */
  | 'channel_lost'
  /** The bot is no longer in the server: its matches end without a result. */
  | 'server_lost'
  /** The bot may no longer see or post in the channel: board and announcements wait until it may again. */
  | 'no_permission'
  /** The player does not take DMs from the bot (for now). */
  | 'dm_closed'
  /** The message is gone (someone deleted it): a new one is sent. */
  | 'message_gone'
  /** The message is too old to edit often, or cannot take this layout: a new one is sent. */
  | 'cannot_edit';

const CODES: Record<number, Failure> = {
  10003: 'channel_lost', // Unknown Channel
  10004: 'server_lost', // Unknown Guild
  10008: 'message_gone', // Unknown Message
  50001: 'no_permission', // Missing Access
  50013: 'no_permission', // Missing Permissions
  50007: 'dm_closed', // Cannot send messages to this user
  30046: 'cannot_edit', // Too many edits to messages older than an hour
  50035: 'cannot_edit', // Invalid Form Body: a text edit of a V2 message, say
};

export function classify(err: unknown): Failure {
  if (err instanceof DiscordAPIError && typeof err.code === 'number') return CODES[err.code] ?? 'passing';
  if (err instanceof HTTPError) return 'passing';
  return 'passing';
}

/** A failure that is not the bot's to wait out: the caller decides what happens instead. */
export class DeliveryFailure extends Error {
  constructor(
    readonly failure: Failure,
    cause: unknown,
  ) {
    // eslint-disable-next-line i18next/no-literal-string -- a developer's message, never shown to players
    super(`delivery failed: ${failure}`, { cause });
  }
}
