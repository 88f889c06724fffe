// INTERACTION_CREATE payloads as Discord sends them. discord.js throws inside
// its gateway handler when a field it reads is missing (entitlements,
// authorizing_integration_owners, channel, member.user / user, message), and
// then the bot never answers, so every one of them is filled in.
import { randomBytes } from 'node:crypto';
import {
  ApplicationCommandOptionType, ApplicationCommandType, ApplicationIntegrationType, ChannelType, ComponentType,
  InteractionContextType, InteractionType, Locale,
} from 'discord.js';
import type {
  APIApplicationCommandInteractionDataBasicOption, APIApplicationCommandInteractionDataOption,
  APIBaseInteraction, APIChatInputApplicationCommandInteraction, APIInteractionDataResolved,
  APIMessageComponentInteraction, APIMessageComponentInteractionData,
} from 'discord.js';
import { apiChannel, apiMember, apiMessage, apiUser } from './api-objects.ts';
import type { StoredMessage } from './messages.ts';
import { GLOBAL_COMMANDS } from './store.ts';
import type { FakeChannel, FakeStore, FakeUser } from './store.ts';

export type OptionValue = string | number | boolean | FakeUser;

export interface CommandInput {
  user: FakeUser;
  channelId: string;
  name: string;
  subcommandGroup?: string;
  subcommand?: string;
  options?: Readonly<Record<string, OptionValue>>;
}

type AnyInteraction = APIBaseInteraction<InteractionType, unknown>;
type InteractionBase = Omit<AnyInteraction, 'type' | 'data'> &
  Required<Pick<AnyInteraction, 'channel' | 'channel_id' | 'app_permissions'>>;

/** Fields shared by every interaction: `member` in a guild, `user` in a DM. */
function interactionBase(store: FakeStore, user: FakeUser, channel: FakeChannel): InteractionBase {
  const guild = channel.guildId ? store.guilds.get(channel.guildId) : undefined;
  const common = {
    id: store.nextId(),
    application_id: store.bot.id,
    token: randomBytes(32).toString('base64url'),
    version: 1 as const,
    channel: apiChannel(store, channel),
    channel_id: channel.id,
    locale: user.locale as Locale,
    entitlements: [],
    attachment_size_limit: 10 * 1024 * 1024,
  };
  if (channel.type === ChannelType.GroupDM) {
    // A user-installed app in a private channel of users: the bot answers interactions there, nothing more.
    return {
      ...common,
      user: apiUser(user),
      app_permissions: '0',
      authorizing_integration_owners: { [ApplicationIntegrationType.UserInstall]: user.id },
      context: InteractionContextType.PrivateChannel,
    };
  }
  if (!guild) {
    return {
      ...common,
      user: apiUser(user),
      app_permissions: '0',
      // In a DM with a guild-installed bot, the guild-install owner is "0".
      authorizing_integration_owners: { [ApplicationIntegrationType.GuildInstall]: '0' },
      context: InteractionContextType.BotDM,
    };
  }
  if (!guild.members.has(user.id)) throw new Error(`${user.username} is not a member of guild ${guild.name}`);
  return {
    ...common,
    guild_id: guild.id,
    guild: { id: guild.id, locale: guild.locale as Locale, features: [] },
    guild_locale: guild.locale as Locale,
    member: { ...apiMember(store, guild, user.id), user: apiUser(user), permissions: store.permissionsOf(guild, user.id).toString() },
    app_permissions: store.permissionsOf(guild, store.bot.id).toString(),
    authorizing_integration_owners: { [ApplicationIntegrationType.GuildInstall]: guild.id },
    context: InteractionContextType.Guild,
  };
}

function channelOrThrow(store: FakeStore, channelId: string): FakeChannel {
  const channel = store.channels.get(channelId);
  if (!channel) throw new Error(`Unknown channel ${channelId}`);
  return channel;
}

