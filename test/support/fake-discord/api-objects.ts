// Store entities -> Discord API JSON, typed with discord-api-types (re-exported
// by discord.js) so that missing required fields fail type-checking.
import { ChannelType, GuildDefaultMessageNotifications, GuildExplicitContentFilter, GuildMFALevel, GuildNSFWLevel,
  GuildPremiumTier, GuildVerificationLevel, InteractionType, Locale, MessageType } from 'discord.js';
import type { APIDMChannel, APIGroupDMChannel, APIMessageInteractionMetadata, ApplicationFlags, GuildMemberFlags, GuildSystemChannelFlags, RoleFlags, APIGuildMember, APIMessage, APIRole, APITextChannel, APIUser,
  GatewayGuildCreateDispatchData, GatewayReadyDispatchData } from 'discord.js';
import type { StoredMessage } from './messages.ts';
import type { FakeChannel, FakeGuild, FakeRole, FakeStore, FakeUser } from './store.ts';

export function apiUser(user: FakeUser): APIUser {
  return {
    id: user.id,
    username: user.username,
    discriminator: '0',
    global_name: user.globalName,
    avatar: null,
    ...(user.bot ? { bot: true } : {}),
  };
}

function apiRole(role: FakeRole): APIRole {
  return {
    id: role.id,
    name: role.name,
    color: 0,
    colors: { primary_color: 0, secondary_color: null, tertiary_color: null },
    hoist: false,
    icon: null,
    unicode_emoji: null,
    position: role.position,
    permissions: role.permissions.toString(),
    managed: false,
    mentionable: false,
    flags: 0 as RoleFlags,
  };
}

export function apiMember(store: FakeStore, guild: FakeGuild, userId: string): APIGuildMember {
  const member = guild.members.get(userId);
  const user = store.users.get(userId);
  if (!member || !user) throw new Error(`User ${userId} is not a member of guild ${guild.name}`);
  return {
    user: apiUser(user),
    nick: member.nick,
    avatar: null,
    banner: null,
    roles: member.roleIds,
    joined_at: member.joinedAt,
    deaf: false,
    mute: false,
    flags: 0 as GuildMemberFlags,
    pending: false,
  };
}

export function apiChannel(store: FakeStore, channel: FakeChannel): APITextChannel | APIDMChannel | APIGroupDMChannel {
  if (channel.type === ChannelType.GroupDM) return { id: channel.id, type: ChannelType.GroupDM, name: channel.name, last_message_id: null, owner_id: store.bot.id, recipients: [] };
  return channel.type === ChannelType.DM ? apiDmChannel(store, channel) : apiGuildChannel(channel);
}

function apiDmChannel(store: FakeStore, channel: FakeChannel): APIDMChannel {
  const recipient = store.users.get(channel.recipientId ?? '');
  return {
    id: channel.id,
    type: ChannelType.DM,
    name: null,
    last_message_id: null,
    recipients: recipient ? [apiUser(recipient)] : [],
  };
}

function apiGuildChannel(channel: FakeChannel): APITextChannel {
  return {
    id: channel.id,
    type: ChannelType.GuildText,
    guild_id: channel.guildId ?? undefined,
    name: channel.name ?? '',
    position: 0,
    permission_overwrites: [],
    parent_id: null,
    nsfw: false,
    topic: null,
    last_message_id: null,
    rate_limit_per_user: 0,
    default_auto_archive_duration: 1440,
  };
}

