/** Short status texts shared by the board and the hand: variant, health, room, avoiding, potions, outcome. */
import type { ScoundrelView } from '../../../games/scoundrel/types.js';
import { num, type TFunction } from './text.js';

/** "standard rules", "strict weapons". */
export function variantName(view: ScoundrelView, t: TFunction): string {
  return view.variant === 'strict' ? t('variantLine.strict') : t('variantLine.standard');
}

/** "❤️ 14/20", "❤️ −3/20". */
export function healthText(view: ScoundrelView, t: TFunction): string {
  return t('status.health', { health: num(view.health), max: num(view.maxHealth) });
}

/** "room 5", "room 11 (final room)". */
export function roomText(view: ScoundrelView, t: TFunction): string {
  return view.finalRoom ? t('status.finalRoom', { number: view.roomNumber }) : t('status.room', { number: view.roomNumber });
}

/** "2 rooms cleared". */
export function clearedText(view: ScoundrelView, t: TFunction): string {
  return t('status.cleared', { count: view.roomsCleared });
}

/** "27 cards left in the dungeon". */
export function dungeonText(view: ScoundrelView, t: TFunction): string {
  return view.dungeonCount === 0 ? t('status.dungeonEmpty') : t('status.dungeonLeft', { count: view.dungeonCount });
}

/** Whether the room may be avoided, and why not. */
export function avoidText(view: ScoundrelView, t: TFunction): string {
  if (view.over) return t('avoid.over');
  if (view.canAvoid) return t('avoid.may');
  if (view.finalRoom) return t('avoid.finalRoom');
  if (view.avoidedLastRoom) return t('avoid.avoidedLast');
  return t('avoid.started');
}

/** Potions drunk this room (only the first heals). */
export function potionsText(view: ScoundrelView, t: TFunction): string {
  if (view.potionsUsedThisTurn === 0) return t('potions.none');
  return t('potions.drunk', { count: view.potionsUsedThisTurn });
}

/** How many cards are left to resolve in this room. */
export function toTakeText(view: ScoundrelView, t: TFunction): string {
  if (view.finalRoom) return view.cardsToTake === 1 ? t('task.escapeLast') : t('task.escapeAll', { count: view.cardsToTake });
  if (view.cardsToTake === view.room.length - 1 && view.room.length === 4) return t('task.fresh');
  return t('task.more', { count: view.cardsToTake });
}

/** The numbers of an ended game's outcome line (health, score, the potion bonus or the monsters left). */
function outcomeValues(view: ScoundrelView, t: TFunction) {
  const score = view.score ?? 0;
  return {
    won: view.won === true,
    health: healthText(view, t),
    score: num(score),
    number: view.roomNumber,
    /** Won: the last potion's value added at full health. */
    bonus: score - view.health,
    /** Died: the monsters left in the dungeon, taken off. */
    left: view.health - score,
    hp: num(view.health),
  };
}

/** The end of the game on the board: "🏆 <who> escaped the dungeon with ❤️ 20/20 — final score **25** …". */
export function boardOutcomeText(view: ScoundrelView, t: TFunction, who: string): string {
  const v = { ...outcomeValues(view, t), who };
  if (v.won) return v.bonus > 0 ? t('board.outcome.wonBonus', v) : t('board.outcome.won', v);
  return v.left > 0 ? t('board.outcome.diedMonsters', v) : t('board.outcome.died', v);
}

/** The end of the game in the hand: "🏆 Escaped the dungeon with ❤️ 20/20 — final score **25** …". */
export function handOutcomeText(view: ScoundrelView, t: TFunction): string {
  const v = outcomeValues(view, t);
  if (v.won) return v.bonus > 0 ? t('hand.outcome.wonBonus', v) : t('hand.outcome.won', v);
  return v.left > 0 ? t('hand.outcome.diedMonsters', v) : t('hand.outcome.died', v);
}
