import { describe, expect, it } from 'vitest';
import { ACTION_CODE_PATTERN } from '../../../src/games/core/contract.js';
import { scoundrel } from '../../../src/games/scoundrel/index.js';
import { randomPlayout } from './helpers.js';

describe('scoundrel notation', () => {
  it('short codes: a, t<p>, t<p>w', () => {
    expect(scoundrel.encodeAction({ type: 'avoid' })).toBe('a');
    expect(scoundrel.encodeAction({ type: 'take', card: 2 })).toBe('t2');
    expect(scoundrel.encodeAction({ type: 'take', card: 2, weapon: false })).toBe('t2');
    expect(scoundrel.encodeAction({ type: 'take', card: 2, weapon: true })).toBe('t2w');
    expect(scoundrel.decodeAction('a')).toEqual({ type: 'avoid' });
    expect(scoundrel.decodeAction('t0')).toEqual({ type: 'take', card: 0 });
    expect(scoundrel.decodeAction('t3w')).toEqual({ type: 'take', card: 3, weapon: true });
  });

  it('every code round-trips exactly', () => {
    for (const code of ['a', 't0', 't1', 't2', 't3', 't0w', 't1w', 't2w', 't3w']) {
      const a = scoundrel.decodeAction(code);
      expect(a).not.toBeNull();
      expect(scoundrel.encodeAction(a!)).toBe(code);
      expect(code).toMatch(ACTION_CODE_PATTERN);
    }
  });

  it('every legal action of random games round-trips exactly', () => {
    for (let g = 0; g < 30; g++) {
      for (const s of randomPlayout(`notation-${g}`)) {
        for (const a of scoundrel.legalActions(s, 0)) {
          const code = scoundrel.encodeAction(a);
          expect(code).toMatch(ACTION_CODE_PATTERN);
          expect(scoundrel.decodeAction(code)).toEqual(a);
        }
      }
    }
  });

  it('malformed codes decode to null', () => {
    for (const code of [
      '', 'A', 'aa', 'a ', ' a', 'av', 'avoid', 't', 'tw', 't4', 't9', 't10', 't01', 't00', 't-1',
      't1W', 'T1', 't1ww', 't1x', 'w1', 't 1', 't1\n', 'a\n', 't٣',
    ]) {
      expect(scoundrel.decodeAction(code), JSON.stringify(code)).toBeNull();
    }
  });
});
