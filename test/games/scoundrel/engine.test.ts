/** Contract behaviour: errors, purity, JSON state, replay, card conservation, timeouts. */
import { describe, expect, it } from 'vitest';
import { scoundrel } from '../../../src/games/scoundrel/index.js';
import type { ScoundrelAction, ScoundrelState } from '../../../src/games/scoundrel/index.js';
import { legalCodes, play, randomPlayout, start } from './helpers.js';

const ALL_CODES = ['a', 't0', 't1', 't2', 't3', 't0w', 't1w', 't2w', 't3w'];

function allCards(s: ScoundrelState): string[] {
  const on = [...s.dungeon, ...s.room.filter((x) => x !== null), ...(s.weapon ? [s.weapon] : []), ...s.slain, ...s.discard];
  return on.map((x) => `${x!.suit}${x!.rank}`).sort();
}

describe('scoundrel engine contract', () => {
  it('not_your_turn for any seat but 0', () => {
    const s = start('2C 3S 4D 5H 6C');
    for (const seat of [1, -1, 0.5]) {
      const r = scoundrel.apply(s, seat, { type: 'take', card: 0 });
      expect(r).toMatchObject({ ok: false, error: { code: 'not_your_turn' } });
    }
    expect(scoundrel.legalActions(s, 1)).toEqual([]);
    expect(scoundrel.timeoutAction?.(s, 1)).toBeNull();
  });

  it('illegal_action, never a throw, for malformed actions', () => {
    const s = play(start('2C 3S 4D 5H 6C'), 't0');
    const bad: unknown[] = [
      null, undefined, 'a', 7, {}, { type: 'jump' }, { type: 'take' }, { type: 'take', card: 0 }, // slot 0 is empty now
      { type: 'take', card: 4 }, { type: 'take', card: -1 }, { type: 'take', card: 1.5 }, { type: 'take', card: '1' },
      { type: 'take', card: 1, weapon: 'yes' }, { type: 'take', card: 1, weapon: true }, { type: 'avoid' },
    ];
    for (const a of bad) {
      const r = scoundrel.apply(s, 0, a as ScoundrelAction);
      expect(r.ok, JSON.stringify(a)).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe('illegal_action');
        expect(r.error.message.length).toBeGreaterThan(0);
      }
    }
  });

  it('a bare-handed take may say weapon: false explicitly', () => {
    const s = play(start('5D 9S 4H 2C 6C'), 't0');
    const r = scoundrel.apply(s, 0, { type: 'take', card: 1, weapon: false });
    expect(r.ok && r.state.health).toBe(11);
  });

  it('random games: exactly the listed actions apply, input is never mutated, state is JSON, cards are conserved, games end', () => {
    for (const variant of ['standard', 'strict'] as const) {
      for (let g = 0; g < 40; g++) {
        const states = randomPlayout(`contract-${variant}-${g}`, variant);
        const last = states[states.length - 1]!;
        expect(last.over).toBe(true);
        expect(states.length).toBeLessThan(120);
        const out = scoundrel.outcome(last)!;
        expect(out.scores).toEqual([last.score]);
        expect(out.winners).toEqual(last.won ? [0] : []);
        if (last.won) expect(last.health).toBeGreaterThan(0);
        for (const s of states) {
          expect(JSON.parse(JSON.stringify(s))).toEqual(s);
          expect(allCards(s)).toHaveLength(44);
          expect(new Set(allCards(s)).size).toBe(44);
          expect(s.health).toBeLessThanOrEqual(20);
          const legal = new Set(legalCodes(s));
          const before = JSON.stringify(s);
          for (const code of ALL_CODES) {
            const r = scoundrel.apply(s, 0, scoundrel.decodeAction(code)!);
            expect(r.ok, `${code} in ${before}`).toBe(legal.has(code));
            if (!r.ok) expect(r.error.code).toBe(s.over ? 'game_over' : 'illegal_action');
          }
          expect(JSON.stringify(s)).toBe(before);
        }
      }
    }
  });

  it('replay from seed + action log gives the same state', () => {
    const states = randomPlayout('replay');
    let s = scoundrel.setup({ players: 1, seed: 'replay' });
    const log: string[] = [];
    for (let i = 1; i < states.length; i++) {
      const prev = states[i - 1]!;
      const next = states[i]!;
      const code = legalCodes(prev).find((k) => {
        const r = scoundrel.apply(prev, 0, scoundrel.decodeAction(k)!);
        return r.ok && JSON.stringify(r.state) === JSON.stringify(next);
      });
      log.push(code!);
    }
    s = play(s, ...log);
    expect(s).toEqual(states[states.length - 1]);
  });

  describe('timeoutAction (project choice)', () => {
    it('takes the card that costs the least health', () => {
      const s = start('9S 3C 5H 6C 7S');
      // At full health the potion heals nothing (ranks just below a free action); 3C costs 3.
      expect(scoundrel.timeoutAction?.(s, 0)).toEqual({ type: 'take', card: 2 });
      const hurt = play(start('9S 3C 5H 6C 7S'), 't0');
      expect(scoundrel.timeoutAction?.(hurt, 0)).toEqual({ type: 'take', card: 2 });
    });

    it('uses the weapon when that costs less', () => {
      const s = play(start('5D 9S 8C 2C 6C'), 't0');
      expect(scoundrel.timeoutAction?.(s, 0)).toEqual({ type: 'take', card: 3, weapon: true }); // 2C with 5D: 0
      const t = play(start('5D 9S 8C 4H 6C'), 't0');
      expect(scoundrel.timeoutAction?.(t, 0)).toEqual({ type: 'take', card: 3 }); // a useless potion beats 8C with 5D (−3)
    });

    it('avoids when every take would kill and avoiding is allowed', () => {
      let s = start('AC 5C 2H KS QS JS 10S 9S 8S');
      s = play(s, 't0', 't1', 't2'); // 20 − 14 − 5 + 2 = 3; room QS JS 10S + KS
      expect(s.health).toBe(3);
      expect(scoundrel.timeoutAction?.(s, 0)).toEqual({ type: 'avoid' });
    });

    it('always returns a legal action while the game runs', () => {
      for (let g = 0; g < 20; g++) {
        for (const s of randomPlayout(`timeout-${g}`)) {
          const a = scoundrel.timeoutAction?.(s, 0) ?? null;
          if (s.over) expect(a).toBeNull();
          else expect(scoundrel.apply(s, 0, a!).ok).toBe(true);
        }
      }
    });
  });
});
