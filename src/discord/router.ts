/**
 * interactionCreate: slash commands go to their command module; buttons and
 * selects are parsed from their custom id and dispatched. Nothing here keeps
 * state in memory: every click is resolved from the database, so old buttons
 * work after a restart. Every interaction gets an answer, in the clicker's
 * language for private answers and in the server's for channel messages.
 */
import { MessageFlags, PermissionFlagsBits, type ButtonInteraction, type Interaction, type StringSelectMenuInteraction } from 'discord.js';
import { games } from '../games/index.js';
import { act, locateSeat, type ClickRefusal, type Seated } from '../play/act.js';
import { addComputer, cancelLobby, joinLobby, leaveLobby, removeComputer, startMatch, type LobbyResult } from '../play/lobby.js';
import { boardPosted } from '../play/shown.js';
import { getMatch } from '../play/store.js';
import { computerRunView } from './computer-run-view.js';
import { matchReplayView } from './replay-view.js';
import { isBoardPageId, isMenuStep, isPlatformAction, parseComputerRunId, parseCustomId, parseReplayId, parseDailyBoardId, parseLeaderboardId, type ParsedCustomId } from './custom-id.js';
import { updateClicked, replyPrivately } from './answer.js';
import { challengeBoardMessage, leaderboardMessage } from './boards.js';
import { isLeaveChoice, onLeaveChoice } from './leaving.js';
import { onRematch } from './rematch.js';
import { translator, type Language } from './i18n/index.js';
import { lobbyRefusal, refusalReply, refusalText } from './refusals.js';
import { lobbyPayload, REMATCH_ACTION } from './render.js';
import { replyWithHand, updateWithBoard, updateWithHand } from './show.js';
import type { BotServices } from './services.js';
import { uis } from './ui/registry.js';

type ComponentInteraction = ButtonInteraction | StringSelectMenuInteraction;

export function createInteractionHandler(services: BotServices): (interaction: Interaction) => Promise<void> {
  return async (interaction) => {
    // Every click and command tells us the player's language; later DMs use it too.
    const lang = services.languages.noteUser(interaction.user.id, interaction.locale);
    const t = translator(lang);
    try {
      if (interaction.isChatInputCommand()) {
        const command = services.commands.get(interaction.commandName);
        if (command) await command.execute(interaction, services);
        else await interaction.reply(refusalReply(t, 'unknown_command'));
      } else if (interaction.isButton() || interaction.isStringSelectMenu()) {
        await onComponent(interaction, services, lang);
      } else if (interaction.isRepliable()) {
        await interaction.reply(refusalReply(t, 'unknown_component'));
      }
    } catch (err) {
      services.log.error({ err, interactionId: interaction.id }, 'interaction failed');
      if (interaction.isRepliable() && !interaction.replied && !interaction.deferred) {
        await interaction.reply(refusalReply(t, 'failed')).catch(() => undefined);
      }
    }
  };
}

async function onComponent(interaction: ComponentInteraction, services: BotServices, lang: Language): Promise<void> {
  const t = translator(lang);
  const page = parseLeaderboardId(interaction.customId);
  const dayPage = parseDailyBoardId(interaction.customId);
  const boardGame = page?.game ?? dayPage?.game;
  if (boardGame && uis[boardGame]) {
    if (!interaction.inGuild()) return void (await interaction.reply(refusalReply(t, 'unknown_component')));
    // Only a leaderboard message turns its page (in the server's language); a forged id elsewhere gets the page privately.
    const shared = isLeaderboardMessage(interaction);
    const shownLang = shared ? services.languages.guild(interaction.guildId) : lang;
    // The clicker's own line shows under the page they turned to.
    const payload = dayPage
      ? challengeBoardMessage(services, interaction.guildId, dayPage.game, dayPage.day, dayPage.page, shownLang, interaction.user.id)
      : leaderboardMessage(services, interaction.guildId, boardGame, page?.page ?? 0, shownLang, interaction.user.id);
    if (shared) await interaction.update(payload);
    else await interaction.reply({ ...payload, flags: MessageFlags.Ephemeral });
    return;
  }
  const replay = parseComputerRunId(interaction.customId);
  const past = parseReplayId(interaction.customId);
  if (past) {
    if (!interaction.inGuild()) return void (await interaction.reply(refusalReply(t, 'unknown_component')));
    const view = matchReplayView(services, { guildId: interaction.guildId, matchId: past.matchId, step: past.step, lang });
    if (!view.ok) return void (await interaction.reply(refusalReply(t, view.reason)));
    if (interaction.message.flags.has(MessageFlags.Ephemeral) && interaction.message.content.startsWith('🎬')) await updateClicked(interaction, view.payload);
    else await replyPrivately(interaction, view.payload);
    return;
  }
  if (replay && uis[replay.game]) {
    if (!interaction.inGuild()) return void (await interaction.reply(refusalReply(t, 'unknown_component')));
    const view = computerRunView(services, { userId: interaction.user.id, guildId: interaction.guildId, channelId: interaction.channelId, ...replay, lang });
    if (!view.ok) return void (await interaction.reply(refusalReply(t, view.reason)));
    // Stepping inside the private replay updates it; the board's button opens one.
    if (interaction.message.flags.has(MessageFlags.Ephemeral)) await updateClicked(interaction, view.payload);
    else await replyPrivately(interaction, view.payload);
    return;
  }
  const parsed = parseCustomId(interaction.customId);
  const choice = interaction.isStringSelectMenu() ? interaction.values[0] : parsed?.action;
  if (!parsed || !games[parsed.game] || typeof choice !== 'string' || choice.length === 0 || choice.length > 60 || choice.includes(':')) {
    await interaction.reply(refusalReply(t, 'unknown_component'));
    return;
  }
  if (isPlatformAction(choice)) await onPlatformAction(interaction, services, parsed, choice, lang);
  else if (isMenuStep(choice)) await onMenuStep(interaction, services, parsed, choice, lang);
  else await onMove(interaction, services, parsed, choice, lang);
}

