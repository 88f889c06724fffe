// Interaction answers: the first callback, then the token's webhook
// (editReply, followUp, deleteReply). Authorized by the token alone.
import { InteractionResponseType, MessageFlags } from 'discord.js';
import { apiMessage } from './api-objects.ts';
import { invalidFormBody } from './form-errors.ts';
import type { FormProblem } from './form-errors.ts';
import type { InteractionRecord, WebhookEvent } from './interaction-record.ts';
import { invalidMessage } from './message-rules.ts';
import { toMessageBody } from './messages.ts';
import type { MessageBody, StoredMessage } from './messages.ts';
import { messageTarget } from './request-log.ts';
import type { RequestTarget } from './request-log.ts';
import { apiError, json, noContent, route } from './router.ts';
import type { RestRequest, RestResponse, RouteContext } from './router.ts';
import type { FakeStore } from './store.ts';
import type { Upload } from './request-body.ts';
import { EMPTY } from './routes-channels.ts';

export const interactionRoutes = [
  route('POST /interactions/:interactionId/:token/callback', callback, { auth: false }),
  route('POST /webhooks/:applicationId/:token', followup, { auth: false }),
  route('GET /webhooks/:applicationId/:token/messages/:messageId', (req, ctx) =>
    withWebhookMessage(req, ctx, (message, target) => json(apiMessage(ctx.store, message), target)), { auth: false }),
  route('PATCH /webhooks/:applicationId/:token/messages/:messageId', editWebhookMessage, { auth: false }),
  route('DELETE /webhooks/:applicationId/:token/messages/:messageId', deleteWebhookMessage, { auth: false }),
] as const;

function callback(req: RestRequest, ctx: RouteContext): RestResponse {
  const { store } = ctx;
  const record = store.interactions.get(req.params.interactionId ?? '');
  if (!record || record.token !== req.params.token || Date.now() - record.createdAt > ctx.interactionTtlMs) {
    return apiError(404, 10062, 'Unknown interaction');
  }
  const target = interactionTarget(store, record);
  if (record.callback) return apiError(400, 40060, 'Interaction has already been acknowledged.', target);
  const raw = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as { type?: unknown; data?: unknown };
  if (typeof raw.type !== 'number') return invalidFormBody([{ path: ['type'], code: 'BASE_TYPE_REQUIRED', message: 'a number is required' }], target);
  const type = raw.type as InteractionResponseType;
  const body = toMessageBody(raw.data);
  const invalid = invalidCallback(store, record, type, body, req.uploads);
  if (invalid) return invalidFormBody([invalid], target);
  record.callback = { type, body, at: Date.now() };
  const message = applyCallback(store, record, type, body, req.uploads);
  const fullTarget = message ? { ...target, ...messageTarget(store, message) } : target;
  if (req.query.get('with_response') !== 'true') return noContent(fullTarget);
  return json({
    interaction: {
      id: record.id,
      type: record.type,
      response_message_id: message?.id,
      response_message_loading: type === InteractionResponseType.DeferredChannelMessageWithSource,
      response_message_ephemeral: Boolean((message?.flags ?? 0) & MessageFlags.Ephemeral),
    },
    resource: { type, ...(message ? { message: apiMessage(store, message) } : {}) },
  }, fullTarget);
}

/** Why the message a first answer creates or changes would be refused, or null. */
function invalidCallback(store: FakeStore, record: InteractionRecord, type: InteractionResponseType, body: MessageBody, uploads: readonly Upload[]): FormProblem | null {
  if (type === InteractionResponseType.ChannelMessageWithSource) return invalidMessage(store.messages.edited(EMPTY, body, uploads), null);
  const source = record.sourceMessageId ? store.messages.get(record.sourceMessageId) : undefined;
  if (type === InteractionResponseType.UpdateMessage && source) return invalidMessage(store.messages.edited(source, body, uploads), source);
  return null;
}

