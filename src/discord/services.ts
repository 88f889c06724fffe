/** Everything an interaction handler may use, built once at start-up. */
import type { Client } from 'discord.js';
import type { Logger } from 'pino';
import type { PlayContext } from '../play/context.js';
import type { BotCommand } from './command-types.js';
import type { DailyComputer } from './daily-computer.js';
import type { Delivery } from './delivery.js';
import type { Looks } from './looks.js';
import type { Languages } from './languages.js';
import type { Names } from './render.js';

export interface BotServices {
  client: Client;
  play: PlayContext;
  delivery: Delivery;
  /** The computer's runs of the daily challenges. */
  daily: DailyComputer;
  names: Names;
  languages: Languages;
  /** The slash commands, by name. */
  commands: ReadonlyMap<string, BotCommand>;
  log: Logger;
  /** Pictures of boards and hands: the cache, each server's setting, what our messages show. */
  looks: Looks;
}
