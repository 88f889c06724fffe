/** Everything an interaction handler or the delivery may use, built once at start-up. */
import type { REST } from 'discord.js';
import type { Logger } from 'pino';
import type { PlayContext } from '../play/context.js';
import type { BotCommand } from './command-types.js';
import type { DailyComputer } from '../computers/daily.js';
import type { Pictures } from './pictures.js';

/** A server's name, from the gateway's cache or (HTTP interactions) asked of Discord once. */
export interface GuildNames {
  name(guildId: string): Promise<string | null>;
}

export interface App {
  play: PlayContext;
  /** discord.js's REST client: every request of the bot goes through it (and its rate limits). */
  rest: REST;
  applicationId: string;
  log: Logger;
  pictures: Pictures;
  /** Boards and hands as pictures for servers that never chose (/settings images). */
  imagesByDefault: boolean;
  guildNames: GuildNames;
  /** The computer's runs of the daily challenges. */
  daily: DailyComputer;
  /** The slash commands, by name, and the ids Discord gave them (for clickable mentions). */
  commands: ReadonlyMap<string, BotCommand>;
  commandIds(): Promise<ReadonlyMap<string, string>>;
  /** Where the full rules pages live (RULES_URL), for the rules' link button. */
  rulesUrl: string | undefined;
  /** What /privacy and /admin data tell: the policy's address (PRIVACY_URL) and how long data is kept. */
  privacy: { policyUrl: string | undefined; logRetentionDays: number; guildGraceDays: number };
  /** Brings these matches' messages up to what the database says, soon (any process may). */
  sync(matchIds: readonly string[]): void;
  /** Runs the clean-up soon in this process (a server's data was just marked for deletion). */
  housekeeping(): void;
}
