/**
 * The leaderboards of a server: the all-time board of each game and the day's
 * challenge board, page by page. Both are channel messages (the server's
 * language); each shows the line of whoever asked or turned the page when
 * they are further down the board.
 */
import { DM_GUILD } from '../play/solo.js';
import { placeName } from './render.js';
import type { ChatInputCommandInteraction } from 'discord.js';
import { challengeEntry, challengePage, dailyChallenge } from '../play/challenges.js';
import { getComputerRun } from '../play/computer-runs.js';
import { settingsOf } from '../play/game-settings.js';
import { leaderboardEntry, leaderboardPage } from '../play/leaderboard.js';
import { utcDay } from '../play/solo.js';
import { buildComputerRunId } from './custom-id.js';
import { dailyOptions } from './game-commands.js';
import { translator, type Language } from './i18n/index.js';
import type { BotServices } from './services.js';
import { renderChallengeBoard, renderLeaderboard } from './ui/leaderboard.js';
import { gameTitle } from './ui/registry.js';
import type { MessagePayload } from './ui/types.js';

/** The all-time board of a server: by rating for match games, by best score for score games. */
export function leaderboardMessage(services: BotServices, guildId: string, game: string, page: number, lang: Language, userId: string | null = null): MessagePayload {
  const settings = settingsOf(game);
  const score = settings.scoring === 'score';
  const order = score ? 'score' : 'rating';
  const db = services.play.database.db;
  const data = leaderboardPage(db, guildId, game, page, undefined, order);
  return renderLeaderboard(data, {
    game,
    title: gameTitle(game, lang),
    guildName: placeName(guildId, services.names, translator(lang)),
    kind: score ? 'score' : 'wins',
    startHint: settings.solo ? `/${game} play` : `/${game} start`,
    own: userId === null ? null : leaderboardEntry(db, guildId, game, userId, order),
    t: translator(lang, game),
  });
}

/** The challenge board of `day` in a server, one page; the computer's score to beat when it has played. */
export function challengeBoardMessage(services: BotServices, guildId: string, game: string, day: string, page: number, lang: Language, userId: string | null = null): MessagePayload {
  const db = services.play.database.db;
  const challenge = dailyChallenge(game, day, services.play.dailySecret);
  const run = getComputerRun(db, challenge.id);
  const computer = run ? { score: run.score, won: run.won, watchId: buildComputerRunId(game, day, 0) } : services.daily.thinking(challenge.id) ? ('thinking' as const) : null;
  return renderChallengeBoard(challengePage(db, challenge.id, guildId, page), {
    game,
    title: gameTitle(game, lang),
    guildName: placeName(guildId, services.names, translator(lang)),
    day,
    best: null,
    startHint: `/${game} daily`,
    own: userId === null ? null : challengeEntry(db, challenge.id, guildId, userId),
    t: translator(lang, game),
    computer,
  });
}

export async function leaderboardCommand(interaction: ChatInputCommandInteraction, services: BotServices, game: string, page: number): Promise<void> {
  // In a DM with the bot: the board of every score made outside a server, in the reader's language.
  const [guildId, lang] = interaction.inGuild() ? [interaction.guildId, services.languages.guild(interaction.guildId)] : [DM_GUILD, services.languages.user(interaction.user.id)];
  await interaction.reply(leaderboardMessage(services, guildId, game, page, lang, interaction.user.id));
}

/** Today's challenge board of this server (the global best is only shown to those who finished). */
export async function challengeBoardCommand(interaction: ChatInputCommandInteraction, services: BotServices, game: string, page = 0): Promise<void> {
  const [guildId, lang] = interaction.inGuild() ? [interaction.guildId, services.languages.guild(interaction.guildId)] : [DM_GUILD, services.languages.user(interaction.user.id)];
  const day = utcDay(services.play.now());
  // Looking at the day's board is reason enough for the computer to play it (once).
  services.daily.ensure(game, dailyChallenge(game, day, services.play.dailySecret), dailyOptions(game));
  await interaction.reply(challengeBoardMessage(services, guildId, game, day, page, lang, interaction.user.id));
}
