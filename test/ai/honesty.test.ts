/**
 * The computer is honest: it decides from what its seat sees. Two states that
 * differ only in what the seat cannot see (the conformance profile's
 * `perturbHidden`: other hands, the deck's order, face-down tokens, the RNG)
 * give the same move for the same seed, at both levels; and every re-deal
 * (`determinize`) is a full state that looks exactly like the seat's view.
 */
import { describe, expect, it } from 'vitest';
import { decide, type Level } from '../../src/computers/decide.js';
import { randFromSeed } from '../../src/computers/rand.js';
import { AI_GAMES, makeRand, situations } from './helpers.js';

const codes = (engine: (typeof AI_GAMES)[number]['engine'], actions: unknown[]) => actions.map((a) => engine.encodeAction(a)).sort();

for (const game of AI_GAMES) {
  describe(`${game.id}: honesty`, () => {
    const cases = situations(game, 80, 11);

    for (const level of ['easy', 'hard'] as const satisfies readonly Level[]) {
      it(`${level}: the same move when only hidden information differs (${cases.length} states, 2 perturbations each)`, () => {
        const rand = makeRand(5);
        for (const [i, c] of cases.entries()) {
          const seed = `honest-${i}`;
          const move = game.engine.encodeAction(decide({ game: game.id, state: c.state, seat: c.seat, level, seed, iterations: 300 }));
          for (let k = 0; k < 2; k++) {
            const other = game.conformance.perturbHidden(c.state, c.seat, rand);
            const again = game.engine.encodeAction(decide({ game: game.id, state: other, seat: c.seat, level, seed, iterations: 300 }));
            expect(again, c.label).toBe(move);
          }
        }
      });
    }

    it('what it remembers (recall) is public: unchanged when hidden information changes', () => {
      if (!game.ai.recall) return;
      const rand = makeRand(6);
      for (const c of cases) {
        const other = game.conformance.perturbHidden(c.state, c.seat, rand);
        expect(game.ai.recall(other, c.seat), c.label).toEqual(game.ai.recall(c.state, c.seat));
      }
    });

    it('every re-deal is consistent with the view: same view, same legal moves, and it plays on', () => {
      for (const [i, c] of cases.entries()) {
        const view = game.engine.view(c.state, c.seat);
        const memory = game.ai.recall?.(c.state, c.seat);
        const rand = randFromSeed(`det-${i}`);
        for (let k = 0; k < 3; k++) {
          const det = game.ai.determinize(view, rand, c.seat, memory);
          expect(JSON.parse(JSON.stringify(det)), c.label).toEqual(det); // plain JSON
          expect(game.engine.view(det, c.seat), c.label).toEqual(view);
          expect(codes(game.engine, game.engine.legalActions(det, c.seat)), c.label).toEqual(codes(game.engine, game.engine.legalActions(c.state, c.seat)));
          // The re-dealt state is a real game: a random playout from it runs to the end without a refusal.
          let s = det;
          for (let step = 0; step < 400; step++) {
            const t = game.engine.toAct(s);
            if (t === null) break;
            const legal = game.engine.legalActions(s, t);
            expect(legal.length, c.label).toBeGreaterThan(0);
            const next = game.engine.apply(s, t, legal[rand(legal.length)]);
            expect(next.ok, c.label).toBe(true);
            if (next.ok) s = next.state;
          }
        }
      }
    });
  });
}