/** The full guild sent in GUILD_CREATE; discord.js waits for it before `clientReady`. */
export function apiGuildCreate(store: FakeStore, guild: FakeGuild): GatewayGuildCreateDispatchData {
  const channels = guild.channelIds.flatMap((id) => {
    const channel = store.channels.get(id);
    return channel ? [apiGuildChannel(channel)] : [];
  });
  return {
    id: guild.id,
    name: guild.name,
    icon: null,
    splash: null,
    discovery_splash: null,
    banner: null,
    description: null,
    owner_id: guild.ownerId,
    region: 'us-west',
    afk_channel_id: null,
    afk_timeout: 300,
    verification_level: GuildVerificationLevel.None,
    default_message_notifications: GuildDefaultMessageNotifications.OnlyMentions,
    explicit_content_filter: GuildExplicitContentFilter.Disabled,
    mfa_level: GuildMFALevel.None,
    nsfw_level: GuildNSFWLevel.Default,
    premium_tier: GuildPremiumTier.None,
    premium_progress_bar_enabled: false,
    system_channel_id: null,
    system_channel_flags: 0 as GuildSystemChannelFlags,
    rules_channel_id: null,
    public_updates_channel_id: null,
    safety_alerts_channel_id: null,
    vanity_url_code: null,
    application_id: null,
    preferred_locale: guild.locale as Locale,
    max_video_channel_users: 25,
    max_stage_video_channel_users: 50,
    hub_type: null,
    incidents_data: null,
    features: [],
    emojis: [],
    stickers: [],
    roles: guild.roles.map(apiRole),
    joined_at: new Date().toISOString(),
    large: false,
    unavailable: false,
    member_count: guild.members.size,
    // Without the privileged GUILD_PRESENCES intent Discord sends only the bot's own member here (and
    // members in voice channels, which the fake has none of): a bot learns about people when they act.
    members: guild.members.has(store.bot.id) ? [apiMember(store, guild, store.bot.id)] : [],
    channels,
    threads: [],
    presences: [],
    voice_states: [],
    stage_instances: [],
    guild_scheduled_events: [],
    soundboard_sounds: [],
  };
}

export function apiMessage(store: FakeStore, message: StoredMessage): APIMessage {
  const author = store.users.get(message.authorId);
  if (!author) throw new Error(`Unknown author ${message.authorId}`);
  const guildId = store.channels.get(message.channelId)?.guildId;
  const metadata = interactionMetadata(store, message);
  return {
    id: message.id,
    channel_id: message.channelId,
    ...(guildId ? { guild_id: guildId } : {}),
    type: MessageType.Default,
    author: apiUser(author),
    content: message.content,
    embeds: message.embeds,
    components: message.components,
    flags: message.flags,
    attachments: message.attachments.map((a) => ({
      id: a.id,
      filename: a.filename,
      size: a.size,
      ...(a.contentType ? { content_type: a.contentType } : {}),
      ...(a.description !== undefined ? { description: a.description } : {}),
      url: `https://cdn.invalid/${a.id}/${a.filename}`,
      proxy_url: `https://cdn.invalid/${a.id}/${a.filename}`,
    })),
    timestamp: message.createdAt,
    edited_timestamp: message.editedAt,
    tts: false,
    mention_everyone: false,
    mentions: [],
    mention_roles: [],
    pinned: false,
    // Interaction responses are posted by the application's webhook.
    ...(metadata ? { webhook_id: store.bot.id, application_id: store.bot.id, interaction_metadata: metadata } : {}),
  };
}

function interactionMetadata(store: FakeStore, message: StoredMessage): APIMessageInteractionMetadata | undefined {
  const origin = message.interaction;
  const user = origin && store.users.get(origin.userId);
  if (!origin || !user) return undefined;
  const base = { id: origin.id, user: apiUser(user), authorizing_integration_owners: {} };
  switch (origin.type) {
    case InteractionType.ApplicationCommand:
      return { ...base, type: InteractionType.ApplicationCommand };
    case InteractionType.MessageComponent:
      return {
        ...base,
        type: InteractionType.MessageComponent,
        interacted_message_id: store.interactions.get(origin.id)?.sourceMessageId ?? '',
      };
    default:
      return undefined;
  }
}

/** READY lists guilds as unavailable; GUILD_CREATE then fills each one in. */
export function apiReady(store: FakeStore, sessionId: string, resumeUrl: string): GatewayReadyDispatchData {
  return {
    v: 10,
    user: apiUser(store.bot),
    guilds: [...store.guilds.keys()].map((id) => ({ id, unavailable: true })),
    session_id: sessionId,
    resume_gateway_url: resumeUrl,
    shard: [0, 1],
    // discord.js needs the application id to register commands.
    application: { id: store.bot.id, flags: 0 as ApplicationFlags, flags_new: '0' },
  };
}
