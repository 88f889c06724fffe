/**
 * The bot's clean-up, run every few minutes in every process (and at once
 * when an admin deletes a server's data): move logs past their retention,
 * servers' data past their grace or deleted by an admin. One run at a time
 * per process; asked again meanwhile, it runs once more afterwards.
 */
import type { BatchOptions } from './batches.js';
import type { PlayContext } from './context.js';
import { pruneMatchLogs } from './retention.js';
import { purgeServers } from './server-purge.js';

export interface HousekeepingSettings {
  /** MATCH_LOG_RETENTION_DAYS (0: logs are kept). */
  logRetentionDays: number;
  /** GUILD_DATA_GRACE_DAYS. */
  guildGraceDays: number;
  afterClicks?: () => Promise<void>;
  onError: (err: unknown, chore: 'logs' | 'servers') => void;
}

export class Housekeeping {
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    private readonly ctx: PlayContext,
    private readonly settings: HousekeepingSettings,
  ) {}

  /** Runs the chores now (or once more after the current run); resolves when done. */
  run(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.chores();
      } while (this.again && !this.stopped);
    })().finally(() => (this.running = null));
    return this.running;
  }

  /** No further batch; resolves when the current one is done. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.running;
  }

  private async chores(): Promise<void> {
    const { ctx, settings } = this;
    const opts: BatchOptions = { stopped: () => this.stopped, ...(settings.afterClicks ? { afterClicks: settings.afterClicks } : {}) };
    try {
      await pruneMatchLogs(ctx, settings.logRetentionDays, opts);
    } catch (err) {
      settings.onError(err, 'logs');
    }
    try {
      await purgeServers(ctx, settings.guildGraceDays, opts);
    } catch (err) {
      settings.onError(err, 'servers');
    }
  }
}
