/**
 * The buttons that explain a game: "📖 How to play" on every lobby and hand
 * (`!rules`) and "🔍 How to read this" for the pictures' legend (`!legend`).
 * Their answers depend on neither the state nor its version, so an old
 * button still answers. On a message that changes with every version (a
 * lobby, a hand on its turn) the id carries the version like every other
 * button there; on one that must not change while the match moves on (a
 * hand off its turn, edited only when its cards do) it carries version 0.
 */
import { ButtonStyle, ComponentType, type APIButtonComponentWithCustomId } from 'discord.js';
import { buildCustomId } from '../custom-id.js';
import type { TFunction } from '../i18n/index.js';
import { MAX_BUTTONS_PER_ROW, MAX_ROWS, type Row } from './components.js';

/** The platform actions of the two buttons. */
export const RULES_ACTION = '!rules';
export const LEGEND_ACTION = '!legend';
/** The version their ids carry on a message that must not change with the match's. */
export const ANY_VERSION = 0;

/** What a custom id needs of the match (`version`: ANY_VERSION on a message that must not change with the version). */
interface Ids {
  game: string;
  matchId: string;
  version: number;
}

function helpButton(ids: Ids, action: string, label: string, emoji: string): APIButtonComponentWithCustomId {
  return { type: ComponentType.Button, style: ButtonStyle.Secondary, custom_id: buildCustomId(ids.game, ids.matchId, ids.version, action), label, emoji: { name: emoji } };
}

/** "📖 How to play" (`t` with the shared texts). */
export function rulesButton(ids: Ids, t: TFunction): APIButtonComponentWithCustomId {
  return helpButton(ids, RULES_ACTION, t('common:howToPlay.button'), '📖');
}

/** "🔍 How to read this". */
export function legendButton(ids: Ids, t: TFunction): APIButtonComponentWithCustomId {
  return helpButton(ids, LEGEND_ACTION, t('common:legend.button'), '🔍');
}

/**
 * The rows with "How to play" added where it fits: a row of its own while
 * there are fewer than five, else beside the buttons of the last row with
 * room (a hand's menus leave one). Throws if none has: a screen's menus must
 * leave room for it. A hand of a match that is over keeps no control at all.
 */
export function withRulesButton(rows: readonly Row[], ids: Ids & { status: string }, t: TFunction): Row[] {
  if (ids.status !== 'active') return [...rows];
  const button = rulesButton(ids, t);
  if (rows.length < MAX_ROWS) return [...rows, { type: ComponentType.ActionRow, components: [button] }];
  const out = [...rows];
  for (let i = out.length - 1; i >= 0; i--) {
    const row = out[i] as Row;
    const buttons = row.components.every((c) => c.type === ComponentType.Button);
    if (buttons && row.components.length < MAX_BUTTONS_PER_ROW) {
      out[i] = { ...row, components: [...row.components, button] };
      return out;
    }
  }
  throw new Error('no room for the How to play button');
}
