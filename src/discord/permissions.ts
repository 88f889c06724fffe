/** What the bot needs in a channel to run a game there: see the board, post it and its announcements. */
import { PermissionFlagsBits, type ChatInputCommandInteraction } from 'discord.js';

const NEEDED: Array<[bigint, string]> = [
  [PermissionFlagsBits.ViewChannel, 'View Channel'],
  [PermissionFlagsBits.SendMessages, 'Send Messages'],
  [PermissionFlagsBits.EmbedLinks, 'Embed Links'],
];

/** The names of the permissions the bot lacks in the interaction's channel ([] when unknown). */
export function missingChannelPermissions(interaction: ChatInputCommandInteraction): string[] {
  const granted = interaction.appPermissions;
  if (!granted) return [];
  return NEEDED.filter(([flag]) => !granted.has(flag)).map(([, name]) => name);
}

export function missingPermissionsText(missing: string[]): string {
  return `I cannot run a game in this channel: I need **${missing.join('**, **')}** here. Ask a server admin to grant them (or use another channel).`;
}
