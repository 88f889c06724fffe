/**
 * A rendered board or hand as the message Discord gets: the text layout
 * (embeds, as the game's UI renders it), or a Components V2 message — one
 * container holding the picture (a media gallery showing the uploaded PNG),
 * a short text (the message line, whose turn, what just happened) and the
 * controls. Under the picture one line says what the reader can do now and
 * what its symbols mean, then what just happened. The picture's alt text
 * says what it shows for screen readers, the essentials first; without a
 * picture (images off on a message that is already V2, or a picture not
 * ready yet) the container holds the whole text instead.
 */
import {
  ComponentType,
  MessageFlags,
  type APIActionRowComponent,
  type APIComponentInContainer,
  type APIComponentInMessageActionRow,
  type APIContainerComponent,
  type APIEmbed,
  type APIMessageTopLevelComponent,
} from 'discord.js';
import { createHash } from 'node:crypto';
import type { MessagePayload } from './ui/types.js';

/** Components V2 limits: components in all (nested ones counted), characters of text in all. */
export const V2_LIMITS = { components: 40, text: 4000, altText: 1024 } as const;

/** A message body as the REST API takes it: the text layout, or a V2 message. */
export interface MessageBody {
  content?: string | null;
  embeds?: APIEmbed[];
  components?: (APIActionRowComponent<APIComponentInMessageActionRow> | APIMessageTopLevelComponent)[];
  flags?: number;
  attachments?: { id: string | number; filename?: string; description?: string }[];
}

export interface UploadFile {
  name: string;
  data: Buffer;
  /** Default image/png (pictures); a data download is application/json. */
  contentType?: string;
}

/** A message to send: its body, the files uploaded with it (multipart, in the same request), and what it shows. */
export interface Outgoing {
  body: MessageBody;
  files: UploadFile[];
  /** Fingerprint of what the message shows (equal: no edit needed). */
  hash: string;
}

/** A board or a hand, rendered: the text layout, what just happened, and its picture (null when none is drawn). */
export interface Rendered {
  payload: MessagePayload;
  news: string | null;
  /** The line under the picture: what the reader can do now, what its symbols mean. */
  hint?: string | null;
  /** The picture in words, as the game says it (essentials first); without it, the embed's fields. */
  alt?: string | null;
  picture: { filename: string } | null;
}

export interface ComposeOptions {
  /** Send a V2 message (images on, or the message being replaced already is one). */
  v2: boolean;
  /** The picture's PNG, when ready. */
  png?: Buffer | null;
  /** The id of an attachment of the message being edited that already shows this picture (kept, not uploaded again). */
  keepId?: string | null;
  /** An edit: turning a text message into a V2 one needs its content and embeds emptied. */
  edit?: boolean;
}

export function payloadHash(body: unknown): string {
  return createHash('sha1').update(JSON.stringify(body)).digest('base64url').slice(0, 22);
}

/** Hashes of payloads rendered once and shared (recent-renders.ts): payloads are never mutated once rendered. */
const payloadHashes = new WeakMap<object, string>();

function sharedPayloadHash(payload: MessagePayload): string {
  let hash = payloadHashes.get(payload);
  if (hash === undefined) payloadHashes.set(payload, (hash = payloadHash(payload)));
  return hash;
}

/**
 * The message for `r`. A V2 message shows the picture when its PNG is ready
 * or kept; otherwise (`picture` but no PNG: not ready) it shows the short
 * text, and the caller edits the picture in once it is.
 */
export function compose(r: Rendered, opts: ComposeOptions): Outgoing {
  if (!opts.v2) {
    return withLazyHash(r.payload, [], () => sharedPayloadHash(r.payload));
  }
  const withPicture = r.picture !== null && (opts.png != null || opts.keepId != null);
  const canonical = v2Body(r, withPicture ? 'picture' : r.picture ? 'pending' : 'full');
  const body: MessageBody = { ...canonical };
  const files: UploadFile[] = [];
  if (withPicture && r.picture) {
    if (opts.keepId) body.attachments = [{ id: opts.keepId }];
    else files.push({ name: r.picture.filename, data: opts.png as Buffer });
  }
  if (opts.edit) Object.assign(body, { content: null, embeds: [] });
  return withLazyHash(body, files, () => payloadHash(canonical));
}

/**
 * The hash is taken only when asked for: an ephemeral answer ("Show my
 * hand") is never compared with anything, and hashing its JSON was ~2 % of
 * a click's CPU in a burst.
 */
function withLazyHash(body: MessageBody, files: UploadFile[], hashOf: () => string): Outgoing {
  let hash: string | undefined;
  return {
    body,
    files,
    get hash() {
      return (hash ??= hashOf());
    },
  };
}

/** Whether a V2 message with this body still waits for its picture. */
export function awaitsPicture(r: Rendered, out: Outgoing): boolean {
  return r.picture !== null && !(out.body.components ?? []).some(hasGallery);
}

