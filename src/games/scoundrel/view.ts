/** view and outcome: the only door to the state. The dungeon shows as a count. */
import type { Outcome } from '../core/contract.js';
import { MAX_HEALTH } from './config.js';
import { copyCard, kindOf } from './deck.js';
import { canAvoid, cardsToTake, weaponLimit } from './rules.js';
import { copyEvent } from './state.js';
import type { ScoundrelRoomCard, ScoundrelState, ScoundrelView } from './types.js';

/** Everything on the table is public, so every seat (and spectators) sees the same. */
export function view(s: ScoundrelState, _seat: number | null): ScoundrelView {
  const room: ScoundrelRoomCard[] = [];
  s.room.forEach((card, position) => {
    if (card !== null) room.push({ position, card: copyCard(card), kind: kindOf(card) });
  });
  return {
    variant: s.variant,
    health: s.health,
    maxHealth: MAX_HEALTH,
    roomNumber: s.roomNumber,
    roomsCleared: s.roomsCleared,
    room,
    finalRoom: s.finalRoom,
    cardsToTake: cardsToTake(s),
    weapon:
      s.weapon === null
        ? null
        : { card: copyCard(s.weapon), slain: s.slain.map(copyCard), limit: weaponLimit(s.variant, s.slain) },
    dungeonCount: s.dungeon.length,
    discardCount: s.discard.length,
    canAvoid: canAvoid(s),
    avoidedLastRoom: s.avoidedLast,
    potionsUsedThisTurn: s.potionsThisTurn,
    // The avoid event names no cards, so it never tells what lies under the dungeon.
    lastAction: copyEvent(s.lastEvent),
    over: s.over,
    won: s.over ? s.won : null,
    score: s.over ? s.score : null,
  };
}

export function outcome(s: ScoundrelState): Outcome | null {
  if (!s.over) return null;
  return { winners: s.won ? [0] : [], scores: [s.score ?? 0] };
}
