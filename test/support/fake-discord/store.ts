// The fake's world: users, guilds (roles, members, channels), DM channels,
// registered commands, interactions and the log of REST requests.
import { ChannelType, PermissionFlagsBits } from 'discord.js';
import { MessageStore } from './messages.ts';
import type { InteractionRecord } from './interaction-record.ts';
import type { InvalidPayload } from './invalid-payloads.ts';
import type { RecordedRequest } from './request-log.ts';
import { snowflakeGenerator } from './snowflake.ts';
import { ChangeSignal } from './wait.ts';

export interface FakeUser {
  readonly id: string;
  readonly username: string;
  readonly globalName: string | null;
  readonly bot: boolean;
  /** The language of the user's Discord client, sent with each interaction (`locale`); a test may change it. */
  locale: string;
}

export interface FakeRole {
  readonly id: string;
  readonly name: string;
  readonly permissions: bigint;
  readonly position: number;
}

export interface FakeMember {
  readonly userId: string;
  readonly roleIds: string[];
  readonly joinedAt: string;
  /** The server nickname (null: none); Discord sends it as the member's `nick`. */
  nick: string | null;
}

export interface FakeChannel {
  readonly id: string;
  /** GroupDM: a private channel of users where the app is installed by a user; the bot is not in it. */
  readonly type: ChannelType.GuildText | ChannelType.DM | ChannelType.GroupDM;
  readonly guildId: string | null;
  readonly name: string | null;
  /** The other side of a DM channel (the bot is the first side). */
  readonly recipientId: string | null;
}

export interface FakeGuild {
  readonly id: string;
  readonly name: string;
  readonly ownerId: string;
  /** Discord uses the guild id as the id of the @everyone role. */
  readonly everyoneRoleId: string;
  /** A role holding Manage Server, for admin-only commands. */
  readonly managerRoleId: string;
  readonly roles: FakeRole[];
  readonly members: Map<string, FakeMember>;
  readonly channelIds: string[];
  /** The server's preferred locale (community setting), sent as `guild_locale` and in GUILD_CREATE. */
  readonly locale: string;
}

/** A command the bot registered, as Discord would return it. */
export interface StoredCommand {
  readonly id: string;
  readonly name: string;
  readonly guildId: string | null;
  readonly json: Record<string, unknown>;
}

const EVERYONE_PERMISSIONS =
  PermissionFlagsBits.ViewChannel |
  PermissionFlagsBits.SendMessages |
  PermissionFlagsBits.ReadMessageHistory |
  PermissionFlagsBits.EmbedLinks |
  PermissionFlagsBits.AttachFiles |
  PermissionFlagsBits.AddReactions |
  PermissionFlagsBits.UseApplicationCommands;

const ALL_PERMISSIONS = Object.values(PermissionFlagsBits).reduce((all, bit) => all | bit, 0n);

export class FakeStore {
  readonly nextId = snowflakeGenerator();
  /** Notified after every change, so waits re-check. */
  readonly changes = new ChangeSignal();
  readonly users = new Map<string, FakeUser>();
  readonly guilds = new Map<string, FakeGuild>();
  readonly channels = new Map<string, FakeChannel>();
  readonly messages = new MessageStore(this.nextId);
  /** Keyed by guild id, or by `GLOBAL_COMMANDS` for global commands. */
  readonly commands = new Map<string, StoredCommand[]>();
  readonly interactions = new Map<string, InteractionRecord>();
  readonly requests: RecordedRequest[] = [];
  /** User id -> their DM channel's id. */
  readonly #dmChannelIds = new Map<string, string>();
  /** The shards GET /gateway/bot recommends (a bot with `shards: 'auto'` connects that many). */
  recommendedShards = 1;
  /** Servers the bot was removed from (GET /guilds/:id answers 10004). */
  readonly guildsWithoutBot = new Set<string>();
  /** Bodies refused as invalid (400, 50035 or 50109), not yet taken by a test or the after-test check. */
  readonly invalidPayloads: InvalidPayload[] = [];
  readonly bot: FakeUser;

