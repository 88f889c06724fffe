// An offline fake Discord (REST API + Gateway on 127.0.0.1) that the real,
// unmodified discord.js 14 client accepts, for end-to-end tests.
export { startFakeDiscord, FakeDiscord } from './fake-discord.ts';
export type { FakeDiscordOptions } from './fake-discord.ts';
export { InteractionAnswer } from './interactions.ts';
export type { ActionOptions, ComponentArgs, SelectArgs, SlashCommandArgs } from './interactions.ts';
export type { OptionValue } from './interaction-payloads.ts';
export { componentsOf, findComponent } from './components.ts';
export type { FoundComponent } from './components.ts';
export type { Faults } from './faults.ts';
export { InteractionEndpoint } from './interaction-endpoint.ts';
export type { EndpointResponse, PostOptions } from './interaction-endpoint.ts';
export type { MessageBody, MessageContent, MessageVersion, StoredAttachment, StoredMessage } from './messages.ts';
export type { Upload } from './request-body.ts';
export { invalidMessage, MAX_UPLOAD_BYTES, V2_LIMITS } from './message-rules.ts';
export { assertNoInvalidPayloads } from './invalid-payloads.ts';
export { messageProblems } from './check-message.ts';
export type { InvalidPayload } from './invalid-payloads.ts';
export type { FormProblem } from './form-errors.ts';
export type { WebhookEvent } from './interaction-record.ts';
export type { Audience, RecordedRequest, RequestTarget } from './request-log.ts';
export type { RouteKey } from './rest-routes.ts';
export type { FakeChannel, FakeGuild, FakeUser, StoredCommand } from './store.ts';
