/**
 * The one factory of game commands: `/<game>` with `start` and `leave` (a
 * lobby game) or `play`, maybe `daily`, and `quit` (a solo game), `leaderboard` and
 * `rules`, built from the game's registration (settings, variants from the
 * engine's own type) and its texts, in English with German localizations.
 */
import { SlashCommandBuilder, type SlashCommandStringOption, type SlashCommandSubcommandBuilder } from './builders.js';
import { ApplicationIntegrationType, InteractionContextType } from 'discord.js';
import type { AnyGameRegistration } from '../src/games/index.js';
import { challengeBoardCommand, leaderboardCommand } from '../src/discord/boards.js';
import { dailyOptions, rulesCommand, startLobbyCommand, startSoloCommand } from '../src/discord/game-commands.js';
import { leaveCommand, quitCommand } from '../src/discord/leaving.js';
import { translator } from '../src/discord/i18n/index.js';
import { ephemeral } from '../src/discord/refusals.js';
import { choice, described, english, named } from './localized.js';
import type { BotCommand } from './types.js';

function subcommand(sub: SlashCommandSubcommandBuilder, gameId: string, name: string, vars: Record<string, unknown>): SlashCommandSubcommandBuilder {
  return described(named(sub, name), gameId, `common:commands.${name}`, vars);
}

function variantOption(opt: SlashCommandStringOption, reg: AnyGameRegistration, vars: Record<string, unknown>): SlashCommandStringOption {
  const id = reg.engine.id;
  return described(named(opt, 'variant'), id, 'common:commands.variant', vars).addChoices(
    ...(reg.variants as readonly string[]).map((value) => choice(id, `variants.${value}`, value)),
  );
}

export function gameCommand(reg: AnyGameRegistration): BotCommand {
  const id = reg.engine.id;
  const { solo, daily } = reg.settings;
  const vars = { game: english(id, 'title') };
  const variants = reg.variants as readonly string[];
  // Solo games are also offered where the app is installed by a user: in a DM with the bot, and in private
  // channels of users (the run then goes to the DM); lobby games need a server channel.
  const builder = described(new SlashCommandBuilder().setName(id), id, 'description')
    .setContexts(...(solo ? [InteractionContextType.Guild, InteractionContextType.BotDM, InteractionContextType.PrivateChannel] : [InteractionContextType.Guild]))
    .setIntegrationTypes(...(solo ? [ApplicationIntegrationType.GuildInstall, ApplicationIntegrationType.UserInstall] : [ApplicationIntegrationType.GuildInstall]));
  const withVariant = (sub: SlashCommandSubcommandBuilder) => (variants.length > 1 ? sub.addStringOption((o) => variantOption(o, reg, vars)) : sub);
  if (solo) {
    builder.addSubcommand((sub) => withVariant(subcommand(sub, id, 'play', vars)));
    if (daily) builder.addSubcommand((sub) => subcommand(sub, id, 'daily', vars));
    builder.addSubcommand((sub) => described(named(sub, 'quit'), id, 'players:commands.quit', vars));
  } else {
    builder.addSubcommand((sub) =>
      withVariant(subcommand(sub, id, 'start', vars)).addBooleanOption((o) => described(named(o, 'takeover'), id, 'common:commands.takeover')),
    );
    builder.addSubcommand((sub) => subcommand(sub, id, 'leave', vars));
  }
  builder.addSubcommand((sub) => {
    subcommand(sub, id, 'leaderboard', vars);
    if (daily) {
      sub.addStringOption((o) =>
        described(named(o, 'board'), id, 'common:commands.board').addChoices(
          choice(id, 'common:commands.boards.all-time', 'all-time'),
          choice(id, 'common:commands.boards.daily', 'daily'),
        ),
      );
    }
    return sub.addIntegerOption((o) =>
      described(named(o, 'page'), id, 'common:commands.page').setMinValue(1).setMaxValue(10_000),
    );
  });
  builder.addSubcommand((sub) => subcommand(sub, id, 'rules', vars));

  return {
    name: id,
    definition: builder.toJSON(),
    async execute(interaction, services) {
      const t = translator(services.languages.user(interaction.user.id), id);
      const variant = interaction.options.getString('variant') ?? variants[0] ?? 'standard';
      if (variants.length > 0 && !variants.includes(variant)) {
        const choices = variants.join(', ');
        await interaction.reply(ephemeral(t('common:refusals.bad_option', { option: 'variant', value: variant.slice(0, 40), choices })));
        return;
      }
      const options = variants.length > 0 ? { variant } : {};
      const page = Math.max(0, (interaction.options.getInteger('page') ?? 1) - 1);
      switch (interaction.options.getSubcommand(false)) {
        case 'start':
          return startLobbyCommand(interaction, services, id, options, interaction.options.getBoolean('takeover') ?? undefined);
        case 'leave':
          return leaveCommand(interaction, services, id);
        case 'play':
          return startSoloCommand(interaction, services, id, options, false);
        case 'daily':
          return startSoloCommand(interaction, services, id, dailyOptions(id), true);
        case 'quit':
          return quitCommand(interaction, services, id);
        case 'leaderboard': {
          const board = interaction.options.getString('board') ?? 'all-time';
          if (board === 'daily' && daily) return challengeBoardCommand(interaction, services, id, page);
          if (board === 'all-time') return leaderboardCommand(interaction, services, id, page);
          await interaction.reply(ephemeral(t('common:refusals.bad_option', { option: 'board', value: board.slice(0, 40), choices: 'all-time, daily' })));
          return;
        }
        case 'rules':
          return rulesCommand(interaction, services, id);
        default:
          await interaction.reply(ephemeral(t('common:refusals.unknown_command')));
      }
    },
  };
}
