/**
 * Leaving and giving up. `/<game> leave` leaves a lobby at once, but asks
 * before leaving a running match (an ephemeral Yes / No: Yes forfeits, No
 * changes nothing). `/<game> quit` gives up a solo run: lost, scored as a
 * death. Private answers, in the caller's language.
 */
import { DM_GUILD } from '../play/solo.js';
import { ButtonStyle, ComponentType, type ButtonInteraction, type ChatInputCommandInteraction, type StringSelectMenuInteraction } from 'discord.js';
import { forfeitMatch, leavableIn } from '../play/forfeit.js';
import { giveUpRun } from '../play/give-up.js';
import { leaveLobby } from '../play/lobby.js';
import { updateClicked } from './answer.js';
import { buildCustomId, type ParsedCustomId } from './custom-id.js';
import { translator, type Language } from './i18n/index.js';
import { ephemeral, refusalReply, refusalText } from './refusals.js';
import type { BotServices } from './services.js';
import { gameTitle } from './ui/registry.js';
import { signedNumber } from './ui/text.js';

/** The platform actions of the confirmation's buttons. */
export const LEAVE_YES = '!leave-yes';
export const LEAVE_NO = '!leave-no';
export const isLeaveChoice = (action: string) => action === LEAVE_YES || action === LEAVE_NO;

export async function leaveCommand(interaction: ChatInputCommandInteraction, services: BotServices, game: string): Promise<void> {
  const lang = services.languages.user(interaction.user.id);
  const t = translator(lang, game);
  const userId = interaction.user.id;
  const found = leavableIn(services.play, game, interaction.channelId, userId);
  if (!found.ok) return void (await interaction.reply(refusalReply(t, found.reason)));
  const { match } = found;
  if (match.status === 'lobby') {
    // A lobby costs nothing to leave: no question asked.
    const res = leaveLobby(services.play, match.id, userId);
    if (!res.ok) return void (await interaction.reply(refusalReply(t, 'nothing_to_leave')));
    await interaction.reply(ephemeral(t('common:left.lobby')));
    services.delivery.sync(match.id);
    return;
  }
  const id = (action: string) => buildCustomId(game, match.id, match.version, action);
  await interaction.reply(
    ephemeral({
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
    }),
  );
}

/** Yes or No on the confirmation: the private message becomes the answer, without buttons. */
export async function onLeaveChoice(interaction: ButtonInteraction | StringSelectMenuInteraction, services: BotServices, parsed: ParsedCustomId, action: string, lang: Language): Promise<void> {
  const t = translator(lang, parsed.game);
  if (action === LEAVE_NO) return updateClicked(interaction, { content: t('players:leave.stayed'), components: [] });
  const res = forfeitMatch(services.play, parsed.matchId, interaction.user.id);
  if (!res.ok) {
    // Over meanwhile, or already left: nothing to do.
    return updateClicked(interaction, { content: refusalText(t, res.reason === 'already_left' ? 'already_left' : 'over'), components: [] });
  }
  await updateClicked(interaction, { content: t('common:left.match'), components: [] });
  services.delivery.sync(res.matchId);
}

/** `/<game> quit`: gives up the caller's running run (in this channel, else their latest in this server). */
export async function quitCommand(interaction: ChatInputCommandInteraction, services: BotServices, game: string): Promise<void> {
  const lang = services.languages.user(interaction.user.id);
  const t = translator(lang, game);
  // A run in a DM with the bot (user install) is given up there too.
  const guildId = interaction.inGuild() ? interaction.guildId : DM_GUILD;
  const res = giveUpRun(services.play, { game, guildId, channelId: interaction.channelId, userId: interaction.user.id });
  const title = gameTitle(game, lang);
  if (!res.ok) return void (await interaction.reply(ephemeral(t('players:quit.noRun', { game: title }))));
  const done = t('players:quit.done', { game: title, score: signedNumber(res.score) });
  await interaction.reply(ephemeral(res.match.challenge ? `${done} ${t('players:quit.dailyUsed')}` : done));
  services.delivery.sync(res.match.id);
}
