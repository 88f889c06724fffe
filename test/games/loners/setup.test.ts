/** Setup of a round (rules/loners.md, "Components", "Player count", "Setup of a round"). */
import { describe, expect, it } from 'vitest';
import { loners } from '../../../src/games/loners/index.js';
import { buildDeck } from '../../../src/games/loners/deal.js';
import { deal, filler, play } from './helpers.js';

describe('Loners setup', () => {
  it('builds 7 copies of 1–8 plus 4 guards, without the 8s for 2 players', () => {
    for (const players of [3, 4]) {
      const deck = buildDeck(players);
      expect(deck).toHaveLength(60);
      for (let n = 1; n <= 8; n++) expect(deck.filter((c) => c === n)).toHaveLength(7);
      expect(deck.filter((c) => c === 'guard')).toHaveLength(4);
    }
    const two = buildDeck(2);
    expect(two).toHaveLength(53);
    expect(two).not.toContain(8);
  });

  it.each([
    [2, 11, 6],
    [3, 10, 7],
    [4, 10, 9],
  ])('%i players: %i cards in hand, %i Loners', (players, hand, circle) => {
    for (let i = 0; i < 50; i++) {
      const s = loners.setup({ players, seed: `count-${i}` });
      expect(s.hands.map((h) => h.length)).toEqual(new Array(players).fill(hand));
      expect(s.circle).toHaveLength(circle);
      expect(s.circle).not.toContain('guard');
      if (players === 2) expect([...s.circle, ...s.hands.flat()]).not.toContain(8);
    }
  });

  it('deals the Circle first, then each hand as a block in seat order, keeping hand order', () => {
    const hands = [filler(11, 1, 2), filler(11, 3, 4)];
    const s = deal({ circle: [5, 6, 7, 5, 6, 7], hands, rest: [1, 1, 1] });
    expect(s.circle).toEqual([5, 6, 7, 5, 6, 7]);
    expect(s.hands).toEqual(hands);
  });

  it('a guard met while dealing the Circle goes under a fixed deck (no reshuffle)', () => {
    const deck = ['guard' as const, 5, 'guard' as const, 6, 7, 5, 6, 7, ...filler(11, 1, 2), ...filler(11, 3, 4)];
    const s = loners.setup({ players: 2, seed: 'x', options: { deck, firstSeat: 0 } });
    expect(s.circle).toEqual([5, 6, 7, 5, 6, 7]);
    expect(s.hands).toEqual([filler(11, 1, 2), filler(11, 3, 4)]);
  });

  it('round 1 starts with firstSeat, or a seat drawn from the seed', () => {
    expect(deal({ circle: [1, 1, 1, 1, 1, 1], hands: [filler(11), filler(11)], firstSeat: 1 }).toAct).toBe(1);
    const starters = new Set<number>();
    for (let i = 0; i < 40; i++) starters.add(loners.setup({ players: 4, seed: `start-${i}` }).toAct as number);
    expect(starters).toEqual(new Set([0, 1, 2, 3]));
    expect(loners.setup({ players: 3, seed: 'same' })).toEqual(loners.setup({ players: 3, seed: 'same' }));
  });

  it('refuses bad player counts and bad options with a clear error', () => {
    expect(() => loners.setup({ players: 1, seed: 'x' })).toThrow(/2 to 4/);
    expect(() => loners.setup({ players: 5, seed: 'x' })).toThrow(/2 to 4/);
    expect(() => loners.setup({ players: 2, seed: 'x', options: { firstSeat: 2 } })).toThrow(/firstSeat/);
    expect(() => loners.setup({ players: 2, seed: 'x', options: { deck: [1, 2] } })).toThrow(/deck needs/);
    expect(() => loners.setup({ players: 2, seed: 'x', options: { deck: [0, 9] as never } })).toThrow(/1–8/);
    expect(() => loners.setup({ players: 2, seed: 'x', options: { variant: 'wild' as never } })).toThrow(/variant/);
  });

  it('with an empty Street the player must fight: no retreat while a lead exists', () => {
    const s = deal({ circle: [1, 1, 1, 1, 1, 1], hands: [filler(11), filler(11)] });
    const actions = loners.legalActions(s, 0);
    expect(actions.every((a) => a.type === 'fight')).toBe(true);
    expect(loners.apply(s, 0, { type: 'retreat', loner: 0, at: 0 })).toMatchObject({ ok: false, error: { code: 'illegal_action' } });
    expect(loners.apply(s, 1, { type: 'fight', from: 0, to: 0 })).toMatchObject({ ok: false, error: { code: 'not_your_turn' } });
    expect(loners.legalActions(s, 1)).toEqual([]);
  });

  it('play goes to the left', () => {
    let s = loners.setup({ players: 4, seed: 'left', options: { firstSeat: 2 } });
    s = play(s, 2, loners.legalActions(s, 2)[0] as never);
    expect(s.toAct).toBe(3);
    s = play(s, 3, loners.legalActions(s, 3).find((a) => a.type === 'retreat') as never);
    expect(s.toAct).toBe(0);
  });
});
