/** /help: the games, how to start them, playing against computers and the commands, privately in the reader's language. */
import { SlashCommandBuilder } from './builders.js';
import { InteractionContextType } from 'discord.js';
import { helpMessage } from '../src/discord/help.js';
import { ephemeral } from '../src/discord/refusals.js';
import { described, named } from './localized.js';
import type { BotCommand } from './types.js';

const definition = described(named(new SlashCommandBuilder(), 'help'), 'players', 'commands.help').setContexts(InteractionContextType.Guild);

export const helpCommand: BotCommand = {
  name: 'help',
  definition: definition.toJSON(),
  async execute(interaction, services) {
    await interaction.reply(ephemeral(helpMessage(services, services.languages.user(interaction.user.id))));
  },
};
