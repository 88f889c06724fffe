/** Variant: Layered Loners — only the last-dealt Loner of the row may be used. */
import { describe, expect, it } from 'vitest';
import { loners } from '../../../src/games/loners/index.js';
import { codes, deal, filler, play, refuse } from './helpers.js';

const row = [3, 5, 8, 2, 1, 6]; // the rulebook's picture: the 6 lies fully visible at the end

describe('Layered Loners', () => {
  it('only the last-dealt Loner can be drawn; the next one becomes available when it is gone', () => {
    let s = deal({ variant: 'layered', circle: row, hands: [[7, 7, 7, ...filler(8, 1, 3)], filler(11, 1, 3)] });
    expect(loners.view(s, null).circle).toEqual(row);
    s = play(s, 0, 'f0.0');
    refuse(s, 1, 'r4.0'); // the 1 lies under the 6
    expect(codes(s, 1).filter((c) => c.startsWith('r')).every((c) => c.startsWith('r5.'))).toBe(true);
    s = play(s, 1, 'r5.0');
    expect(s.circle).toEqual([3, 5, 8, 2, 1]);
    s = play(s, 0, 'f0.0');
    s = play(s, 1, 'r4.0');
    expect(s.hands[1]?.slice(0, 2)).toEqual([1, 6]);
  });

  it('only the last-dealt Loner can be recruited', () => {
    const s = deal({ variant: 'layered', circle: [5, 5, 8, 2, 1, 3], hands: [[4, 6, 2, 4, ...filler(7, 1, 7)], filler(11, 1, 3)] });
    refuse(s, 0, 'f0.1.0.1'); // the 5 is buried
    expect(codes(s, 0)).toContain('f2.3.5.1'); // 2,3,4 with the available 3
  });

  it('the going-out pick-up takes the row in laid order, first-laid first, with no choice', () => {
    let s = deal({ variant: 'layered', circle: row, hands: [[1, 2, 3, 4, 5, 6, 7, 1, 2, 3, 4], filler(11, 1, 3)] });
    s = play(s, 0, 'f0.6');
    s = play(s, 1, 'r5.11');
    s = play(s, 0, 'f0.3');
    expect(codes(s, 0)).toEqual(['p0']);
    refuse(s, 0, 'p2');
    s = play(s, 0, 'p0');
    expect(s.hands[0]).toEqual([3, 5, 8, 2, 1]);
  });
});