export function commandPayload(store: FakeStore, input: CommandInput): APIChatInputApplicationCommandInteraction {
  const channel = channelOrThrow(store, input.channelId);
  const registered = findCommand(store, input.name, channel.guildId);
  // Option types come from the registered definition, as Discord does.
  const child = (options: DeclaredOption[], name: string | undefined) =>
    name === undefined ? options : declaredOptions(options.find((o) => o.name === name) ?? {});
  const declared = child(child(registered ? declaredOptions(registered.json) : [], input.subcommandGroup), input.subcommand);
  const resolved: APIInteractionDataResolved = {};
  let options: APIApplicationCommandInteractionDataOption[] = Object.entries(input.options ?? {}).map(([name, value]) =>
    basicOption(store, name, value, declared.find((o) => o.name === name)?.type, channel.guildId, resolved));
  if (input.subcommand !== undefined) {
    options = [{ type: ApplicationCommandOptionType.Subcommand, name: input.subcommand, options }] as typeof options;
  }
  if (input.subcommandGroup !== undefined) {
    options = [{ type: ApplicationCommandOptionType.SubcommandGroup, name: input.subcommandGroup, options }] as typeof options;
  }
  return {
    ...interactionBase(store, input.user, channel),
    type: InteractionType.ApplicationCommand,
    data: {
      id: registered?.id ?? store.nextId(),
      name: input.name,
      type: ApplicationCommandType.ChatInput,
      options,
      ...(Object.keys(resolved).length > 0 ? { resolved } : {}),
      ...(registered?.guildId ? { guild_id: registered.guildId } : {}),
    },
  };
}

export function componentPayload(
  store: FakeStore,
  user: FakeUser,
  message: StoredMessage,
  data: APIMessageComponentInteractionData,
): APIMessageComponentInteraction {
  const channel = channelOrThrow(store, message.channelId);
  return {
    ...interactionBase(store, user, channel),
    type: InteractionType.MessageComponent,
    data,
    message: apiMessage(store, message),
  };
}

export function componentData(
  customId: string,
  type: ComponentType.Button | ComponentType.StringSelect,
  values: string[],
): APIMessageComponentInteractionData {
  return type === ComponentType.Button
    ? { custom_id: customId, component_type: ComponentType.Button }
    : { custom_id: customId, component_type: ComponentType.StringSelect, values };
}

interface DeclaredOption {
  name: string;
  type: ApplicationCommandOptionType;
  options?: unknown;
}

function declaredOptions(json: { options?: unknown }): DeclaredOption[] {
  return Array.isArray(json.options) ? (json.options as DeclaredOption[]) : [];
}

function findCommand(store: FakeStore, name: string, guildId: string | null) {
  const candidates = [...(guildId ? (store.commands.get(guildId) ?? []) : []), ...(store.commands.get(GLOBAL_COMMANDS) ?? [])];
  return candidates.find((c) => c.name === name);
}

/** One option value, typed as the registered command declares it (or guessed from the value). */
function basicOption(
  store: FakeStore,
  name: string,
  value: OptionValue,
  declaredType: ApplicationCommandOptionType | undefined,
  guildId: string | null,
  resolved: APIInteractionDataResolved,
): APIApplicationCommandInteractionDataBasicOption {
  if (typeof value === 'object') {
    resolved.users = { ...resolved.users, [value.id]: apiUser(value) };
    const guild = guildId ? store.guilds.get(guildId) : undefined;
    if (guild?.members.has(value.id)) {
      const { user: _user, deaf: _deaf, mute: _mute, ...member } = apiMember(store, guild, value.id);
      resolved.members = { ...resolved.members, [value.id]: { ...member, permissions: store.permissionsOf(guild, value.id).toString() } };
    }
    return { name, type: ApplicationCommandOptionType.User, value: value.id };
  }
  if (typeof value === 'string') return { name, type: ApplicationCommandOptionType.String, value };
  if (typeof value === 'boolean') return { name, type: ApplicationCommandOptionType.Boolean, value };
  const type = declaredType === ApplicationCommandOptionType.Number || !Number.isInteger(value)
    ? ApplicationCommandOptionType.Number
    : ApplicationCommandOptionType.Integer;
  return { name, type, value };
}
