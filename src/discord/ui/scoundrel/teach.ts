/**
 * The lines that go with the Scoundrel picture: under it, what its symbols
 * mean in this room (☠ bare-handed, ⚔ with the weapon and how far it still
 * reaches, a wasted potion, whether the room may be avoided); for screen
 * readers, the picture in words, the essentials first.
 */
import type { ScoundrelView } from '../../../games/scoundrel/types.js';
import { altLines } from '../explain.js';
import type { MatchContext } from '../types.js';
import { describeScoundrelEvent } from './describe.js';
import { weaponUsableOn } from './effects.js';
import { roomDetails } from './room.js';
import { dungeonText, healthText, roomText } from './status.js';
import { limitText, weaponLine } from './weapon.js';

export function scoundrelHint(view: ScoundrelView, ctx: MatchContext): string | null {
  const { t } = ctx;
  if (view.over || ctx.status !== 'active') return null;
  const parts: string[] = [];
  const monsters = view.room.filter((r) => r.kind === 'monster');
  if (monsters.length > 0) parts.push(t('hint.bare'));
  if (view.weapon && monsters.some((m) => weaponUsableOn(view, m.card))) parts.push(t('hint.weapon', { limit: limitText(view.weapon.limit, t) }));
  if (view.potionsUsedThisTurn > 0 && view.room.some((r) => r.kind === 'potion')) parts.push(t('hint.potionWasted'));
  parts.push(view.canAvoid ? t('hint.mayAvoid') : t('hint.face', { count: view.cardsToTake }));
  return parts.join(' · ');
}

export function scoundrelAlt(view: ScoundrelView, ctx: MatchContext): string {
  const { t } = ctx;
  return altLines([
    `${roomText(view, t)} · ${healthText(view, t)} · ${dungeonText(view, t)}`,
    scoundrelHint(view, ctx),
    ...roomDetails(view, t).split('\n'),
    `${t('hand.weaponField')}: ${weaponLine(view, t)}`,
    view.lastAction ? describeScoundrelEvent(t, view.lastAction) : null,
  ]);
}

/** The move just made, for the turn message it ends: "You fought ♠ 10 bare-handed: −10 ❤️." */
export function scoundrelMoveRecord(view: ScoundrelView, ctx: MatchContext): string {
  return view.lastAction ? describeScoundrelEvent(ctx.t, view.lastAction, { you: true }) : ctx.t('record.none');
}
