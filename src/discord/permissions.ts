/** What the bot needs in a channel to run a game there: see the board, post it and its announcements. */
import { PermissionFlagsBits, type ChatInputCommandInteraction } from 'discord.js';

/** The permissions, by the key their names have in the texts (common:permissions.*). */
const NEEDED = [
  [PermissionFlagsBits.ViewChannel, 'ViewChannel'],
  [PermissionFlagsBits.SendMessages, 'SendMessages'],
  [PermissionFlagsBits.EmbedLinks, 'EmbedLinks'],
] as const;

export type NeededPermission = (typeof NEEDED)[number][1];

/** The permissions the bot lacks in the interaction's channel ([] when unknown). */
export function missingChannelPermissions(interaction: ChatInputCommandInteraction): NeededPermission[] {
  const granted = interaction.appPermissions;
  if (!granted) return [];
  return NEEDED.filter(([flag]) => !granted.has(flag)).map(([, name]) => name);
}
