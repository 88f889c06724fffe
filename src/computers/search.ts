/**
 * The hard level's search: determinized Monte Carlo (perfect-information
 * Monte Carlo, PIMC) over the root moves.
 *
 * Each sample re-deals what the seat cannot see (the game's `determinize`,
 * from the seat's view only), plays a root move and then a playout by the
 * game's cheap policy, and scores the end for the searching seat. The root
 * moves compete by sequential halving: every round gives each remaining move
 * the same number of samples on the SAME determinizations and playout seeds
 * (common random numbers, so two moves are compared on the same deals), then
 * the better half goes on. Pure: all randomness comes from `rand`, and the
 * budget is a number of simulated actions, never a clock.
 */
import type { GameDefinition, Outcome } from '../games/core/contract.js';
import type { AiProfile, Rand } from '../games/core/registration.js';
import { randFromWords, seedWords } from './rand.js';

export interface SearchInput<S, A, V> {
  engine: GameDefinition<S, A, V, object>;
  profile: AiProfile<S, A, V>;
  view: V;
  seat: number;
  memory: unknown;
  /** The root moves (at least two). */
  moves: readonly A[];
  rand: Rand;
  /**
   * The budget in iterations: one iteration is one simulated action (an
   * apply, the legal moves and the policy's choice; COST_PER_LEGAL_MOVE more
   * per legal move listed), so the work tracks the time closely whatever the
   * playouts' length. A re-deal counts as DEAL_COST iterations.
   */
  iterations: number;
  /** A playout longer than this stops and is scored as it stands. */
  maxSteps: number;
  /** Called before each sample; may block (see DecideArgs.pause). */
  pause?: () => void;
}

export interface SearchResult<A> {
  move: A;
  /** Per root move: playouts and mean reward (for tests and the arena). */
  stats: Array<{ move: A; visits: number; mean: number }>;
  /** Iterations (simulated actions) spent and re-deals made. */
  iterations: number;
  samples: number;
}

/** A seat's share of an outcome: 1 / (number of winners) when among them, else 0. */
export function shareOfWin(outcome: Outcome | null, seat: number, players: number): number {
  if (!outcome) return 1 / players;
  return outcome.winners.includes(seat) ? 1 / outcome.winners.length : 0;
}

/** What one re-deal costs, in iterations (simulated actions). */
export const DEAL_COST = 6;
/**
 * A simulated action costs one iteration plus this much per legal move
 * listed (listing and weighing a hundred retreats costs more than applying
 * one move), so the iterations track the time across positions.
 */
export const COST_PER_LEGAL_MOVE = 1 / 20;

export function searchMove<S, A, V>(input: SearchInput<S, A, V>): SearchResult<A> {
  const { engine, profile, view, seat, memory, moves, rand, iterations, maxSteps, pause } = input;
  const n = moves.length;
  const visits = new Float64Array(n);
  const total = new Float64Array(n);
  const broken = new Uint8Array(n);
  // Each halving round samples every move still in the race at least once: with a small budget the
  // playouts get shorter (scored where they stop) rather than the search getting over its budget.
  const stepCap = Math.min(maxSteps, Math.max(0, Math.floor(iterations / (2 * n)) - 1));
  const rollout = profile.rollout ?? ((s: S, t: number, legal: readonly A[], r: Rand) => profile.easy(engine.view(s, t), legal, r));

  let used = 0;
  const playout = (root: S, arm: number, words: readonly number[]): number | null => {
    used++;
    const first = engine.apply(root, seat, moves[arm] as A);
    if (!first.ok) return null;
    const r = randFromWords(words);
    let s = first.state;
    let steps = 0;
    let listed = 0;
    for (;;) {
      const t = engine.toAct(s);
      if (t === null || steps >= stepCap || profile.horizon?.(root, s, steps)) break;
      const legal = engine.legalActions(s, t);
      listed += legal.length;
      if (legal.length === 0) break;
      const next = engine.apply(s, t, rollout(s, t, legal, r));
      if (!next.ok) break;
      s = next.state;
      steps++;
    }
    used += steps + listed * COST_PER_LEGAL_MOVE;
    if (profile.reward) return profile.reward(root, s, seat);
    const outcome = engine.outcome(s);
    return shareOfWin(outcome, seat, outcome?.scores.length ?? 2);
  };

  let alive = moves.map((_, i) => i);
  const rounds = Math.max(1, Math.ceil(Math.log2(n)));
  let samples = 0;
  for (let round = 0; round < rounds && alive.length > 1; round++) {
    const roundEnd = used + (iterations - used) / (rounds - round);
    do {
      pause?.();
      // One deal and one playout seed for every move still in the race.
      const root = profile.determinize(view, rand, seat, memory);
      const words = seedWords(rand);
      used += DEAL_COST;
      samples++;
      for (const arm of alive) {
        const reward = playout(root, arm, words);
        if (reward === null) {
          broken[arm] = 1; // cannot happen while determinize is consistent with the view
          continue;
        }
        visits[arm] = (visits[arm] as number) + 1;
        total[arm] = (total[arm] as number) + reward;
      }
    } while (used < roundEnd);
    alive = alive.filter((i) => !broken[i]);
    const mean = (i: number) => ((visits[i] as number) ? (total[i] as number) / (visits[i] as number) : -1);
    alive.sort((a, b) => mean(b) - mean(a) || a - b);
    if (round < rounds - 1) alive = alive.slice(0, Math.max(1, Math.ceil(alive.length / 2)));
    else alive = alive.slice(0, 1);
  }
  const best = alive[0] ?? 0;
  const stats = moves.map((move, i) => ({ move, visits: visits[i] as number, mean: visits[i] ? (total[i] as number) / (visits[i] as number) : 0 }));
  return { move: moves[best] as A, stats, iterations: used, samples };
}
