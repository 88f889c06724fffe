// The message rules Discord enforces that matter for Components V2 messages
// and uploads: a V2 message (flag IS_COMPONENTS_V2) has no content and no
// embeds, at most 40 components (nested ones counted) and 4,000 characters
// of text; the flag cannot be taken off again; a media gallery shows
// attachments of the message itself (`attachment://<filename>`); an upload
// is at most 8 MiB. A broken message is refused with 400 / 50035, as Discord does.
import { ComponentType, MessageFlags } from 'discord.js';
import type { MessageContent } from './messages.ts';

export const V2_LIMITS = { components: 40, text: 4000, galleryItems: 10, altText: 1024, topLevel: 40 } as const;
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;

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

/** Why Discord would refuse to show `next` (replacing `previous`, for an edit), or null. */
export function invalidMessage(next: MessageContent, previous: MessageContent | null): string | null {
  const v2 = (next.flags & MessageFlags.IsComponentsV2) !== 0;
  if (previous && previous.flags & MessageFlags.IsComponentsV2 && !v2) return 'flags: IS_COMPONENTS_V2 cannot be removed from a message';
  for (const a of next.attachments) if (a.size > MAX_UPLOAD_BYTES) return `files: ${a.filename} is ${a.size} bytes (at most ${MAX_UPLOAD_BYTES})`;
  const components = next.components as unknown as Loose[];
  if (!v2) {
    const bad = components.find((c) => c.type !== ComponentType.ActionRow);
    return bad ? `components: type ${bad.type} needs the IS_COMPONENTS_V2 flag` : null;
  }
  if (next.content) return 'content: cannot be used with IS_COMPONENTS_V2';
  if (next.embeds.length > 0) return 'embeds: cannot be used with IS_COMPONENTS_V2';
  const top = components.find((c) => !TOP_LEVEL_V2.has(c.type));
  if (top) return `components: type ${top.type} is not a top-level component`;
  let count = 0;
  let text = 0;
  let problem: string | null = null;
  const files = new Set(next.attachments.map((a) => a.filename));
  const checkUrl = (url: string | undefined, where: string) => {
    if (!url) problem ??= `${where}: a media url is required`;
    else if (url.startsWith('attachment://') && !files.has(url.slice('attachment://'.length))) problem ??= `${where}: ${url} is not an attachment of the message`;
  };
  walk(components, (c) => {
    count++;
    if (c.type === ComponentType.TextDisplay) text += c.content?.length ?? 0;
    if (c.type === ComponentType.MediaGallery) {
      const items = c.items ?? [];
      if (items.length < 1 || items.length > V2_LIMITS.galleryItems) problem ??= `media gallery: ${items.length} items`;
      for (const item of items) {
        checkUrl(item.media?.url, 'media gallery');
        if ((item.description?.length ?? 0) > V2_LIMITS.altText) problem ??= `media gallery: a description of ${item.description?.length} characters`;
      }
    }
    if (c.type === ComponentType.Thumbnail) checkUrl(c.media?.url, 'thumbnail');
    if (c.type === ComponentType.File) checkUrl(c.file?.url, 'file');
  });
  if (count > V2_LIMITS.components) return `components: ${count} components (at most ${V2_LIMITS.components})`;
  if (text > V2_LIMITS.text) return `components: ${text} characters of text (at most ${V2_LIMITS.text})`;
  return problem;
}
