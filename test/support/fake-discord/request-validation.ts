// Every request body the fake receives (of a multipart body, its
// `payload_json`), checked against the schema Discord's OpenAPI document
// gives the route's request body.
import { fromAjv } from './form-errors.ts';
import type { FormProblem } from './form-errors.ts';
import { requestBodySchema, validator } from './openapi-schemas.ts';
import type { Upload } from './request-body.ts';
import type { RouteKey } from './rest-routes.ts';
import { withoutQuirks } from './schema-quirks.ts';
import { memberOfType } from './tagged-unions.ts';

/** The operation (method, path) of Discord's document behind each route of the fake that takes a body. */
const OPERATIONS: Partial<Record<RouteKey, readonly [method: string, path: string]>> = {
  'PUT /applications/:applicationId/commands': ['put', '/applications/{application_id}/commands'],
  'POST /applications/:applicationId/commands': ['post', '/applications/{application_id}/commands'],
  'PUT /applications/:applicationId/guilds/:guildId/commands': ['put', '/applications/{application_id}/guilds/{guild_id}/commands'],
  'POST /applications/:applicationId/guilds/:guildId/commands': ['post', '/applications/{application_id}/guilds/{guild_id}/commands'],
  'POST /users/@me/channels': ['post', '/users/@me/channels'],
  'POST /channels/:channelId/messages': ['post', '/channels/{channel_id}/messages'],
  'PATCH /channels/:channelId/messages/:messageId': ['patch', '/channels/{channel_id}/messages/{message_id}'],
  'POST /interactions/:interactionId/:token/callback': ['post', '/interactions/{interaction_id}/{interaction_token}/callback'],
  'POST /webhooks/:applicationId/:token': ['post', '/webhooks/{webhook_id}/{webhook_token}'],
  'PATCH /webhooks/:applicationId/:token/messages/:messageId': ['patch', '/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}'],
};

/** Why Discord's schema refuses this body for `routeKey`, or null when it accepts it (or the route takes none and got none). */
export function schemaProblems(routeKey: RouteKey, body: unknown, uploads: readonly Upload[]): FormProblem[] | null {
  const operation = OPERATIONS[routeKey];
  if (!operation) {
    // A body the fake cannot check is a hole in the net: the route must be added above.
    return body === undefined ? null : [{ path: [], code: 'UNCHECKED_BODY', message: `no schema is known for a body of ${routeKey}` }];
  }
  // A union told apart by `type` (the interaction callback) is checked against the member of the body's type
  // alone: the members the bot never sends (modals, activities) are then never compiled.
  const tag: unknown = (body as { type?: unknown } | null | undefined)?.type;
  const key = typeof tag === 'number' ? `${routeKey} type ${tag}` : routeKey;
  const validate = validator(key, () => {
    const schema = requestBodySchema(...operation);
    return memberOfType(schema, tag) ?? schema;
  });
  return validate(withoutQuirks(routeKey, body, uploads)) ? null : fromAjv(validate.errors ?? []);
}
