/** Every slash command of the bot: one per registered game (with a UI), /settings, /admin, /history, /help, /stats and /privacy. */
import { registeredGames } from '../src/games/index.js';
import '../src/discord/ui/index.js';
import { uis } from '../src/discord/ui/registry.js';
import { gameCommand } from './game-command.js';
import { helpCommand } from './help.js';
import { adminCommand } from './admin.js';
import { historyCommand } from './history.js';
import { privacyCommand } from './privacy.js';
import { settingsCommand } from './settings.js';
import { statsCommand } from './stats.js';
import type { BotCommand } from './types.js';

/** Built from the registries when called, so a game registered later (a test's toy game) gets its command too. */
export function buildCommands(): BotCommand[] {
  return [...registeredGames().filter((reg) => uis[reg.engine.id]).map(gameCommand), settingsCommand(), adminCommand, historyCommand, helpCommand, statsCommand(), privacyCommand];
}
