/** /loners start [variant] | leave | leaderboard [page] | rules */
import { SlashCommandBuilder } from '@discordjs/builders';
import { InteractionContextType, MessageFlags } from 'discord.js';
import { leaderboardCommand, leaveCommand, rulesCommand, startLobbyCommand } from '../src/discord/game-commands.js';
import type { BotCommand } from './types.js';

const VARIANTS = ['standard', 'layered'] as const;

const definition = new SlashCommandBuilder()
  .setName('loners')
  .setDescription('Loners: shed your hand with crews of cards (2–4 players)')
  .setContexts(InteractionContextType.Guild)
  .addSubcommand((sub) =>
    sub
      .setName('start')
      .setDescription('Open a Loners lobby in this channel')
      .addStringOption((opt) =>
        opt
          .setName('variant')
          .setDescription('Rules variant (default: standard)')
          .addChoices({ name: 'Standard', value: 'standard' }, { name: 'Layered Loners (expert)', value: 'layered' }),
      ),
  )
  .addSubcommand((sub) => sub.setName('leave').setDescription('Leave the lobby, or forfeit the match, in this channel'))
  .addSubcommand((sub) =>
    sub
      .setName('leaderboard')
      .setDescription("This server's Loners leaderboard")
      .addIntegerOption((opt) => opt.setName('page').setDescription('Page number').setMinValue(1).setMaxValue(10_000)),
  )
  .addSubcommand((sub) => sub.setName('rules').setDescription('A short summary of the rules'));

export const lonersCommand: BotCommand = {
  name: 'loners',
  definition: definition.toJSON(),
  async execute(interaction, services) {
    const sub = interaction.options.getSubcommand(false);
    switch (sub) {
      case 'start': {
        const variant = interaction.options.getString('variant') ?? 'standard';
        if (!(VARIANTS as readonly string[]).includes(variant)) {
          await interaction.reply({ content: `Unknown variant "${variant.slice(0, 40)}". Choose standard or layered.`, flags: MessageFlags.Ephemeral });
          return;
        }
        await startLobbyCommand(interaction, services, 'loners', { variant });
        return;
      }
      case 'leave':
        await leaveCommand(interaction, services, 'loners');
        return;
      case 'leaderboard':
        await leaderboardCommand(interaction, services, 'loners', Math.max(0, (interaction.options.getInteger('page') ?? 1) - 1));
        return;
      case 'rules':
        await rulesCommand(interaction, 'loners');
        return;
      default:
        await interaction.reply({ content: 'Unknown subcommand. Try /loners start, leave, leaderboard or rules.', flags: MessageFlags.Ephemeral });
    }
  },
};
