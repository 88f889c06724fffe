/** Engine throughput: random full matches per second and legal-action generations per second, on one core. */
import type { AnyGameDefinition } from '../src/games/core/contract.js';
import { games } from '../src/games/index.js';
import { guys } from '../src/games/guys/index.js';

export interface EngineFigures {
  game: string;
  players: number;
  matchesPerSecond: number;
  actionsPerMatch: number;
  legalGenerationsPerSecond: number;
}

/** A fast LCG for the random policy: the bench measures the engine, not the policy. */
function lcg(seed: number) {
  let x = seed >>> 0 || 1;
  return (n: number) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x % n;
  };
}

function playRandomMatch(game: AnyGameDefinition, players: number, seed: number, options: object): number {
  const rand = lcg(seed);
  let state = game.setup({ players, seed: `bench-${seed}`, options });
  let actions = 0;
  for (let seat = game.toAct(state); seat !== null; seat = game.toAct(state)) {
    const legal = game.legalActions(state, seat);
    const res = game.apply(state, seat, legal[rand(legal.length)]);
    if (!res.ok) throw new Error(res.error.message);
    state = res.state;
    actions++;
  }
  return actions;
}

export function benchEngine(game: AnyGameDefinition, players: number, seconds: number, options: object = {}): EngineFigures {
  for (let i = 0; i < 200; i++) playRandomMatch(game, players, 1_000_000 + i, options); // warm-up (JIT)
  let matches = 0;
  let actions = 0;
  const start = performance.now();
  while (performance.now() - start < seconds * 1000) actions += playRandomMatch(game, players, matches++, options);
  const matchSeconds = (performance.now() - start) / 1000;

  // Legal-action generation alone, on states collected from random play.
  const states: unknown[] = [];
  const rand = lcg(7);
  let state = game.setup({ players, seed: 'bench-states', options });
  while (states.length < 2000) {
    const seat = game.toAct(state);
    if (seat === null) {
      state = game.setup({ players, seed: `bench-states-${states.length}`, options });
      continue;
    }
    states.push(state);
    const legal = game.legalActions(state, seat);
    const res = game.apply(state, seat, legal[rand(legal.length)]);
    if (res.ok) state = res.state;
  }
  let generations = 0;
  const genStart = performance.now();
  while (performance.now() - genStart < (seconds * 1000) / 2) {
    for (const s of states) game.legalActions(s, game.toAct(s) as number);
    generations += states.length;
  }
  const genSeconds = (performance.now() - genStart) / 1000;
  return {
    game: game.id,
    players,
    matchesPerSecond: matches / matchSeconds,
    actionsPerMatch: actions / matches,
    legalGenerationsPerSecond: generations / genSeconds,
  };
}

export function printEngines(seconds: number): void {
  console.log('\nEngines (random legal play, one core):');
  console.log('game        players  matches/s  actions/match  legal-action generations/s');
  for (const game of Object.values(games)) {
    // guys (2–6 players): 2, 4 and 6 show how it scales.
    const counts = game.id === guys.id ? [2, 4, 6] : Array.from({ length: game.maxPlayers - game.minPlayers + 1 }, (_, i) => game.minPlayers + i);
    for (const players of counts) {
      const f = benchEngine(game, players, seconds);
      console.log(
        `${f.game.padEnd(11)} ${String(players).padStart(7)}  ${f.matchesPerSecond.toFixed(0).padStart(9)}  ${f.actionsPerMatch.toFixed(1).padStart(13)}  ${f.legalGenerationsPerSecond.toFixed(0).padStart(26)}`,
      );
    }
  }
}
