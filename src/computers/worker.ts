/**
 * The worker thread's entry: one computer decision. The AI is pure and
 * synchronous and may think for a few hundred milliseconds, so it runs here,
 * off the event loop that answers clicks.
 */
import { safeDecide } from './decide.js';
import { clicksComingHere, lowerThisThreadPriority, pauseWhileClicksCome } from '../runtime/thread-priority.js';
import { games } from '../games/index.js';
import type { ComputerLevel } from '../play/computers.js';

export interface DecisionRequest {
  game: string;
  state: unknown;
  seat: number;
  level: ComputerLevel;
  seed: string;
  budgetMs?: number;
}

export interface SoloRunRequest {
  game: string;
  seed: string;
  options: object;
  level: ComputerLevel;
  budgetMs?: number;
}

export interface SoloRun {
  codes: string[];
  score: number;
  won: boolean;
}

/**
 * A computer thinks when nothing more urgent runs (src/runtime/thread-priority.ts):
 * the lowest priority, below pictures. Its budget is counted in playouts, not
 * time, so a busy machine makes it slower, never weaker.
 */
export const COMPUTER_THREAD_NICE = 19;
lowerThisThreadPriority(COMPUTER_THREAD_NICE);

/** The event loop's "clicks are coming" flag (src/runtime/thread-priority.ts). */
const clicksComing = clicksComingHere();
/** A decision waits at most this long in all for clicks (a computer pauses about a second anyway). */
const MAX_PAUSE_PER_DECISION_MS = 2_000;
/** A whole solo run, which nobody waits for, at most this long. */
const MAX_PAUSE_PER_SOLO_RUN_MS = 60_000;

/** A longer run than this is cut off (no solo game comes near it). */
const MAX_SOLO_MOVES = 2_000;

/** A whole solo game (a daily dungeon) played by the computer, honestly, move by move as a player would. */
export function playSolo(request: SoloRunRequest): SoloRun {
  const engine = games[request.game];
  if (!engine) throw new Error(`unknown game ${request.game}`);
  let state = engine.setup({ players: 1, seed: request.seed, options: request.options });
  const codes: string[] = [];
  const pause = pauseWhileClicksCome(clicksComing, MAX_PAUSE_PER_SOLO_RUN_MS);
  for (let move = 0; move < MAX_SOLO_MOVES && engine.toAct(state) !== null; move++) {
    const seat = engine.toAct(state) as number;
    const action = safeDecide({ game: request.game, state, seat, level: request.level, seed: `${request.seed}:computer:${move}`, pause, ...(request.budgetMs ? { budgetMs: request.budgetMs } : {}) });
    const applied = engine.apply(state, seat, action);
    if (!applied.ok) break;
    state = applied.state;
    codes.push(engine.encodeAction(action));
  }
  const outcome = engine.outcome(state);
  return { codes, score: outcome?.scores[0] ?? 0, won: (outcome?.winners.length ?? 0) > 0 };
}

/** The decision as an action code (plain data crosses the thread boundary). */
export default function decideInWorker(request: DecisionRequest): string {
  const engine = games[request.game];
  if (!engine) throw new Error(`unknown game ${request.game}`);
  return engine.encodeAction(safeDecide({ ...request, pause: pauseWhileClicksCome(clicksComing, MAX_PAUSE_PER_DECISION_MS) }));
}
