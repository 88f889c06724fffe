/**
 * What a player reads in a message payload, piece by piece (content, embeds,
 * then component labels, never ids), and the same text without what is no
 * language (mentions, timestamps, links, code, the names of the context).
 */
import { safeName } from '../../src/discord/ui/text.js';
import type { MatchContext, MessagePayload } from '../../src/discord/ui/types.js';

export interface TextPiece {
  /** Where in the payload, e.g. "embeds[0].fields[2].value". */
  where: string;
  text: string;
}

interface LooseComponent {
  type: number;
  label?: string;
  placeholder?: string;
  options?: Array<{ label: string; description?: string }>;
  components?: LooseComponent[];
}

/** Every text a player reads, in a fixed order: content, embeds, then components (never custom ids or values). */
export function visibleTexts(payload: MessagePayload): TextPiece[] {
  const out: TextPiece[] = [];
  const add = (where: string, text: string | undefined) => {
    if (text !== undefined) out.push({ where, text });
  };
  add('content', payload.content);
  (payload.embeds ?? []).forEach((e, i) => {
    add(`embeds[${i}].title`, e.title);
    add(`embeds[${i}].description`, e.description);
    (e.fields ?? []).forEach((f, j) => {
      add(`embeds[${i}].fields[${j}].name`, f.name);
      add(`embeds[${i}].fields[${j}].value`, f.value);
    });
    add(`embeds[${i}].footer`, e.footer?.text);
  });
  const rows = (payload.components ?? []) as unknown as LooseComponent[];
  rows.forEach((row, r) =>
    (row.components ?? []).forEach((c, k) => {
      const at = `components[${r}][${k}]`;
      add(`${at}.label`, c.label);
      add(`${at}.placeholder`, c.placeholder);
      (c.options ?? []).forEach((o, n) => {
        add(`${at}.options[${n}].label`, o.label);
        add(`${at}.options[${n}].description`, o.description);
      });
    }),
  );
  return out;
}

const namesOf = new WeakMap<MatchContext, string[]>();

/** The guild and player names of a context, raw and as rendered (escaped), longest first. */
function names(ctx: MatchContext): string[] {
  let out = namesOf.get(ctx);
  if (!out) {
    out = [ctx.guildName, ...ctx.seats.map((s) => s.displayName)].flatMap((n) => [safeName(n), n]).sort((a, b) => b.length - a.length);
    namesOf.set(ctx, out);
  }
  return out;
}

/** The text without what is no language: mentions, timestamps, links, code blocks and the names in `ctx`. */
export function wordsOnly(text: string, ctx: MatchContext): string {
  let out = text
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/<(@|#|t:)[^>]*>/g, ' ')
    .replace(/\]\([^)]*\)/g, '] ')
    .replace(/https?:\/\/\S+/g, ' ');
  for (const name of names(ctx)) if (out.includes(name)) out = out.split(name).join(' ');
  return out;
}
