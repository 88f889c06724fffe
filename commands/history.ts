/** /history [user]: this server's recent finished matches, or one player's, each with a Replay button (only the caller sees it). */
import { SlashCommandBuilder } from './builders.js';
import { InteractionContextType } from 'discord-api-types/v10';
import { historyMessage } from '../src/discord/history-view.js';
import { languageOf, translator } from '../src/discord/i18n/index.js';
import { pickedUser } from '../src/discord/interactions/picked-user.js';
import { privately } from '../src/discord/interactions/reply.js';
import { refusalReply } from '../src/discord/refusals.js';
import { described, named } from './localized.js';
import type { BotCommand } from './types.js';

const definition = described(named(new SlashCommandBuilder(), 'history'), 'common', 'commands.history')
  .setContexts(InteractionContextType.Guild)
  .addUserOption((opt) => described(named(opt, 'user'), 'common', 'commands.historyUser'));

export const historyCommand: BotCommand = {
  name: 'history',
  definition: definition.toJSON(),
  async execute(ix, app) {
    const lang = languageOf(ix.locale);
    if (!ix.guildId) return refusalReply(translator(lang), 'guild_only');
    const guildId = ix.guildId;
    const player = ix.command?.options.has('user') ? await pickedUser(app, ix, 'user') : null;
    return privately(await app.play.store.read((q) => historyMessage(q, { guildId, player, lang })));
  },
};
