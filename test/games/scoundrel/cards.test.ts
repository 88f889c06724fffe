import { describe, expect, it } from 'vitest';
import { scoundrel } from '../../../src/games/scoundrel/index.js';
import { c, legalCodes, play, start } from './helpers.js';

describe('scoundrel weapons', () => {
  it('equipping is mandatory: taking a diamond equips it', () => {
    let s = start('5D 2C 3S 4H 6C 7S 8H 9C');
    s = play(s, 't0');
    expect(s.weapon).toEqual(c('5D'));
    expect(s.health).toBe(20);
    expect(scoundrel.view(s, 0).lastAction).toEqual({ type: 'equip', card: c('5D'), position: 0, replaced: null });
  });

  it('a new weapon discards the old weapon and the monsters on it', () => {
    let s = start('5D 2C 8D 4H 6C 7S 8H 9C');
    s = play(s, 't0', 't1w');
    expect(s.slain).toEqual([c('2C')]);
    s = play(s, 't2');
    expect(s.weapon).toEqual(c('8D'));
    expect(s.slain).toEqual([]);
    expect(s.discard).toEqual([c('5D'), c('2C')]);
    expect(scoundrel.view(s, 0).discardCount).toBe(2);
  });

  it('bare-handed: lose the full value; the monster is discarded', () => {
    let s = start('JC 2C 3S 4H 6C 7S 8H 9C');
    s = play(s, 't0');
    expect(s.health).toBe(9);
    expect(s.discard).toEqual([c('JC')]);
  });

  it('with the weapon: lose max(0, monster − weapon); the monster goes on the weapon', () => {
    let s = start('5D 9S 3C 4H 6C 7S 8H 9C');
    s = play(s, 't0', 't1w');
    expect(s.health).toBe(16);
    expect(s.slain).toEqual([c('9S')]);
    s = play(s, 't2w'); // 3 − 5 < 0: nothing lost
    expect(s.health).toBe(16);
    expect(s.slain).toEqual([c('9S'), c('3C')]);
  });

  it('using the weapon is optional: both actions are listed, and a bare-handed fight leaves the weapon untouched', () => {
    let s = start('5D 9S 3C 4H 6C 7S 8H 9C');
    s = play(s, 't0');
    expect(legalCodes(s)).toEqual(['t1', 't1w', 't2', 't2w', 't3']);
    s = play(s, 't2');
    expect(s.health).toBe(17);
    expect(s.slain).toEqual([]);
  });

  it('no weapon: a monster may only be fought bare-handed', () => {
    const s = start('9S 3C 4H 6C 7S');
    expect(legalCodes(s)).toEqual(['a', 't0', 't1', 't2', 't3']);
    const r = scoundrel.apply(s, 0, { type: 'take', card: 0, weapon: true });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('illegal_action');
  });

  it('a fresh weapon may be used on any monster, even an Ace', () => {
    let s = start('2D AS 3C 4H 6C 7S');
    s = play(s, 't0', 't1w');
    expect(s.health).toBe(8);
  });

  it('a used weapon: only monsters ≤ the last monster on it (equal is fine)', () => {
    let s = start('5D 9S 10C 9C 6C 7S 8H 2C');
    s = play(s, 't0', 't1w');
    expect(legalCodes(s)).toEqual(['t2', 't3', 't3w']); // 10 > 9: bare only; 9 = 9: weapon allowed
    const r = scoundrel.apply(s, 0, { type: 'take', card: 2, weapon: true });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('illegal_action');
    expect(scoundrel.view(s, 0).weapon?.limit).toBe(9);
    s = play(s, 't3w');
    expect(scoundrel.view(s, 0).weapon?.limit).toBe(9);
  });

  it('strict weapons variant: only monsters strictly lower than the last monster on it', () => {
    let s = start('5D 9S 9C 8C 6C 7S 8H 2C', { variant: 'strict' });
    s = play(s, 't0', 't1w');
    expect(legalCodes(s)).toEqual(['t2', 't3', 't3w']); // 9 = 9 is not allowed, 8 < 9 is
    expect(scoundrel.view(s, 0).weapon?.limit).toBe(8);
    expect(scoundrel.apply(s, 0, { type: 'take', card: 2, weapon: true }).ok).toBe(false);
  });

  it('a weapon flag on a potion or a weapon is illegal', () => {
    let s = start('5D 4H 8D 2C 6C 7S');
    s = play(s, 't0');
    expect(scoundrel.apply(s, 0, { type: 'take', card: 1, weapon: true }).ok).toBe(false);
    expect(scoundrel.apply(s, 0, { type: 'take', card: 2, weapon: true }).ok).toBe(false);
  });
});

describe('scoundrel potions', () => {
  it('a potion heals its value', () => {
    let s = start('9S 5H 2D 3D 6C 7S 8H 9C');
    s = play(s, 't0', 't1');
    expect(s.health).toBe(16);
    expect(scoundrel.view(s, 0).lastAction).toEqual({ type: 'potion', card: c('5H'), position: 1, healed: 5, wasted: false });
  });

  it('health never exceeds 20', () => {
    let s = start('3S 10H 2D 3D 6C 7S 8H 9C');
    s = play(s, 't0', 't1');
    expect(s.health).toBe(20);
  });

  it('only the first potion of a turn heals; a later one that turn is discarded with no effect', () => {
    let s = start('JS 5H 6H 3D 6C 7S 8H 9C');
    s = play(s, 't0', 't1');
    expect(s.health).toBe(14);
    s = play(s, 't2');
    expect(s.health).toBe(14);
    expect(s.discard).toContainEqual(c('6H'));
    expect(scoundrel.view(s, 0).lastAction).toEqual({ type: 'potion', card: c('6H'), position: 2, healed: 0, wasted: true });
  });

  it('a first potion at full health still counts as the turn’s potion', () => {
    let s = start('5H 6H JS 3D 6C 7S 8H 9C');
    s = play(s, 't0', 't2', 't1');
    expect(s.health).toBe(9);
  });

  it('the next turn (room) heals again', () => {
    let s = start('JS 5H 6H 3D 7H 7S 8H 9C');
    s = play(s, 't0', 't1', 't2'); // 3D stays; room 7H 7S 8H + 3D
    expect(s.potionsThisTurn).toBe(0);
    expect(scoundrel.view(s, 0).potionsUsedThisTurn).toBe(0);
    s = play(s, 't0');
    expect(s.health).toBe(20);
    expect(scoundrel.view(s, 0).potionsUsedThisTurn).toBe(1);
  });

  it('the final room is a turn too: one healing potion there', () => {
    let s = start('JS 3D 4D 5D 5H 6H');
    s = play(s, 't0', 't1', 't2'); // final room: 5H 6H + 5D
    expect(s.finalRoom).toBe(true);
    s = play(s, 't0', 't1');
    expect(s.health).toBe(14);
  });
});
