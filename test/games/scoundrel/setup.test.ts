import { describe, expect, it } from 'vitest';
import { scoundrel, buildDungeon, kindOf } from '../../../src/games/scoundrel/index.js';
import { c, cards, roomCodes, start } from './helpers.js';

describe('scoundrel setup', () => {
  it('is a solo game with id scoundrel', () => {
    expect(scoundrel.id).toBe('scoundrel');
    expect(scoundrel.minPlayers).toBe(1);
    expect(scoundrel.maxPlayers).toBe(1);
  });

  it('deck: 26 monsters (clubs/spades 2..A), 9 weapons and 9 potions (2..10), 44 distinct cards', () => {
    const deck = buildDungeon();
    expect(deck).toHaveLength(44);
    expect(new Set(deck.map((x) => `${x.suit}${x.rank}`)).size).toBe(44);
    const monsters = deck.filter((x) => kindOf(x) === 'monster');
    expect(monsters).toHaveLength(26);
    expect(Math.min(...monsters.map((x) => x.rank))).toBe(2);
    expect(Math.max(...monsters.map((x) => x.rank))).toBe(14);
    for (const kind of ['weapon', 'potion'] as const) {
      const red = deck.filter((x) => kindOf(x) === kind);
      expect(red.map((x) => x.rank).sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
    }
    expect(deck.filter((x) => x.suit === 'diamonds').every((x) => kindOf(x) === 'weapon')).toBe(true);
    expect(deck.filter((x) => x.suit === 'hearts').every((x) => kindOf(x) === 'potion')).toBe(true);
  });

  it('health starts at 20 and the first room is the top four cards of the dungeon', () => {
    const s = start('2C 3S 4D 5H 6C 7S');
    expect(s.health).toBe(20);
    expect(roomCodes(s)).toEqual(['2C', '3S', '4D', '5H']);
    expect(s.dungeon).toEqual(cards('6C 7S'));
    expect(s.weapon).toBeNull();
    expect(s.finalRoom).toBe(false);
    expect(scoundrel.toAct(s)).toBe(0);
    expect(scoundrel.outcome(s)).toBeNull();
  });

  it('without a deck, shuffles all 44 cards from the seed, reproducibly', () => {
    const a = scoundrel.setup({ players: 1, seed: 'alpha' });
    const again = scoundrel.setup({ players: 1, seed: 'alpha' });
    const b = scoundrel.setup({ players: 1, seed: 'beta' });
    expect(again).toEqual(a);
    const all = (s: typeof a) => [...s.room.filter((x) => x !== null), ...s.dungeon];
    expect(all(a)).toHaveLength(44);
    expect(new Set(all(a).map((x) => `${x!.suit}${x!.rank}`)).size).toBe(44);
    expect(all(b)).not.toEqual(all(a));
    expect(all(a)).not.toEqual(buildDungeon());
    expect(a.variant).toBe('standard');
    expect(a.rng.length).toBeGreaterThan(0);
    expect(JSON.parse(JSON.stringify(a))).toEqual(a);
  });

  it('a given deck is used top first and copied, not shared', () => {
    const deck = cards('2C 3S 4D 5H 6C');
    const s = scoundrel.setup({ players: 1, seed: 'x', options: { deck } });
    deck[4] = c('AS');
    expect(s.dungeon).toEqual(cards('6C'));
  });

  it('rejects a wrong number of players', () => {
    expect(() => scoundrel.setup({ players: 2, seed: 'x' })).toThrow(/exactly 1 player/);
    expect(() => scoundrel.setup({ players: 0, seed: 'x' })).toThrow(/exactly 1 player/);
  });

  it('rejects bad decks and variants with a clear message', () => {
    const bad = (deck: unknown) => () =>
      scoundrel.setup({ players: 1, seed: 'x', options: { deck: deck as never } });
    expect(bad([])).toThrow(/at least one card/);
    expect(bad('2C')).toThrow(/array/);
    expect(bad([c('2C'), c('2C')])).toThrow(/twice/);
    expect(bad([{ suit: 'hearts', rank: 11 }])).toThrow(/not a Scoundrel card/); // red face cards are out
    expect(bad([{ suit: 'diamonds', rank: 14 }])).toThrow(/not a Scoundrel card/); // red aces are out
    expect(bad([{ suit: 'clubs', rank: 1 }])).toThrow(/not a Scoundrel card/);
    expect(bad([{ suit: 'clubs', rank: 2.5 }])).toThrow(/not a Scoundrel card/);
    expect(bad([{ suit: 'stars', rank: 2 }])).toThrow(/not a Scoundrel card/);
    expect(bad([null])).toThrow(/not a Scoundrel card/);
    expect(() => scoundrel.setup({ players: 1, seed: 'x', options: { variant: 'easy' as never } })).toThrow(/variant/);
  });

  it('accepts the strict variant', () => {
    expect(start('2C 3S 4D 5H', { variant: 'strict' }).variant).toBe('strict');
  });
});
