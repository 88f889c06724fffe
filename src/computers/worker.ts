/**
 * The worker thread's entry: one computer decision. The AI is pure and
 * synchronous and may think for a few hundred milliseconds, so it runs here,
 * off the event loop that answers clicks.
 */
import { safeDecide } from '../ai/index.js';
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

/** The decision as an action code (plain data crosses the thread boundary). */
export default function decideInWorker(request: DecisionRequest): string {
  const engine = games[request.game];
  if (!engine) throw new Error(`unknown game ${request.game}`);
  return engine.encodeAction(safeDecide(request));
}
