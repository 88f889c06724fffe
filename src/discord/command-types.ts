/** A slash command: its definition (sent to Discord) and a thin handler. Built in commands/, run by the router. */
import type { ChatInputCommandInteraction, RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import type { BotServices } from './services.js';

export interface BotCommand {
  name: string;
  definition: RESTPostAPIChatInputApplicationCommandsJSONBody;
  execute(interaction: ChatInputCommandInteraction, services: BotServices): Promise<void>;
}
