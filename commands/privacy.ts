/** /privacy: what the bot keeps about the reader, with buttons to download or delete it; anywhere, privately. */
import { SlashCommandBuilder } from './builders.js';
import { ApplicationIntegrationType, InteractionContextType } from 'discord-api-types/v10';
import { languageOf } from '../src/discord/i18n/index.js';
import { privately } from '../src/discord/interactions/reply.js';
import { privacyOverview } from '../src/discord/privacy-view.js';
import { described, named } from './localized.js';
import type { BotCommand } from './types.js';

const definition = described(named(new SlashCommandBuilder(), 'privacy'), 'privacy', 'commands.privacy')
  .setContexts(InteractionContextType.Guild, InteractionContextType.BotDM, InteractionContextType.PrivateChannel)
  .setIntegrationTypes(ApplicationIntegrationType.GuildInstall, ApplicationIntegrationType.UserInstall);

export const privacyCommand: BotCommand = {
  name: 'privacy',
  definition: definition.toJSON(),
  async execute(ix, app) {
    // Reading what is kept stores nothing (handle.ts).
    return privately(privacyOverview(app, languageOf(ix.locale)), { untraced: true });
  },
};
