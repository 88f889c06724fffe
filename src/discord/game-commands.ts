/**
 * The handlers behind every game's slash command, game-agnostic: open a
 * lobby, leave, leaderboard, rules. Each game's command module only declares
 * its options and calls these.
 */
import { MessageFlags, type ChatInputCommandInteraction } from 'discord.js';
import { openLobby } from '../play/lobby.js';
import { leaveInChannel } from '../play/forfeit.js';
import { leaderboardPage } from '../play/leaderboard.js';
import { challengeBest, challengeScores, dailyChallenge } from '../play/challenges.js';
import { settingsOf } from '../play/game-settings.js';
import { startSoloRun, utcDay } from '../play/solo.js';
import { updateMatch } from '../play/store.js';
import { missingChannelPermissions, missingPermissionsText } from './permissions.js';
import { boardPayload, lobbyPayload } from './render.js';
import type { MessagePayload } from './ui/types.js';
import type { Match } from '../db/schema.js';
import type { BotServices } from './services.js';
import { renderChallengeBoard, renderLeaderboard } from './ui/leaderboard.js';
import { LOBBY_REFUSALS } from './ui/refusals.js';
import { uis } from './ui/registry.js';

const ephemeral = (content: string) => ({ content, flags: MessageFlags.Ephemeral as const });

/** Games run in server channels where the bot can post; otherwise the caller is told why not. */
async function canHostGames(interaction: ChatInputCommandInteraction): Promise<boolean> {
  const missing = interaction.inGuild() ? missingChannelPermissions(interaction) : [];
  if (interaction.inGuild() && missing.length === 0) return true;
  await interaction.reply(ephemeral(interaction.inGuild() ? missingPermissionsText(missing) : 'Start a game in a server channel, not in DMs.'));
  return false;
}

/** Posts a match's first public message as the command's reply and remembers it as the board. */
async function replyWithBoard(interaction: ChatInputCommandInteraction, services: BotServices, match: Match, payload: MessagePayload): Promise<void> {
  // Nobody is pinged by the message they just asked for.
  const response = await interaction.reply({ ...payload, allowedMentions: { parse: [] }, withResponse: true });
  const messageId = response.resource?.message?.id;
  if (messageId) updateMatch(services.play.database.db, match.id, { boardMessageId: messageId, boardPostedAt: services.play.now(), boardVersion: match.version });
}

export async function startLobbyCommand(interaction: ChatInputCommandInteraction, services: BotServices, game: string, options: object): Promise<void> {
  if (!interaction.inGuild() || !(await canHostGames(interaction))) return;
  const res = openLobby(services.play, { game, guildId: interaction.guildId, channelId: interaction.channelId, hostUserId: interaction.user.id, options });
  if (!res.ok) {
    await interaction.reply(ephemeral(LOBBY_REFUSALS[res.reason]));
    return;
  }
  await replyWithBoard(interaction, services, res.match, lobbyPayload(res.match, res.players));
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

/** The all-time board of a server: by rating for match games, by best score for score games. */
export function leaderboardMessage(services: BotServices, guildId: string, game: string, page: number) {
  const score = settingsOf(game).scoring === 'score';
  const data = leaderboardPage(services.play.database.db, guildId, game, page, undefined, score ? 'score' : 'rating');
  return renderLeaderboard(data, {
    game,
    title: uis[game]?.title ?? game,
    guildName: services.names.guildName(guildId),
    kind: score ? 'score' : 'wins',
    startHint: settingsOf(game).solo ? `/${game} play` : `/${game} start`,
  });
}

export async function leaderboardCommand(interaction: ChatInputCommandInteraction, services: BotServices, game: string, page: number): Promise<void> {
  if (!interaction.inGuild()) {
    await interaction.reply(ephemeral('Leaderboards belong to a server: use this in a server channel.'));
    return;
  }
  await interaction.reply(leaderboardMessage(services, interaction.guildId, game, page));
}

/** Today's challenge board of this server (the global best is only shown to those who finished). */
export async function challengeBoardCommand(interaction: ChatInputCommandInteraction, services: BotServices, game: string): Promise<void> {
  if (!interaction.inGuild()) {
    await interaction.reply(ephemeral('Leaderboards belong to a server: use this in a server channel.'));
    return;
  }
  const day = utcDay(services.play.now());
  const challenge = dailyChallenge(game, day);
  const scores = challengeScores(services.play.database.db, challenge.id, interaction.guildId);
  await interaction.reply(
    renderChallengeBoard(scores, { title: uis[game]?.title ?? game, guildName: services.names.guildName(interaction.guildId), day, best: null, startHint: `/${game} daily` }),
  );
}

/**
 * A solo run for the caller: its small board is the reply in the channel, the
 * run itself goes to their DMs (or behind "Show my hand" when DMs are closed).
 */
export async function startSoloCommand(interaction: ChatInputCommandInteraction, services: BotServices, game: string, options: object, daily: boolean): Promise<void> {
  if (!interaction.inGuild() || !(await canHostGames(interaction))) return;
  const challenge = daily ? dailyChallenge(game, utcDay(services.play.now())) : undefined;
  const res = startSoloRun(services.play, { game, guildId: interaction.guildId, channelId: interaction.channelId, userId: interaction.user.id, options, challenge });
  if (!res.ok) {
    await interaction.reply(ephemeral(soloRefusal(services, res.reason, challenge?.id, interaction.user.id)));
    return;
  }
  const board = boardPayload(res.match, res.players, services.names);
  const intro = daily ? `📅 <@${interaction.user.id}> entered today's daily dungeon.` : `<@${interaction.user.id}> entered the dungeon.`;
  await replyWithBoard(interaction, services, res.match, { ...board, content: intro });
  services.delivery.sync(res.match.id);
}

function soloRefusal(services: BotServices, reason: 'unknown_game' | 'already_running' | 'challenge_done', challengeId: string | undefined, userId: string): string {
  if (reason === 'already_running') return 'You already have a run going in this channel: finish it first (your hand is in your DMs, or behind **Show my hand** on its board).';
  if (reason === 'unknown_game') return 'That game does not exist.';
  const db = services.play.database.db;
  const mine = challengeId ? challengeScores(db, challengeId, null, 10_000).find((s) => s.userId === userId) : undefined;
  const best = challengeId ? challengeBest(db, challengeId) : null;
  const yours = mine ? ` You scored **${mine.score}**.` : ' (Your run is still going or was abandoned.)';
  const top = mine && best ? ` Today's best across all servers: **${best.score}**.` : '';
  return `You already took on today's dungeon — one attempt per day (UTC).${yours}${top}`;
}

export async function rulesCommand(interaction: ChatInputCommandInteraction, game: string): Promise<void> {
  const ui = uis[game];
  await interaction.reply({ embeds: [{ title: `${ui?.title ?? game} — rules`, description: ui?.rules ?? 'No rules summary yet.' }], flags: MessageFlags.Ephemeral });
}
