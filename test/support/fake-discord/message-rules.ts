// The message rules Discord enforces that its OpenAPI document does not
// encode, checked on the message a request would leave (after an edit, what
// it keeps): a V2 message (flag IS_COMPONENTS_V2) has no content and no
// embeds, at most 40 components (nested ones counted) and 4,000 characters
// of text; the flag cannot be taken off again; every `attachment://<filename>`
// (a gallery, thumbnail, file or embed image) names a file of the message
// itself, uploaded with the request or kept; an upload is at most 8 MiB.
// A broken message is refused with 400 / 50035, as Discord does.
import { ComponentType, MessageFlags } from 'discord.js';
import type { FormProblem } from './form-errors.ts';
import type { MessageContent } from './messages.ts';

export const V2_LIMITS = { components: 40, text: 4000, galleryItems: 10, altText: 1024, topLevel: 40 } as const;
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;
const ATTACHMENT_URL = 'attachment://';

interface Loose {
  type: number;
  content?: string;
  components?: Loose[];
  accessory?: Loose;
  items?: { media?: { url?: string }; description?: string }[];
  media?: { url?: string };
  file?: { url?: string };
}

const TOP_LEVEL_V2 = new Set<number>([
  ComponentType.ActionRow,
  ComponentType.Section,
  ComponentType.TextDisplay,
  ComponentType.MediaGallery,
  ComponentType.File,
  ComponentType.Separator,
  ComponentType.Container,
]);

function walk(components: readonly Loose[], visit: (c: Loose) => void): void {
  for (const c of components) {
    visit(c);
    walk(c.components ?? [], visit);
    if (c.accessory) walk([c.accessory], visit);
  }
}

const problem = (field: string, message: string): FormProblem => ({ path: [field], code: 'MESSAGE_RULE', message });

/** Why Discord would refuse to show `next` (replacing `previous`, for an edit), or null. */
export function invalidMessage(next: MessageContent, previous: MessageContent | null): FormProblem | null {
  const v2 = (next.flags & MessageFlags.IsComponentsV2) !== 0;
  if (previous && previous.flags & MessageFlags.IsComponentsV2 && !v2) return problem('flags', 'IS_COMPONENTS_V2 cannot be removed from a message');
  for (const a of next.attachments) if (a.size > MAX_UPLOAD_BYTES) return problem('files', `${a.filename} is ${a.size} bytes (at most ${MAX_UPLOAD_BYTES})`);
  const unknownFile = missingAttachment(next);
  if (unknownFile) return unknownFile;
  const components = next.components as unknown as Loose[];
  if (!v2) {
    const bad = components.find((c) => c.type !== ComponentType.ActionRow);
    return bad ? problem('components', `type ${bad.type} needs the IS_COMPONENTS_V2 flag`) : null;
  }
  if (next.content) return problem('content', 'cannot be used with IS_COMPONENTS_V2');
  if (next.embeds.length > 0) return problem('embeds', 'cannot be used with IS_COMPONENTS_V2');
  const top = components.find((c) => !TOP_LEVEL_V2.has(c.type));
  if (top) return problem('components', `type ${top.type} is not a top-level component`);
  let count = 0;
  let text = 0;
  let found: FormProblem | null = null;
  walk(components, (c) => {
    count++;
    if (c.type === ComponentType.TextDisplay) text += c.content?.length ?? 0;
    if (c.type === ComponentType.MediaGallery) {
      const items = c.items ?? [];
      if (items.length < 1 || items.length > V2_LIMITS.galleryItems) found ??= problem('components', `a media gallery of ${items.length} items`);
      for (const item of items) {
        if (!item.media?.url) found ??= problem('components', 'a media gallery item needs a media url');
        if ((item.description?.length ?? 0) > V2_LIMITS.altText) found ??= problem('components', `a media gallery description of ${item.description?.length} characters`);
      }
    }
    if (c.type === ComponentType.Thumbnail && !c.media?.url) found ??= problem('components', 'a thumbnail needs a media url');
    if (c.type === ComponentType.File && !c.file?.url) found ??= problem('components', 'a file component needs a url');
  });
  if (count > V2_LIMITS.components) return problem('components', `${count} components (at most ${V2_LIMITS.components} in all)`);
  if (text > V2_LIMITS.text) return problem('components', `${text} characters of text (at most ${V2_LIMITS.text} in all)`);
  return found;
}

/** The first `attachment://` url, in the components or embeds, naming no file of the message. */
function missingAttachment(next: MessageContent): FormProblem | null {
  const files = new Set(next.attachments.map((a) => a.filename));
  for (const field of ['components', 'embeds'] as const) {
    for (const url of attachmentUrls(next[field])) {
      if (!files.has(url.slice(ATTACHMENT_URL.length))) return problem(field, `${url} is neither uploaded with the request nor kept`);
    }
  }
  return null;
}

/** Every url (a value of a key `url`, `icon_url`, …) found in `value` that starts with `attachment://`. */
function attachmentUrls(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const item of value) attachmentUrls(item, found);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (typeof item === 'string') {
        if (key.endsWith('url') && item.startsWith(ATTACHMENT_URL)) found.push(item);
      } else {
        attachmentUrls(item, found);
      }
    }
  }
  return found;
}
