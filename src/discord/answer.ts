/**
 * Answering an interaction with one HTTP request. Our payloads are already
 * Discord API JSON; discord.js's update()/reply() would walk and rebuild them
 * again (snake-casing every key), which is measurable on the click path, and
 * the first answer skips REST's queues too (interaction-callback.ts). A
 * picture goes up in the same request (multipart: `payload_json` and
 * `files[n]`).
 */
import { InteractionResponseType, MessageFlags, Routes, type ButtonInteraction, type ChatInputCommandInteraction, type StringSelectMenuInteraction } from 'discord.js';
import { postInteractionCallback } from './interaction-callback.js';
import type { MessageBody, Outgoing, UploadFile } from './layout.js';
import type { MessagePayload } from './ui/types.js';

type Clicked = ButtonInteraction | StringSelectMenuInteraction;
type Answerable = Clicked | ChatInputCommandInteraction;

export function rawFiles(files: readonly UploadFile[]) {
  return files.map((f) => ({ name: f.name, data: f.data, contentType: 'image/png' }));
}

/** The message an answer created or changed, as Discord returns it with `with_response`. */
export interface AnsweredMessage {
  id: string;
  flags?: number;
  attachments?: { id: string; filename: string }[];
}

/** Sends the interaction's first answer; with `withResponse`, returns the message it created or changed. */
async function callback(interaction: Answerable, body: object, files: readonly UploadFile[] = [], withResponse = false): Promise<AnsweredMessage | null> {
  const response = await postInteractionCallback(interaction.client.rest, interaction.id, interaction.token, body, rawFiles(files), withResponse);
  // Keep discord.js's bookkeeping right, so a later error handler does not answer twice.
  interaction.replied = true;
  return withResponse ? ((response as { resource?: { message?: AnsweredMessage } } | null)?.resource?.message ?? null) : null;
}

function outgoing(payload: Outgoing | MessagePayload | string): { body: MessageBody; files: UploadFile[] } {
  if (typeof payload === 'string') return { body: { content: payload }, files: [] };
  if ('body' in payload && 'files' in payload) return payload;
  return { body: payload, files: [] };
}

/** Replaces the clicked message (type 7). */
export async function updateClicked(interaction: Clicked, payload: Outgoing | MessagePayload): Promise<void> {
  await updateClickedWithResponse(interaction, payload);
}

/** The same; with an upload it returns the message (to learn its new attachment's id). */
export function updateClickedWithResponse(interaction: Clicked, payload: Outgoing | MessagePayload): Promise<AnsweredMessage | null> {
  const { body, files } = outgoing(payload);
  return callback(interaction, { type: InteractionResponseType.UpdateMessage, data: body }, files, files.length > 0);
}

/** A new message only the clicker sees (type 4, ephemeral); Discord is not asked to send the message back. */
export async function replyPrivately(interaction: Answerable, payload: Outgoing | MessagePayload | string): Promise<void> {
  const { body, files } = outgoing(payload);
  await callback(interaction, { type: InteractionResponseType.ChannelMessageWithSource, data: ephemeral(body) }, files);
}

function ephemeral(body: MessageBody): MessageBody {
  return { ...body, flags: (body.flags ?? 0) | MessageFlags.Ephemeral };
}

/** A message in the channel answering a slash command (type 4), nobody pinged by it; returns its id. */
export async function replyInChannel(interaction: ChatInputCommandInteraction, payload: Outgoing | MessagePayload): Promise<string | null> {
  const { body, files } = outgoing(payload);
  return (await callback(interaction, { type: InteractionResponseType.ChannelMessageWithSource, data: { ...body, allowed_mentions: { parse: [] } } }, files, true))?.id ?? null;
}

/** Edits the interaction's answer (its `@original` message) through the interaction's token. */
export async function editAnswer(interaction: { applicationId: string; token: string; client: Answerable['client'] }, payload: Outgoing): Promise<unknown> {
  return interaction.client.rest.patch(Routes.webhookMessage(interaction.applicationId, interaction.token, '@original'), {
    body: payload.body,
    auth: false,
    ...(payload.files.length ? { files: rawFiles(payload.files) } : {}),
  });
}
