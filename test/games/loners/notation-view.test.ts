/** Action codes and what each seat may see. */
import { describe, expect, it } from 'vitest';
import { loners, type LonersAction } from '../../../src/games/loners/index.js';
import { deal, filler, play } from './helpers.js';

describe('Loners notation', () => {
  const samples: Array<[LonersAction, string]> = [
    [{ type: 'fight', from: 0, to: 2 }, 'f0.2'],
    [{ type: 'fight', from: 12, to: 14, loner: { index: 8, at: 3 } }, 'f12.14.8.3'],
    [{ type: 'steal', card: 7 }, 's7'],
    [{ type: 'security', card: 30 }, 'g30'],
    [{ type: 'retreat' }, 'r'],
    [{ type: 'retreat', loner: 2, at: 11 }, 'r2.11'],
    [{ type: 'pickup', start: 4 }, 'p4'],
  ];
  it.each(samples)('%j <-> %s', (action, code) => {
    expect(loners.encodeAction(action)).toBe(code);
    expect(loners.decodeAction(code)).toEqual(action);
  });
  it('rejects malformed codes', () => {
    for (const bad of ['', 'f', 'f1', 'f01.2', 'f1.2.3', 'x1', 's', 's-1', 'r1', 'r1.', 'p1.2', 'f1.2 ', 'F1.2', 'g1000', 'f1.2.3.4.5']) {
      expect(loners.decodeAction(bad)).toBeNull();
    }
  });
});

describe('Loners views', () => {
  it('show one\'s own hand, everyone\'s hand sizes and the public table — never another hand', () => {
    let s = deal({ circle: [1, 2, 3, 4, 5, 6], hands: [[4, 6, ...filler(9, 1, 3)], [8, 8, ...filler(9, 7, 5)]] });
    s = play(s, 0, 'f0.1.4.1');
    const mine = loners.view(s, 1);
    expect(mine.hand).toEqual([8, 8, ...filler(9, 7, 5)]);
    expect(mine.handSizes).toEqual([9, 11]);
    expect(mine.circle).toEqual([1, 2, 3, 4, 6]);
    expect(mine.street).toEqual({ cards: [4, 5, 6], owner: 0, volatile: true, guards: 0 });
    expect(mine).toMatchObject({ roundWins: [0, 0], round: 1, toAct: 1, lastAction: { seat: 0, type: 'fight', crew: [4, 5, 6], loner: 5 } });
    const board = loners.view(s, null);
    expect(board.hand).toBeUndefined();
    expect(JSON.stringify(board)).not.toContain('rng');
    expect(Object.keys(board)).not.toContain('hands');
  });

  it('keep the last five public actions for the board, oldest first', () => {
    let s = deal({ circle: [1, 2, 3, 4, 5, 6], hands: [[7, 7, 7, 7, 7, 7, 7, 1, 3, 1, 3], filler(11, 1, 3)] });
    for (let i = 0; i < 3; i++) {
      s = play(s, 0, 'f0.0');
      s = play(s, 1, 'r0.0');
    }
    const recent = loners.view(s, null).recent;
    expect(recent).toHaveLength(5);
    expect(recent[4]).toEqual({ seat: 1, type: 'retreat', loner: 3, cleared: true });
    expect(recent[0]).toEqual({ seat: 1, type: 'retreat', loner: 1, cleared: true });
  });
});
