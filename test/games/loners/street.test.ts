/** Security, steals, retreats and clearing the Street (rules/loners.md). */
import { describe, expect, it } from 'vitest';
import { loners } from '../../../src/games/loners/index.js';
import { codes, deal, filler, play, refuse } from './helpers.js';

describe('calling security', () => {
  it('only on an active crew; the crew and its owner stay, guards count in the Street', () => {
    let s = deal({ circle: [2, 2, 2, 2, 2, 2], hands: [['guard', 5, 5, 1, 3, 1, 3, 1, 3, 1, 3], ['guard', 6, 1, 3, 1, 3, 1, 3, 1, 3, 1]] });
    refuse(s, 0, 'g0'); // empty Street
    s = play(s, 0, 'f1.2');
    s = play(s, 1, 'g0');
    expect(s.street).toEqual({ cards: [5, 5], owner: 0, volatile: false, guards: 1 });
    expect(s.lastAction).toEqual({ seat: 1, type: 'security', guards: 1 });
    expect(s.aggressor).toBe(1);
    expect(s.toAct).toBe(0);
  });

  it('a hand of two or more guards may still call security', () => {
    let s = deal({ circle: [2, 2, 2, 2, 2, 2], hands: [[4, 5, 6, 1, 3, 1, 3, 1, 3, 1, 3], ['guard', 'guard', 1, 3, 1, 3, 1, 3, 1, 3, 1]] });
    s = play(s, 0, 'f0.2');
    expect(codes(s, 1)).toEqual(expect.arrayContaining(['g0', 'g1']));
  });

  it('is no retreat: after security, play must come back round to the security caller to clear', () => {
    let s = deal({
      circle: [2, 2, 2, 2, 2, 2, 2],
      hands: [
        [4, 5, 6, 1, 3, 1, 3, 1, 3, 1],
        [1, 3, 1, 3, 1, 3, 1, 3, 1, 3],
        ['guard', 7, 1, 3, 1, 3, 1, 3, 1, 3],
      ],
    });
    s = play(s, 0, 'f0.2');
    s = play(s, 1, 'r0.10');
    s = play(s, 2, 'g0'); // aggressor is now seat 2
    s = play(s, 0, 'r0.7');
    expect(s.street).not.toBeNull(); // seat 0 owns the crew, but the caller was the last aggressor
    s = play(s, 1, 'r0.11');
    expect(s.street).toBeNull();
    expect(s.toAct).toBe(2);
    expect(s.lastAction).toMatchObject({ seat: 1, type: 'retreat', loner: 2, cleared: true });
  });
});

describe('stealing a volatile crew', () => {
  const circle = [5, 5, 1, 1, 1, 1, 1];
  it('adds one card from anywhere in the hand to either end, or to a set; no Loner may join a steal', () => {
    let s = deal({
      circle,
      hands: [
        [4, 6, 1, 3, 1, 3, 1, 3, 1, 3],
        [1, 2, 1, 2, 1, 2, 1, 2, 1, 7],
        [3, 8, 1, 8, 1, 8, 1, 8, 1, 8],
      ],
    });
    s = play(s, 0, 'f0.1.0.1'); // 4,5,6 with a Loner: volatile
    expect(s.street?.volatile).toBe(true);
    expect(codes(s, 1).filter((c) => c.startsWith('s'))).toEqual(['s9']); // the 7 at the far end of the hand
    s = play(s, 1, 's9');
    expect(s.street).toMatchObject({ cards: [4, 5, 6, 7], owner: 1, volatile: false });
    expect(codes(s, 2).filter((c) => c.startsWith('s'))).toEqual([]); // the 3 would fit, but only once
    refuse(s, 2, 's0');
    expect(s.aggressor).toBe(1);
  });

  it('is impossible while the order is reversed, and a player never steals their own crew', () => {
    let s = deal({
      circle,
      hands: [
        [4, 6, 7, 3, 1, 3, 1, 3, 1, 3],
        ['guard', 2, 1, 2, 1, 2, 1, 2, 1, 7],
        ['guard', 8, 1, 8, 1, 8, 1, 8, 1, 8],
      ],
    });
    s = play(s, 0, 'f0.1.0.1');
    s = play(s, 1, 'g0');
    refuse(s, 2, 's'.concat('1')); // 8 does not continue 4,5,6 anyway
    s = play(s, 2, 'g0'); // two guards: normal order, crew still volatile
    expect(s.street).toMatchObject({ volatile: true, guards: 2, owner: 0 });
    refuse(s, 0, 's0'); // seat 0's own crew: the 7 would fit, but stealing is for others
    expect(codes(s, 0).some((c) => c.startsWith('s'))).toBe(false);
  });

  it('with one guard, a steal that grows the crew would be stronger, so it is refused', () => {
    let s = deal({
      circle,
      hands: [
        [4, 6, 1, 3, 1, 3, 1, 3, 1, 3],
        ['guard', 2, 1, 2, 1, 2, 1, 2, 1, 7],
        [3, 8, 1, 8, 1, 8, 1, 8, 1, 8],
      ],
    });
    s = play(s, 0, 'f0.1.0.1');
    s = play(s, 1, 'g0');
    refuse(s, 2, 's0');
    expect(loners.apply(s, 2, { type: 'steal', card: 0 })).toMatchObject({ ok: false, error: { message: expect.stringMatching(/security/i) } });
  });
});

