/** /admin end (Manage Server only): ends the lobby or match running in this channel, with no result for anyone. */
import { SlashCommandBuilder } from './builders.js';
import { InteractionContextType, PermissionFlagsBits } from 'discord.js';
import { translator } from '../src/discord/i18n/index.js';
import { ephemeral, refusalReply } from '../src/discord/refusals.js';
import { endInChannel } from '../src/play/admin.js';
import { described, named } from './localized.js';
import type { BotCommand } from './types.js';

const definition = described(named(new SlashCommandBuilder(), 'admin'), 'common', 'commands.admin')
  .setContexts(InteractionContextType.Guild)
  .setDefaultMemberPermissions(PermissionFlagsBits.ManageGuild)
  .addSubcommand((sub) => described(named(sub, 'end'), 'common', 'commands.adminEnd'));

export const adminCommand: BotCommand = {
  name: 'admin',
  definition: definition.toJSON(),
  async execute(interaction, services) {
    const t = translator(services.languages.user(interaction.user.id));
    if (!interaction.inGuild()) return void (await interaction.reply(refusalReply(t, 'guild_only')));
    if (!interaction.memberPermissions.has(PermissionFlagsBits.ManageGuild)) return void (await interaction.reply(refusalReply(t, 'manage_server_only')));
    const res = endInChannel(services.play, interaction.channelId, interaction.user.id);
    if (!res.ok) return void (await interaction.reply(refusalReply(t, 'nothing_to_end')));
    await interaction.reply(ephemeral(t(res.was === 'lobby' ? 'admin.lobbyEnded' : 'admin.matchEnded')));
    services.delivery.sync(res.matchId);
  },
};
