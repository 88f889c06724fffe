/** Crews and strength (rules/loners.md, "Crews", "Strength"). */
import { describe, expect, it } from 'vitest';
import { beats, classifyCrew, extendCrew } from '../../../src/games/loners/crews.js';
import { codes, deal, play, refuse } from './helpers.js';

const shape = (cards: number[]) => {
  const s = classifyCrew(cards);
  if (!s) throw new Error(`${cards.join(',')} is no crew`);
  return s;
};
const wins = (a: number[], b: number[], reversed = false) => beats(shape(a), shape(b), reversed);

describe('crew shapes', () => {
  it('knows singles, sets and runs in both directions', () => {
    expect(classifyCrew([4])).toEqual({ kind: 'single', size: 1, value: 4 });
    expect(classifyCrew([2, 2, 2])).toEqual({ kind: 'set', size: 3, value: 2 });
    expect(classifyCrew([5, 6, 7])).toEqual({ kind: 'run', size: 3, value: 7 });
    expect(classifyCrew([7, 6, 5])).toEqual({ kind: 'run', size: 3, value: 7 });
  });

  it('rejects mixed patterns, gaps and the 8→1 wrap', () => {
    for (const bad of [[], [1, 3], [5, 5, 6], [4, 5, 4], [8, 1], [7, 8, 1], [1, 2, 4]]) expect(classifyCrew(bad)).toBeNull();
  });

  it('a steal continues the pattern at either end of a run, or adds to a set', () => {
    expect(extendCrew([4, 5, 6], 3)).toEqual([3, 4, 5, 6]);
    expect(extendCrew([4, 5, 6], 7)).toEqual([4, 5, 6, 7]);
    expect(extendCrew([6, 5, 4], 3)).toEqual([6, 5, 4, 3]);
    expect(extendCrew([6, 5, 4], 7)).toEqual([7, 6, 5, 4]);
    expect(extendCrew([5, 5], 5)).toEqual([5, 5, 5]);
    expect(extendCrew([5, 5], 6)).toBeNull();
    expect(extendCrew([4, 5, 6], 5)).toBeNull();
    expect(extendCrew([4, 5, 6], 8)).toBeNull();
  });
});

describe('strength, normal order', () => {
  it('more cards beat fewer, whatever the values', () => {
    expect(wins([1, 2, 3], [6, 7])).toBe(true);
    expect(wins([1, 2], [8])).toBe(true);
    expect(wins([8, 8], [1, 2, 3])).toBe(false);
  });
  it('same size: a set beats a run', () => {
    expect(wins([2, 2, 2], [6, 7, 8])).toBe(true);
    expect(wins([6, 7, 8], [2, 2, 2])).toBe(false);
  });
  it('same size and type: higher value wins, a run valued by its highest card', () => {
    expect(wins([4, 4, 4], [2, 2, 2])).toBe(true);
    expect(wins([2, 3, 4], [1, 2, 3])).toBe(true);
    expect(wins([4, 3, 2], [1, 2, 3])).toBe(true);
    expect(wins([5], [4])).toBe(true);
  });
  it('equal strength never beats', () => {
    expect(wins([5], [5])).toBe(false);
    expect(wins([3, 3], [3, 3])).toBe(false);
    expect(wins([4, 3, 2], [2, 3, 4])).toBe(false);
  });
});

describe('strength, reversed by an odd number of guards', () => {
  it('fewer cards win; same size a run beats a set; same type the lower value wins; ties never', () => {
    expect(wins([8], [1, 2], true)).toBe(true);
    expect(wins([1, 2, 3], [8, 8], true)).toBe(false);
    expect(wins([6, 7, 8], [2, 2, 2], true)).toBe(true);
    expect(wins([2, 2, 2], [6, 7, 8], true)).toBe(false);
    expect(wins([1], [2], true)).toBe(true);
    expect(wins([1, 2], [2, 3], true)).toBe(true);
    expect(wins([3], [3], true)).toBe(false);
  });
});

describe('fighting from the hand', () => {
  const base = { circle: [5, 2, 2, 2, 2, 2] };
  it('the cards must be adjacent in the hand; a Security Guard between them breaks the crew', () => {
    const s = deal({ ...base, hands: [[4, 'guard', 4, 1, 3, 1, 3, 1, 3, 1, 7], [1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1]] });
    refuse(s, 0, 'f0.2');
    refuse(s, 0, 'f0.1');
    expect(codes(s, 0)).not.toContain('f0.2');
    // 1,3,1 are neighbours but no crew.
    refuse(s, 0, 'f3.5');
  });

  it('a hand segment with a gap is completed by one recruited Loner at the right place', () => {
    const s = deal({ ...base, hands: [[4, 6, 7, 1, 3, 1, 3, 1, 3, 1, 7], [1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1]] });
    expect(codes(s, 0)).toEqual(expect.arrayContaining(['f0.2.0.1', 'f0.1.0.1', 'f1.2.0.0', 'f0.0.0.1', 'f0.0.0.0']));
    const next = play(s, 0, 'f0.2.0.1');
    expect(next.street?.cards).toEqual([4, 5, 6, 7]);
    expect(next.lastAction).toEqual({ seat: 0, type: 'fight', crew: [4, 5, 6, 7], loner: 5, cleared: false });
  });

  it('a Loner joins at most one crew at a time and never forms a crew alone', () => {
    const s = deal({ ...base, hands: [[1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 7], [1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1]] });
    refuse(s, 0, 'f1.0.0.0'); // from > to: no hand card at all
    refuse(s, 0, 'f0.0.9.0'); // no such Loner
    refuse(s, 0, 'f0.0.0.2'); // position outside the crew
  });

  it('runs may be played in either direction as they sit in the hand', () => {
    let s = deal({ ...base, hands: [[4, 5, 6, 1, 3, 1, 3, 1, 3, 1, 7], [6, 5, 4, 1, 7, 6, 5, 1, 3, 1, 3]] });
    s = play(s, 0, 'f0.2');
    refuse(s, 1, 'f0.2'); // 6,5,4 is as strong as 4,5,6: a tie does not beat
    s = play(s, 1, 'f4.6'); // 7,6,5 has the higher top card
    expect(s.street?.cards).toEqual([7, 6, 5]);
  });
});
