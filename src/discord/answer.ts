/**
 * Answering a component click with one REST call. Our payloads are already
 * Discord API JSON; discord.js's update()/reply() would walk and rebuild them
 * again (snake-casing every key), which is measurable on the click path.
 */
import { InteractionResponseType, MessageFlags, Routes, type ButtonInteraction, type StringSelectMenuInteraction } from 'discord.js';
import type { MessagePayload } from './ui/types.js';

type Clicked = ButtonInteraction | StringSelectMenuInteraction;

async function callback(interaction: Clicked, body: object): Promise<void> {
  await interaction.client.rest.post(Routes.interactionCallback(interaction.id, interaction.token), { body, auth: false });
  // Keep discord.js's bookkeeping right, so a later error handler does not answer twice.
  interaction.replied = true;
}

/** Replaces the clicked message (type 7). */
export function updateClicked(interaction: Clicked, payload: MessagePayload): Promise<void> {
  return callback(interaction, { type: InteractionResponseType.UpdateMessage, data: payload });
}

/** A new message only the clicker sees (type 4, ephemeral). */
export function replyPrivately(interaction: Clicked, payload: MessagePayload | string): Promise<void> {
  const data = typeof payload === 'string' ? { content: payload } : payload;
  return callback(interaction, { type: InteractionResponseType.ChannelMessageWithSource, data: { ...data, flags: MessageFlags.Ephemeral } });
}
