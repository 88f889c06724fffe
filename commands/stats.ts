/** /stats [user] [game]: a player's matches, wins, rating, rank and streak on this server, privately. */
import { SlashCommandBuilder } from './builders.js';
import { InteractionContextType } from 'discord.js';
import { translator } from '../src/discord/i18n/index.js';
import { ephemeral, refusalReply } from '../src/discord/refusals.js';
import { pickedUserName } from '../src/discord/known-names.js';
import { statsGames, statsMessage } from '../src/discord/stats.js';
import { choice, described, named } from './localized.js';
import type { BotCommand } from './types.js';

/** Built when called, like the game commands: the game choices come from the registries. */
export function statsCommand(): BotCommand {
  const games = statsGames();
  const definition = described(named(new SlashCommandBuilder(), 'stats'), 'players', 'commands.stats')
    .setContexts(InteractionContextType.Guild)
    .addUserOption((o) => described(named(o, 'user'), 'players', 'commands.statsUser'))
    .addStringOption((o) => described(named(o, 'game'), 'players', 'commands.statsGame').addChoices(...games.slice(0, 25).map((id) => choice(id, 'title', id))));
  return {
    name: 'stats',
    definition: definition.toJSON(),
    async execute(interaction, services) {
      const t = translator(services.languages.user(interaction.user.id));
      if (!interaction.inGuild()) return void (await interaction.reply(refusalReply(t, 'guild_only')));
      const game = interaction.options.getString('game');
      if (game !== null && !games.includes(game)) {
        return void (await interaction.reply(ephemeral(t('refusals.bad_option', { option: 'game', value: game.slice(0, 40), choices: games.join(', ') }))));
      }
      const user = interaction.options.getUser('user') ?? interaction.user;
      // The caller's own nickname is the one this interaction just recorded.
      const name = pickedUserName(user, interaction.options.getMember('user'), (id) => services.names.displayName(id, interaction.guildId));
      const target = { userId: user.id, name, self: user.id === interaction.user.id };
      const lang = services.languages.user(interaction.user.id);
      const guildName = services.names.guildName(interaction.guildId);
      await interaction.reply(ephemeral(statsMessage(services.play.database.db, { guildId: interaction.guildId, guildName, target, game, lang })));
    },
  };
}