/** Applies the first answer; returns the message it created or changed, if any. */
function applyCallback(
  store: FakeStore,
  record: InteractionRecord,
  type: InteractionResponseType,
  body: MessageBody,
  files: readonly Upload[],
): StoredMessage | undefined {
  const origin = { id: record.id, type: record.type, userId: record.userId };
  const source = record.sourceMessageId ? store.messages.get(record.sourceMessageId) : undefined;
  switch (type) {
    case InteractionResponseType.ChannelMessageWithSource: {
      const message = store.messages.create(record.channelId, store.bot.id, body, files, origin);
      record.originalMessageId = message.id;
      return message;
    }
    case InteractionResponseType.DeferredChannelMessageWithSource: {
      const flags = ((body.flags ?? 0) & MessageFlags.Ephemeral) | MessageFlags.Loading;
      const message = store.messages.create(record.channelId, store.bot.id, { flags }, [], origin);
      record.originalMessageId = message.id;
      return message;
    }
    case InteractionResponseType.DeferredMessageUpdate:
      record.originalMessageId = source?.id ?? null;
      return source;
    case InteractionResponseType.UpdateMessage:
      if (source) store.messages.edit(source, body, files);
      record.originalMessageId = source?.id ?? null;
      return source;
    default:
      return undefined;
  }
}

function followup(req: RestRequest, ctx: RouteContext): RestResponse {
  const record = webhookInteraction(req, ctx.store);
  // Discord refuses followups before the interaction is acknowledged.
  if (!record?.callback) return apiError(404, 10015, 'Unknown Webhook');
  const body = toMessageBody(req.body);
  const invalid = invalidMessage(ctx.store.messages.edited(EMPTY, body, req.uploads), null);
  if (invalid) return invalidFormBody([invalid], interactionTarget(ctx.store, record));
  const origin = { id: record.id, type: record.type, userId: record.userId };
  const message = ctx.store.messages.create(record.channelId, ctx.store.bot.id, body, req.uploads, origin);
  recordEvent(record, 'followup', message, false, body);
  const target = { ...interactionTarget(ctx.store, record), ...messageTarget(ctx.store, message) };
  return req.query.get('wait') === 'true' ? json(apiMessage(ctx.store, message), target) : noContent(target);
}

function editWebhookMessage(req: RestRequest, ctx: RouteContext): RestResponse {
  return withWebhookMessage(req, ctx, (message, target, record) => {
    const body = toMessageBody(req.body);
    const next = ctx.store.messages.edited(message, body, req.uploads);
    const invalid = invalidMessage(next, message);
    if (invalid) return invalidFormBody([invalid], target);
    ctx.store.messages.edit(message, body, req.uploads, next);
    recordEvent(record, 'edit', message, message.id === record.originalMessageId, body);
    return json(apiMessage(ctx.store, message), target);
  });
}

function deleteWebhookMessage(req: RestRequest, ctx: RouteContext): RestResponse {
  return withWebhookMessage(req, ctx, (message, target, record) => {
    ctx.store.messages.delete(message);
    recordEvent(record, 'delete', message, message.id === record.originalMessageId, {});
    return noContent(target);
  });
}

/** Resolves the token and message (`@original` or a followup of this interaction), or answers 404. */
function withWebhookMessage(
  req: RestRequest,
  ctx: RouteContext,
  then: (message: StoredMessage, target: RequestTarget, record: InteractionRecord) => RestResponse,
): RestResponse {
  const record = webhookInteraction(req, ctx.store);
  if (!record) return apiError(404, 10015, 'Unknown Webhook');
  const id = req.params.messageId === '@original' ? record.originalMessageId : (req.params.messageId ?? null);
  const message = id ? ctx.store.messages.get(id) : undefined;
  const ours = message && (message.id === record.originalMessageId || message.interaction?.id === record.id);
  if (!message || !ours || message.deleted) return apiError(404, 10008, 'Unknown Message', interactionTarget(ctx.store, record));
  return then(message, { ...interactionTarget(ctx.store, record), ...messageTarget(ctx.store, message) }, record);
}

function webhookInteraction(req: RestRequest, store: FakeStore): InteractionRecord | undefined {
  if (req.params.applicationId !== store.bot.id) return undefined;
  return store.interactionByToken(req.params.token ?? '');
}

function recordEvent(
  record: InteractionRecord,
  kind: WebhookEvent['kind'],
  message: StoredMessage,
  original: boolean,
  body: MessageBody,
): void {
  record.events.push({ kind, messageId: message.id, original, body, at: Date.now() });
}

function interactionTarget(store: FakeStore, record: InteractionRecord): RequestTarget {
  const recipientId = store.channels.get(record.channelId)?.recipientId;
  return {
    interactionId: record.id,
    interactionUserId: record.userId,
    channelId: record.channelId,
    ...(recipientId ? { dmRecipientId: recipientId } : {}),
  };
}
