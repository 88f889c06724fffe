// Messages per channel, with their edit history. Interaction replies live
// here too (ephemeral ones flagged), so a test sees every message in one place.
import { MessageFlags } from 'discord.js';
import type { APIEmbed, APIMessageTopLevelComponent, InteractionType } from 'discord.js';
import type { Upload } from './request-body.ts';

export interface StoredAttachment {
  readonly id: string;
  readonly filename: string;
  /** What was uploaded (empty for attachments made without bytes). */
  readonly size: number;
  readonly contentType: string;
  readonly data: Buffer;
  readonly description?: string;
}

export interface MessageContent {
  content: string;
  embeds: APIEmbed[];
  components: APIMessageTopLevelComponent[];
  flags: number;
  attachments: StoredAttachment[];
}

export interface MessageVersion extends MessageContent {
  /** When this version was replaced. */
  readonly replacedAt: string;
}

export interface StoredMessage extends MessageContent {
  readonly id: string;
  readonly channelId: string;
  readonly authorId: string;
  readonly createdAt: string;
  editedAt: string | null;
  deleted: boolean;
  /** Earlier versions, oldest first. */
  readonly history: MessageVersion[];
  /** The `nonce` it was created with (Discord de-duplicates on it with `enforce_nonce`). */
  readonly nonce?: string;
  /** The interaction this message answers, if any. */
  readonly interaction: { readonly id: string; readonly type: InteractionType; readonly userId: string } | null;
}

/** What a create or edit request carries; an edit leaves absent fields alone. */
export interface MessageBody {
  content?: string;
  embeds?: APIEmbed[];
  components?: APIMessageTopLevelComponent[];
  flags?: number;
  /** Ids of attachments to keep on edit. */
  keepAttachmentIds?: string[];
  /**
   * The `attachments` array as sent: existing attachments to keep (by id),
   * and metadata for the uploads (`id` = the upload's index in `files[n]`).
   */
  attachments?: { id: string; filename?: string; description?: string }[];
}

/** Picks the message fields from a request body; the element shapes are trusted. */
export function toMessageBody(json: unknown): MessageBody {
  if (typeof json !== 'object' || json === null) return {};
  const raw = json as Record<string, unknown>;
  const body: MessageBody = {};
  if (typeof raw.content === 'string' || raw.content === null) body.content = raw.content ?? '';
  if (Array.isArray(raw.embeds) || raw.embeds === null) body.embeds = (raw.embeds ?? []) as APIEmbed[];
  if (Array.isArray(raw.components) || raw.components === null) {
    body.components = (raw.components ?? []) as APIMessageTopLevelComponent[];
  }
  if (typeof raw.flags === 'number') body.flags = raw.flags;
  if (Array.isArray(raw.attachments)) {
    body.attachments = raw.attachments.map((a: unknown) => {
      const { id, filename, description } = a as { id?: unknown; filename?: unknown; description?: unknown };
      return { id: String(id), ...(typeof filename === 'string' ? { filename } : {}), ...(typeof description === 'string' ? { description } : {}) };
    });
    body.keepAttachmentIds = body.attachments.map((a) => a.id);
  }
  return body;
}

/** Attachments made from uploads: `files[n]` gets the metadata of the `attachments` entry with id `n`. */
function fromUploads(uploads: readonly Upload[], body: MessageBody, nextId: () => string): StoredAttachment[] {
  return uploads.map((u, i) => {
    const index = /\[(\d+)\]/.exec(u.field)?.[1] ?? String(i);
    const meta = body.attachments?.find((a) => a.id === index);
    return {
      id: nextId(),
      filename: meta?.filename ?? u.name,
      size: u.data.length,
      contentType: u.contentType,
      data: u.data,
      ...(meta?.description !== undefined ? { description: meta.description } : {}),
    };
  });
}

export class MessageStore {
  readonly #byId = new Map<string, StoredMessage>();
  /** Per channel, oldest first: Discord answers per channel without scanning every message (nor should our fake). */
  readonly #byChannel = new Map<string, StoredMessage[]>();

  constructor(private readonly nextId: () => string) {}

  create(
    channelId: string,
    authorId: string,
    body: MessageBody,
    uploads: readonly Upload[],
    interaction: StoredMessage['interaction'] = null,
    nonce?: string,
  ): StoredMessage {
    const message: StoredMessage = {
      ...(nonce === undefined ? {} : { nonce }),
      id: this.nextId(),
      channelId,
      authorId,
      createdAt: new Date().toISOString(),
      editedAt: null,
      deleted: false,
      history: [],
      interaction,
      content: body.content ?? '',
      embeds: body.embeds ?? [],
      components: body.components ?? [],
      flags: body.flags ?? 0,
      attachments: fromUploads(uploads, body, this.nextId),
    };
    this.#byId.set(message.id, message);
    const inChannel = this.#byChannel.get(channelId);
    if (inChannel) inChannel.push(message);
    else this.#byChannel.set(channelId, [message]);
    return message;
  }

  /** What `message` would show after this edit (nothing is changed). */
  edited(message: MessageContent, body: MessageBody, uploads: readonly Upload[]): MessageContent {
    // An edit ends the "loading" state of a deferred reply; ephemerality never changes.
    const ephemeral = message.flags & MessageFlags.Ephemeral;
    const rest = body.flags ?? (message.flags & ~MessageFlags.Loading);
    let attachments = message.attachments;
    if (body.keepAttachmentIds !== undefined || uploads.length > 0) {
      const keep = new Set(body.keepAttachmentIds ?? message.attachments.map((a) => a.id));
      attachments = [...message.attachments.filter((a) => keep.has(a.id)), ...fromUploads(uploads, body, this.nextId)];
    }
    return {
      content: body.content !== undefined ? body.content : message.content,
      embeds: body.embeds !== undefined ? body.embeds : message.embeds,
      components: body.components !== undefined ? body.components : message.components,
      flags: ephemeral | (rest & ~MessageFlags.Ephemeral & ~MessageFlags.Loading),
      attachments,
    };
  }

  /** Applies an edit (`next`: from `edited`), keeping the old version in the history. */
  edit(message: StoredMessage, body: MessageBody, uploads: readonly Upload[], next: MessageContent = this.edited(message, body, uploads)): void {
    const now = new Date().toISOString();
    const { content, embeds, components, flags, attachments } = message;
    message.history.push({ content, embeds, components, flags, attachments, replacedAt: now });
    message.editedAt = now;
    Object.assign(message, next);
  }

  delete(message: StoredMessage): void {
    message.deleted = true;
  }

  get(id: string): StoredMessage | undefined {
    return this.#byId.get(id);
  }

  /** Current (not deleted) messages of a channel, oldest first. */
  inChannel(channelId: string): StoredMessage[] {
    return (this.#byChannel.get(channelId) ?? []).filter((m) => !m.deleted);
  }

  /** Every current message, oldest first. */
  all(): StoredMessage[] {
    return [...this.#byId.values()].filter((m) => !m.deleted);
  }
}
