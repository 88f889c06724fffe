/** /settings language [language]: the language of this server's channel messages (Manage Server only). */
import { SlashCommandBuilder } from '@discordjs/builders';
import { InteractionContextType, PermissionFlagsBits } from 'discord.js';
import { isLanguage, translator } from '../src/discord/i18n/index.js';
import { ephemeral, refusalReply } from '../src/discord/refusals.js';
import type { BotCommand } from './types.js';

const en = translator('en');
const de = translator('de');
const CHOICES = ['auto', 'en', 'de'] as const;

const definition = new SlashCommandBuilder()
  .setName('settings')
  .setNameLocalizations({ de: de('commands.names.settings') })
  .setDescription(en('commands.settings'))
  .setDescriptionLocalizations({ de: de('commands.settings') })
  .setContexts(InteractionContextType.Guild)
  .setDefaultMemberPermissions(PermissionFlagsBits.ManageGuild)
  .addSubcommand((sub) =>
    sub
      .setName('language')
      .setNameLocalizations({ de: de('commands.names.language') })
      .setDescription(en('commands.language'))
      .setDescriptionLocalizations({ de: de('commands.language') })
      .addStringOption((opt) =>
        opt
          .setName('language')
          .setNameLocalizations({ de: de('commands.names.language') })
          .setDescription(en('commands.languageOption'))
          .setDescriptionLocalizations({ de: de('commands.languageOption') })
          .addChoices(...CHOICES.map((value) => ({ name: en(`settings.choices.${value}`), name_localizations: { de: de(`settings.choices.${value}`) }, value }))),
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
