/** Every slash command of the bot. */
import { lonersCommand } from './loners.js';
import { scoundrelCommand } from './scoundrel.js';
import type { BotCommand } from './types.js';

export const commands: BotCommand[] = [lonersCommand, scoundrelCommand];

export const commandsByName = new Map(commands.map((c) => [c.name, c]));
