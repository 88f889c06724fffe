/**
 * Computer players for every game: `decide` picks a legal move for the seat
 * to act, honestly (from that seat's view only) and deterministically (all
 * randomness from `seed`, the budget counted in search iterations, no clock).
 *
 * - easy: the game's rule-based move with some randomness (src/games/<game>/ai.ts);
 * - hard: determinized Monte Carlo search over the engine contract (./search.ts).
 *
 * Pure and synchronous, so it runs the same in a worker thread, a test or the arena.
 */
import type { AnyGameDefinition } from '../games/core/contract.js';
import type { AiProfile, AnyGameRegistration } from '../games/core/registration.js';
// The registry, with every game registered (importing it registers them): the AI knows games only through it.
import { registration } from '../games/index.js';
import { randFromSeed } from './rand.js';
import { searchMove } from './search.js';

export type Level = 'easy' | 'hard';

export interface DecideArgs {
  /** Game id: 'loners', 'scoundrel', 'guys', 'lone-wolves'. */
  game: string;
  /** The full engine state; only `engine.view(state, seat)` (and public history) is read from it. */
  state: unknown;
  /** The seat to act. */
  seat: number;
  level: Level;
  /** Any string; use a different one per move (e.g. `${matchId}:${version}`). */
  seed: string;
  /** Thinking budget of the hard level, converted to iterations by a calibrated per-game constant (default DEFAULT_BUDGET_MS). */
  budgetMs?: number;
  /** An exact number of search iterations (overrides `budgetMs`; tests and benchmarks). */
  iterations?: number;
  /**
   * Called between the search's samples; it may block (a worker thread waits
   * there while clicks are coming: src/runtime/thread-priority.ts). It changes when
   * the decision comes, never which it is.
   */
  pause?: () => void;
}

/** The hard level's default budget: about this many milliseconds on one core of the reference machine. */
export const DEFAULT_BUDGET_MS = 150;
/** At least this many iterations, whatever the budget. */
export const MIN_ITERATIONS = 16;
/** A playout longer than this many actions is cut off and scored as it stands. */
const MAX_PLAYOUT_STEPS = 1_000;

function registrationFor(game: string): AnyGameRegistration & { ai: AiProfile } {
  const reg = registration(game);
  if (!reg) throw new Error(`ai: unknown game "${game}"`);
  if (!reg.ai) throw new Error(`ai: game "${game}" has no computer player`);
  return reg as AnyGameRegistration & { ai: AiProfile };
}

/** Whether `game` has a computer player. */
export function hasAi(game: string): boolean {
  const reg = registration(game);
  return reg?.ai !== undefined;
}

/** Search iterations for a budget in milliseconds (the per-game calibrated rate). */
export function iterationsFor(game: string, budgetMs: number = DEFAULT_BUDGET_MS): number {
  const { ai } = registrationFor(game);
  return Math.max(MIN_ITERATIONS, Math.round(budgetMs * ai.iterationsPerMs));
}

/**
 * A legal move for `seat`, which must be the seat to act. Throws on an
 * unknown game, a finished game or a seat that is not to act.
 */
export function decide(args: DecideArgs): unknown {
  const { game, state, seat, level, seed } = args;
  const reg = registrationFor(game);
  const engine = reg.engine as AnyGameDefinition;
  const ai = reg.ai;
  if (engine.toAct(state) !== seat) throw new Error(`ai: seat ${seat} is not to act in this ${game} state`);
  const legal = engine.legalActions(state, seat) as unknown[];
  if (legal.length === 0) throw new Error(`ai: seat ${seat} has no legal move`);
  if (legal.length === 1) return legal[0];
  const view = engine.view(state, seat);
  const rand = randFromSeed(`${game}|${level}|${seat}|${seed}`);
  if (level === 'easy') return ai.easy(view, legal, rand);
  if (level !== 'hard') throw new Error(`ai: unknown level "${String(level)}"`);

  const moves = ai.candidates ? ai.candidates(view, legal) : legal;
  if (moves.length === 0) return legal[0];
  if (moves.length === 1) return moves[0];
  const iterations = args.iterations ?? Math.max(MIN_ITERATIONS, Math.round((args.budgetMs ?? DEFAULT_BUDGET_MS) * ai.iterationsPerMs));
  const memory = ai.recall?.(state, seat);
  return searchMove({ engine, profile: ai, view, seat, memory, moves, rand, iterations, maxSteps: MAX_PLAYOUT_STEPS, ...(args.pause ? { pause: args.pause } : {}) }).move;
}

/**
 * `decide` that never throws: on any error it falls back to the engine's
 * timeout move, else the first legal move, else null (nothing to play).
 */
export function safeDecide(args: DecideArgs): unknown {
  try {
    return decide(args);
  } catch {
    try {
      const reg = registration(args.game);
      if (!reg) return null;
      const engine = reg.engine as AnyGameDefinition;
      const safe = engine.timeoutAction?.(args.state, args.seat);
      if (safe !== null && safe !== undefined) return safe;
      return engine.legalActions(args.state, args.seat)[0] ?? null;
    } catch {
      return null;
    }
  }
}
