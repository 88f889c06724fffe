/**
 * Every decision is a legal move of the seat to act, over thousands of seeded
 * states per game and level (random and easy-played games, every player count
 * and option set), and `decide` never changes the state it is given.
 */
import { describe, expect, it } from 'vitest';
import { decide, type Level } from '../../src/computers/decide.js';
import { AI_GAMES, deepFreeze, situations } from './helpers.js';

const COUNTS: Record<Level, number> = { easy: 3000, hard: 2000 };
/** Small searches for the many states here (the default budget is far larger), a deeper one now and then. */
const iterations = (i: number) => (i % 20 === 0 ? 2000 : 100);

for (const game of AI_GAMES) {
  describe(`${game.id}: every decision is legal`, () => {
    for (const level of ['easy', 'hard'] as const) {
      it(`${level}: ${COUNTS[level]} states`, () => {
        const cases = situations(game, COUNTS[level], level === 'easy' ? 21 : 22);
        expect(cases.length).toBe(COUNTS[level]);
        for (const [i, c] of cases.entries()) {
          const state = deepFreeze(c.state);
          const legal = new Set(game.engine.legalActions(state, c.seat).map((a) => game.engine.encodeAction(a)));
          const move = decide({ game: game.id, state, seat: c.seat, level, seed: `legal-${i}`, iterations: iterations(i) });
          const code = game.engine.encodeAction(move);
          if (!legal.has(code)) expect.fail(`${c.label}: ${level} chose ${code}, not a legal move`);
          const applied = game.engine.apply(state, c.seat, move);
          if (!applied.ok) expect.fail(`${c.label}: ${level} chose ${code}, refused: ${applied.error.message}`);
        }
      });
    }
  });
}
