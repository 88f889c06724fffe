/**
 * What a handler answers: the interaction response (a new message, or the
 * clicked message replaced), the files uploaded with it, and what must
 * happen once it went out — whatever became of it. Handlers build these; the
 * transport sends them (src/discord/transport/answer.ts).
 */
import { InteractionResponseType, MessageFlags, type APIAllowedMentions } from 'discord-api-types/v10';
import type { MessageBody, Outgoing, UploadFile } from '../layout.js';
import type { MessagePayload } from '../ui/types.js';

/** The message an answer created or changed, as Discord returns it with `with_response`. */
export interface AnsweredMessage {
  id: string;
  flags?: number;
  attachments?: { id: string; filename: string }[];
}

export interface Reply {
  type: InteractionResponseType.ChannelMessageWithSource | InteractionResponseType.UpdateMessage | InteractionResponseType.DeferredMessageUpdate;
  data?: MessageBody & { allowed_mentions?: APIAllowedMentions };
  files?: UploadFile[];
  /** The message the answer creates is needed afterwards (Discord sends it back). */
  wantMessage?: boolean;
  /** Runs once the answer went out, or failed (`sent` null then, or when not asked for): records what it showed. */
  after?: (sent: AnsweredMessage | null, answered: boolean) => Promise<void>;
  /** Matches to bring up to date once the answer went out, whatever became of it. */
  sync?: string[];
  /** A picture that missed the answer, edited in afterwards (follow-up work does not wait for it). */
  latePicture?: () => Promise<void>;
  /** Who acted is not recorded (name, nickname, language): reading or deleting data must not store it again. */
  untraced?: boolean;
  /** Data was deleted: this process forgets having written this person's or server's names, so their next interaction writes them anew. */
  forgot?: { userId: string } | { guildId: string };
}

type Payload = Outgoing | MessagePayload | string;

function body(payload: Payload): { data: MessageBody; files: UploadFile[] } {
  if (typeof payload === 'string') return { data: { content: payload }, files: [] };
  if ('body' in payload && 'files' in payload) return { data: payload.body, files: payload.files };
  return { data: payload as MessageBody, files: [] };
}

/** A new message only the reader sees (type 4, ephemeral). */
export function privately(payload: Payload, extra: Partial<Reply> = {}): Reply {
  const { data, files } = body(payload);
  return { type: InteractionResponseType.ChannelMessageWithSource, data: { ...data, flags: (data.flags ?? 0) | MessageFlags.Ephemeral }, files, ...extra };
}

/** A message in the channel answering a command (type 4): nobody is pinged by it unless `mentions` says so. */
export function inChannel(payload: Payload, extra: Partial<Reply> & { mentions?: APIAllowedMentions } = {}): Reply {
  const { data, files } = body(payload);
  const { mentions, ...rest } = extra;
  return { type: InteractionResponseType.ChannelMessageWithSource, data: { ...data, allowed_mentions: mentions ?? { parse: [] } }, files, ...rest };
}

/** The clicked message replaced (type 7). */
export function update(payload: Payload, extra: Partial<Reply> = {}): Reply {
  const { data, files } = body(payload);
  return { type: InteractionResponseType.UpdateMessage, data, files, ...extra };
}
