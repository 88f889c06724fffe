/**
 * An interaction's first answer, sent straight through undici — the HTTP
 * client (and the connection pool) discord.js's REST uses.
 *
 * An answer is exempt from Discord's global rate limit and has a route of
 * its own (interaction id and token), so @discordjs/rest's queueing and
 * bucket bookkeeping have nothing to do for it, yet cost CPU on every click:
 * 153–167 µs a request through REST, 125–129 µs direct (500 answers at once
 * to a local server, both ends in one process). Everything else the bot
 * sends still goes through REST. What REST does that matters here is done
 * the same way: its URL, user agent, timeout and connections (its agent), multipart for files, one
 * wait and retry on a 429, its retries on a 5xx or a network error, and its
 * error classes (DiscordAPIError with Discord's code, HTTPError).
 */
import { DefaultUserAgent, DiscordAPIError, HTTPError, type REST } from 'discord.js';
import { STATUS_CODES } from 'node:http';
import { request } from 'undici';

/* eslint-disable i18next/no-literal-string -- HTTP's words, not prose */
const METHOD = 'POST';
const WITH_RESPONSE = '?with_response=true';
const fileField = (i: number) => `files[${i}]`;
/* eslint-enable i18next/no-literal-string */

export interface CallbackFile {
  name: string;
  data: Buffer;
  contentType: string;
}

/** Longer than this, a 429's wait would outlast the answer's three seconds anyway. */
const MAX_RATE_LIMIT_WAIT_MS = 2500;

/** POST /interactions/{id}/{token}/callback; the response's JSON with `withResponse`, else null. */
export async function postInteractionCallback(rest: REST, interactionId: string, token: string, body: object, files: readonly CallbackFile[] = [], withResponse = false): Promise<unknown> {
  const { options } = rest;
  const query = withResponse ? WITH_RESPONSE : '';
  const url = `${options.api}/v${options.version}/interactions/${interactionId}/${token}/callback${query}`;
  const userAgent = `${DefaultUserAgent} ${options.userAgentAppendix}`.trim();
  const requestData = { body, files: [...files] };
  let retries = 0;
  let waited = false;
  for (;;) {
    let res: Awaited<ReturnType<typeof request>>;
    try {
      // Encoded for each try: a FormData body is read once per request.
      const encoded = encode(body, files);
      res = await request(url, { dispatcher: rest.agent ?? undefined, method: METHOD, headers: { 'User-Agent': userAgent, ...encoded.headers }, body: encoded.body, headersTimeout: options.timeout, bodyTimeout: options.timeout });
    } catch (err) {
      if (retries++ < options.retries) continue;
      throw err;
    }
    const { statusCode } = res;
    if (statusCode >= 200 && statusCode < 300) {
      if (!withResponse || statusCode === 204) {
        await res.body.dump();
        return null;
      }
      return await res.body.json();
    }
    if (statusCode >= 500) {
      await res.body.dump();
      if (retries++ < options.retries) continue;
      throw new HTTPError(statusCode, STATUS_CODES[statusCode] ?? String(statusCode), METHOD, url, requestData);
    }
    const text = await res.body.text();
    const data = parseJson(text);
    if (statusCode === 429 && !waited) {
      const waitMs = retryAfterMs(res.headers['retry-after'], data);
      if (waitMs <= MAX_RATE_LIMIT_WAIT_MS) {
        waited = true;
        await new Promise((resolve) => setTimeout(resolve, waitMs));
        continue;
      }
    }
    const raw = data ?? { message: text || (STATUS_CODES[statusCode] ?? String(statusCode)), code: statusCode };
    throw new DiscordAPIError(raw as ConstructorParameters<typeof DiscordAPIError>[0], typeof raw.code === 'number' ? raw.code : statusCode, statusCode, METHOD, url, requestData);
  }
}

/** JSON, or multipart with the files (undici sets that Content-Type, with its boundary, itself). */
function encode(body: object, files: readonly CallbackFile[]): { body: string | FormData; headers: Record<string, string> } {
  if (files.length === 0) return { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } };
  const form = new FormData();
  files.forEach((file, i) => form.append(fileField(i), new Blob([file.data], { type: file.contentType }), file.name));
  form.append('payload_json', JSON.stringify(body));
  return { body: form, headers: {} };
}

function parseJson(text: string): { code?: unknown; message?: unknown; retry_after?: unknown } | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as { code?: unknown }) : null;
  } catch {
    return null;
  }
}

function retryAfterMs(header: string | string[] | undefined, data: { retry_after?: unknown } | null): number {
  const seconds = typeof data?.retry_after === 'number' ? data.retry_after : Number(Array.isArray(header) ? header[0] : header);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : Number.POSITIVE_INFINITY;
}
