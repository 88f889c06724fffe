import { describe, expect, it } from 'vitest';
import { scoundrel } from '../../../src/games/scoundrel/index.js';
import { cards, legalCodes, play, roomCodes, start } from './helpers.js';

describe('scoundrel rooms', () => {
  it('facing: three of four cards are taken one at a time, in any order; the fourth stays', () => {
    let s = start('2C 3S 4D 5H 6C 7S 8H 9C');
    s = play(s, 't2', 't0'); // any order
    expect(roomCodes(s)).toEqual(['-', '3S', '-', '5H']);
    expect(s.dungeon).toHaveLength(4); // no refill before the third card
    s = play(s, 't3');
    // The fourth card (3S) keeps its slot; three new cards join it.
    expect(roomCodes(s)).toEqual(['6C', '3S', '7S', '8H']);
    expect(s.dungeon).toEqual(cards('9C'));
    expect(s.roomNumber).toBe(2);
    expect(s.roomsCleared).toBe(1);
    expect(s.takenThisRoom).toBe(0);
  });

  it('avoid: the four cards go under the dungeon in their current order and a new room is dealt', () => {
    let s = start('2C 3S 4D 5H 6C 7S 8H 9C 10C');
    s = play(s, 'a');
    expect(roomCodes(s)).toEqual(['6C', '7S', '8H', '9C']);
    expect(s.dungeon).toEqual(cards('10C 2C 3S 4D 5H'));
    expect(scoundrel.view(s, 0).lastAction).toEqual({ type: 'avoid' });
    expect(s.roomsCleared).toBe(0); // an avoided room is not cleared
  });

  it('avoid: never twice in a row', () => {
    let s = start('2C 3S 4D 5H 6C 7S 8H 9C 10C');
    s = play(s, 'a');
    expect(legalCodes(s)).not.toContain('a');
    expect(scoundrel.view(s, 0).canAvoid).toBe(false);
    const r = scoundrel.apply(s, 0, { type: 'avoid' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('illegal_action');
  });

  it('avoid: allowed again after facing a room; the leftover card goes under in its slot order', () => {
    let s = start('2C 3S 4D 5H 6C 7S 8H 9C 10C');
    s = play(s, 'a'); // room 6C 7S 8H 9C, dungeon 10C 2C 3S 4D 5H
    s = play(s, 't0', 't1', 't2'); // 9C stays in slot 3
    expect(roomCodes(s)).toEqual(['10C', '2C', '3S', '9C']);
    expect(legalCodes(s)).toContain('a');
    s = play(s, 'a');
    expect(roomCodes(s)).toEqual(['4D', '5H', '10C', '2C']);
    expect(s.dungeon).toEqual(cards('3S 9C'));
  });

  it('avoid: only on a full, untouched room', () => {
    let s = start('2C 3S 4D 5H 6C 7S 8H 9C');
    s = play(s, 't0');
    expect(legalCodes(s)).not.toContain('a');
    const r = scoundrel.apply(s, 0, { type: 'avoid' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('illegal_action');
  });

  it('final room: when the dungeon cannot fill a room of four, what is left is turned up, cannot be avoided, and every card is resolved', () => {
    let s = start('2C 3S 4D 5H 6C 7H');
    s = play(s, 't0', 't1', 't2'); // 5H stays; only 2 cards left to join it
    expect(s.finalRoom).toBe(true);
    expect(roomCodes(s)).toEqual(['6C', '7H', '-', '5H']);
    expect(s.dungeon).toEqual([]);
    expect(legalCodes(s)).not.toContain('a');
    expect(scoundrel.apply(s, 0, { type: 'avoid' }).ok).toBe(false);
    const v = scoundrel.view(s, 0);
    expect(v.finalRoom).toBe(true);
    expect(v.cardsToTake).toBe(3);
    s = play(s, 't0', 't1');
    expect(s.over).toBe(false); // the limit of three does not apply: the last card must be taken too
    s = play(s, 't3');
    expect(s.over).toBe(true);
    expect(s.won).toBe(true);
  });

  it('final room (choice): a leftover plus exactly three dungeon cards is a normal room; its last card is then the final room', () => {
    let s = start('2C 3S 4D 5H 6C 7H 8H');
    s = play(s, 't0', 't1', 't2'); // 5H + 6C 7H 8H: the dungeon could fill the room
    expect(s.finalRoom).toBe(false);
    expect(roomCodes(s)).toEqual(['6C', '7H', '8H', '5H']);
    expect(legalCodes(s)).toContain('a');
    s = play(s, 't3', 't0', 't1');
    expect(s.finalRoom).toBe(true);
    expect(roomCodes(s)).toEqual(['-', '-', '8H', '-']);
    expect(legalCodes(s)).toEqual(['t2']);
    s = play(s, 't2');
    expect(s.won).toBe(true);
  });

  it('a dungeon shorter than a room is the final room from the start', () => {
    const s = start('2C 3H 4D');
    expect(s.finalRoom).toBe(true);
    expect(legalCodes(s)).toEqual(['t0', 't1', 't2']);
  });
});
