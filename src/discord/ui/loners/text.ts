/** Text helpers of the Loners renderers (the shared ones come from ../text.ts). */
import type { MatchContext } from '../types.js';

export { clip, relativeTime, safeName } from '../text.js';

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

/** An ordinal in the reader's language: "2nd", "2.". */
export function nth(t: Translate, n: number): string {
  return t('nth', { count: n, ordinal: true });
}

/** The text with its first letter upper-cased (a phrase that starts a label). */
export function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
