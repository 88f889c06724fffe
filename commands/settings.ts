/** /settings language [language]: the language of this server's channel messages (Manage Server only). */
import { SlashCommandBuilder } from '@discordjs/builders';
import { InteractionContextType, PermissionFlagsBits } from 'discord.js';
import { isLanguage, translator } from '../src/discord/i18n/index.js';
import { ephemeral, refusalReply } from '../src/discord/refusals.js';
import { choice, described, named } from './localized.js';
import type { BotCommand } from './types.js';

const CHOICES = ['auto', 'en', 'de'] as const;

const definition = described(named(new SlashCommandBuilder(), 'settings'), 'common', 'commands.settings')
  .setContexts(InteractionContextType.Guild)
  .setDefaultMemberPermissions(PermissionFlagsBits.ManageGuild)
  .addSubcommand((sub) =>
    described(named(sub, 'language'), 'common', 'commands.language').addStringOption((opt) =>
      described(named(opt, 'language'), 'common', 'commands.languageOption').addChoices(...CHOICES.map((value) => choice('common', `settings.choices.${value}`, value))),
    ),
  );

export const settingsCommand: BotCommand = {
  name: 'settings',
  definition: definition.toJSON(),
  async execute(interaction, services) {
    const t = translator(services.languages.user(interaction.user.id));
    if (!interaction.inGuild()) return void (await interaction.reply(refusalReply(t, 'guild_only')));
    // Discord hides the command from others by default; the check stays for servers that changed that.
    if (!interaction.memberPermissions.has(PermissionFlagsBits.ManageGuild)) return void (await interaction.reply(refusalReply(t, 'manage_server_only')));
    const choice = interaction.options.getString('language');
    const { languages } = services;
    if (choice === null) {
      const current = languages.guildChoice(interaction.guildId);
      const shown = current ?? 'auto';
      return void (await interaction.reply(ephemeral(t('settings.current', { language: t(`settings.choices.${shown}`), effective: t(`settings.names.${languages.guild(interaction.guildId)}`) }))));
    }
    if (choice !== 'auto' && !isLanguage(choice)) {
      return void (await interaction.reply(ephemeral(t('refusals.bad_option', { option: 'language', value: choice.slice(0, 40), choices: CHOICES.join(', ') }))));
    }
    languages.setGuild(interaction.guildId, choice === 'auto' ? null : choice);
    const effective = languages.guild(interaction.guildId);
    await interaction.reply(ephemeral(t('settings.changed', { language: t(`settings.names.${effective}`) })));
  },
};
