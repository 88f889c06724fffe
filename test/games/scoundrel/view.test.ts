import { describe, expect, it } from 'vitest';
import { scoundrel } from '../../../src/games/scoundrel/index.js';
import type { ScoundrelCard, ScoundrelState } from '../../../src/games/scoundrel/index.js';
import { c, play, randomPlayout, start } from './helpers.js';

const cardJson = (x: ScoundrelCard) => JSON.stringify({ suit: x.suit, rank: x.rank });

describe('scoundrel view', () => {
  it('shows health, the room with positions, the weapon with its monsters and limit, counts and flags', () => {
    let s = start('5D 9S 4H 2C 6C 7S 8H 9C 10C');
    s = play(s, 't0', 't1w');
    const v = scoundrel.view(s, 0);
    expect(v).toEqual({
      variant: 'standard',
      health: 16,
      maxHealth: 20,
      roomNumber: 1,
      roomsCleared: 0,
      room: [
        { position: 2, card: c('4H'), kind: 'potion' },
        { position: 3, card: c('2C'), kind: 'monster' },
      ],
      finalRoom: false,
      cardsToTake: 1,
      weapon: { card: c('5D'), slain: [c('9S')], limit: 9 },
      dungeonCount: 5,
      discardCount: 0,
      canAvoid: false,
      avoidedLastRoom: false,
      potionsUsedThisTurn: 0,
      lastAction: { type: 'fight', card: c('9S'), position: 1, withWeapon: true, damage: 4 },
      over: false,
      won: null,
      score: null,
    });
    expect(scoundrel.view(s, null)).toEqual(v);
  });

  it('never shows the dungeon’s cards or order', () => {
    for (let g = 0; g < 30; g++) {
      for (const s of randomPlayout(`view-${g}`)) {
        if (s.over) continue;
        for (const seat of [0, null]) {
          const json = JSON.stringify(scoundrel.view(s, seat));
          expect(json).not.toMatch(/dungeon"/);
          for (const x of s.dungeon) expect(json).not.toContain(cardJson(x));
          // The same table over a reordered dungeon gives the same view.
          const reordered: ScoundrelState = { ...s, dungeon: [...s.dungeon].reverse() };
          expect(scoundrel.view(reordered, seat)).toEqual(scoundrel.view(s, seat));
        }
      }
    }
  });

  it('after an avoid the view names no avoided card (they are now in the dungeon)', () => {
    const s = play(start('2C 3S 4D 5H 6C 7S 8H 9C'), 'a');
    const json = JSON.stringify(scoundrel.view(s, 0));
    for (const x of [c('2C'), c('3S'), c('4D'), c('5H')]) expect(json).not.toContain(cardJson(x));
    expect(scoundrel.view(s, 0).avoidedLastRoom).toBe(true);
  });

  it('the view is a copy: changing it does not change the state', () => {
    const s = play(start('5D 9S 4H 2C 6C 7S'), 't0', 't1w');
    const before = JSON.stringify(s);
    const v = scoundrel.view(s, 0);
    v.room[0]!.card.rank = 99;
    v.weapon!.slain.push(c('AS'));
    v.weapon!.card.rank = 99;
    expect(JSON.stringify(s)).toBe(before);
  });
});
