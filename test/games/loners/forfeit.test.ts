/** Leaving a match: forfeits and the action played when a turn times out. */
import { describe, expect, it } from 'vitest';
import { loners, type LonersState } from '../../../src/games/loners/index.js';
import { deal, filler, play } from './helpers.js';

const forfeit = (s: LonersState, seat: number) => (loners.forfeit as NonNullable<typeof loners.forfeit>)(s, seat);

describe('forfeit', () => {
  it('the hand leaves play and the seat is skipped', () => {
    let s = loners.setup({ players: 3, seed: 'ff', options: { firstSeat: 0 } });
    s = play(s, 0, loners.legalActions(s, 0)[0] as never);
    const before = JSON.stringify(s);
    const after = forfeit(s, 1);
    expect(JSON.stringify(s)).toBe(before);
    expect(after.hands[1]).toEqual([]);
    expect(after.active).toEqual([true, false, true]);
    expect(after.toAct).toBe(2);
    expect(after.lastAction).toEqual({ seat: 1, type: 'forfeit' });
    const later = play(after, 2, loners.legalActions(after, 2).find((a) => a.type === 'retreat') as never);
    expect(later.street).toBeNull(); // seat 2 was the only other player left: back to the aggressor
    expect(later.toAct).toBe(0);
  });

  it('one player left wins the match', () => {
    const s = loners.setup({ players: 2, seed: 'ff2' });
    const after = forfeit(s, 0);
    expect(loners.outcome(after)).toEqual({ winners: [1], scores: [0, 0] });
    expect(loners.toAct(after)).toBeNull();
  });

  it('forfeiting a seat that already left, or after the match, changes nothing', () => {
    const s = forfeit(loners.setup({ players: 3, seed: 'ff3' }), 2);
    expect(forfeit(s, 2)).toBe(s);
    const over = forfeit(s, 1);
    expect(forfeit(over, 0)).toBe(over);
  });

  it('a forfeited seat is dealt no cards in later rounds and never starts one', () => {
    let s = deal({
      firstSeat: 0,
      circle: [1, 1, 1, 1, 1, 1, 1],
      hands: [[1, 2, 3, 4, 5, 6, 7, 1, 2, 3], filler(10, 1, 3), filler(10, 1, 3)],
    });
    s = forfeit(s, 1);
    for (let i = 0; i < 7; i++) {
      s = play(s, 0, 'f0.0');
      s = play(s, 2, `r0.${s.hands[2]?.length}`);
    }
    s = play(s, 0, 'f0.2'); // after seven single leads the hand is 1,2,3
    expect(s.roundWins).toEqual([1, 0, 0]);
    expect(s.hands[1]).toEqual([]);
    expect(s.roundStarter).toBe(2); // seat 1 is skipped
  });
});

describe('forfeit edge cases (rules silent: what a player would expect)', () => {
  it('when the aggressor leaves, the Street clears once all remaining players retreated, and the next player leads', () => {
    let s = deal({
      firstSeat: 0,
      circle: [1, 1, 1, 1, 1, 1, 1],
      hands: [[7, 7, ...filler(8, 1, 3)], filler(10, 1, 3), filler(10, 1, 3)],
    });
    s = play(s, 0, 'f0.1'); // seat 0 is the aggressor
    s = forfeit(s, 0);
    expect(s.toAct).toBe(1);
    s = play(s, 1, 'r0.0');
    expect(s.street).not.toBeNull();
    s = play(s, 2, 'r0.0');
    expect(s.street).toBeNull(); // everyone still in retreated
    expect(s.toAct).toBe(1); // the aggressor is gone: the next player leads
  });

  it('a player who leaves while they must pick up the Loners takes nothing; play passes on', () => {
    let s = deal({ circle: [1, 2, 3, 4, 5, 6, 7], hands: [[1, 2, 3, 4, 5, 6, 7, 1, 2, 3], filler(10, 1, 3), filler(10, 1, 3)] });
    s = play(s, 0, 'f0.6');
    s = play(s, 1, 'r6.10');
    s = play(s, 2, 'r5.10');
    s = play(s, 0, 'f0.2'); // hand empty with Loners left
    expect(s.pendingPickup).toBe(true);
    s = forfeit(s, 0);
    expect(s.pendingPickup).toBe(false);
    expect(s.circle).toEqual([1, 2, 3, 4, 5]);
    expect(s.toAct).toBe(1);
  });
});

describe('timeout action', () => {
  it('retreats with the available Loner at the end of the hand', () => {
    let s = deal({ circle: [1, 2, 3, 4, 5, 6], hands: [[7, ...filler(10, 1, 3)], filler(11, 1, 3)] });
    s = play(s, 0, 'f0.0');
    expect(loners.timeoutAction?.(s, 1)).toEqual({ type: 'retreat', loner: 0, at: 11 });
  });
  it('leads the weakest single when the Street is empty, and picks up when it must', () => {
    const s = deal({ circle: [1, 2, 3, 4, 5, 6], hands: [[7, 3, 5, 6, 2, 7, 7, 7, 7, 7, 7], filler(11, 1, 3)] });
    expect(loners.timeoutAction?.(s, 0)).toEqual({ type: 'fight', from: 4, to: 4 });
    let p = deal({ circle: [1, 2, 3, 4, 5, 6], hands: [[1, 2, 3, 4, 5, 6, 7, 1, 2, 3, 4], filler(11, 1, 3)] });
    p = play(p, 0, 'f0.6');
    p = play(p, 1, 'r0.0');
    p = play(p, 0, 'f0.3');
    expect(loners.timeoutAction?.(p, 0)).toEqual({ type: 'pickup', start: 0 });
    expect(loners.timeoutAction?.(p, 1)).toBeNull();
  });
});
