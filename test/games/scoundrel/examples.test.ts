/** The worked examples of shared/seeds/001_b44fe566b3b65046.txt. */
import { describe, expect, it } from 'vitest';
import { scoundrel } from '../../../src/games/scoundrel/index.js';
import { c, legalCodes, play, roomCodes, start } from './helpers.js';

describe('scoundrel seed examples', () => {
  // "Your weapon is the 5♦. You fight a Jack (11) with it and lose 11 − 5 = 6 health. Next you
  // meet a 6♣: 6 is lower than 11, so you may use the weapon and lose 1. Then a Queen (12)
  // appears: it is higher than 6, the last monster on the weapon, so you must fight it
  // bare-handed and lose 12 – or first pick up a new weapon from the room."
  const deck = '5D JS 6C QS 8D 2H 3H 4C';

  it('weapon wear: J with 5♦ loses 6, 6♣ loses 1, then the Q must be fought bare-handed (loses 12)', () => {
    let s = start(deck);
    s = play(s, 't0', 't1w');
    expect(s.health).toBe(14);
    s = play(s, 't2w');
    expect(s.health).toBe(13);
    expect(s.slain).toEqual([c('JS'), c('6C')]);
    // Next room: the Queen stays, 8D 2H 3H join it.
    expect(roomCodes(s)).toEqual(['8D', '2H', '3H', 'QS']);
    expect(legalCodes(s)).not.toContain('t3w');
    expect(scoundrel.view(s, 0).weapon?.limit).toBe(6);
    const r = scoundrel.apply(s, 0, { type: 'take', card: 3, weapon: true });
    expect(r.ok).toBe(false);
    s = play(s, 't3');
    expect(s.health).toBe(1);
    expect(s.weapon).toEqual(c('5D')); // the weapon is not lost
  });

  it('…or first pick up a new weapon from the room', () => {
    let s = play(start(deck), 't0', 't1w', 't2w');
    s = play(s, 't0'); // 8♦ replaces 5♦ (and its J, 6)
    expect(legalCodes(s)).toContain('t3w');
    s = play(s, 't3w');
    expect(s.health).toBe(13 - (12 - 8));
  });

  // "With 3 health left you fight the K♠ bare-handed: 3 − 13 = −10, and you are dead. A 9♠ and
  // the K♣ are still in the dungeon, so your score is −10 − 9 − 13 = −32."
  it('death score: 3 health, K♠ bare-handed → −10; 9♠ and K♣ still in the dungeon → −32', () => {
    let s = start('AC 3C 2D KS 3H 4S 5H 9S KC');
    s = play(s, 't0', 't1', 't2'); // 20 − 14 − 3 = 3; the K♠ stays
    expect(s.health).toBe(3);
    expect(roomCodes(s)).toEqual(['3H', '4S', '5H', 'KS']);
    s = play(s, 't3');
    expect(s.health).toBe(-10);
    expect(s.over).toBe(true);
    // The 4♠ still in the room is not counted: only the dungeon (9♠, K♣).
    expect(scoundrel.outcome(s)).toEqual({ winners: [], scores: [-32] });
    expect(scoundrel.view(s, 0)).toMatchObject({ over: true, won: false, score: -32 });
  });
});
