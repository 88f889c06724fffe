/**
 * The bot's own REST requests for messages (interaction answers aside):
 * posting, editing, deleting and opening DM channels. Every post carries a
 * `nonce` with `enforce_nonce`, so a repeat after a crash returns the first
 * copy instead of a second message. Failures come back classified
 * (failures.ts).
 */
import { Routes, type REST } from 'discord.js';
import type { Outgoing } from '../layout.js';
import { classify, DeliveryFailure } from './failures.js';

/** What a message to send needs: its body and its files. */
export type Sendable = Pick<Outgoing, 'body' | 'files'>;

export interface SentMessage {
  id: string;
}

const files = (payload: Sendable) => (payload.files.length ? { files: payload.files.map((f) => ({ name: f.name, data: f.data, contentType: 'image/png' })) } : {});

async function request<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw new DeliveryFailure(classify(err), err);
  }
}

export class Messenger {
  constructor(private readonly rest: REST) {}

  /** Opens (or finds) the DM channel with a user: Discord keeps it stable, so it is asked once per user. */
  openDm(userId: string): Promise<string> {
    return request(async () => ((await this.rest.post(Routes.userChannels(), { body: { recipient_id: userId } })) as { id: string }).id);
  }

  /** Posts a message; Discord returns the earlier message instead of a second one when the nonce was used already. */
  post(channelId: string, payload: Sendable, nonce: string): Promise<SentMessage> {
    return request(async () => (await this.rest.post(Routes.channelMessages(channelId), { body: { ...payload.body, nonce, enforce_nonce: true }, ...files(payload) })) as SentMessage);
  }

  edit(channelId: string, messageId: string, payload: Sendable): Promise<void> {
    return request(async () => {
      await this.rest.patch(Routes.channelMessage(channelId, messageId), { body: payload.body, ...files(payload) });
    });
  }

  /** Whether the bot is still in the server (over HTTP no gateway event says it was removed): false for Unknown Guild or Missing Access. */
  async inGuild(guildId: string): Promise<boolean> {
    try {
      await this.rest.get(Routes.guild(guildId));
      return true;
    } catch (err) {
      const failure = classify(err);
      return failure !== 'server_lost' && failure !== 'no_permission';
    }
  }

  /** Deletes a message of ours; one already gone (or any failure) is fine. */
  async delete(channelId: string, messageId: string): Promise<void> {
    await this.rest.delete(Routes.channelMessage(channelId, messageId)).catch(() => undefined);
  }
}
