/**
 * People's display names, kept across restarts.
 *
 * Discord tells a bot about a user only when that user acts: without the
 * privileged presences intent, a server's GUILD_CREATE carries the bot's own
 * member and nobody else. So after a restart the boards, the menus that pick
 * a player and the pictures would call everyone who has not clicked since
 * "a player". Each interaction records its user's name here: in memory at
 * once, in the database once the clicks have calmed down (./write-later.ts),
 * so no click waits for it nor reads anything for it; a row is rewritten
 * only when the name changed. A name discord.js does not know is read back
 * from the database once.
 */
import type { Db } from '../db/connection.js';
import { storedName, storeNames } from '../play/names.js';
import { WriteLater, type WriteLaterOptions } from './write-later.js';

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

export interface KnownNamesOptions extends Omit<WriteLaterOptions, 'onError' | 'remembered'> {
  now?: () => number;
  /** A read or write that failed (a name read counts as unknown; one not written is recorded again at the next click). */
  onError?: (err: unknown) => void;
}

export class KnownNames {
  /** By user id: the name, or null when the database has none. */
  private readonly remembered = new Map<string, string | null>();
  private readonly writes: WriteLater<string>;
  private readonly onError: (err: unknown) => void;

  constructor(
    private readonly db: Db,
    opts: KnownNamesOptions = {},
  ) {
    const { now = Date.now, ...writeOpts } = opts;
    this.onError = opts.onError ?? (() => {});
    this.writes = new WriteLater<string>((entries) => storeNames(this.db, entries, now()), { ...writeOpts, remembered: this.remembered });
  }

  /** Records the name of a user who just acted (a user already seen under that name costs a map lookup). */
  saw(user: NamedUser): void {
    const name = nameOf(user);
    if (this.remembered.get(user.id) === name) return;
    this.remember(user.id, name);
    this.writes.set(user.id, name);
  }

  /** Resolves when the names seen so far are in the database. */
  idle(): Promise<void> {
    return this.writes.idle();
  }

  /** Writes the names waiting now (the bot does it when it stops). */
  flush(): void {
    this.writes.flush();
  }

  /** The name last recorded for `userId`, or null. */
  get(userId: string): string | null {
    if (this.remembered.has(userId)) return this.remembered.get(userId) ?? null;
    // Never throws: a click or a render must not fail for a name.
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
