/**
 * The bot's own REST requests for messages (interaction answers aside):
 * posting, editing and DMs. Every post carries a `nonce` with
 * `enforce_nonce`, so a repeat after a crash returns the first copy; what
 * Discord answers is learnt by the message book (which messages are V2,
 * which picture they show), so the bot never GETs a message it sent.
 */
import { DiscordAPIError, Routes, type Client } from 'discord.js';
import type { Match, MatchPlayer } from '../db/schema/sqlite.js';
import type { PlayContext } from '../play/context.js';
import { dmChannelKnown, dmClosed, getDmChannel, saveDmChannel } from '../play/shown.js';
import { queueEvent } from '../play/store.js';
import { rawFiles } from './answer.js';
import type { Outgoing } from './layout.js';
import type { KnownMessage, MessageBook } from './message-book.js';

const CANNOT_DM = 50007;

/** What a message to send needs: its body and its files. */
export type Sendable = Pick<Outgoing, 'body' | 'files'>;

export type ApiMessage = KnownMessage;

export class Messenger {
  constructor(
    private readonly client: Client,
    private readonly play: PlayContext,
    private readonly book: MessageBook | null,
  ) {}

  /**
   * Sends a DM, opening the user's DM channel once for all their matches; a
   * player with closed DMs is switched to the board's hand button (null).
   */
  async sendDirect(match: Match, player: MatchPlayer, payload: Sendable, nonce: string): Promise<ApiMessage | null> {
    const { db } = this.play.database;
    try {
      let channelId = player.dmChannelId ?? getDmChannel(db, player.userId);
      if (!channelId) {
        const channel = (await this.client.rest.post(Routes.userChannels(), { body: { recipient_id: player.userId } })) as { id: string };
        channelId = channel.id;
        saveDmChannel(db, player.userId, channelId);
      }
      if (player.dmChannelId !== channelId) {
        dmChannelKnown(db, match.id, player.seat, channelId);
        player.dmChannelId = channelId;
      }
      return await this.post(channelId, payload, nonce);
    } catch (err) {
      if (!(err instanceof DiscordAPIError) || err.code !== CANNOT_DM) throw err;
      dmClosed(db, match.id, player.seat);
      player.dmClosed = true;
      queueEvent(db, match.id, { to: 'channel' }, { kind: 'dm_closed', seat: player.seat });
      return null;
    }
  }

  /** Posts a message (its files in the same request); Discord returns the earlier message instead of a second one when the nonce was used already. */
  async post(channelId: string, payload: Sendable, nonce: string): Promise<ApiMessage> {
    const sent = (await this.client.rest.post(Routes.channelMessages(channelId), {
      body: { ...payload.body, nonce, enforce_nonce: true },
      ...(payload.files.length ? { files: rawFiles(payload.files) } : {}),
    })) as ApiMessage;
    this.book?.learn(sent);
    return sent;
  }

  async edit(channelId: string, messageId: string, payload: Sendable): Promise<void> {
    this.book?.replaced(messageId);
    const edited = (await this.client.rest.patch(Routes.channelMessage(channelId, messageId), {
      body: payload.body,
      ...(payload.files.length ? { files: rawFiles(payload.files) } : {}),
    })) as ApiMessage;
    this.book?.learn(edited);
  }

  /** Deletes a message of ours; one already gone is fine. */
  async delete(channelId: string, messageId: string): Promise<void> {
    await this.client.rest.delete(Routes.channelMessage(channelId, messageId)).catch(() => undefined);
  }
}
