/**
 * interactionCreate: slash commands go to their command module; buttons and
 * selects are parsed from their custom id and dispatched. Nothing here keeps
 * state in memory: every click is resolved from the database, so old buttons
 * work after a restart. Every interaction gets an answer.
 */
import { MessageFlags, PermissionFlagsBits, type ButtonInteraction, type Interaction, type StringSelectMenuInteraction } from 'discord.js';
import { commandsByName } from '../../commands/index.js';
import { games } from '../games/index.js';
import { act, locateSeat, type ClickRefusal, type Seated } from '../play/act.js';
import { cancelLobby, joinLobby, leaveLobby, startMatch, type LobbyResult } from '../play/lobby.js';
import { getMatch, updateMatch } from '../play/store.js';
import { isMenuStep, isPlatformAction, parseCustomId, parseLeaderboardId, type ParsedCustomId } from './custom-id.js';
import { updateClicked, replyPrivately } from './answer.js';
import { boardPayload, handPayload, lobbyPayload } from './render.js';
import type { BotServices } from './services.js';
import { leaderboardMessage } from './game-commands.js';
import { CLICK_REFUSALS, LOBBY_REFUSALS, UNKNOWN_COMPONENT } from './ui/refusals.js';
import { uis } from './ui/registry.js';
import type { MessagePayload } from './ui/types.js';

type ComponentInteraction = ButtonInteraction | StringSelectMenuInteraction;

const ephemeral = (payload: MessagePayload | string) => ({
  ...(typeof payload === 'string' ? { content: payload } : payload),
  flags: MessageFlags.Ephemeral as const,
});

export function createInteractionHandler(services: BotServices): (interaction: Interaction) => Promise<void> {
  return async (interaction) => {
    try {
      if (interaction.isChatInputCommand()) {
        const command = commandsByName.get(interaction.commandName);
        if (command) await command.execute(interaction, services);
        else await interaction.reply(ephemeral('I do not know that command any more.'));
      } else if (interaction.isButton() || interaction.isStringSelectMenu()) {
        await onComponent(interaction, services);
      } else if (interaction.isRepliable()) {
        await interaction.reply(ephemeral(UNKNOWN_COMPONENT));
      }
    } catch (err) {
      services.log.error({ err, interactionId: interaction.id }, 'interaction failed');
      if (interaction.isRepliable() && !interaction.replied && !interaction.deferred) {
        await interaction.reply(ephemeral('Something went wrong; nothing was changed. Please try again.')).catch(() => undefined);
      }
    }
  };
}

async function onComponent(interaction: ComponentInteraction, services: BotServices): Promise<void> {
  const page = parseLeaderboardId(interaction.customId);
  if (page && uis[page.game]) {
    if (!interaction.inGuild()) return void (await interaction.reply(ephemeral(UNKNOWN_COMPONENT)));
    const message = leaderboardMessage(services, interaction.guildId, page.game, page.page);
    // Only a leaderboard message turns its page; a forged id elsewhere gets the page privately.
    if (isLeaderboardMessage(interaction)) await interaction.update(message);
    else await interaction.reply(ephemeral(message));
    return;
  }
  const parsed = parseCustomId(interaction.customId);
  const choice = interaction.isStringSelectMenu() ? interaction.values[0] : parsed?.action;
  if (!parsed || !games[parsed.game] || typeof choice !== 'string' || choice.length === 0 || choice.length > 60 || choice.includes(':')) {
    await interaction.reply(ephemeral(UNKNOWN_COMPONENT));
    return;
  }
  if (isPlatformAction(choice)) await onPlatformAction(interaction, services, parsed, choice);
  else if (isMenuStep(choice)) await onMenuStep(interaction, services, parsed, choice);
  else await onMove(interaction, services, parsed, choice);
}

function isLeaderboardMessage(interaction: ComponentInteraction): boolean {
  return interaction.message.components.some(
    (row) => 'components' in row && row.components.some((c) => 'customId' in c && typeof c.customId === 'string' && c.customId.startsWith('lb:')),
  );
}

/**
 * A hand may replace the clicked message only where that message is private
 * (a DM or an ephemeral reply); anywhere else it is sent ephemerally, so a
 * hand can never land in a channel.
 */
function isPrivateMessage(interaction: ComponentInteraction): boolean {
  return !interaction.inGuild() || interaction.message.flags.has(MessageFlags.Ephemeral);
}

