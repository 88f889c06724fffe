/**
 * The handlers behind every game's slash command, game-agnostic: open a
 * lobby, start a solo run, rules (leaving: leaving.ts; leaderboards: boards.ts). Public replies (a
 * lobby, a board, a leaderboard) speak the server's language; private ones
 * the caller's.
 */
import { Routes } from 'discord.js';
import { InteractionContextType } from 'discord-api-types/v10';
import { challengeBest, challengeEntry, dailyChallenge } from '../play/challenges.js';
import { registration } from '../games/index.js';
import { openLobby } from '../play/lobby.js';
import { boardPosted } from '../play/shown.js';
import { DM_GUILD, startSoloRun, utcDay } from '../play/solo.js';
import { guildRow } from '../play/server-settings.js';
import type { App } from './app.js';
import { languageOf, translator, type TFunction } from './i18n/index.js';
import type { Ix } from './interactions/ix.js';
import { pictureAnswer, pictureFollows } from './interactions/picture-answer.js';
import { inChannel, privately, type Reply } from './interactions/reply.js';
import { missingChannelPermissions } from './permissions.js';
import { lobbyRefusal, refusalReply } from './refusals.js';
import { lobbyPayload, renderBoard } from './render.js';
import { loadTable } from './table.js';
import { rulesLinkRow } from './ui/explain.js';
import { gameTitle, uis } from './ui/registry.js';

/** Games run in server channels where the bot can post; otherwise the caller is told why not (null: it can). */
async function cannotHostGames(ix: Ix, app: App): Promise<Reply | null> {
  const t = translator(languageOf(ix.locale));
  if (!ix.guildId) return refusalReply(t, 'guild_only');
  const guildId = ix.guildId;
  const images = (await app.play.store.read((q) => guildRow(q, guildId))).images ?? app.imagesByDefault;
  const missing = missingChannelPermissions(ix.appPermissions, images);
  if (missing.length === 0) return null;
  const permissions = missing.map((p) => t(`common:permissions.${p}`)).join('**, **');
  return privately(t('common:refusals.missing_permissions', { permissions }));
}

export async function startLobbyCommand(ix: Ix, app: App, game: string, options: object, computerTakeover?: boolean): Promise<Reply> {
  const refused = await cannotHostGames(ix, app);
  if (refused || !ix.guildId) return refused as Reply;
  const res = await openLobby(app.play, { game, guildId: ix.guildId, channelId: ix.channelId, hostUserId: ix.user.id, options, ...(computerTakeover !== undefined ? { computerTakeover } : {}) });
  if (!res.ok) {
    const lang = languageOf(ix.locale);
    return refusalReply(translator(lang), lobbyRefusal(res.reason), res.match ? { game: gameTitle(res.match.game, lang) } : {});
  }
  const table = await app.play.store.read((q) => loadTable(q, app, res.match, ix, res.players));
  return inChannel(lobbyPayload(res.match, res.players, table.channelLanguage), {
    wantMessage: true,
    after: async (sent) => {
      if (sent) await app.play.store.read((q) => boardPosted(q, res.match.id, sent.id, app.play.now(), res.match.version));
    },
  });
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
export async function startSoloCommand(ix: Ix, app: App, game: string, options: object, daily: boolean): Promise<Reply> {
  // A solo run also works in a DM with the bot (the app installed by the user): its scores go on the board of DMs.
  const inDm = ix.guildId === null;
  if (!inDm) {
    const refused = await cannotHostGames(ix, app);
    if (refused) return refused;
  }
  // In a private channel of users the bot cannot post: the run goes to the player's DM with the bot.
  const elsewhere = ix.context === InteractionContextType.PrivateChannel;
  const channelId = elsewhere ? ((await app.rest.post(Routes.userChannels(), { body: { recipient_id: ix.user.id } })) as { id: string }).id : ix.channelId;
  const challenge = daily ? dailyChallenge(game, utcDay(app.play.now()), app.play.dailySecret) : undefined;
  if (challenge) app.daily.ensure(game, challenge, options);
  const res = await startSoloRun(app.play, { game, guildId: ix.guildId ?? DM_GUILD, channelId, userId: ix.user.id, options, challenge });
  if (!res.ok) return privately(await soloRefusal(app, translator(languageOf(ix.locale), game), res.reason, challenge?.id, ix.user.id));
  const table = await app.play.store.read((q) => loadTable(q, app, res.match, ix, res.players));
  const lang = table.channelLanguage;
  const t = translator(lang, game);
  const intro = t(daily ? 'solo.enteredDaily' : 'solo.entered', { user: `<@${ix.user.id}>`, game: gameTitle(game, lang) });
  // The friends here see who went in; the board and the hand come in the player's DM.
  if (elsewhere) return inChannel({ content: `${intro} ${t('solo.inDms')}` }, { sync: [res.match.id] });
  const r = renderBoard(res.match, res.players, table.names, lang, table.images ? app.pictures : null);
  const { now, later } = await pictureAnswer(app, { ...r, payload: { ...r.payload, content: intro } }, { v2: table.images, priority: 'board' });
  return inChannel(now, {
    wantMessage: true,
    sync: [res.match.id],
    after: async (sent) => {
      if (!sent) return;
      await app.play.store.read((q) => boardPosted(q, res.match.id, sent.id, app.play.now(), res.match.version, app.play.now(), table.images));
    },
    ...pictureFollows(app, ix, later, res.match),
  });
}

async function soloRefusal(app: App, t: TFunction, reason: 'unknown_game' | 'already_running' | 'challenge_done', challengeId: string | undefined, userId: string): Promise<string> {
  if (reason === 'already_running') return t('refusals.already_running', { button: t('showHand') });
  if (reason === 'unknown_game' || !challengeId) return t('common:refusals.unknown_game');
  const [mine, best] = await app.play.store.read(async (q) => [await challengeEntry(q, challengeId, null, userId), await challengeBest(q, challengeId)] as const);
  const parts = [t('common:refusals.challenge_done'), mine ? t('common:refusals.challenge_yours', { score: mine.score }) : t('refusals.challenge_pending')];
  if (mine && best) parts.push(t('common:refusals.challenge_best', { best: best.score }));
  return parts.join(' ');
}

/** `/<game> rules`: the game's rules summary, privately in the reader's language, with a link to the full page when the host publishes them (RULES_URL). */
export function rulesReply(ix: Ix, game: string, rulesUrl: string | undefined): Reply {
  const lang = languageOf(ix.locale);
  const t = translator(lang, game);
  if (!uis[game]) return refusalReply(t, 'unknown_component');
  return privately({ embeds: [{ title: t('common:rulesTitle', { game: gameTitle(game, lang) }), description: t('rules') }], ...(rulesUrl ? { components: [rulesLinkRow(game, t, rulesUrl)] } : {}) });
}

/** The lobby's and hands' "📖 How to play": the game's short rules, privately, pointing to `/<game> rules` and the full page. */
export function howToPlayReply(ix: Ix, game: string, rulesUrl: string | undefined): Reply {
  const ui = uis[game];
  const t = translator(languageOf(ix.locale), game);
  return ui ? privately(ui.howToPlay(t, rulesUrl ?? null)) : refusalReply(t, 'unknown_component');
}

/** "🔍 How to read this" on a board with pictures: every symbol explained, privately. */
export function legendReply(ix: Ix, game: string): Reply {
  const t = translator(languageOf(ix.locale), game);
  const legend = uis[game]?.legend?.(t);
  return legend ? privately(legend) : refusalReply(t, 'unknown_component');
}
