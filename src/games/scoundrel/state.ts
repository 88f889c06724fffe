/** Copying state, dealing rooms, ending the game: helpers for setup and apply. */
import { MAX_HEALTH, ROOM_SIZE } from './config.js';
import { copyCard, kindOf } from './deck.js';
import { roomCardCount } from './rules.js';
import type { ScoundrelCard, ScoundrelEvent, ScoundrelState } from './types.js';

const copyOrNull = (c: ScoundrelCard | null): ScoundrelCard | null => (c === null ? null : copyCard(c));

export function copyEvent(e: ScoundrelEvent | null): ScoundrelEvent | null {
  if (e === null) return null;
  switch (e.type) {
    case 'avoid':
      return { type: 'avoid' };
    case 'equip':
      return { ...e, card: copyCard(e.card), replaced: copyOrNull(e.replaced) };
    case 'potion':
    case 'fight':
      return { ...e, card: copyCard(e.card) };
  }
}

/** A deep copy that apply may change freely (the input state is never touched). */
export function cloneState(s: ScoundrelState): ScoundrelState {
  return {
    ...s,
    rng: [...s.rng],
    dungeon: s.dungeon.map(copyCard),
    room: s.room.map(copyOrNull),
    weapon: copyOrNull(s.weapon),
    slain: s.slain.map(copyCard),
    discard: s.discard.map(copyCard),
    lastCard: copyOrNull(s.lastCard),
    lastEvent: copyEvent(s.lastEvent),
  };
}

/** Won: health (+ the potion's value if at 20 and the last card was a potion). Lost: health − monsters left in the dungeon. */
export function computeScore(s: ScoundrelState, won: boolean): number {
  if (won) {
    const bonus = s.health === MAX_HEALTH && s.lastCard !== null && kindOf(s.lastCard) === 'potion' ? s.lastCard.rank : 0;
    return s.health + bonus;
  }
  // Cards of the current room are not counted (rules page), only the dungeon.
  const left = s.dungeon.reduce((sum, c) => (kindOf(c) === 'monster' ? sum + c.rank : sum), 0);
  return s.health - left;
}

/** Ends the game on `draft` (mutates the draft only). */
export function finish(draft: ScoundrelState, won: boolean): void {
  draft.over = true;
  draft.won = won;
  draft.score = computeScore(draft, won);
}

/**
 * Starts the next room on `draft`: the card left in the room keeps its slot and
 * dungeon cards fill the empty slots left to right until four lie face up. When
 * the dungeon cannot fill a room of four, all that is left is turned up as the
 * final room.
 */
export function dealRoom(draft: ScoundrelState): void {
  const need = ROOM_SIZE - roomCardCount(draft);
  const final = draft.dungeon.length < need;
  const dealt = draft.dungeon.splice(0, final ? draft.dungeon.length : need);
  for (let i = 0; i < draft.room.length && dealt.length > 0; i++) {
    if (draft.room[i] === null) draft.room[i] = dealt.shift() ?? null;
  }
  draft.finalRoom = final;
  draft.roomNumber += 1;
  draft.takenThisRoom = 0;
  draft.potionsThisTurn = 0;
  // Cannot happen with a non-empty deck (a faced room always leaves a card), but never leave an empty room to play.
  if (roomCardCount(draft) === 0) finish(draft, true);
}
