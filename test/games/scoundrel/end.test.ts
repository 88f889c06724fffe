import { describe, expect, it } from 'vitest';
import { scoundrel } from '../../../src/games/scoundrel/index.js';
import { legalCodes, play, start } from './helpers.js';

describe('scoundrel end of the game', () => {
  it('health exactly 0 is death, and the game ends at once', () => {
    let s = start('AC 6S 7C 3H 4C 5H');
    s = play(s, 't0', 't1');
    expect(s.health).toBe(0);
    expect(s.over).toBe(true);
    expect(s.won).toBe(false);
    expect(scoundrel.toAct(s)).toBeNull();
    expect(scoundrel.legalActions(s, 0)).toEqual([]);
    expect(scoundrel.timeoutAction?.(s, 0)).toBeNull();
    const r = scoundrel.apply(s, 0, { type: 'take', card: 2 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('game_over');
    // Lost: health minus the monsters still in the dungeon (4C); room cards do not count.
    expect(scoundrel.outcome(s)).toEqual({ winners: [], scores: [-4] });
  });

  it('death in the final room: nothing is left in the dungeon, the score is the health', () => {
    let s = start('2H 3H 4H 5C KS QC');
    s = play(s, 't0', 't1', 't2'); // final room: KS QC + 5C
    s = play(s, 't0', 't1');
    expect(s.over).toBe(true);
    expect(s.health).toBe(-5);
    expect(scoundrel.outcome(s)).toEqual({ winners: [], scores: [-5] });
  });

  it('surviving the final room wins; the score is the remaining health', () => {
    let s = start('9C 2H 3D 4S 5C');
    s = play(s, 't0', 't2', 't3'); // 20 − 9 − 4 = 7; final room 5C + 2H
    expect(s.finalRoom).toBe(true);
    s = play(s, 't0w'); // 5 − 3 = 2: 5
    expect(s.over).toBe(false);
    s = play(s, 't1'); // +2: 7
    expect(s.won).toBe(true);
    expect(s.health).toBe(7);
    expect(scoundrel.outcome(s)).toEqual({ winners: [0], scores: [7] });
    expect(scoundrel.view(s, 0)).toMatchObject({ over: true, won: true, score: 7 });
  });

  it('won at exactly 20 with a potion as the last card: the potion’s value is added', () => {
    let s = start('5D 3H 4H 9S 2C 6H');
    s = play(s, 't0', 't1', 't2'); // final room: 2C 6H + 9S
    s = play(s, 't3w', 't0w'); // 16, then 2 ≤ 9 with the weapon: nothing lost
    s = play(s, 't1'); // 6H heals to 20 and is the last card
    expect(s.health).toBe(20);
    expect(scoundrel.outcome(s)).toEqual({ winners: [0], scores: [26] });
  });

  it('the bonus counts even a last potion that did not heal (second potion of the turn)', () => {
    let s = start('5D 2C 3C 9S 6H 3H');
    s = play(s, 't0', 't2w', 't1w'); // final room: 6H 3H + 9S
    s = play(s, 't3'); // bare-handed 9: 11
    expect(s.health).toBe(11);
    s = play(s, 't0'); // 6H → 17
    expect(s.health).toBe(17);
    expect(s.over).toBe(false);
    s = play(s, 't1'); // wasted; 17 ≠ 20: no bonus
    expect(scoundrel.outcome(s)).toEqual({ winners: [0], scores: [17] });

    let t = start('5D 4H 2C 9S 6H 3H');
    t = play(t, 't0', 't1', 't2'); // 18; final room: 6H 3H + 9S
    t = play(t, 't3w', 't0'); // 18 − 4 = 14, +6 → 20
    t = play(t, 't1'); // 3H: second potion of the turn, no heal, but the last card at 20
    expect(t.health).toBe(20);
    expect(scoundrel.view(t, 0).lastAction).toMatchObject({ type: 'potion', wasted: true });
    expect(scoundrel.outcome(t)).toEqual({ winners: [0], scores: [23] });
  });

  it('no bonus at 20 when the last card was not a potion', () => {
    let s = start('5D 9H 4C 3C 2C');
    s = play(s, 't0', 't1', 't2w'); // final room: 2C + 3C
    s = play(s, 't3w', 't0w');
    expect(s.health).toBe(20);
    expect(scoundrel.outcome(s)).toEqual({ winners: [0], scores: [20] });
  });

  it('no avoid and no moves for a finished game', () => {
    let s = start('2C 3H');
    s = play(s, 't0', 't1');
    expect(s.won).toBe(true);
    expect(legalCodes(s)).toEqual([]);
  });
});
