/** Text helpers of the Loners renderers (the shared ones come from ../text.ts). */
import type { TFunction } from '../../i18n/index.js';
import type { MatchContext } from '../types.js';

export { clip, relativeTime, safeName } from '../text.js';

/** Looks a key up in the reader's language, with i18next's interpolation and plurals. */
export type Translate = (key: string, params?: Record<string, unknown>) => string;

/** The match context the renderers pass around: its `t` remembers what it translated. */
export type Ctx = Omit<MatchContext, 't'> & { t: Translate };

const memos = new WeakMap<TFunction, Map<string, string>>();
const MEMO_LIMIT = 20_000;
/** Between a key and its parameters in a memo id. */
const KEY_END = '\u0000';

/**
 * `t`, remembering its answers. A hand renders the same few dozen phrases many
 * times over (every option of a 60-card menu), and each i18next call copies
 * its whole options object: remembered, a render stays as fast as it was with
 * plain template strings. One memo per language (`translator` keeps one `t` each).
 */
function remembering(t: TFunction): Translate {
  let memo = memos.get(t);
  if (!memo) {
    memo = new Map();
    memos.set(t, memo);
  }
  const known = memo;
  return (key, params) => {
    const id = params === undefined ? key : `${key}${KEY_END}${JSON.stringify(params)}`;
    let text = known.get(id);
    if (text === undefined) {
      text = (t as unknown as Translate)(key, params);
      if (known.size >= MEMO_LIMIT) known.clear();
      known.set(id, text);
    }
    return text;
  };
}

/** The context with a remembering `t`, made once per render. */
export function rendering(ctx: MatchContext): Ctx {
  return { ...ctx, t: remembering(ctx.t) };
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
