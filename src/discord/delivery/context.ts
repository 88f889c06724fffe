/** What one sync pass of a match works with: the app, the requests, the match as loaded, and the way it records what Discord shows. */
import type { Logger } from 'pino';
import type { App } from '../app.js';
import { compose, type Outgoing } from '../layout.js';
import type { Priority } from '../pictures.js';
import type { RenderedMessage } from '../render.js';
import type { Table } from '../table.js';
import type { Messenger } from './messenger.js';

export interface SyncContext {
  app: App;
  log: Logger;
  messenger: Messenger;
  table: Table;
  now: number;
  /** Minimum time between two board edits in one channel. */
  boardIntervalMs: number;
  /** A board older than this is posted anew (Discord limits edits of old messages). */
  boardMaxAgeMs: number;
}

/** The message for `r` with its picture encoded; a picture that cannot be made leaves the text. */
export async function finished(ctx: SyncContext, r: RenderedMessage, opts: { v2: boolean; edit: boolean; priority: Priority }): Promise<Outgoing> {
  if (!opts.v2 || !r.picture) return compose(r, { v2: opts.v2, edit: opts.edit });
  const png = await ctx.app.pictures.png(r.picture, opts.priority);
  return compose(png ? r : { ...r, picture: null }, { v2: true, png, edit: opts.edit });
}

/** The hash of what a message will show once its picture is in (or its text, when the picture cannot be made). */
export function expectedHash(ctx: SyncContext, r: RenderedMessage, v2: boolean): string {
  const broken = r.picture !== null && ctx.app.pictures.broken(r.picture);
  return compose(broken ? { ...r, picture: null } : r, { v2, keepId: 'kept' }).hash;
}
