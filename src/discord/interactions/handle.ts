/**
 * One interaction, from either transport, in the order the design asks for:
 * apply (inside the handler's transaction) and remember who acted, answer,
 * then follow up — record what the answer showed and bring the table up to
 * date — whatever became of the answer. A click Discord already gave up on (older
 * than its three seconds, e.g. replayed after a gateway resume) is not applied.
 */
import type { APIInteraction } from 'discord-api-types/v10';
import type { ClicksFirst } from '../../runtime/clicks-first.js';
import type { App } from '../app.js';
import { languageOf, translator } from '../i18n/index.js';
import type { PeopleSeen } from '../people-seen.js';
import { refusalReply } from '../refusals.js';
import { readInteraction, snowflakeTime, type Ix } from './ix.js';
import type { AnsweredMessage, Reply } from './reply.js';
import { routeInteraction } from './router.js';

/** Discord waits this long for an answer; later ones fail with 10062. */
export const ANSWER_DEADLINE_MS = 3_000;

/** How a transport sends an answer: whether it went out, and the message it made when asked for. */
export type Send = (ix: Ix, reply: Reply) => Promise<{ answered: boolean; message: AnsweredMessage | null; error?: unknown }>;

export interface Handling {
  app: App;
  people: PeopleSeen;
  /** Clicks go first: follow-up work waits for the batch's answers (src/runtime/clicks-first.ts). */
  clicks: ClicksFirst;
  /** The real clock (interactions are dated by Discord, not by the game's clock). */
  wallClock?: () => number;
}

export async function handleInteraction(raw: APIInteraction, h: Handling, send: Send): Promise<void> {
  const { app } = h;
  const ix = readInteraction(raw);
  if (!ix) return;
  const age = (h.wallClock ?? Date.now)() - snowflakeTime(ix.id);
  if (age > ANSWER_DEADLINE_MS) {
    app.log.info({ interactionId: ix.id, ageMs: age }, 'interaction too old to answer: not applied');
    return;
  }
  const { reply, sent } = await h.clicks.click(async () => {
    const reply = await answerOf(ix, app);
    // Who acted is written before the answer leaves: the next click (someone else's) may draw them already.
    if (!reply.untraced) await h.people.saw(ix);
    return { reply, sent: await send(ix, reply) };
  });
  if (!sent.answered) app.log.warn({ err: sent.error, interactionId: ix.id }, 'interaction answer failed');
  try {
    const after = reply.after;
    if (after) await h.clicks.record(() => after(sent.message, sent.answered));
  } catch (err) {
    app.log.error({ err, interactionId: ix.id }, 'recording an answer failed');
  }
  if (reply.forgot) h.people.forget(reply.forgot);
  if (reply.sync?.length) app.sync(reply.sync);
  if (sent.answered && reply.latePicture) {
    try {
      await reply.latePicture();
    } catch (err) {
      // A token past its 15 minutes, or a message deleted: the next update brings the picture.
      app.log.warn({ err, interactionId: ix.id }, 'could not add a picture to an answer');
    }
  }
}

async function answerOf(ix: Ix, app: App): Promise<Reply> {
  try {
    return await routeInteraction(ix, app);
  } catch (err) {
    app.log.error({ err, interactionId: ix.id }, 'interaction failed');
    return refusalReply(translator(languageOf(ix.locale)), 'failed');
  }
}
