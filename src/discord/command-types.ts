/** A slash command: its definition (sent to Discord) and a thin handler. Built in commands/, run by the router. */
import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord-api-types/v10';
import type { App } from './app.js';
import type { Ix } from './interactions/ix.js';
import type { Reply } from './interactions/reply.js';

export interface BotCommand {
  name: string;
  definition: RESTPostAPIChatInputApplicationCommandsJSONBody;
  execute(ix: Ix, app: App): Promise<Reply>;
}
