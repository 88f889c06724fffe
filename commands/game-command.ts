/**
 * The one factory of game commands: `/<game>` with `start` and `leave` (a
 * lobby game) or `play`, maybe `daily`, and `quit` (a solo game), `leaderboard` and
 * `rules`, built from the game's registration (settings, variants from the
 * engine's own type) and its texts, in English with German localizations.
 */
import { SlashCommandBuilder, type SlashCommandStringOption, type SlashCommandSubcommandBuilder } from './builders.js';
import { ApplicationIntegrationType, InteractionContextType } from 'discord-api-types/v10';
import type { AnyGameRegistration } from '../src/games/index.js';
import { challengeBoardCommand, leaderboardCommand } from '../src/discord/boards.js';
import { dailyOptions, rulesReply, startLobbyCommand, startSoloCommand } from '../src/discord/game-commands.js';
import { leaveCommand, quitCommand } from '../src/discord/leaving.js';
import { languageOf, translator } from '../src/discord/i18n/index.js';
import { privately } from '../src/discord/interactions/reply.js';
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
    async execute(ix, app) {
      const t = translator(languageOf(ix.locale), id);
      const opts = ix.command?.options ?? new Map();
      const variant = String(opts.get('variant') ?? variants[0] ?? 'standard');
      if (variants.length > 0 && !variants.includes(variant)) {
        const choices = variants.join(', ');
        return privately(t('common:refusals.bad_option', { option: 'variant', value: variant.slice(0, 40), choices }));
      }
      const options = variants.length > 0 ? { variant } : {};
      const pageOption = opts.get('page');
      const page = Math.max(0, (typeof pageOption === 'number' ? Math.floor(pageOption) : 1) - 1);
      const takeover = opts.get('takeover');
      switch (ix.command?.sub) {
        case 'start':
          return startLobbyCommand(ix, app, id, options, typeof takeover === 'boolean' ? takeover : undefined);
        case 'leave':
          return leaveCommand(ix, app, id);
        case 'play':
          return startSoloCommand(ix, app, id, options, false);
        case 'daily':
          return startSoloCommand(ix, app, id, dailyOptions(id), true);
        case 'quit':
          return quitCommand(ix, app, id);
        case 'leaderboard': {
          const board = String(opts.get('board') ?? 'all-time');
          if (board === 'daily' && daily) return challengeBoardCommand(ix, app, id, page);
          if (board === 'all-time') return leaderboardCommand(ix, app, id, page);
          return privately(t('common:refusals.bad_option', { option: 'board', value: board.slice(0, 40), choices: 'all-time, daily' }));
        }
        case 'rules':
          return rulesReply(ix, id, app.rulesUrl);
        default:
          return privately(t('common:refusals.unknown_command'));
      }
    },
  };
}
