/**
 * The handlers behind every game's slash command, game-agnostic: open a
 * lobby, leave, leaderboard, rules. Each game's command module only declares
 * its options and calls these.
 */
import { MessageFlags, type ChatInputCommandInteraction } from 'discord.js';
import { openLobby } from '../play/lobby.js';
import { leaveInChannel } from '../play/forfeit.js';
import { leaderboardPage } from '../play/leaderboard.js';
import { updateMatch } from '../play/store.js';
import { lobbyPayload } from './render.js';
import type { BotServices } from './services.js';
import { renderLeaderboard } from './ui/leaderboard.js';
import { LOBBY_REFUSALS } from './ui/refusals.js';
import { uis } from './ui/registry.js';

const ephemeral = (content: string) => ({ content, flags: MessageFlags.Ephemeral as const });

export async function startLobbyCommand(interaction: ChatInputCommandInteraction, services: BotServices, game: string, options: object): Promise<void> {
  if (!interaction.inGuild()) {
    await interaction.reply(ephemeral('Start a game in a server channel, not in DMs.'));
    return;
  }
  const res = openLobby(services.play, { game, guildId: interaction.guildId, channelId: interaction.channelId, hostUserId: interaction.user.id, options });
  if (!res.ok) {
    await interaction.reply(ephemeral(LOBBY_REFUSALS[res.reason]));
    return;
  }
  const response = await interaction.reply({ ...lobbyPayload(res.match, res.players), withResponse: true });
  const messageId = response.resource?.message?.id;
  if (messageId) {
    updateMatch(services.play.database.db, res.match.id, { boardMessageId: messageId, boardPostedAt: services.play.now(), boardVersion: res.match.version });
  }
}

export async function leaveCommand(interaction: ChatInputCommandInteraction, services: BotServices, game: string): Promise<void> {
  const res = leaveInChannel(services.play, game, interaction.channelId, interaction.user.id);
  if (!res.ok) {
    await interaction.reply(ephemeral(res.reason === 'already_left' ? 'You already left this match.' : 'You are not in a lobby or match in this channel.'));
    return;
  }
  await interaction.reply(ephemeral(res.from === 'lobby' ? 'You left the lobby.' : 'You left the match. Your cards leave play.'));
  services.delivery.sync(res.matchId);
}

export async function leaderboardCommand(interaction: ChatInputCommandInteraction, services: BotServices, game: string, page: number): Promise<void> {
  if (!interaction.inGuild()) {
    await interaction.reply(ephemeral('Leaderboards belong to a server: use this in a server channel.'));
    return;
  }
  const data = leaderboardPage(services.play.database.db, interaction.guildId, game, page);
  await interaction.reply(renderLeaderboard(data, { game, title: uis[game]?.title ?? game, guildName: services.names.guildName(interaction.guildId) }));
}

export async function rulesCommand(interaction: ChatInputCommandInteraction, game: string): Promise<void> {
  const ui = uis[game];
  await interaction.reply({ embeds: [{ title: `${ui?.title ?? game} — rules`, description: ui?.rules ?? 'No rules summary yet.' }], flags: MessageFlags.Ephemeral });
}
