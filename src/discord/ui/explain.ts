/**
 * The private answers that explain a game: "How to play" (the goal, a turn,
 * the buttons, and where the full rules are) and "How to read this" (the
 * pictures' symbols). Each game gives its own words; the frame is shared.
 */
import { ButtonStyle, ComponentType } from 'discord.js';
import type { TFunction } from '../i18n/index.js';
import { clip } from './text.js';
import type { MessagePayload } from './types.js';

const EXPLAIN_COLOR = 0x5865f2;

/**
 * "📖 How to play Loners": the game's `howToPlay.goal`, `.turn` and
 * `.buttons`, then `/<game> rules` for the full summary and, when the host
 * publishes the rules (`rulesUrl`, a base address), a link to its page.
 */
export function howToPlayPayload(game: string, t: TFunction, rulesUrl?: string | null): MessagePayload {
  const command = `\`/${game} ${t('common:commands.names.rules')}\``;
  const payload: MessagePayload = {
    embeds: [
      {
        title: clip(t('common:howToPlay.title', { game: t('title') }), 256),
        color: EXPLAIN_COLOR,
        fields: [
          { name: t('common:howToPlay.goal'), value: clip(t('howToPlay.goal'), 1024) },
          { name: t('common:howToPlay.turn'), value: clip(t('howToPlay.turn'), 1024) },
          { name: t('common:howToPlay.buttons'), value: clip(t('howToPlay.buttons'), 1024) },
        ],
        footer: { text: t('common:howToPlay.more', { command: command.replace(/`/g, '') }) },
      },
    ],
  };
  return rulesUrl ? { ...payload, components: [rulesLinkRow(game, t, rulesUrl)] } : payload;
}

/** A link button to the full rules page: `${RULES_URL}<game>.md`. */
export function rulesLinkRow(game: string, t: TFunction, rulesUrl: string) {
  const url = `${rulesUrl.endsWith('/') ? rulesUrl : `${rulesUrl}/`}${game}.md`;
  return { type: ComponentType.ActionRow as const, components: [{ type: ComponentType.Button as const, style: ButtonStyle.Link as const, url, label: t('common:howToPlay.online'), emoji: { name: '📖' } }] };
}

/** "🔍 How to read the pictures": one line per symbol, each a text of the game (`keys`, in order). */
export function legendPayload(t: TFunction, keys: readonly string[]): MessagePayload {
  return {
    embeds: [
      {
        title: clip(t('common:legend.title', { game: t('title') }), 256),
        color: EXPLAIN_COLOR,
        description: clip(keys.map((k) => `• ${t(k)}`).join('\n'), 4096),
      },
    ],
  };
}

/** Who a mention names, for a screen reader. */
type Named = ReadonlyArray<{ userId: string; displayName: string }>;

/** Markdown and Discord markup out of a line meant for a screen reader (mentions become the names in `seats`). */
export function plain(text: string, seats: Named = []): string {
  return text
    .replace(/```/g, '')
    .replace(/\*\*|__|`|\\/g, '')
    .replace(/<t:\d+:[a-zA-Z]>/g, '')
    .replace(/<@!?(\d+)>/g, (_, id: string) => seats.find((s) => s.userId === id)?.displayName ?? '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim();
}

/** Lines for a picture's alt text, essentials first: as many whole lines as fit `max` characters (the first cut if it alone is longer). */
export function altLines(lines: readonly (string | null | undefined)[], seats: Named = [], max = 1024): string {
  let out = '';
  for (const raw of lines) {
    if (!raw) continue;
    const line = plain(raw, seats);
    if (!line) continue;
    const next = out ? `${out}\n${line}` : line;
    if (next.length > max) return out || clip(line, max);
    out = next;
  }
  return out;
}
