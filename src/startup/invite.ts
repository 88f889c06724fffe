/**
 * The link that adds the bot to a server: its user (scope `bot`) and its
 * slash commands (`applications.commands`), with the channel permissions
 * games need (see src/discord/permissions.ts): see the channel, post boards
 * and announcements with their embeds and pictures, and read back the
 * messages it edits.
 */
import { PermissionFlagsBits } from 'discord.js';

const AUTHORIZE_URL = 'https://discord.com/oauth2/authorize';
const SCOPES = ['bot', 'applications.commands'];

/** The permissions asked for, as Discord's bit field. */
export const INVITE_PERMISSIONS =
  PermissionFlagsBits.ViewChannel | PermissionFlagsBits.SendMessages | PermissionFlagsBits.EmbedLinks | PermissionFlagsBits.AttachFiles | PermissionFlagsBits.ReadMessageHistory;

/** The invite link of the application `applicationId` (its client id, a snowflake). */
export function inviteUrl(applicationId: string): string {
  if (!/^[0-9]{1,25}$/.test(applicationId)) throw new Error(`not an application id: ${applicationId}`);
  const query = new URLSearchParams({ client_id: applicationId, scope: SCOPES.join(' '), permissions: INVITE_PERMISSIONS.toString() });
  return `${AUTHORIZE_URL}?${query.toString()}`;
}
