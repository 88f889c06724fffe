/** Every slash command of the bot. */
import { lonersCommand } from './loners.js';
import type { BotCommand } from './types.js';

export const commands: BotCommand[] = [lonersCommand];

export const commandsByName = new Map(commands.map((c) => [c.name, c]));
