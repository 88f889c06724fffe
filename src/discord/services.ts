/** Everything an interaction handler may use, built once at start-up. */
import type { Client } from 'discord.js';
import type { Logger } from 'pino';
import type { PlayContext } from '../play/context.js';
import type { Delivery } from './delivery.js';
import type { Names } from './render.js';

export interface BotServices {
  client: Client;
  play: PlayContext;
  delivery: Delivery;
  names: Names;
  log: Logger;
}