describe('retreat', () => {
  it('takes the Loner of your choice into the hand position of your choice', () => {
    let s = deal({ circle: [1, 2, 3, 4, 5, 6], hands: [[7, ...filler(10, 1, 3)], filler(11, 1, 3)] });
    s = play(s, 0, 'f0.0');
    expect(codes(s, 1).filter((c) => c.startsWith('r'))).toHaveLength(6 * 12);
    s = play(s, 1, 'r3.0');
    expect(s.hands[1]?.[0]).toBe(4);
    expect(s.circle).toEqual([1, 2, 3, 5, 6]);
    expect(s.lastAction).toEqual({ seat: 1, type: 'retreat', loner: 4, cleared: true });
    s = play(s, 0, 'f0.0');
    s = play(s, 1, 'r4.12');
    expect(s.hands[1]?.[12]).toBe(6);
  });

  it('must take a Loner while any is left; with none left it is a plain pass', () => {
    let s = deal({ circle: [1, 2, 3, 4, 5, 6], hands: [[8, 8, 8, 8, 8, 8, 8, 1, 3, 1, 3], filler(11, 1, 3)] });
    refuse(s, 0, 'r');
    for (let i = 0; i < 6; i++) {
      s = play(s, 0, 'f0.0');
      refuse(s, 1, 'r');
      s = play(s, 1, 'r0.0');
    }
    expect(s.circle).toEqual([]);
    s = play(s, 0, 'f0.0');
    expect(codes(s, 1)).toContain('r');
    refuse(s, 1, 'r0.0');
    s = play(s, 1, 'r');
    expect(s.street).toBeNull();
    expect(s.lastAction).toEqual({ seat: 1, type: 'retreat', loner: null, cleared: true });
  });
});

describe('clearing the Street', () => {
  it('when all others retreat, the Street (guards too) is discarded and the aggressor leads in normal order', () => {
    let s = deal({
      circle: [2, 2, 2, 2, 2, 2, 2, 2, 2],
      hands: [
        [7, 7, 1, 3, 1, 3, 1, 3, 1, 3],
        ['guard', 5, 1, 3, 1, 3, 1, 3, 1, 3],
        [1, 3, 1, 3, 1, 3, 1, 3, 1, 3],
        [1, 3, 1, 3, 1, 3, 1, 3, 1, 3],
      ],
    });
    s = play(s, 0, 'f0.1');
    s = play(s, 1, 'g0'); // seat 1 is the aggressor now
    s = play(s, 2, 'r0.0');
    s = play(s, 3, 'r0.0');
    expect(s.street).not.toBeNull();
    s = play(s, 0, 'r0.0');
    expect(s.street).toBeNull();
    expect(s.toAct).toBe(1);
    expect(codes(s, 1).every((c) => c.startsWith('f'))).toBe(true);
  });

  it('an aggressor with only guards retreats on the empty Street and the next player leads', () => {
    let s = deal({ circle: [2, 2, 2, 2, 2, 2], hands: [[7, 'guard', 'guard', ...filler(8, 1, 3)], [1, 3, ...filler(9, 5, 7)]] });
    // Drain seat 0 down to its two guards: lead 7, then the filler leads one by one.
    s = play(s, 0, 'f0.0');
    s = play(s, 1, 'r0.11');
    for (let i = 0; i < 8; i++) {
      s = play(s, 0, `f2.2`);
      s = play(s, 1, s.circle.length ? 'r0.0' : 'r');
    }
    expect(s.hands[0]).toEqual(['guard', 'guard']);
    expect(s.toAct).toBe(0);
    expect(s.street).toBeNull();
    expect(codes(s, 0)).toEqual(['r']);
    s = play(s, 0, 'r');
    expect(s.toAct).toBe(1);
    expect(s.street).toBeNull();
    expect(codes(s, 1).every((c) => c.startsWith('f'))).toBe(true);
  });
});
