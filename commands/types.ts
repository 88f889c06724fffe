/** A slash command: its definition (sent to Discord) and a thin handler. */
export type { BotCommand } from '../src/discord/command-types.js';
