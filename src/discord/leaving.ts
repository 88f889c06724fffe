/**
 * Leaving and giving up. `/<game> leave` leaves a lobby at once, but asks
 * before leaving a running match (an ephemeral Yes / No: Yes forfeits, No
 * changes nothing). `/<game> quit` gives up a solo run: lost, scored as a
 * death. Private answers, in the caller's language.
 */
import { ButtonStyle, ComponentType } from 'discord-api-types/v10';
import { forfeitMatch, leavableIn } from '../play/forfeit.js';
import { giveUpRun } from '../play/give-up.js';
import { leaveLobby } from '../play/lobby.js';
import { DM_GUILD } from '../play/solo.js';
import type { App } from './app.js';
import { buildCustomId, type ParsedCustomId } from './custom-id.js';
import { languageOf, translator } from './i18n/index.js';
import type { Ix } from './interactions/ix.js';
import { privately, update, type Reply } from './interactions/reply.js';
import { refusalReply, refusalText } from './refusals.js';
import { gameWords } from './ui/game-words.js';
import { gameTitle } from './ui/registry.js';
import { signedNumber } from './ui/text.js';

/** The platform actions of the confirmation's buttons. */
export const LEAVE_YES = '!leave-yes';
export const LEAVE_NO = '!leave-no';
export const isLeaveChoice = (action: string) => action === LEAVE_YES || action === LEAVE_NO;

export async function leaveCommand(ix: Ix, app: App, game: string): Promise<Reply> {
  const lang = languageOf(ix.locale);
  const t = translator(lang, game);
  const userId = ix.user.id;
  const found = await leavableIn(app.play, game, ix.channelId, userId);
  if (!found.ok) return refusalReply(t, found.reason);
  const { match } = found;
  if (match.status === 'lobby') {
    // A lobby costs nothing to leave: no question asked.
    const res = await leaveLobby(app.play, { matchId: match.id }, userId);
    if (!res.ok) return refusalReply(t, 'nothing_to_leave');
    return privately(t('common:left.lobby'), { sync: [match.id] });
  }
  const id = (action: string) => buildCustomId(game, match.id, match.version, action);
  return privately({
    content: t('players:leave.confirm', { game: gameTitle(game, lang) }),
    components: [
      {
        type: ComponentType.ActionRow,
        components: [
          { type: ComponentType.Button, custom_id: id(LEAVE_YES), label: t('players:leave.yes'), style: ButtonStyle.Danger },
          { type: ComponentType.Button, custom_id: id(LEAVE_NO), label: t('players:leave.no'), style: ButtonStyle.Secondary },
        ],
      },
    ],
  });
}

/** Yes or No on the confirmation: the private message becomes the answer, without buttons. */
export async function onLeaveChoice(app: App, ix: Ix, parsed: ParsedCustomId, action: string): Promise<Reply> {
  const t = translator(languageOf(ix.locale), parsed.game);
  if (action === LEAVE_NO) return update({ content: t('players:leave.stayed'), components: [] });
  const res = await forfeitMatch(app.play, parsed.matchId, ix.user.id);
  // Over meanwhile, or already left: nothing to do.
  if (!res.ok) return update({ content: refusalText(t, res.reason === 'already_left' ? 'already_left' : 'over'), components: [] });
  return update({ content: t('common:left.match'), components: [] }, { sync: [res.matchId] });
}

/** `/<game> quit`: gives up the caller's running run (in this channel, else their latest in this server). */
export async function quitCommand(ix: Ix, app: App, game: string): Promise<Reply> {
  const lang = languageOf(ix.locale);
  // A run in a DM with the bot (user install) is given up there too.
  const res = await giveUpRun(app.play, { game, guildId: ix.guildId ?? DM_GUILD, channelId: ix.channelId, userId: ix.user.id });
  const title = gameTitle(game, lang);
  if (!res.ok) return privately(gameWords(lang, game, 'players', 'quit.noRun', { game: title }));
  const done = gameWords(lang, game, 'players', 'quit.done', { game: title, score: signedNumber(res.score) });
  return privately(res.match.challenge ? `${done} ${gameWords(lang, game, 'players', 'quit.dailyUsed')}` : done, { sync: [res.match.id] });
}
