// What the fake remembers about each interaction it dispatched: who, where,
// the bot's first answer (callback) and what it did later with the token.
import type { InteractionResponseType, InteractionType } from 'discord.js';
import type { MessageBody } from './messages.ts';

export interface InteractionCallback {
  readonly type: InteractionResponseType;
  readonly body: MessageBody;
  readonly at: number;
}

/** A later use of the interaction token: a followup, an edit or a delete. */
export interface WebhookEvent {
  readonly kind: 'followup' | 'edit' | 'delete';
  readonly messageId: string;
  /** True when it targets the original response (`@original`). */
  readonly original: boolean;
  readonly body: MessageBody;
  readonly at: number;
}

export interface InteractionRecord {
  readonly id: string;
  readonly token: string;
  readonly type: InteractionType;
  readonly userId: string;
  readonly channelId: string;
  readonly guildId: string | null;
  /** The message holding the clicked component, for component interactions. */
  readonly sourceMessageId: string | null;
  /** Human-readable origin, for error messages ("button x by alice"). */
  readonly label: string;
  readonly createdAt: number;
  callback: InteractionCallback | null;
  /** The message `@original` refers to, once there is one. */
  originalMessageId: string | null;
  readonly events: WebhookEvent[];
}
