/** Keeps an embed within Discord's 6,000-character total by shortening its longest parts. */
import type { APIEmbed } from 'discord.js';
import { clip } from './text.js';

export const EMBED_TOTAL_LIMIT = 6000;

function total(embed: APIEmbed): number {
  let n = (embed.title?.length ?? 0) + (embed.description?.length ?? 0) + (embed.footer?.text.length ?? 0) + (embed.author?.name.length ?? 0);
  for (const f of embed.fields ?? []) n += f.name.length + f.value.length;
  return n;
}

export function fitEmbed(embed: APIEmbed): APIEmbed {
  const out: APIEmbed = { ...embed, fields: embed.fields?.map((f) => ({ ...f })) };
  for (let excess = total(out) - EMBED_TOTAL_LIMIT; excess > 0; excess = total(out) - EMBED_TOTAL_LIMIT) {
    const longestField = (out.fields ?? []).reduce<{ value: string } | null>((a, f) => (!a || f.value.length > a.value.length ? f : a), null);
    const description = out.description ?? '';
    if (longestField && longestField.value.length >= description.length) {
      longestField.value = clip(longestField.value, Math.max(1, longestField.value.length - excess));
    } else {
      out.description = clip(description, Math.max(1, description.length - excess));
    }
  }
  return out;
}
