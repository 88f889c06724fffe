/** /history [user]: this server's recent finished matches, or one player's, each with a Replay button (only the caller sees it). */
import { SlashCommandBuilder } from './builders.js';
import { InteractionContextType } from 'discord.js';
import { historyMessage } from '../src/discord/history-view.js';
import { pickedUserName } from '../src/discord/known-names.js';
import { translator } from '../src/discord/i18n/index.js';
import { ephemeral, refusalReply } from '../src/discord/refusals.js';
import { described, named } from './localized.js';
import type { BotCommand } from './types.js';

const definition = described(named(new SlashCommandBuilder(), 'history'), 'common', 'commands.history')
  .setContexts(InteractionContextType.Guild)
  .addUserOption((opt) => described(named(opt, 'user'), 'common', 'commands.historyUser'));

export const historyCommand: BotCommand = {
  name: 'history',
  definition: definition.toJSON(),
  async execute(interaction, services) {
    const lang = services.languages.user(interaction.user.id);
    if (!interaction.inGuild()) return void (await interaction.reply(refusalReply(translator(lang), 'guild_only')));
    const user = interaction.options.getUser('user');
    const guildId = interaction.guildId;
    const player = user ? { id: user.id, name: pickedUserName(user, interaction.options.getMember('user'), (id) => services.names.displayName(id, guildId)) } : null;
    await interaction.reply(ephemeral(historyMessage(services.play.database.db, services.names, { guildId, player, lang })));
  },
};
