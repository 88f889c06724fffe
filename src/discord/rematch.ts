/**
 * "Play again" on a finished match's board: a new lobby, posted as a new
 * message in the same channel, mentioning the other players who are still
 * members of the server (they click Join as usual) and saying who could not
 * be invited. Refusals are private, in the clicker's language.
 */
import { DiscordAPIError, RESTJSONErrorCodes, type ButtonInteraction, type StringSelectMenuInteraction } from 'discord.js';
import { openRematch, rematchPlan, type RematchRefusal } from '../play/rematch.js';
import { boardPosted } from '../play/shown.js';
import { replyPrivately } from './answer.js';
import type { ParsedCustomId } from './custom-id.js';
import { translator, type Language, type TFunction } from './i18n/index.js';
import { lobbyRefusal, refusalText } from './refusals.js';
import { lobbyPayload } from './render.js';
import type { BotServices } from './services.js';
import { gameTitle } from './ui/registry.js';
import { safeName } from './ui/text.js';

type Clicked = ButtonInteraction | StringSelectMenuInteraction;

function refusal(t: TFunction, game: string, reason: RematchRefusal): string {
  if (reason === 'rematch_gone') return t('players:rematch.gone');
  if (reason === 'not_a_player') return t('players:rematch.notPlayer', { start: `/${game} ${t('common:commands.names.start')}` });
  return refusalText(t, lobbyRefusal(reason));
}

/** Which of `userIds` are still members of the server (asked of Discord: a member who left may still be cached). */
async function stillMembers(interaction: Clicked, userIds: readonly string[]): Promise<Set<string>> {
  const guild = interaction.guild;
  if (!guild || userIds.length === 0) return new Set(userIds);
  const checks = await Promise.all(
    userIds.map(async (user) => {
      try {
        await guild.members.fetch({ user, force: true });
        return true;
      } catch (err) {
        // Only Discord's "unknown member" means gone; on any other failure the invitation goes out anyway.
        return !(err instanceof DiscordAPIError && (err.code === RESTJSONErrorCodes.UnknownMember || err.code === RESTJSONErrorCodes.UnknownUser));
      }
    }),
  );
  return new Set(userIds.filter((_, i) => checks[i]));
}

export async function onRematch(interaction: Clicked, services: BotServices, parsed: ParsedCustomId, lang: Language): Promise<void> {
  const t = translator(lang, parsed.game);
  const userId = interaction.user.id;
  const { play } = services;
  const planned = rematchPlan(play, parsed.matchId, userId);
  // Only from the match's own board, in its channel.
  const onBoard = planned.ok && interaction.inGuild() && planned.plan.match.channelId === interaction.channelId && [null, interaction.message.id].includes(planned.plan.match.boardMessageId);
  if (!planned.ok || !onBoard || !interaction.inGuild()) return replyPrivately(interaction, planned.ok ? refusalText(t, 'unknown_component') : refusal(t, parsed.game, planned.reason));
  const members = await stillMembers(interaction, planned.plan.others);
  const res = openRematch(play, parsed.matchId, userId);
  if (!res.ok) return replyPrivately(interaction, refusal(t, parsed.game, res.reason));

  // The lobby is a channel message: the server's language.
  const channelLang = services.languages.guild(interaction.guildId);
  const ct = translator(channelLang, parsed.game);
  const list = (items: string[]) => new Intl.ListFormat(channelLang, { type: 'conjunction' }).format(items);
  const invited = res.plan.others.filter((id) => members.has(id));
  const missing = res.plan.others.filter((id) => !members.has(id));
  const vars = { host: `<@${userId}>`, game: gameTitle(parsed.game, channelLang) };
  const lines = [invited.length > 0 ? ct('players:rematch.invite', { ...vars, players: list(invited.map((id) => `<@${id}>`)), join: ct('common:lobby.join') }) : ct('players:rematch.alone', vars)];
  if (missing.length > 0) {
    const names = missing.map((id) => {
      const name = services.names.displayName(id, interaction.guildId);
      return name ? `**${safeName(name)}**` : `<@${id}>`;
    });
    lines.push(ct('players:rematch.missing', { names: list(names) }));
  }
  const response = await interaction.reply({
    ...lobbyPayload(res.match, res.players, channelLang),
    content: lines.join('\n'),
    // Pings the invited players only (never those who left, nor the host).
    allowedMentions: { users: invited },
    withResponse: true,
  });
  const messageId = response.resource?.message?.id;
  if (messageId) boardPosted(play.database.db, res.match.id, messageId, play.now(), res.match.version);
  services.delivery.sync(res.match.id);
}
