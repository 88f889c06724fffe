/**
 * /admin (Manage Server only): `end` ends the lobby or match running in this
 * channel, with no result for anyone; `data` shows what the bot keeps for the
 * server, with a button to delete it.
 */
import { SlashCommandBuilder } from './builders.js';
import { InteractionContextType, PermissionFlagsBits } from 'discord-api-types/v10';
import { languageOf, translator } from '../src/discord/i18n/index.js';
import { hasPermission } from '../src/discord/interactions/ix.js';
import { privately } from '../src/discord/interactions/reply.js';
import { refusalReply } from '../src/discord/refusals.js';
import { serverDataOverview } from '../src/discord/server-data-view.js';
import { endInChannel } from '../src/play/admin.js';
import { serverData } from '../src/play/server-data.js';
import { described, named } from './localized.js';
import type { BotCommand } from './types.js';

const definition = described(named(new SlashCommandBuilder(), 'admin'), 'common', 'commands.admin')
  .setContexts(InteractionContextType.Guild)
  .setDefaultMemberPermissions(PermissionFlagsBits.ManageGuild)
  .addSubcommand((sub) => described(named(sub, 'end'), 'common', 'commands.adminEnd'))
  .addSubcommand((sub) => described(named(sub, 'data'), 'privacy', 'commands.adminData'));

export const adminCommand: BotCommand = {
  name: 'admin',
  definition: definition.toJSON(),
  async execute(ix, app) {
    const lang = languageOf(ix.locale);
    const t = translator(lang);
    if (!ix.guildId) return refusalReply(t, 'guild_only');
    if (!hasPermission(ix.memberPermissions, PermissionFlagsBits.ManageGuild)) return refusalReply(t, 'manage_server_only');
    if (ix.command?.sub === 'data') {
      const guildId = ix.guildId;
      return privately(serverDataOverview(app, await app.play.store.read((q) => serverData(q, guildId)), lang));
    }
    const res = await endInChannel(app.play, ix.channelId, ix.user.id);
    if (!res.ok) return refusalReply(t, 'nothing_to_end');
    return privately(t(res.was === 'lobby' ? 'admin.lobbyEnded' : 'admin.matchEnded'), { sync: [res.matchId] });
  },
};
