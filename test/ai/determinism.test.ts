/** Determinism and the API's edges: the same inputs give the same move; safeDecide never throws. */
import { describe, expect, it } from 'vitest';
import { decide, DEFAULT_BUDGET_MS, hasAi, iterationsFor, safeDecide } from '../../src/computers/decide.js';
import { AI_GAMES, situations } from './helpers.js';

describe('determinism', () => {
  for (const game of AI_GAMES) {
    it(`${game.id}: the same state, seat, level and seed give the same move, from the state or a JSON copy of it`, () => {
      const cases = situations(game, 30, 31);
      for (const level of ['easy', 'hard'] as const) {
        for (const [i, c] of cases.entries()) {
          const args = { game: game.id, state: c.state, seat: c.seat, level, seed: `det-${i}`, iterations: 400 };
          const first = game.engine.encodeAction(decide(args));
          const copy = JSON.parse(JSON.stringify(c.state)) as unknown;
          expect(game.engine.encodeAction(decide({ ...args, state: copy })), c.label).toBe(first);
          expect(game.engine.encodeAction(decide(args)), c.label).toBe(first);
        }
      }
    });
  }

  it('a pause between the search\'s samples (a worker waiting for clicks) is called and never changes the move', () => {
    let calls = 0;
    const pause = () => void calls++;
    for (const game of AI_GAMES) {
      for (const [i, c] of situations(game, 10, 77).entries()) {
        const args = { game: game.id, state: c.state, seat: c.seat, level: 'hard' as const, seed: `pause-${i}`, iterations: 300 };
        expect(game.engine.encodeAction(decide({ ...args, pause })), c.label).toBe(game.engine.encodeAction(decide(args)));
      }
    }
    expect(calls).toBeGreaterThan(AI_GAMES.length);
  });

  it('the default budget converts to iterations by each game\'s calibrated rate', () => {
    for (const game of AI_GAMES) {
      expect(hasAi(game.id)).toBe(true);
      expect(iterationsFor(game.id)).toBe(Math.round(DEFAULT_BUDGET_MS * game.ai.iterationsPerMs));
      expect(iterationsFor(game.id, 10)).toBe(Math.max(16, Math.round(10 * game.ai.iterationsPerMs)));
    }
  });
});

describe('decide refuses what it cannot do; safeDecide falls back', () => {
  const guys = AI_GAMES.find((g) => g.id === 'guys') as (typeof AI_GAMES)[number];
  const state = guys.engine.setup({ players: 3, seed: 'edges', options: { firstSeat: 0 } });

  it('decide throws for an unknown game, a seat not to act or a finished game', () => {
    expect(() => decide({ game: 'chess', state, seat: 0, level: 'easy', seed: 's' })).toThrow(/unknown game/);
    expect(() => decide({ game: 'guys', state, seat: 1, level: 'hard', seed: 's' })).toThrow(/not to act/);
    const over = { ...state, toAct: null, result: { winners: [0], scores: [5, 0, 0], reason: 'five' } };
    expect(() => decide({ game: 'guys', state: over, seat: 0, level: 'easy', seed: 's' })).toThrow();
  });

  it("safeDecide answers with the engine's timeout move when decide fails, and null when nothing can be played", () => {
    const timeout = guys.engine.timeoutAction?.(state, 0);
    // A level the AI does not know makes decide throw: the safe move comes back.
    expect(safeDecide({ game: 'guys', state, seat: 0, level: 'expert' as 'hard', seed: 's' })).toEqual(timeout);
    expect(safeDecide({ game: 'chess', state, seat: 0, level: 'easy', seed: 's' })).toBeNull();
    expect(safeDecide({ game: 'guys', state: null, seat: 0, level: 'easy', seed: 's' })).toBeNull();
    const move = safeDecide({ game: 'guys', state, seat: 0, level: 'hard', seed: 's', iterations: 200 });
    expect(guys.engine.apply(state, 0, move).ok).toBe(true);
  });
});
