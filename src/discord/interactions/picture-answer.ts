/**
 * Answers that show a board or a hand with its picture: the one place that
 * decides whether the picture rides in the answer or follows it. The answer
 * waits for its picture (painted off the event loop) up to a short budget;
 * a picture not ready by then follows through the interaction's token, which
 * costs the bot's rate limit nothing, so a burst of clicks is answered in
 * time whatever the painting costs.
 */
import { Routes } from 'discord.js';
import type { APIMessage } from 'discord-api-types/v10';
import { getMatch } from '../../play/matches.js';
import type { App } from '../app.js';
import { compose, type Outgoing } from '../layout.js';
import type { Priority } from '../pictures.js';
import type { RenderedMessage } from '../render.js';
import type { Ix } from './ix.js';

/** How long an answer waits for its picture before it goes out without it. */
export const PICTURE_WAIT_MS = 250;

export interface PictureAnswer {
  /** What the answer sends now. */
  now: Outgoing;
  /** The same with its picture, to edit in after the answer (null: the answer already carries it, or there is none). */
  later: Promise<Outgoing> | null;
}

/** The picture's attachment on the message being replaced, if it already shows this one (kept: not uploaded again). */
function kept(message: APIMessage | undefined, filename: string): string | null {
  return message?.attachments?.find((a) => a.filename === filename)?.id ?? null;
}

export async function pictureAnswer(app: App, r: RenderedMessage, opts: { v2: boolean; replacing?: APIMessage; priority?: Priority }): Promise<PictureAnswer> {
  const edit = opts.replacing !== undefined;
  if (!opts.v2 || !r.picture) return { now: compose(r, { v2: opts.v2, edit }), later: null };
  const keepId = kept(opts.replacing, r.picture.filename);
  if (keepId) return { now: compose(r, { v2: true, keepId, edit }), later: null };
  const encoding = app.pictures.png(r.picture, opts.priority ?? 'answer');
  const png = await Promise.race([encoding, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), PICTURE_WAIT_MS).unref())]);
  if (png !== undefined) return { now: compose(png ? r : { ...r, picture: null }, { v2: true, png, edit }), later: null };
  const later = encoding.then((ready) => compose(ready ? r : { ...r, picture: null }, { v2: true, png: ready, edit: true }));
  return { now: compose(r, { v2: true, edit }), later };
}

/** Edits a late picture into the answer's message through the interaction's token. */
export async function editInPicture(app: App, ix: Pick<Ix, 'token'>, out: Outgoing): Promise<void> {
  await app.rest.patch(Routes.webhookMessage(app.applicationId, ix.token, '@original'), {
    body: out.body,
    auth: false,
    ...(out.files.length ? { files: out.files.map((f) => ({ name: f.name, data: f.data, contentType: 'image/png' })) } : {}),
  });
}

/**
 * The follow-up that edits a late picture in, unless the match moved on
 * meanwhile (a newer state reached the message, with its own picture).
 */
export function pictureFollows(app: App, ix: Pick<Ix, 'token'>, later: Promise<Outgoing> | null, match: { id: string; version: number }, edited?: (out: Outgoing) => Promise<void>): { latePicture?: () => Promise<void> } {
  if (!later) return {};
  return {
    latePicture: async () => {
      const out = await later;
      if ((await app.play.store.read((q) => getMatch(q, match.id)))?.version !== match.version) return;
      await editInPicture(app, ix, out);
      await edited?.(out);
    },
  };
}
