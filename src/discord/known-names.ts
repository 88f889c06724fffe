/**
 * People's display names and server nicknames, kept across restarts.
 *
 * Discord tells a bot about a user only when that user acts: without the
 * privileged presences and members intents, a server's GUILD_CREATE carries
 * the bot's own member and nobody else, and no nickname change is sent. So
 * after a restart the boards, the menus that pick a player and the pictures
 * would call everyone who has not clicked since "a player". Each interaction
 * records its user's name, and in a server their nickname there: in memory
 * at once, in the database once the clicks have calmed down
 * (./write-later.ts), so no click waits for it nor reads anything for it; a
 * row is rewritten only when the value changed. A name discord.js does not
 * know is read back from the database once.
 */
import type { APIInteractionDataResolvedGuildMember, APIInteractionGuildMember, GuildMember } from 'discord.js';
import type { Db } from '../db/connection.js';
import { storedName, storedNick, storeNames, storeNicks, type MemberNick } from '../play/names.js';
import { WriteLater, type WriteLaterOptions } from './write-later.js';

/** What an interaction's user carries (discord.js' User). */
export interface NamedUser {
  id: string;
  username: string;
  globalName: string | null;
}

/** Where an interaction came from, when a server: its id and the user's nickname there. */
export interface NamedMember {
  guildId: string;
  nick: string | null;
}

/** A member's nickname: discord.js gives a GuildMember in servers it caches, else Discord's own object. */
const nickOf = (member: GuildMember | APIInteractionGuildMember | APIInteractionDataResolvedGuildMember): string | null =>
  ('nickname' in member ? member.nickname : member.nick) ?? null;

/** An interaction's server and its user's nickname there; undefined outside a server. */
export function memberOf(interaction: { guildId: string | null; member: GuildMember | APIInteractionGuildMember | null }): NamedMember | undefined {
  const member = interaction.member;
  if (!interaction.guildId || !member) return undefined;
  return { guildId: interaction.guildId, nick: nickOf(member) };
}

/**
 * A user picked in a command's option (`/stats user:`), named as server
 * `guildId` shows them: the nickname the option carries, else the one last
 * seen there (`lastSeen`, e.g. Names.displayName), else their name.
 */
export function pickedUserName(
  user: NamedUser,
  member: GuildMember | APIInteractionDataResolvedGuildMember | null,
  lastSeen: (userId: string) => string | null,
): string {
  return (member ? nickOf(member) : null) ?? lastSeen(user.id) ?? nameOf(user);
}

/** The name people see: the global display name, else the username. */
export const nameOf = (user: Pick<NamedUser, 'username' | 'globalName'>): string => user.globalName ?? user.username;

/** Names (and nicknames) remembered in memory at most (a busy bot's active players; the database keeps them all). */
const MAX_REMEMBERED = 50_000;

export interface KnownNamesOptions extends Omit<WriteLaterOptions, 'onError' | 'remembered'> {
  now?: () => number;
  /** A read or write that failed (a name read counts as unknown; one not written is recorded again at the next click). */
  onError?: (err: unknown) => void;
}

const nickKey = (guildId: string, userId: string) => `${guildId}/${userId}`;

export class KnownNames {
  /** By user id: the name, or null when the database has none. */
  private readonly names = new Map<string, string | null>();
  /** By server and user (nickKey): the nickname, or null for none. */
  private readonly nicks = new Map<string, string | null>();
  private readonly nameWrites: WriteLater<string>;
  private readonly nickWrites: WriteLater<MemberNick>;
  private readonly onError: (err: unknown) => void;

  constructor(
    private readonly db: Db,
    opts: KnownNamesOptions = {},
  ) {
    const { now = Date.now, ...writeOpts } = opts;
    this.onError = opts.onError ?? (() => {});
    this.nameWrites = new WriteLater<string>((entries) => storeNames(this.db, entries, now()), { ...writeOpts, remembered: this.names });
    this.nickWrites = new WriteLater<MemberNick>((entries) => storeNicks(this.db, entries.map(([, nick]) => nick), now()), { ...writeOpts, remembered: this.nicks });
  }

  /** Records who just acted, and where (a user already seen under that name, and nickname, costs a map lookup or two). */
  saw(user: NamedUser, member?: NamedMember): void {
    const name = nameOf(user);
    if (this.names.get(user.id) !== name) {
      remember(this.names, user.id, name);
      this.nameWrites.set(user.id, name);
    }
    if (!member) return;
    const key = nickKey(member.guildId, user.id);
    // Not seen yet (undefined) counts as changed: a member without a nickname removes one stored before.
    if (this.nicks.get(key) === member.nick) return;
    remember(this.nicks, key, member.nick);
    this.nickWrites.set(key, { guildId: member.guildId, userId: user.id, nick: member.nick });
  }

  /** Resolves when the names seen so far are in the database. */
  async idle(): Promise<void> {
    await Promise.all([this.nameWrites.idle(), this.nickWrites.idle()]);
  }

  /** Writes the names waiting now (the bot does it when it stops). */
  flush(): void {
    this.nameWrites.flush();
    this.nickWrites.flush();
  }

  /** The name last recorded for `userId`, or null. */
  get(userId: string): string | null {
    return this.read(this.names, userId, () => storedName(this.db, userId));
  }

  /** The nickname `userId` last had in server `guildId`, or null for none. */
  nick(guildId: string, userId: string): string | null {
    return this.read(this.nicks, nickKey(guildId, userId), () => storedNick(this.db, guildId, userId));
  }

  /** From memory, else from the database once; never throws: a click or a render must not fail for a name. */
  private read(memory: Map<string, string | null>, key: string, load: () => string | null): string | null {
    if (memory.has(key)) return memory.get(key) ?? null;
    let value: string | null;
    try {
      value = load();
    } catch (err) {
      this.onError(err);
      return null;
    }
    remember(memory, key, value);
    return value;
  }
}

function remember(memory: Map<string, string | null>, key: string, value: string | null): void {
  if (memory.size >= MAX_REMEMBERED) memory.clear();
  memory.set(key, value);
}
