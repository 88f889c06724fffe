/**
 * The handlers behind every game's slash command, game-agnostic: open a
 * lobby, start a solo run, rules (leaving: leaving.ts; leaderboards: boards.ts). Public replies (a
 * lobby, a board, a leaderboard) speak the server's language; private ones
 * the caller's.
 */
import { InteractionContextType, type ChatInputCommandInteraction } from 'discord.js';
import { openLobby } from '../play/lobby.js';
import { challengeBest, challengeEntry, dailyChallenge } from '../play/challenges.js';
import { registration } from '../games/index.js';
import { boardPosted } from '../play/shown.js';
import { DM_GUILD, startSoloRun, utcDay } from '../play/solo.js';
import type { Match } from '../db/schema/sqlite.js';
import { translator, type Language } from './i18n/index.js';
import { missingChannelPermissions } from './permissions.js';
import { ephemeral, lobbyRefusal, refusalReply } from './refusals.js';
import { lobbyPayload } from './render.js';
import { answerWithBoard } from './show.js';
import type { BotServices } from './services.js';
import { gameTitle } from './ui/registry.js';
import type { MessagePayload } from './ui/types.js';

/** The caller's language, for private answers. */
function callerLanguage(interaction: ChatInputCommandInteraction, services: BotServices): Language {
  return services.languages.user(interaction.user.id);
}

/** Games run in server channels where the bot can post; otherwise the caller is told why not. */
async function canHostGames(interaction: ChatInputCommandInteraction, services: BotServices): Promise<boolean> {
  const t = translator(callerLanguage(interaction, services));
  if (!interaction.inGuild()) {
    await interaction.reply(refusalReply(t, 'guild_only'));
    return false;
  }
  const missing = missingChannelPermissions(interaction, services.delivery.picturesFor(interaction.guildId) !== null);
  if (missing.length === 0) return true;
  const permissions = missing.map((p) => t(`common:permissions.${p}`)).join('**, **');
  await interaction.reply(ephemeral(t('common:refusals.missing_permissions', { permissions })));
  return false;
}

/** Posts a match's first public message as the command's reply and remembers it as the board. */
async function replyWithBoard(interaction: ChatInputCommandInteraction, services: BotServices, match: Match, payload: MessagePayload): Promise<void> {
  // Nobody is pinged by the message they just asked for.
  const response = await interaction.reply({ ...payload, allowedMentions: { parse: [] }, withResponse: true });
  const messageId = response.resource?.message?.id;
  if (messageId) boardPosted(services.play.database.db, match.id, messageId, services.play.now(), match.version);
}

export async function startLobbyCommand(interaction: ChatInputCommandInteraction, services: BotServices, game: string, options: object, computerTakeover?: boolean): Promise<void> {
  if (!(await canHostGames(interaction, services)) || !interaction.inGuild()) return;
  const res = openLobby(services.play, {
    game,
    guildId: interaction.guildId,
    channelId: interaction.channelId,
    hostUserId: interaction.user.id,
    options,
    ...(computerTakeover !== undefined ? { computerTakeover } : {}),
  });
  if (!res.ok) {
    await interaction.reply(refusalReply(translator(callerLanguage(interaction, services)), lobbyRefusal(res.reason)));
    return;
  }
  await replyWithBoard(interaction, services, res.match, lobbyPayload(res.match, res.players, services.languages.guild(interaction.guildId)));
}

/** Everyone plays the same default-variant challenge of the day. */
export function dailyOptions(game: string): object {
  const variants = registration(game)?.variants ?? [];
  return variants.length > 0 ? { variant: variants[0] } : {};
}

/**
 * A solo run for the caller: its small board is the reply in the channel, the
 * run itself goes to their DMs (or behind the board's button when DMs are closed).
 */
export async function startSoloCommand(interaction: ChatInputCommandInteraction, services: BotServices, game: string, options: object, daily: boolean): Promise<void> {
  // A solo run also works in a DM with the bot (the app installed by the user): its scores go on the board of DMs.
  const inDm = !interaction.inGuild();
  if (!inDm && !(await canHostGames(interaction, services))) return;
  const guildId = interaction.inGuild() ? interaction.guildId : DM_GUILD;
  // In a private channel of users the bot cannot post: the run goes to the player's DM with the bot.
  const elsewhere = interaction.context === InteractionContextType.PrivateChannel;
  const channelId = elsewhere ? (await services.client.users.createDM(interaction.user.id)).id : interaction.channelId;
  const challenge = daily ? dailyChallenge(game, utcDay(services.play.now()), services.play.dailySecret) : undefined;
  if (challenge) services.daily.ensure(game, challenge, options);
  const res = startSoloRun(services.play, { game, guildId, channelId, userId: interaction.user.id, options, challenge });
  if (!res.ok) {
    await interaction.reply(ephemeral(soloRefusal(services, translator(callerLanguage(interaction, services), game), res.reason, challenge?.id, interaction.user.id)));
    return;
  }
  const lang = services.languages.forMatchChannel(res.match);
  const t = translator(lang, game);
  const intro = t(daily ? 'common:solo.enteredDaily' : 'common:solo.entered', { user: `<@${interaction.user.id}>`, game: gameTitle(game, lang) });
  if (elsewhere) {
    // The friends here see who went in; the board and the hand come in the player's DM.
    await interaction.reply({ content: `${intro} ${t('common:solo.inDms')}`, allowedMentions: { parse: [] } });
    services.delivery.sync(res.match.id);
    return;
  }
  // Its picture, when the server has images on, follows the reply.
  const messageId = await answerWithBoard(interaction, services, res.match, res.players, lang, intro);
  if (messageId) boardPosted(services.play.database.db, res.match.id, messageId, services.play.now(), res.match.version);
  services.delivery.sync(res.match.id);
}

function soloRefusal(services: BotServices, t: ReturnType<typeof translator>, reason: 'unknown_game' | 'already_running' | 'challenge_done', challengeId: string | undefined, userId: string): string {
  if (reason === 'already_running') return t('common:refusals.already_running', { button: t('showHand') });
  if (reason === 'unknown_game') return t('common:refusals.unknown_game');
  const db = services.play.database.db;
  const mine = challengeId ? challengeEntry(db, challengeId, null, userId) : null;
  const best = challengeId ? challengeBest(db, challengeId) : null;
  const parts = [t('common:refusals.challenge_done'), mine ? t('common:refusals.challenge_yours', { score: mine.score }) : t('common:refusals.challenge_pending')];
  if (mine && best) parts.push(t('common:refusals.challenge_best', { best: best.score }));
  return parts.join(' ');
}

export async function rulesCommand(interaction: ChatInputCommandInteraction, services: BotServices, game: string): Promise<void> {
  const lang = callerLanguage(interaction, services);
  const t = translator(lang, game);
  await interaction.reply(ephemeral({ embeds: [{ title: t('common:rulesTitle', { game: gameTitle(game, lang) }), description: t('rules') }] }));
}