function isLeaderboardMessage(interaction: ComponentInteraction): boolean {
  return interaction.message.components.some(
    (row) => 'components' in row && row.components.some((c) => 'customId' in c && typeof c.customId === 'string' && isBoardPageId(c.customId)),
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

async function showHand(interaction: ComponentInteraction, services: BotServices, seated: Seated, menu: string | null, lang: Language, note?: string): Promise<void> {
  if (isPrivateMessage(interaction) && !note) {
    const shown = await updateWithHand(interaction, services, seated, menu, lang);
    services.delivery.markHandShown(seated.match.id, seated.seat, interaction.message.id, seated.match.version, shown, seated.players);
  } else {
    await replyWithHand(interaction, services, seated, lang, menu, note);
  }
}

async function refuse(interaction: ComponentInteraction, services: BotServices, reason: ClickRefusal, lang: Language, seated?: Seated): Promise<void> {
  const text = refusalText(translator(lang), reason);
  // Where the player can still act, the answer carries their current hand.
  const freshHand = seated && (reason === 'stale' || reason === 'not_your_turn' || reason === 'illegal' || reason === 'bad_action');
  if (freshHand) await showHand(interaction, services, seated, null, lang, text);
  else await replyPrivately(interaction, text);
}

async function onMove(interaction: ComponentInteraction, services: BotServices, parsed: ParsedCustomId, code: string, lang: Language): Promise<void> {
  const res = act(services.play, { game: parsed.game, matchId: parsed.matchId, userId: interaction.user.id, version: parsed.version, code });
  if (!res.ok) return refuse(interaction, services, res.reason, lang, res.seated);
  await showHand(interaction, services, res, null, lang);
  services.delivery.sync(res.match.id);
}

async function onMenuStep(interaction: ComponentInteraction, services: BotServices, parsed: ParsedCustomId, menu: string, lang: Language): Promise<void> {
  const found = locateSeat(services.play.database.db, parsed.game, parsed.matchId, interaction.user.id);
  if (!found.ok) return refuse(interaction, services, found.reason, lang, found.seated);
  if (found.seated.match.version !== parsed.version) return refuse(interaction, services, 'stale', lang, found.seated);
  await showHand(interaction, services, found.seated, menu, lang);
}

async function onPlatformAction(interaction: ComponentInteraction, services: BotServices, parsed: ParsedCustomId, action: string, lang: Language): Promise<void> {
  const t = translator(lang);
  if (action === '!hand') {
    const found = locateSeat(services.play.database.db, parsed.game, parsed.matchId, interaction.user.id);
    if (!found.ok) return refuse(interaction, services, found.reason, lang);
    await replyWithHand(interaction, services, found.seated, lang);
    return;
  }
  if (isLeaveChoice(action)) return onLeaveChoice(interaction, services, parsed, action, lang);
  if (action === REMATCH_ACTION) return onRematch(interaction, services, parsed, lang);
  const { play } = services;
  const lobby = getMatch(play.database.db, parsed.matchId);
  // Lobby buttons only act from the lobby message itself (its id is stored right after it is posted).
  const onLobbyMessage = lobby?.boardMessageId === null || lobby?.boardMessageId === interaction.message.id;
  if (!interaction.inGuild() || !lobby || lobby.channelId !== interaction.channelId || !onLobbyMessage) {
    return void (await interaction.reply(refusalReply(t, 'unknown_component')));
  }
  const userId = interaction.user.id;
  let res: LobbyResult;
  if (action === '!join') res = joinLobby(play, parsed.matchId, userId);
  else if (action === '!leave') res = leaveLobby(play, parsed.matchId, userId);
  else if (action === '!cancel') res = cancelLobby(play, parsed.matchId, userId, interaction.memberPermissions.has(PermissionFlagsBits.ManageGuild));
  else if (action === '!start') res = startMatch(play, parsed.matchId, userId);
  else if (action === '!cpu-easy' || action === '!cpu-hard') res = addComputer(play, parsed.matchId, userId, action === '!cpu-easy' ? 'easy' : 'hard');
  else if (action === '!cpu-remove') res = removeComputer(play, parsed.matchId, userId);
  else return void (await interaction.reply(refusalReply(t, 'unknown_component')));

  if (!res.ok) return void (await interaction.reply(refusalReply(t, lobbyRefusal(res.reason))));
  // The lobby and the board are channel messages: the server's language.
  const channelLang = services.languages.guild(interaction.guildId);
  if (res.match.status === 'active') {
    // The lobby message becomes the board (a rematch's invitation in its content goes); hands go out by DM.
    await updateWithBoard(interaction, services, res.match, res.players, channelLang);
    boardPosted(play.database.db, res.match.id, interaction.message.id, interaction.message.createdTimestamp, res.match.version);
  } else {
    await interaction.update(lobbyPayload(res.match, res.players, channelLang));
    services.delivery.markBoardShown(res.match.id, res.match.version);
  }
  services.delivery.sync(res.match.id);
}
