/**
 * Whether a server gets its boards and hands as pictures (Components V2
 * messages) or as today's text layout: `/settings images on|off`, remembered
 * per server; a server that never chose gets the bot's default (on).
 */
import type { Db } from '../db/connection.js';
import { storedImages, storeImages } from '../play/images-setting.js';

export class ImageSettings {
  private readonly chosen = new Map<string, boolean | null>();

  constructor(
    private readonly db: Db,
    /** For servers that never chose. */
    private readonly byDefault: boolean,
  ) {}

  enabled(guildId: string): boolean {
    return this.choice(guildId) ?? this.byDefault;
  }

  /** What the server chose, or null. */
  choice(guildId: string): boolean | null {
    let on = this.chosen.get(guildId);
    if (on === undefined) {
      on = storedImages(this.db, guildId);
      this.chosen.set(guildId, on);
    }
    return on;
  }

  set(guildId: string, on: boolean | null): void {
    storeImages(this.db, guildId, on);
    this.chosen.set(guildId, on);
  }
}
