/** What the bot needs in a channel to run a game there: see the board, post it and its announcements. */
import { PermissionFlagsBits } from 'discord-api-types/v10';

/** The permissions, by the key their names have in the texts (common:permissions.*). */
const NEEDED = [
  [PermissionFlagsBits.ViewChannel, 'ViewChannel'],
  [PermissionFlagsBits.SendMessages, 'SendMessages'],
  [PermissionFlagsBits.EmbedLinks, 'EmbedLinks'],
] as const;
/** Boards as pictures are uploaded files: needed only where the server has images on. */
const FOR_PICTURES = [[PermissionFlagsBits.AttachFiles, 'AttachFiles']] as const;

export type NeededPermission = (typeof NEEDED)[number][1] | (typeof FOR_PICTURES)[number][1];

/** The permissions the bot lacks in a channel, from the interaction's `app_permissions` ([] when unknown). */
export function missingChannelPermissions(granted: bigint | null, pictures = false): NeededPermission[] {
  if (granted === null) return [];
  return [...NEEDED, ...(pictures ? FOR_PICTURES : [])].filter(([flag]) => (granted & flag) !== flag).map(([, name]) => name);
}
