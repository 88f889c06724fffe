/**
 * Sending an answer through Discord's callback route, with discord.js's REST
 * (its own retries and rate limits). The one place that knows what a failed
 * answer means: a 40060 after a retry means the first try got through.
 */
import { DiscordAPIError, Routes, type REST } from 'discord.js';
import type { Ix } from '../interactions/ix.js';
import type { AnsweredMessage, Reply } from '../interactions/reply.js';

const UNKNOWN_INTERACTION = 10062;
const ALREADY_ACKNOWLEDGED = 40060;

export interface AnswerResult {
  answered: boolean;
  message: AnsweredMessage | null;
  /** Why it was not answered (an expired interaction, a failure). */
  error?: unknown;
}

export async function postAnswer(rest: REST, ix: Pick<Ix, 'id' | 'token'>, reply: Reply): Promise<AnswerResult> {
  try {
    const response = await rest.post(Routes.interactionCallback(ix.id, ix.token), {
      body: { type: reply.type, ...(reply.data ? { data: reply.data } : {}) },
      auth: false,
      ...(reply.files?.length ? { files: reply.files.map((f) => ({ name: f.name, data: f.data, contentType: f.contentType ?? 'image/png' })) } : {}),
      ...(reply.wantMessage ? { query: new URLSearchParams({ with_response: 'true' }) } : {}),
    });
    const message = (response as { resource?: { message?: AnsweredMessage } } | null)?.resource?.message ?? null;
    return { answered: true, message };
  } catch (err) {
    // discord.js retried after a 5xx or a timeout, and the first try had landed.
    if (err instanceof DiscordAPIError && err.code === ALREADY_ACKNOWLEDGED) return { answered: true, message: null };
    return { answered: false, message: null, error: err };
  }
}

/** Whether an answer failed because the interaction expired (past its 3 s, or its 15 min for follow-ups). */
export const expiredInteraction = (err: unknown): boolean => err instanceof DiscordAPIError && err.code === UNKNOWN_INTERACTION;