async function showHand(interaction: ComponentInteraction, services: BotServices, seated: Seated, menu: string | null, note?: string): Promise<void> {
  const payload = handPayload(seated.match, seated.players, seated.seat, services.names, menu);
  const withNote = note ? { ...payload, content: note } : payload;
  if (isPrivateMessage(interaction) && !note) {
    await updateClicked(interaction, withNote);
    services.delivery.markHandShown(seated.match.id, seated.seat, interaction.message.id, seated.match.version, withNote, seated.players);
  } else {
    await replyPrivately(interaction, withNote);
  }
}

async function refuse(interaction: ComponentInteraction, services: BotServices, reason: ClickRefusal, seated?: Seated, detail?: string): Promise<void> {
  const text = detail ? `${CLICK_REFUSALS[reason]} ${detail}` : CLICK_REFUSALS[reason];
  // Where the player can still act, the answer carries their current hand.
  const freshHand = seated && (reason === 'stale' || reason === 'not_your_turn' || reason === 'illegal' || reason === 'bad_action');
  if (freshHand) await showHand(interaction, services, seated, null, text);
  else await interaction.reply(ephemeral(text));
}

async function onMove(interaction: ComponentInteraction, services: BotServices, parsed: ParsedCustomId, code: string): Promise<void> {
  const res = act(services.play, { game: parsed.game, matchId: parsed.matchId, userId: interaction.user.id, version: parsed.version, code });
  if (!res.ok) return refuse(interaction, services, res.reason, res.seated, res.message);
  await showHand(interaction, services, res, null);
  services.delivery.sync(res.match.id);
}

async function onMenuStep(interaction: ComponentInteraction, services: BotServices, parsed: ParsedCustomId, menu: string): Promise<void> {
  const found = locateSeat(services.play.database.db, parsed.game, parsed.matchId, interaction.user.id);
  if (!found.ok) return refuse(interaction, services, found.reason, found.seated);
  if (found.seated.match.version !== parsed.version) return refuse(interaction, services, 'stale', found.seated);
  await showHand(interaction, services, found.seated, menu);
}

async function onPlatformAction(interaction: ComponentInteraction, services: BotServices, parsed: ParsedCustomId, action: string): Promise<void> {
  if (action === '!hand') {
    const found = locateSeat(services.play.database.db, parsed.game, parsed.matchId, interaction.user.id);
    if (!found.ok) return refuse(interaction, services, found.reason);
    await replyPrivately(interaction, handPayload(found.seated.match, found.seated.players, found.seated.seat, services.names));
    return;
  }
  // Lobby buttons live on the lobby message in its channel, nowhere else.
  const { play } = services;
  const lobby = getMatch(play.database.db, parsed.matchId);
  // Lobby buttons only act from the lobby message itself (its id is stored right after it is posted).
  const onLobbyMessage = lobby?.boardMessageId === null || lobby?.boardMessageId === interaction.message.id;
  if (!interaction.inGuild() || !lobby || lobby.channelId !== interaction.channelId || !onLobbyMessage) {
    return void (await interaction.reply(ephemeral(UNKNOWN_COMPONENT)));
  }
  const userId = interaction.user.id;
  let res: LobbyResult;
  if (action === '!join') res = joinLobby(play, parsed.matchId, userId);
  else if (action === '!leave') res = leaveLobby(play, parsed.matchId, userId);
  else if (action === '!cancel') res = cancelLobby(play, parsed.matchId, userId, interaction.memberPermissions.has(PermissionFlagsBits.ManageGuild));
  else if (action === '!start') res = startMatch(play, parsed.matchId, userId);
  else return void (await interaction.reply(ephemeral(UNKNOWN_COMPONENT)));

  if (!res.ok) return void (await interaction.reply(ephemeral(LOBBY_REFUSALS[res.reason])));
  if (res.match.status === 'active') {
    // The lobby message becomes the board; hands go out by DM.
    await interaction.update(boardPayload(res.match, res.players, services.names));
    updateMatch(play.database.db, res.match.id, { boardMessageId: interaction.message.id, boardPostedAt: interaction.message.createdTimestamp });
  } else {
    await interaction.update(lobbyPayload(res.match, res.players));
  }
  services.delivery.markBoardShown(res.match.id, res.match.version);
  services.delivery.sync(res.match.id);
}