  constructor(botName: string) {
    this.bot = this.addUser({ username: botName, bot: true });
  }

  addUser(input: { id?: string; username?: string; globalName?: string; bot?: boolean; locale?: string } = {}): FakeUser {
    const id = input.id ?? this.nextId();
    const user: FakeUser = {
      id,
      username: input.username ?? `user${this.users.size}`,
      globalName: input.globalName ?? null,
      bot: input.bot ?? false,
      locale: input.locale ?? 'en-US',
    };
    this.users.set(id, user);
    return user;
  }

  /** Creates a guild owned by `owner`, with the bot and `owner` as members. */
  addGuild(input: { name: string; owner: FakeUser; locale?: string }): FakeGuild {
    const id = this.nextId();
    const guild: FakeGuild = {
      id,
      name: input.name,
      ownerId: input.owner.id,
      everyoneRoleId: id,
      managerRoleId: this.nextId(),
      roles: [],
      members: new Map(),
      channelIds: [],
      locale: input.locale ?? 'en-US',
    };
    guild.roles.push(
      { id: guild.everyoneRoleId, name: '@everyone', permissions: EVERYONE_PERMISSIONS, position: 0 },
      { id: guild.managerRoleId, name: 'Manager', permissions: PermissionFlagsBits.ManageGuild, position: 1 },
    );
    this.guilds.set(id, guild);
    this.addMember(guild, this.bot);
    this.addMember(guild, input.owner);
    return guild;
  }

  addMember(guild: FakeGuild, user: FakeUser, options: { manager?: boolean; nick?: string } = {}): FakeMember {
    const member: FakeMember = {
      userId: user.id,
      roleIds: options.manager ? [guild.managerRoleId] : [],
      joinedAt: new Date().toISOString(),
      nick: options.nick ?? null,
    };
    guild.members.set(user.id, member);
    return member;
  }

  addTextChannel(guild: FakeGuild, name: string): FakeChannel {
    const channel: FakeChannel = { id: this.nextId(), type: ChannelType.GuildText, guildId: guild.id, name, recipientId: null };
    this.channels.set(channel.id, channel);
    guild.channelIds.push(channel.id);
    return channel;
  }

  /** The DM channel between the bot and a user: one per user, created on first use. */
  dmChannel(user: FakeUser): FakeChannel {
    // Indexed by user: a scan of every channel per DM made the scale test's world quadratic.
    const existing = this.channels.get(this.#dmChannelIds.get(user.id) ?? '');
    if (existing) return existing;
    const channel: FakeChannel = { id: this.nextId(), type: ChannelType.DM, guildId: null, name: null, recipientId: user.id };
    this.channels.set(channel.id, channel);
    this.#dmChannelIds.set(user.id, channel.id);
    return channel;
  }

  /** A group DM of these users (the bot is not a member: it can answer interactions there, never post). */
  addGroupDm(): FakeChannel {
    const channel: FakeChannel = { id: this.nextId(), type: ChannelType.GroupDM, guildId: null, name: 'friends', recipientId: null };
    this.channels.set(channel.id, channel);
    return channel;
  }

  /** Guild-level permissions: the owner has all, others the union of their roles. */
  permissionsOf(guild: FakeGuild, userId: string): bigint {
    if (userId === guild.ownerId) return ALL_PERMISSIONS;
    const roleIds = new Set([guild.everyoneRoleId, ...(guild.members.get(userId)?.roleIds ?? [])]);
    const bits = guild.roles.filter((r) => roleIds.has(r.id)).reduce((all, r) => all | r.permissions, 0n);
    return bits & PermissionFlagsBits.Administrator ? ALL_PERMISSIONS : bits;
  }

  interactionByToken(token: string): InteractionRecord | undefined {
    return [...this.interactions.values()].find((i) => i.token === token);
  }
}

export const GLOBAL_COMMANDS = 'global';
