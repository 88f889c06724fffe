/**
 * The leaderboards of a server: the all-time board of each game and the day's
 * challenge board, page by page. Both are channel messages (the server's
 * language); each shows the line of whoever asked or turned the page when
 * they are further down the board.
 */
import { challengeEntry, challengePage, dailyChallenge } from '../play/challenges.js';
import { getComputerRun } from '../play/computer-runs.js';
import { settingsOf } from '../play/game-settings.js';
import { leaderboardEntry, leaderboardPage } from '../play/leaderboard.js';
import { guildRow } from '../play/server-settings.js';
import { DM_GUILD, utcDay } from '../play/solo.js';
import type { App } from './app.js';
import { buildComputerRunId } from './custom-id.js';
import { dailyOptions } from './game-commands.js';
import { languageOf, translator, type Language } from './i18n/index.js';
import type { Ix } from './interactions/ix.js';
import { inChannel, type Reply } from './interactions/reply.js';
import { placeName } from './render.js';
import { guildLanguage } from './table.js';
import { renderChallengeBoard, renderLeaderboard } from './ui/leaderboard.js';
import { gameTitle } from './ui/registry.js';
import type { MessagePayload } from './ui/types.js';

/** Where a board is asked for: the server and its channel language, or (in a DM with the bot) the board of DMs in the reader's. */
export async function boardPlace(ix: Ix, app: App): Promise<{ guildId: string; lang: Language }> {
  if (!ix.guildId) return { guildId: DM_GUILD, lang: languageOf(ix.locale) };
  const guildId = ix.guildId;
  return { guildId, lang: guildLanguage(await app.play.store.read((q) => guildRow(q, guildId)), ix.guildLocale) };
}

async function placeOf(app: App, guildId: string, lang: Language): Promise<string> {
  const name = guildId === DM_GUILD ? null : await app.guildNames.name(guildId);
  return placeName(guildId, { guildName: () => name, displayName: () => null }, translator(lang));
}

/** The all-time board of a server: by rating for match games, by best score for score games. */
export async function leaderboardMessage(app: App, guildId: string, game: string, page: number, lang: Language, userId: string | null = null): Promise<MessagePayload> {
  const settings = settingsOf(game);
  const score = settings.scoring === 'score';
  const order = score ? 'score' : 'rating';
  const [data, own] = await app.play.store.read(async (q) => [await leaderboardPage(q, guildId, game, page, undefined, order), userId === null ? null : await leaderboardEntry(q, guildId, game, userId, order)] as const);
  return renderLeaderboard(data, {
    game,
    title: gameTitle(game, lang),
    guildName: await placeOf(app, guildId, lang),
    kind: score ? 'score' : 'wins',
    startHint: settings.solo ? `/${game} play` : `/${game} start`,
    own,
    t: translator(lang, game),
  });
}

/** The challenge board of `day` in a server, one page; the computer's score to beat when it has played. */
export async function challengeBoardMessage(app: App, guildId: string, game: string, day: string, page: number, lang: Language, userId: string | null = null): Promise<MessagePayload> {
  const challenge = dailyChallenge(game, day, app.play.dailySecret);
  const [run, data, own] = await app.play.store.read(
    async (q) => [await getComputerRun(q, challenge.id), await challengePage(q, challenge.id, guildId, page), userId === null ? null : await challengeEntry(q, challenge.id, guildId, userId)] as const,
  );
  const computer = run ? { score: run.score, won: run.won, watchId: buildComputerRunId(game, day, 0) } : app.daily.thinking(challenge.id) ? ('thinking' as const) : null;
  return renderChallengeBoard(data, {
    game,
    title: gameTitle(game, lang),
    guildName: await placeOf(app, guildId, lang),
    day,
    best: null,
    startHint: `/${game} daily`,
    own,
    t: translator(lang, game),
    computer,
  });
}

export async function leaderboardCommand(ix: Ix, app: App, game: string, page: number): Promise<Reply> {
  const { guildId, lang } = await boardPlace(ix, app);
  return inChannel(await leaderboardMessage(app, guildId, game, page, lang, ix.user.id));
}

/** Today's challenge board of this server (the global best is only shown to those who finished). */
export async function challengeBoardCommand(ix: Ix, app: App, game: string, page = 0): Promise<Reply> {
  const { guildId, lang } = await boardPlace(ix, app);
  const day = utcDay(app.play.now());
  // Looking at the day's board is reason enough for the computer to play it (once).
  app.daily.ensure(game, dailyChallenge(game, day, app.play.dailySecret), dailyOptions(game));
  return inChannel(await challengeBoardMessage(app, guildId, game, day, page, lang, ix.user.id));
}