function hasGallery(c: unknown): boolean {
  const comp = c as { type: number; components?: unknown[] };
  return comp.type === ComponentType.MediaGallery || (comp.components ?? []).some(hasGallery);
}

type Form = 'picture' | 'pending' | 'full';

function v2Body(r: Rendered, form: Form): MessageBody {
  const { payload } = r;
  const embeds = payload.embeds ?? [];
  const rows = (payload.components ?? []) as APIActionRowComponent<APIComponentInMessageActionRow>[];
  const head = [payload.content, ...embeds.flatMap((e) => [e.title ? `### ${e.title}` : undefined, e.description])].filter((s): s is string => !!s);
  const details = form === 'full' ? embeds.map(detailsText).filter(Boolean) : [];
  // Beside a picture: first what to do now and what its symbols mean, then what just happened (one text, one component).
  const under = form !== 'full' ? [r.hint, r.news].filter((s): s is string => !!s).join('\n') : '';
  const [headText, detailText, newsText] = fitTexts([head.join('\n'), details.join('\n\n'), under], V2_LIMITS.text);
  const inner: APIComponentInContainer[] = [];
  if (headText) inner.push({ type: ComponentType.TextDisplay, content: headText });
  if (form === 'picture' && r.picture) {
    const alt = r.alt ? clipText(r.alt, V2_LIMITS.altText) : altText(embeds);
    // eslint-disable-next-line i18next/no-literal-string -- a URL scheme, not prose
    const url = `attachment://${r.picture.filename}`;
    inner.push({ type: ComponentType.MediaGallery, items: [{ media: { url }, ...(alt ? { description: alt } : {}) }] });
  }
  if (detailText) inner.push({ type: ComponentType.TextDisplay, content: detailText });
  if (newsText) inner.push({ type: ComponentType.TextDisplay, content: newsText });
  inner.push(...rows);
  const container: APIContainerComponent = { type: ComponentType.Container, components: inner };
  const color = embeds.find((e) => e.color !== undefined)?.color;
  if (color !== undefined) container.accent_color = color;
  const body: MessageBody = { flags: MessageFlags.IsComponentsV2, components: [container] };
  body.attachments = form === 'picture' && r.picture ? [{ id: 0, filename: r.picture.filename }] : [];
  return body;
}

/** An embed's fields (and footer) as markdown text. */
function detailsText(embed: APIEmbed): string {
  const parts = (embed.fields ?? []).map((f) => `**${f.name}**\n${f.value}`);
  if (embed.footer?.text) parts.push(`-# ${embed.footer.text}`);
  return parts.join('\n');
}

/** What the picture shows, as plain text for screen readers: the embed's fields. */
function altText(embeds: readonly APIEmbed[]): string {
  const text = embeds
    .flatMap((e) => (e.fields ?? []).map((f) => `${f.name}: ${f.value}`))
    .join('\n')
    .replace(/```/g, '')
    .replace(/\*\*|__|`/g, '')
    .replace(/<t:(\d+):R>/g, '')
    .trim();
  return clipText(text, V2_LIMITS.altText);
}

function clipText(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max - 1).trimEnd()}…`;
}

/** Shortens the longest texts until all of them together fit `limit` characters. */
function fitTexts(texts: string[], limit: number): string[] {
  const out = [...texts];
  for (let excess = out.reduce((n, s) => n + s.length, 0) - limit; excess > 0; excess = out.reduce((n, s) => n + s.length, 0) - limit) {
    let longest = 0;
    out.forEach((s, i) => {
      if (s.length > (out[longest] ?? '').length) longest = i;
    });
    const s = out[longest] ?? '';
    out[longest] = clipText(s, Math.max(1, s.length - excess));
  }
  return out;
}

/** Every component of a message body, nested ones included (Discord counts them all). */
export function countComponents(components: readonly unknown[]): number {
  let n = 0;
  for (const c of components as { components?: unknown[]; accessory?: unknown }[]) {
    n += 1 + countComponents(c.components ?? []) + (c.accessory ? 1 : 0);
  }
  return n;
}

/** The characters of text of a V2 message (text displays). */
export function textLength(components: readonly unknown[]): number {
  let n = 0;
  for (const c of components as { type: number; content?: string; components?: unknown[] }[]) {
    if (c.type === ComponentType.TextDisplay) n += c.content?.length ?? 0;
    n += textLength(c.components ?? []);
  }
  return n;
}

/** A message reduced to one line of text, its picture and controls gone (a V2 message stays V2: that flag cannot be undone). */
export function recordBody(text: string, v2: boolean): MessageBody {
  if (v2) return { components: [{ type: ComponentType.TextDisplay, content: text }], attachments: [] };
  return { content: text, embeds: [], components: [], attachments: [] };
}
