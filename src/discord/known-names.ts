/**
 * People's display names, kept across restarts.
 *
 * Discord tells a bot about a user only when that user acts: without the
 * privileged presences intent, a server's GUILD_CREATE carries the bot's own
 * member and nobody else. So after a restart the boards, the menus that pick
 * a player and the pictures would call everyone who has not clicked since
 * "a player". Each interaction records its user's name here: in memory at
 * once, in the database once the clicks have calmed down, several in one
 * transaction, so no click waits for it (nor reads anything for it); a row
 * is rewritten only when the name changed. A name discord.js does not know is
 * read back from the database once.
 */
import type { Db } from '../db/connection.js';
import { storedName, storeNames } from '../play/names.js';

/** What an interaction's user carries (discord.js' User). */
export interface NamedUser {
  id: string;
  username: string;
  globalName: string | null;
}

/** The name people see: the global display name, else the username. */
export const nameOf = (user: Pick<NamedUser, 'username' | 'globalName'>): string => user.globalName ?? user.username;

/** Names remembered in memory at most (a busy bot's active players; the database keeps them all). */
const MAX_REMEMBERED = 50_000;

export interface KnownNamesOptions {
  /** Resolves when follow-up work may run (ClickTurns.quiet); default: at once. */
  afterClicks?: () => Promise<void>;
  now?: () => number;
  /** A write that failed (the names stay in memory; the next click of each user tries again). */
  onError?: (err: unknown) => void;
}

export class KnownNames {
  /** By user id: the name, or null when the database has none. */
  private readonly remembered = new Map<string, string | null>();
  /** Names to write, by user id. */
  private readonly pending = new Map<string, string>();
  private flushing: Promise<void> | null = null;
  private readonly afterClicks: () => Promise<void>;
  private readonly now: () => number;
  private readonly onError: (err: unknown) => void;

  constructor(
    private readonly db: Db,
    opts: KnownNamesOptions = {},
  ) {
    this.afterClicks = opts.afterClicks ?? (() => Promise.resolve());
    this.now = opts.now ?? Date.now;
    this.onError = opts.onError ?? (() => {});
  }

  /** Records the name of a user who just acted (a user already seen under that name costs a map lookup). */
  saw(user: NamedUser): void {
    const name = nameOf(user);
    if (this.remembered.get(user.id) === name) return;
    this.remember(user.id, name);
    this.pending.set(user.id, name);
    this.flushing ??= this.afterClicks().then(() => {
      this.flushing = null;
      this.flush();
    });
  }

  /** Resolves when the names seen so far are in the database. */
  async idle(): Promise<void> {
    while (this.flushing) await this.flushing;
  }

  /** Writes the names waiting now, in one transaction (the bot does it when it stops). */
  flush(): void {
    if (this.pending.size === 0) return;
    const names = [...this.pending];
    this.pending.clear();
    const at = this.now();
    try {
      storeNames(this.db, names, at);
    } catch (err) {
      // Forget them in memory too, so each user's next click tries again.
      for (const [userId] of names) this.remembered.delete(userId);
      this.onError(err);
    }
  }

  /** The name last recorded for `userId`, or null. */
  get(userId: string): string | null {
    return this.known(userId);
  }

  /** Never throws: a click or a render must not fail for a name (a read that fails counts as unknown, and is reported). */
  private known(userId: string): string | null {
    if (this.remembered.has(userId)) return this.remembered.get(userId) ?? null;
    let name: string | null;
    try {
      name = storedName(this.db, userId);
    } catch (err) {
      this.onError(err);
      return null;
    }
    this.remember(userId, name);
    return name;
  }

  private remember(userId: string, name: string | null): void {
    if (this.remembered.size >= MAX_REMEMBERED) this.remembered.clear();
    this.remembered.set(userId, name);
  }
}
