/** The seven examples of the rulebook (rules/loners.md, "Rulebook examples"). */
import { describe, expect, it } from 'vitest';
import { loners } from '../../../src/games/loners/index.js';
import { codes, deal, play, refuse } from './helpers.js';

describe('Loners rulebook examples', () => {
  it('1: active 1,2,3 is beaten by 1,1,1 (a set beats a run of equal size)', () => {
    let s = deal({ circle: [7, 7, 7, 7, 7, 7], hands: [[1, 2, 3, 5, 7, 5, 7, 5, 7, 5, 7], [1, 1, 1, 5, 6, 7, 2, 4, 6, 2, 4]] });
    s = play(s, 0, 'f0.2');
    expect(s.street?.cards).toEqual([1, 2, 3]);
    refuse(s, 1, 'f3.4'); // 5,6: fewer cards
    s = play(s, 1, 'f0.2');
    expect(s.street).toMatchObject({ cards: [1, 1, 1], owner: 1, volatile: false, guards: 0 });
  });

  it('2: active 5,6 is beaten by 2,3,4 (more cards)', () => {
    let s = deal({ circle: [7, 7, 7, 7, 7, 7], hands: [[5, 6, 1, 7, 1, 7, 1, 7, 1, 7, 1], [2, 3, 4, 7, 1, 7, 1, 7, 1, 7, 1]] });
    s = play(s, 0, 'f0.1');
    s = play(s, 1, 'f0.2');
    expect(s.street).toMatchObject({ cards: [2, 3, 4], owner: 1 });
  });

  it('3: hand 4,6 with Loner 5 in the Circle plays 4,5,6', () => {
    let s = deal({ circle: [1, 5, 7, 7, 7, 7], hands: [[4, 6, 1, 7, 1, 7, 1, 7, 1, 7, 1], [2, 3, 4, 7, 1, 7, 1, 7, 1, 7, 1]] });
    expect(codes(s, 0)).toContain('f0.1.1.1');
    refuse(s, 0, 'f0.1'); // 4,6 alone is no crew
    refuse(s, 0, 'f0.1.1.0'); // 5,4,6 is no crew either
    s = play(s, 0, 'f0.1.1.1');
    expect(s.street).toMatchObject({ cards: [4, 5, 6], owner: 0, volatile: true });
    expect(s.circle).toEqual([1, 7, 7, 7, 7]);
  });

  it('4: the next player adds a 3 to the volatile 4,5,6 and owns 3,4,5,6, no longer volatile', () => {
    let s = deal({
      circle: [1, 5, 7, 7, 7, 7],
      hands: [
        [4, 6, 7, 2, 7, 2, 7, 2, 7, 2, 7],
        [1, 7, 1, 7, 3, 7, 1, 7, 1, 7, 1],
      ],
    });
    s = play(s, 0, 'f0.1.1.1');
    s = play(s, 1, 's4'); // the 3 sits anywhere in the hand
    expect(s.street).toMatchObject({ cards: [3, 4, 5, 6], owner: 1, volatile: false });
    expect(s.hands[1]).toHaveLength(10);
    expect(s.lastAction).toEqual({ seat: 1, type: 'steal', card: 3, crew: [3, 4, 5, 6] });
    // A stolen crew has found its forever home: the 7 that would extend it cannot steal it again.
    refuse(s, 0, 's0');
  });

  it('5: after security on 7,7,7, P2 plays 1,2, P3 plays 1, and P1 cannot go lower and retreats', () => {
    let s = deal({
      firstSeat: 2,
      circle: [4, 4, 4, 4, 4, 4, 4],
      hands: [
        ['guard', 5, 3, 5, 3, 5, 3, 5, 3, 5],
        [1, 2, 8, 8, 8, 6, 3, 6, 3, 6],
        [7, 7, 7, 1, 3, 5, 3, 5, 3, 5],
      ],
    });
    s = play(s, 2, 'f0.2');
    s = play(s, 0, 'g0');
    expect(s.street).toMatchObject({ cards: [7, 7, 7], owner: 2, guards: 1 });
    refuse(s, 1, 'f2.4'); // 8,8,8 is stronger than 7,7,7: not allowed while reversed
    s = play(s, 1, 'f0.1');
    refuse(s, 2, 'f0.1'); // 1,3 is no crew
    s = play(s, 2, 'f0.0');
    expect(s.street?.cards).toEqual([1]);
    const options = loners.legalActions(s, 0);
    expect(options.length).toBeGreaterThan(0);
    expect(options.every((a) => a.type === 'retreat')).toBe(true);
    s = play(s, 0, 'r0.9');
    expect(s.hands[0]).toEqual([5, 3, 5, 3, 5, 3, 5, 3, 5, 4]);
  });

  it('6: a second Security Guard restores normal strength', () => {
    let s = deal({
      circle: [4, 4, 4, 4, 4, 4],
      hands: [
        [6, 6, 'guard', 5, 2, 5, 2, 5, 2, 5, 2],
        ['guard', 1, 'guard', 7, 7, 7, 3, 1, 3, 1, 3],
      ],
    });
    s = play(s, 0, 'f0.1'); // 6,6
    s = play(s, 1, 'g0'); // reversed
    // Hand now: guard,5,2,5,2,5,2,5,2. While reversed a single is weaker than 6,6.
    s = play(s, 0, 'f2.2');
    expect(s.street?.cards).toEqual([2]);
    s = play(s, 1, 'g1'); // second guard: normal order again
    expect(s.street?.guards).toBe(2);
    refuse(s, 0, 'f3.3'); // a single 2 does not beat a single 2
    s = play(s, 0, 'f1.1'); // a 5 beats the 2 again
    expect(s.street).toMatchObject({ cards: [5], owner: 0, guards: 2 });
  });

  it('7: a player whose last card is a Security Guard must retreat', () => {
    let s = deal({
      circle: [8, 8, 8, 8, 8, 8],
      hands: [
        [1, 2, 3, 4, 5, 6, 7, 1, 2, 3, 'guard'],
        [5, 7, 4, 5, 6, 7, 3, 7, 3, 7, 3],
      ],
    });
    s = play(s, 0, 'f0.6'); // 1..7
    s = play(s, 1, 'r0.11'); // Street clears back to P0
    expect(s.street).toBeNull();
    s = play(s, 0, 'f0.2'); // 1,2,3 — only the guard is left
    s = play(s, 1, 'f2.5'); // 4,5,6,7
    expect(s.hands[0]).toEqual(['guard']);
    refuse(s, 0, 'g0');
    expect(loners.legalActions(s, 0).every((a) => a.type === 'retreat')).toBe(true);
    const res = loners.apply(s, 0, { type: 'security', card: 0 });
    expect(res.ok === false && res.error.message).toMatch(/last card/);
  });
});
