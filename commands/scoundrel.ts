/** /scoundrel play [variant] | daily | leaderboard [board] [page] | rules */
import { SlashCommandBuilder } from '@discordjs/builders';
import { InteractionContextType, MessageFlags } from 'discord.js';
import { challengeBoardCommand, leaderboardCommand, rulesCommand, startSoloCommand } from '../src/discord/game-commands.js';
import type { BotCommand } from './types.js';

const VARIANTS = ['standard', 'strict'] as const;

const definition = new SlashCommandBuilder()
  .setName('scoundrel')
  .setDescription('Scoundrel: a solo dungeon crawl with a deck of cards')
  .setContexts(InteractionContextType.Guild)
  .addSubcommand((sub) =>
    sub
      .setName('play')
      .setDescription('Start a dungeon run (played in your DMs)')
      .addStringOption((opt) =>
        opt
          .setName('variant')
          .setDescription('Rules variant (default: standard)')
          .addChoices({ name: 'Standard', value: 'standard' }, { name: 'Strict weapons', value: 'strict' }),
      ),
  )
  .addSubcommand((sub) => sub.setName('daily').setDescription("Today's dungeon: the same for everyone, one attempt per day (UTC)"))
  .addSubcommand((sub) =>
    sub
      .setName('leaderboard')
      .setDescription("This server's Scoundrel scores")
      .addStringOption((opt) =>
        opt.setName('board').setDescription('Which board (default: all-time)').addChoices({ name: 'All-time', value: 'all-time' }, { name: "Today's daily dungeon", value: 'daily' }),
      )
      .addIntegerOption((opt) => opt.setName('page').setDescription('Page number (all-time)').setMinValue(1).setMaxValue(10_000)),
  )
  .addSubcommand((sub) => sub.setName('rules').setDescription('A short summary of the rules'));

export const scoundrelCommand: BotCommand = {
  name: 'scoundrel',
  definition: definition.toJSON(),
  async execute(interaction, services) {
    const sub = interaction.options.getSubcommand(false);
    switch (sub) {
      case 'play': {
        const variant = interaction.options.getString('variant') ?? 'standard';
        if (!(VARIANTS as readonly string[]).includes(variant)) {
          await interaction.reply({ content: `Unknown variant "${variant.slice(0, 40)}". Choose standard or strict.`, flags: MessageFlags.Ephemeral });
          return;
        }
        await startSoloCommand(interaction, services, 'scoundrel', { variant }, false);
        return;
      }
      case 'daily':
        // Everyone plays the same standard dungeon of the day.
        await startSoloCommand(interaction, services, 'scoundrel', { variant: 'standard' }, true);
        return;
      case 'leaderboard': {
        const board = interaction.options.getString('board') ?? 'all-time';
        if (board === 'daily') await challengeBoardCommand(interaction, services, 'scoundrel');
        else if (board === 'all-time') await leaderboardCommand(interaction, services, 'scoundrel', Math.max(0, (interaction.options.getInteger('page') ?? 1) - 1));
        else await interaction.reply({ content: 'Choose the daily or the all-time board.', flags: MessageFlags.Ephemeral });
        return;
      }
      case 'rules':
        await rulesCommand(interaction, 'scoundrel');
        return;
      default:
        await interaction.reply({ content: 'Unknown subcommand. Try /scoundrel play, daily, leaderboard or rules.', flags: MessageFlags.Ephemeral });
    }
  },
};
