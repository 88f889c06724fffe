/** Going out, the pick-up, stalemates and the match (rules/loners.md). */
import { describe, expect, it } from 'vitest';
import { loners, type LonersState } from '../../../src/games/loners/index.js';
import { codes, deal, filler, play, refuse } from './helpers.js';

/** Seat 0 leads its first card as a single and seat 1 retreats, taking Loner 0 to the end of its hand. */
function drainOnce(s: LonersState): LonersState {
  s = play(s, 0, 'f0.0');
  return play(s, 1, s.circle.length ? `r0.${s.hands[1]?.length}` : 'r');
}

describe('going out', () => {
  it('emptying the hand with the Circle empty wins the round; the next round is dealt anew and the start rotates', () => {
    let s = deal({ circle: [1, 1, 1, 1, 1, 1], hands: [[1, 1, 1, 1, 1, 1, 2, 3, 4, 5, 6], filler(11, 1, 3)] });
    for (let i = 0; i < 6; i++) s = drainOnce(s);
    expect(s.circle).toEqual([]);
    s = play(s, 0, 'f0.4');
    expect(s.roundWins).toEqual([1, 0]);
    expect(s.lastRound).toEqual({ round: 1, winner: 0, reason: 'out' });
    expect(s.round).toBe(2);
    expect(s.roundStarter).toBe(1);
    expect(s.toAct).toBe(1);
    expect(s.street).toBeNull();
    expect(s.hands.map((h) => h.length)).toEqual([11, 11]);
    expect(s.circle).toHaveLength(6);
    expect(loners.outcome(s)).toBeNull();
    // The board's log starts afresh with the new round; the winning play is in lastAction.
    expect(loners.view(s, null).recent).toEqual([]);
    expect(s.lastAction).toMatchObject({ seat: 0, type: 'fight', crew: [2, 3, 4, 5, 6] });
  });

  it('recruiting the last Loner with one\'s last cards wins at once', () => {
    let s = deal({
      circle: [1, 1, 1, 1, 1, 5],
      hands: [[1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 6], ['guard', 3, 7, 3, 7, 3, 7, 3, 7, 3, 7]],
    });
    for (let i = 0; i < 5; i++) s = drainOnce(s);
    expect(s.circle).toEqual([5]);
    s = play(s, 0, 'f0.3'); // 2,2,2,2
    s = play(s, 1, 'g0'); // reversed: fewer cards now win
    s = play(s, 0, 'f0.1.0.1'); // 4,5,6 — the last cards and the last Loner
    expect(s.roundWins).toEqual([1, 0]);
    expect(s.lastRound).toMatchObject({ winner: 0, reason: 'out' });
  });

  it('going out by a steal wins the round', () => {
    let s = deal({
      circle: [1, 1, 1, 1, 1, 6],
      hands: [[1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 7], [1, 2, 3, 4, 5, 3, 7, 3, 7, 3, 7]],
    });
    for (let i = 0; i < 5; i++) s = drainOnce(s);
    s = play(s, 0, 'f0.4'); // 2,2,2,2,2
    s = play(s, 1, 'f0.4.0.5'); // 1..5 + Loner 6: six cards, volatile
    expect(s.street).toMatchObject({ cards: [1, 2, 3, 4, 5, 6], volatile: true });
    s = play(s, 0, 's0'); // the 7, seat 0's last card
    expect(s.roundWins).toEqual([1, 0]);
  });

  it('with Loners still out, the player picks them all up from the Loner of their choice, the crew stays and play goes on', () => {
    let s = deal({ circle: [1, 2, 3, 4, 5, 6], hands: [[1, 2, 3, 4, 5, 6, 7, 1, 2, 3, 4], filler(11, 1, 3)] });
    s = play(s, 0, 'f0.6');
    s = play(s, 1, 'r5.11'); // takes the 6
    s = play(s, 0, 'f0.3'); // 1,2,3,4: hand empty, 5 Loners left
    expect(s.pendingPickup).toBe(true);
    expect(s.toAct).toBe(0);
    expect(codes(s, 0)).toEqual(['p0', 'p1', 'p2', 'p3', 'p4']);
    refuse(s, 0, 'r0.0');
    refuse(s, 1, 'p0', 'not_your_turn');
    s = play(s, 0, 'p2');
    expect(s.hands[0]).toEqual([3, 4, 5, 1, 2]);
    expect(s.circle).toEqual([]);
    expect(s.street).toMatchObject({ cards: [1, 2, 3, 4], owner: 0 });
    expect(s.toAct).toBe(1);
    expect(s.lastAction).toEqual({ seat: 0, type: 'pickup', cards: [3, 4, 5, 1, 2] });
    s = play(s, 1, 'r'); // back to the aggressor: the Street clears
    expect(s.street).toBeNull();
    expect(s.toAct).toBe(0);
  });
});

describe('stalemate', () => {
  /** Reaching "only guards everywhere, no Loners" by play is long; start from a dealt state with those hands. */
  function guardsOnly(hands: Array<Array<'guard'>>, roundStarter: number): LonersState {
    const s = deal({ circle: [1, 1, 1, 1, 1, 1], hands: [filler(11), filler(11)] });
    return { ...s, hands, circle: [], roundStarter, toAct: roundStarter };
  }

  it('a full lap of retreats on an empty Street ends the round: fewest cards wins', () => {
    let s = guardsOnly([['guard', 'guard'], ['guard']], 0);
    s = play(s, 0, 'r');
    expect(s.round).toBe(1);
    s = play(s, 1, 'r');
    expect(s.lastRound).toEqual({ round: 1, winner: 1, reason: 'stalemate' });
    expect(s.roundWins).toEqual([0, 1]);
  });

  it('a tie goes to the tied player who comes first from the round\'s starter', () => {
    let s = guardsOnly([['guard'], ['guard']], 1);
    s = play(s, 1, 'r');
    s = play(s, 0, 'r');
    expect(s.lastRound).toMatchObject({ winner: 1, reason: 'stalemate' });
  });
});

describe('the match', () => {
  it('is won at 2 round wins; then nothing more can be played', () => {
    const hands = [[1, 1, 1, 1, 1, 1, 2, 3, 4, 5, 6], filler(11, 1, 3)];
    let s = deal({ circle: [1, 1, 1, 1, 1, 1], hands });
    for (let i = 0; i < 6; i++) s = drainOnce(s);
    s = play(s, 0, 'f0.4');
    expect(s.roundWins).toEqual([1, 0]);
    // Round 2 is shuffled from the seed: play it out with the timeout policy until seat 0 or 1 has 2 wins.
    let guard = 0;
    while (loners.toAct(s) !== null && guard++ < 5000) {
      const seat = loners.toAct(s) as number;
      s = play(s, seat, loners.timeoutAction?.(s, seat) ?? 'r');
    }
    const result = loners.outcome(s);
    expect(result).not.toBeNull();
    expect(Math.max(...s.roundWins)).toBe(2);
    expect(result?.winners).toEqual([s.roundWins.indexOf(2)]);
    expect(result?.scores).toEqual(s.roundWins);
    expect(loners.legalActions(s, 0)).toEqual([]);
    expect(loners.apply(s, 0, { type: 'retreat' })).toMatchObject({ ok: false, error: { code: 'game_over' } });
  });
});
