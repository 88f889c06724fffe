/**
 * The hard level plays clearly better than chance: seeded 2-player matches
 * against a random player (the tested seat alternates), with a small budget
 * and a generous margin so that the assertion is about skill, not luck. The
 * full figures (and hard vs easy) come from the arena: npm run arena.
 */
import { describe, expect, it } from 'vitest';
import { decide } from '../../src/computers/decide.js';
import { randFromSeed } from '../../src/computers/rand.js';
import { AI_GAMES } from './helpers.js';

const MATCHES = 20;
const ITERATIONS = 1500;

function play(gameId: string, players: number, seed: string, hardSeat: number): number {
  const game = AI_GAMES.find((g) => g.id === gameId) as (typeof AI_GAMES)[number];
  let state = game.engine.setup({ players, seed });
  const rand = randFromSeed(`random-player:${seed}`);
  for (let step = 0; ; step++) {
    const seat = game.engine.toAct(state);
    if (seat === null) break;
    const legal = game.engine.legalActions(state, seat);
    const action = seat === hardSeat ? decide({ game: gameId, state, seat, level: 'hard', seed: `${seed}:${step}`, iterations: ITERATIONS }) : legal[rand(legal.length)];
    const next = game.engine.apply(state, seat, action);
    if (!next.ok) throw new Error(next.error.message);
    state = next.state;
  }
  const outcome = game.engine.outcome(state);
  return outcome?.winners.includes(hardSeat) ? 1 / outcome.winners.length : 0;
}

describe('hard beats a random player', () => {
  for (const game of ['loners', 'guys', 'lone-wolves']) {
    it(`${game}, 2 players: at least 14 of ${MATCHES} seeded matches`, () => {
      let wins = 0;
      for (let m = 0; m < MATCHES; m++) wins += play(game, 2, `strength:${game}:${m}`, m % 2);
      expect(wins).toBeGreaterThanOrEqual(14);
    });
  }

  it('scoundrel: a far better mean score than random moves over 20 seeded deals', () => {
    const game = AI_GAMES.find((g) => g.id === 'scoundrel') as (typeof AI_GAMES)[number];
    const mean = (level: 'hard' | 'random') => {
      let total = 0;
      for (let d = 0; d < 20; d++) {
        let state = game.engine.setup({ players: 1, seed: `strength:scoundrel:${d}` });
        const rand = randFromSeed(`random-player:${d}`);
        for (let step = 0; game.engine.toAct(state) !== null; step++) {
          const legal = game.engine.legalActions(state, 0);
          const action = level === 'hard' ? decide({ game: 'scoundrel', state, seat: 0, level, seed: `${d}:${step}`, iterations: 600 }) : legal[rand(legal.length)];
          const next = game.engine.apply(state, 0, action);
          if (!next.ok) throw new Error(next.error.message);
          state = next.state;
        }
        total += game.engine.outcome(state)?.scores[0] ?? 0;
      }
      return total / 20;
    };
    expect(mean('hard')).toBeGreaterThan(mean('random') + 50);
  });
});
