/** /help: the games, how to start them, playing against computers and the commands, privately in the reader's language. */
import { SlashCommandBuilder } from './builders.js';
import { InteractionContextType } from 'discord-api-types/v10';
import { helpMessage } from '../src/discord/help.js';
import { languageOf } from '../src/discord/i18n/index.js';
import { privately } from '../src/discord/interactions/reply.js';
import { described, named } from './localized.js';
import type { BotCommand } from './types.js';

const definition = described(named(new SlashCommandBuilder(), 'help'), 'players', 'commands.help').setContexts(InteractionContextType.Guild);

export const helpCommand: BotCommand = {
  name: 'help',
  definition: definition.toJSON(),
  async execute(ix, app) {
    const ids = await app.commandIds();
    return privately(helpMessage(app.commands, languageOf(ix.locale), (name) => ids.get(name) ?? null));
  },
};
