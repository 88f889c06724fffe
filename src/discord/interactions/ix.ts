/**
 * An interaction as every handler sees it, read from Discord's own payload
 * (the same JSON over the gateway or as an HTTP POST): who, where, in which
 * language, with which permissions, and what was clicked or typed. No
 * discord.js object: both transports feed the same router.
 */
import {
  ApplicationCommandOptionType,
  InteractionType,
  type APIApplicationCommandInteractionDataOption,
  type APIInteraction,
  type APIInteractionDataResolvedGuildMember,
  type APIMessage,
  type APIUser,
} from 'discord-api-types/v10';

/** Discord's epoch: a snowflake's top 42 bits count milliseconds since it. */
const DISCORD_EPOCH = 1_420_070_400_000n;

/** When Discord made the object this snowflake names (ms since the epoch). */
export function snowflakeTime(id: string): number {
  return /^\d{1,20}$/.test(id) ? Number((BigInt(id) >> 22n) + DISCORD_EPOCH) : 0;
}

export type OptionValue = string | number | boolean;

export interface Ix {
  raw: APIInteraction;
  id: string;
  token: string;
  applicationId: string;
  type: InteractionType;
  user: APIUser;
  /** The user's nickname in the server the interaction came from (null: none, or not in a server). */
  nick: string | null;
  guildId: string | null;
  channelId: string;
  /** The user's Discord language, and the server's preferred one. */
  locale: string | undefined;
  guildLocale: string | undefined;
  /** What the bot may do in the channel, and the member there (null outside a server). */
  appPermissions: bigint | null;
  memberPermissions: bigint | null;
  /** 0 a server, 1 a DM with the bot, 2 another private channel (a user-installed app). */
  context: number | undefined;
  /** A component's custom id and chosen values, and the message it sits on. */
  customId: string;
  values: string[];
  message: APIMessage | undefined;
  /** A slash command: its name, subcommand and options. */
  command: { name: string; sub: string | null; options: Map<string, OptionValue> } | null;
  /** Users and members an option picked. */
  resolvedUser(id: string): { user: APIUser; member: APIInteractionDataResolvedGuildMember | undefined } | null;
}

function flatOptions(options: readonly APIApplicationCommandInteractionDataOption[] | undefined): { sub: string | null; options: Map<string, OptionValue> } {
  const found = new Map<string, OptionValue>();
  let sub: string | null = null;
  for (const o of options ?? []) {
    if (o.type === ApplicationCommandOptionType.Subcommand || o.type === ApplicationCommandOptionType.SubcommandGroup) {
      sub = o.name;
      const inner = flatOptions(o.options as APIApplicationCommandInteractionDataOption[] | undefined);
      for (const [k, v] of inner.options) found.set(k, v);
    } else if ('value' in o && o.value !== undefined) found.set(o.name, o.value);
  }
  return { sub, options: found };
}

const bits = (value: string | undefined): bigint | null => (value !== undefined && /^\d+$/.test(value) ? BigInt(value) : null);

/** Reads an interaction payload; null for one without a user (a PING, or something malformed). */
export function readInteraction(raw: APIInteraction): Ix | null {
  const member = 'member' in raw ? raw.member : undefined;
  const user = member?.user ?? ('user' in raw ? raw.user : undefined);
  if (!user || typeof raw.id !== 'string' || typeof raw.token !== 'string') return null;
  const data = 'data' in raw ? (raw.data as Record<string, unknown> | undefined) : undefined;
  const isCommand = raw.type === InteractionType.ApplicationCommand;
  const flat = isCommand ? flatOptions(data?.options as APIApplicationCommandInteractionDataOption[] | undefined) : null;
  const resolved = data?.resolved as { users?: Record<string, APIUser>; members?: Record<string, APIInteractionDataResolvedGuildMember> } | undefined;
  const channelId = ('channel' in raw && raw.channel?.id) || ('channel_id' in raw && raw.channel_id) || '';
  return {
    raw,
    id: raw.id,
    token: raw.token,
    applicationId: raw.application_id,
    type: raw.type,
    user,
    nick: member?.nick ?? null,
    guildId: ('guild_id' in raw && raw.guild_id) || null,
    channelId,
    locale: 'locale' in raw ? raw.locale : undefined,
    guildLocale: 'guild_locale' in raw ? raw.guild_locale : undefined,
    appPermissions: bits('app_permissions' in raw ? raw.app_permissions : undefined),
    memberPermissions: bits(member?.permissions),
    context: 'context' in raw ? (raw.context as number | undefined) : undefined,
    customId: typeof data?.custom_id === 'string' ? data.custom_id : '',
    values: Array.isArray(data?.values) ? (data.values as unknown[]).filter((v): v is string => typeof v === 'string') : [],
    message: 'message' in raw ? raw.message : undefined,
    command: isCommand && flat ? { name: typeof data?.name === 'string' ? data.name : '', ...flat } : null,
    resolvedUser(id) {
      const picked = resolved?.users?.[id];
      return picked ? { user: picked, member: resolved?.members?.[id] } : null;
    },
  };
}

/** The name people see: the global display name, else the username. */
export const nameOf = (user: Pick<APIUser, 'username' | 'global_name'>): string => user.global_name ?? user.username;

/** Whether the member holds a permission (from the interaction itself: no request). */
export const hasPermission = (granted: bigint | null, flag: bigint): boolean => granted !== null && (granted & flag) === flag;
