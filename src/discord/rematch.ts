/**
 * "Play again" on a finished match's board: a new lobby, posted as a new
 * message in the same channel, mentioning the other players who are still
 * members of the server (they click Join as usual) and saying who could not
 * be invited. Refusals are private, in the clicker's language.
 */
import { DiscordAPIError, RESTJSONErrorCodes, Routes } from 'discord.js';
import { openRematch, rematchPlan, type RematchRefusal } from '../play/rematch.js';
import { peopleOf } from '../play/people.js';
import { boardPosted } from '../play/shown.js';
import type { App } from './app.js';
import type { ParsedCustomId } from './custom-id.js';
import { languageOf, translator, type TFunction } from './i18n/index.js';
import type { Ix } from './interactions/ix.js';
import { inChannel, privately, type Reply } from './interactions/reply.js';
import { lobbyRefusal, refusalText } from './refusals.js';
import { lobbyPayload } from './render.js';
import { loadTable } from './table.js';
import { gameTitle } from './ui/registry.js';
import { safeName } from './ui/text.js';

function refusal(t: TFunction, game: string, reason: RematchRefusal): string {
  if (reason === 'rematch_gone') return t('players:rematch.gone');
  if (reason === 'not_a_player') return t('players:rematch.notPlayer', { start: `/${game} ${t('common:commands.names.start')}` });
  return refusalText(t, lobbyRefusal(reason));
}

/** Which of `userIds` are still members of the server (asked of Discord: only "unknown member" means gone). */
async function stillMembers(app: App, guildId: string, userIds: readonly string[]): Promise<Set<string>> {
  const checks = await Promise.all(
    userIds.map(async (user) => {
      try {
        await app.rest.get(Routes.guildMember(guildId, user));
        return true;
      } catch (err) {
        // On any other failure the invitation goes out anyway.
        return !(err instanceof DiscordAPIError && (err.code === RESTJSONErrorCodes.UnknownMember || err.code === RESTJSONErrorCodes.UnknownUser));
      }
    }),
  );
  return new Set(userIds.filter((_, i) => checks[i]));
}

export async function onRematch(app: App, ix: Ix, parsed: ParsedCustomId): Promise<Reply> {
  const t = translator(languageOf(ix.locale), parsed.game);
  const userId = ix.user.id;
  const planned = await app.play.store.read((q) => rematchPlan(q, parsed.matchId, userId));
  // Only from the match's own board, in its channel.
  const onBoard = planned.ok && ix.guildId !== null && planned.plan.match.channelId === ix.channelId && [null, ix.message?.id].includes(planned.plan.match.boardMessageId);
  if (!planned.ok || !onBoard || !ix.guildId) return privately(planned.ok ? refusalText(t, 'unknown_component') : refusal(t, parsed.game, planned.reason));
  const guildId = ix.guildId;
  const members = await stillMembers(app, guildId, planned.plan.others);
  const res = await openRematch(app.play, parsed.matchId, userId);
  if (!res.ok) return privately(refusal(t, parsed.game, res.reason));

  // The lobby is a channel message: the server's language.
  const table = await app.play.store.read((q) => loadTable(q, app, res.match, ix, res.players));
  const channelLang = table.channelLanguage;
  const ct = translator(channelLang, parsed.game);
  const list = (items: string[]) => new Intl.ListFormat(channelLang, { type: 'conjunction' }).format(items);
  const invited = res.plan.others.filter((id) => members.has(id));
  const missing = res.plan.others.filter((id) => !members.has(id));
  const vars = { host: `<@${userId}>`, game: gameTitle(parsed.game, channelLang) };
  const lines = [invited.length > 0 ? ct('players:rematch.invite', { ...vars, players: list(invited.map((id) => `<@${id}>`)), join: ct('common:lobby.join') }) : ct('players:rematch.alone', vars)];
  if (missing.length > 0) {
    // Not seated at the new table: their names are read for themselves.
    const known = await app.play.store.read((q) => peopleOf(q, missing, guildId));
    const names = missing.map((id) => {
      const name = known.nicks.get(id) ?? known.names.get(id);
      return name ? `**${safeName(name)}**` : `<@${id}>`;
    });
    lines.push(ct('players:rematch.missing', { names: list(names) }));
  }
  return inChannel(
    { ...lobbyPayload(res.match, res.players, channelLang), content: lines.join('\n') },
    {
      // Pings the invited players only (never those who left, nor the host).
      mentions: { users: invited },
      wantMessage: true,
      sync: [res.match.id],
      after: async (sent) => {
        if (sent) await app.play.store.read((q) => boardPosted(q, res.match.id, sent.id, app.play.now(), res.match.version));
      },
    },
  );
}
