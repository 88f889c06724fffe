/** Small text helpers shared by every game's renderers: clipping, escaping, plurals, timestamps. */
import { escapeMarkdown } from 'discord.js';
import type { MatchContext } from './types.js';

/** `text` cut to at most `max` UTF-16 units, ending with an ellipsis when cut (never splits an emoji). */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  let out = '';
  for (const ch of text) {
    if (out.length + ch.length > max - 1) break;
    out += ch;
  }
  return `${out}…`;
}

const safeNames = new Map<string, string>();

/** A user-chosen name made safe for markdown, and kept short (memoised: escaping is slow and names repeat on every render). */
export function safeName(name: string): string {
  let safe = safeNames.get(name);
  if (safe === undefined) {
    if (safeNames.size >= 10_000) safeNames.clear();
    safe = escapeMarkdown(clip(name.replace(/[\r\n]+/g, ' '), 40));
    safeNames.set(name, safe);
  }
  return safe;
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** A Discord date stamp, shown in the reader's own format (e.g. 01/12/2026). */
export function dateStamp(ms: number): string {
  return `<t:${Math.floor(ms / 1000)}:d>`;
}

/** A Discord relative timestamp, e.g. "in 2 minutes". */
export function relativeTime(ms: number): string {
  return `<t:${Math.floor(ms / 1000)}:R>`;
}

/** A number as players read it: negative ones with a real minus sign (−3, not -3). */
export function signedNumber(n: number): string {
  return n < 0 ? `−${-n}` : String(n);
}

/** Looks a key up in the reader's language, with i18next's interpolation and plurals. */
export type Translate = (key: string, params?: Record<string, unknown>) => string;

/** The match context the renderers pass around: its `t` remembers what it translated. */
export type Ctx = Omit<MatchContext, 't'> & { t: Translate };

/** The context the renderers pass around (`translator` already remembers what it translated). */
export function rendering(ctx: MatchContext): Ctx {
  return ctx as unknown as Ctx;
}

/** Separates the values of a list in one line: "7 · 2 · 5". */
export const DOT = ' · ';

/** An ordinal in the reader's language: "2nd", "2." (the game's texts hold `nth`). */
export function nth(t: Translate, n: number): string {
  return t('nth', { count: n, ordinal: true });
}

/** The text with its first letter upper-cased (a phrase that starts a label). */
export function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const CHANNELS_URL = 'https://discord.com/channels';

/** A link to the match's channel (hands in DMs link back to the board). */
export function channelUrl(ctx: Pick<MatchContext, 'guildId' | 'channelId'>): string {
  return `${CHANNELS_URL}/${ctx.guildId}/${ctx.channelId}`;
}
