/** /stats [user] [game]: a player's matches, wins, rating, rank and streak on this server, privately. */
import { SlashCommandBuilder } from './builders.js';
import { InteractionContextType } from 'discord-api-types/v10';
import { languageOf, translator } from '../src/discord/i18n/index.js';
import { pickedUser } from '../src/discord/interactions/picked-user.js';
import { privately } from '../src/discord/interactions/reply.js';
import { refusalReply } from '../src/discord/refusals.js';
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
    async execute(ix, app) {
      const lang = languageOf(ix.locale);
      const t = translator(lang);
      if (!ix.guildId) return refusalReply(t, 'guild_only');
      const guildId = ix.guildId;
      const picked = ix.command?.options.get('game');
      const game = picked === undefined ? null : String(picked);
      if (game !== null && !games.includes(game)) return privately(t('refusals.bad_option', { option: 'game', value: game.slice(0, 40), choices: games.join(', ') }));
      const user = await pickedUser(app, ix, 'user');
      const target = { userId: user.id, name: user.name, self: user.id === ix.user.id };
      const guildName = await app.guildNames.name(guildId);
      return privately(await app.play.store.read((q) => statsMessage(q, { guildId, guildName, target, game, lang })));
    },
  };
}
