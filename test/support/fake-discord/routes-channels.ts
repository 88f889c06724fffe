// Channels and their messages, including DM channels (opened per user).
import { ChannelType, MessageFlags } from 'discord.js';
import { apiChannel, apiMessage } from './api-objects.ts';
import { invalidFormBody } from './form-errors.ts';
import { invalidMessage } from './message-rules.ts';
import { toMessageBody } from './messages.ts';
import type { StoredMessage } from './messages.ts';
import { messageTarget } from './request-log.ts';
import type { RequestTarget } from './request-log.ts';
import { apiError, json, noContent, route } from './router.ts';
import type { RestRequest, RestResponse, RouteContext } from './router.ts';
import type { FakeChannel } from './store.ts';

export const channelRoutes = [
  route('POST /users/@me/channels', openDm),
  route('GET /channels/:channelId', (req, ctx) =>
    withChannel(req, ctx, (channel, target) => json(apiChannel(ctx.store, channel), target))),
  route('GET /channels/:channelId/messages', listMessages),
  route('POST /channels/:channelId/messages', createMessage),
  route('GET /channels/:channelId/messages/:messageId', (req, ctx) =>
    withMessage(req, ctx, (message, target) => json(apiMessage(ctx.store, message), target))),
  route('PATCH /channels/:channelId/messages/:messageId', editMessage),
  route('DELETE /channels/:channelId/messages/:messageId', (req, ctx) =>
    withMessage(req, ctx, (message, target) => {
      ctx.store.messages.delete(message);
      return noContent(target);
    })),
] as const;

/** discord.js caches the DM channel per user, so the id must be stable. */
function openDm(req: RestRequest, ctx: RouteContext): RestResponse {
  const recipientId = String((req.body as { recipient_id?: unknown } | undefined)?.recipient_id ?? '');
  const user = ctx.store.users.get(recipientId);
  if (!user) return apiError(400, 50033, 'Invalid Recipient(s)');
  const channel = ctx.store.dmChannel(user);
  return json(apiChannel(ctx.store, channel), { channelId: channel.id, dmRecipientId: user.id });
}

function listMessages(req: RestRequest, ctx: RouteContext): RestResponse {
  return withChannel(req, ctx, (channel, target) => {
    const limit = Number(req.query.get('limit') ?? 50);
    const newestFirst = ctx.store.messages.inChannel(channel.id).filter(isChannelVisible).reverse();
    return json(newestFirst.slice(0, limit).map((m) => apiMessage(ctx.store, m)), target);
  });
}

function createMessage(req: RestRequest, ctx: RouteContext): RestResponse {
  return withChannel(req, ctx, (channel, target) => {
    // The bot is not a member of a group DM: only interaction answers reach it.
    if (channel.type === ChannelType.GroupDM) return apiError(403, 50001, 'Missing Access', target);
    if (channel.recipientId && ctx.faults.dmsBlocked(channel.recipientId)) {
      return apiError(403, 50007, 'Cannot send messages to this user', target);
    }
    const nonce = nonceOf(req.body);
    if (nonce === 'invalid') return invalidFormBody([{ path: ['nonce'], code: 'BASE_TYPE_MAX_LENGTH', message: 'at most 25 characters' }], target);
    // enforce_nonce: a message this author created with the same nonce a moment ago is returned instead of a new one.
    const earlier = nonce?.enforce ? findByNonce(ctx, channel.id, nonce.value) : undefined;
    if (earlier) return json(apiMessage(ctx.store, earlier), messageTarget(ctx.store, earlier));
    const body = toMessageBody(req.body);
    const invalid = invalidMessage(ctx.store.messages.edited(EMPTY, body, req.uploads), null);
    if (invalid) return invalidFormBody([invalid], target);
    const message = ctx.store.messages.create(channel.id, ctx.store.bot.id, body, req.uploads, null, nonce?.value);
    return json(apiMessage(ctx.store, message), messageTarget(ctx.store, message));
  });
}

/** A message with nothing in it, to check what a new message would be. */
export const EMPTY = { content: '', embeds: [], components: [], flags: 0, attachments: [] };

/** How long Discord remembers a nonce ("the past few minutes"). */
export const NONCE_WINDOW_MS = 5 * 60_000;

function nonceOf(body: unknown): { value: string; enforce: boolean } | 'invalid' | undefined {
  const raw = (body as { nonce?: unknown; enforce_nonce?: unknown } | undefined) ?? {};
  if (raw.nonce === undefined || raw.nonce === null) return undefined;
  const value = String(raw.nonce);
  if (value.length > 25) return 'invalid';
  return { value, enforce: raw.enforce_nonce === true };
}

function findByNonce(ctx: RouteContext, channelId: string, nonce: string): StoredMessage | undefined {
  const since = Date.now() - NONCE_WINDOW_MS;
  return ctx.store.messages
    .inChannel(channelId)
    .find((m) => m.nonce === nonce && m.authorId === ctx.store.bot.id && Date.parse(m.createdAt) >= since);
}

function editMessage(req: RestRequest, ctx: RouteContext): RestResponse {
  return withMessage(req, ctx, (message, target) => {
    if (message.authorId !== ctx.store.bot.id) {
      return apiError(403, 50005, 'Cannot edit a message authored by another user', target);
    }
    const body = toMessageBody(req.body);
    const next = ctx.store.messages.edited(message, body, req.uploads);
    const invalid = invalidMessage(next, message);
    if (invalid) return invalidFormBody([invalid], target);
    ctx.store.messages.edit(message, body, req.uploads, next);
    return json(apiMessage(ctx.store, message), target);
  });
}

function withChannel(
  req: RestRequest,
  ctx: RouteContext,
  then: (channel: FakeChannel, target: RequestTarget) => RestResponse,
): RestResponse {
  const channel = ctx.store.channels.get(req.params.channelId ?? '');
  if (!channel) return apiError(404, 10003, 'Unknown Channel');
  return then(channel, { channelId: channel.id, ...(channel.recipientId ? { dmRecipientId: channel.recipientId } : {}) });
}

function withMessage(
  req: RestRequest,
  ctx: RouteContext,
  then: (message: StoredMessage, target: RequestTarget) => RestResponse,
): RestResponse {
  return withChannel(req, ctx, (channel, channelTarget) => {
    const message = ctx.store.messages.get(req.params.messageId ?? '');
    if (!message || message.channelId !== channel.id || message.deleted || !isChannelVisible(message)) {
      return apiError(404, 10008, 'Unknown Message', channelTarget);
    }
    return then(message, messageTarget(ctx.store, message));
  });
}

/** Ephemeral messages exist only for their interaction's token, not in the channel. */
function isChannelVisible(message: StoredMessage): boolean {
  return (message.flags & MessageFlags.Ephemeral) === 0;
}
