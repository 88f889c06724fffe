/** The computer's runs of shared challenges (the daily dungeon): stored once, replayed step by step. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connection.js';
import { computerRuns, matches, type ComputerRun } from '../db/schema/sqlite.js';
import { games } from '../games/index.js';
import { and } from 'drizzle-orm';

export function getComputerRun(db: Db, challenge: string): ComputerRun | null {
  return db.select().from(computerRuns).where(eq(computerRuns.challenge, challenge)).get() ?? null;
}

export function saveComputerRun(db: Db, run: Omit<ComputerRun, 'createdAt'> & { createdAt: number }): void {
  db.insert(computerRuns).values(run).onConflictDoNothing().run();
}

/** The state after the first `steps` moves of the run (0 = the deal). */
export function computerRunState(run: ComputerRun, steps: number): unknown {
  const engine = games[run.game];
  if (!engine) throw new Error(`unknown game ${run.game}`);
  let state = engine.setup({ players: 1, seed: run.seed, options: run.options });
  for (const code of run.codes.slice(0, steps)) {
    const applied = engine.apply(state, 0, engine.decodeAction(code));
    if (!applied.ok) break;
    state = applied.state;
  }
  return state;
}

/** Whether the user's attempt at the challenge is over (finished or abandoned): only then may they watch the computer's run. */
export function attemptOver(db: Db, challenge: string, userId: string): boolean {
  const mine = db.select({ status: matches.status }).from(matches).where(and(eq(matches.challenge, challenge), eq(matches.hostUserId, userId))).get();
  return mine !== undefined && mine.status !== 'active';
}
