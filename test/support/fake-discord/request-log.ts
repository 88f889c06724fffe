// The log of every REST request the bot made, with where its payload went,
// so a test can scan all payloads (e.g. for hidden cards in public places).
import { MessageFlags } from 'discord.js';
import type { StoredMessage } from './messages.ts';
import type { Upload } from './request-body.ts';
import type { RouteKey } from './rest-routes.ts';
import type { FakeStore } from './store.ts';

/** Who can see a message: everyone in a guild channel, or a single user (DM or ephemeral). */
export type Audience = { readonly kind: 'channel'; readonly channelId: string } | { readonly kind: 'user'; readonly userId: string };

export interface RequestTarget {
  channelId?: string;
  dmRecipientId?: string;
  interactionId?: string;
  interactionUserId?: string;
  messageId?: string;
  /** Set when the request created or changed a message. */
  audience?: Audience;
}

export interface RecordedRequest {
  readonly seq: number;
  readonly at: number;
  readonly method: string;
  /** Path after `/api/v10`, percent-decoded (`@original`, not `%40original`). */
  readonly path: string;
  /** The matched route, e.g. `POST /channels/:channelId/messages`; null if unknown. */
  readonly route: RouteKey | null;
  readonly query: Readonly<Record<string, string>>;
  /** Parsed JSON body (the `payload_json` part for multipart), or undefined. */
  readonly body: unknown;
  /** File names of multipart uploads. */
  readonly files: readonly string[];
  /** The uploaded files themselves. */
  readonly uploads: readonly Upload[];
  readonly status: number;
  readonly target: RequestTarget;
  /** Set for an interaction answered in the HTTP response itself (not a request the bot made). */
  readonly via?: 'http-response';
}

export function audienceOf(store: FakeStore, message: StoredMessage): Audience {
  if (message.flags & MessageFlags.Ephemeral && message.interaction) {
    return { kind: 'user', userId: message.interaction.userId };
  }
  const recipientId = store.channels.get(message.channelId)?.recipientId;
  return recipientId ? { kind: 'user', userId: recipientId } : { kind: 'channel', channelId: message.channelId };
}

/** Target fields describing a message and where it lives. */
export function messageTarget(store: FakeStore, message: StoredMessage): RequestTarget {
  const recipientId = store.channels.get(message.channelId)?.recipientId;
  return {
    channelId: message.channelId,
    messageId: message.id,
    audience: audienceOf(store, message),
    ...(recipientId ? { dmRecipientId: recipientId } : {}),
  };
}
