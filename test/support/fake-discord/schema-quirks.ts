// Where Discord's OpenAPI document is stricter than Discord and its
// documentation. Each quirk is undone on a copy of the body before it is
// checked, only where it occurs, so that nothing else slips through with it.
import type { Upload } from './request-body.ts';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * An upload's entry in `attachments` is named by the index n of its part
 * `files[n]`; discord.js and the bot send that index as a number, which the
 * documentation's examples do too, while the document wants a snowflake
 * string. Accepted only for an index whose file is uploaded in the request.
 */
function withUploadIndexes(message: unknown, uploads: readonly Upload[]): unknown {
  if (!isObject(message) || !Array.isArray(message.attachments)) return message;
  const fields = new Set(uploads.map((u) => u.field));
  let changed = false;
  const attachments = message.attachments.map((a: unknown) => {
    if (!isObject(a) || !Number.isInteger(a.id) || !fields.has(`files[${String(a.id)}]`)) return a;
    changed = true;
    return { ...a, id: String(a.id) };
  });
  return changed ? { ...message, attachments } : message;
}

/**
 * A command's `default_member_permissions` is a permission bitfield written
 * as a string in the documentation (and by discord.js); the document wants
 * an integer. Accepted when the string is a whole number.
 */
function withPermissionNumbers(command: unknown): unknown {
  if (!isObject(command)) return command;
  const permissions = command.default_member_permissions;
  if (typeof permissions !== 'string' || !/^(0|[1-9][0-9]*)$/.test(permissions)) return command;
  return { ...command, default_member_permissions: Number(permissions) };
}

/** The body as the document would accept it when it is valid by Discord's documentation (`routeKey`: the fake's route). */
export function withoutQuirks(routeKey: string, body: unknown, uploads: readonly Upload[]): unknown {
  if (routeKey.includes('/commands')) return Array.isArray(body) ? body.map(withPermissionNumbers) : withPermissionNumbers(body);
  if (routeKey.endsWith('/callback') && isObject(body)) {
    const data = withUploadIndexes(body.data, uploads);
    return data === body.data ? body : { ...body, data };
  }
  return withUploadIndexes(body, uploads);
}
