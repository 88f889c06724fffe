/** The computer's runs of shared challenges (the daily dungeon): stored once, replayed step by step. */
import { and, eq } from 'drizzle-orm';
import type { ComputerRun } from '../db/schema/sqlite.js';
import { first, type Q } from '../db/store.js';
import { games } from '../games/index.js';

export async function getComputerRun(q: Q, challenge: string): Promise<ComputerRun | null> {
  return (await first(q.db.select().from(q.t.computerRuns).where(eq(q.t.computerRuns.challenge, challenge)))) ?? null;
}

export async function saveComputerRun(q: Q, run: Omit<ComputerRun, 'createdAt'> & { createdAt: number }): Promise<void> {
  await q.db.insert(q.t.computerRuns).values(run).onConflictDoNothing();
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
export async function attemptOver(q: Q, challenge: string, userId: string): Promise<boolean> {
  const { matches } = q.t;
  const mine = await first(q.db.select({ status: matches.status }).from(matches).where(and(eq(matches.challenge, challenge), eq(matches.hostUserId, userId))));
  return mine !== undefined && mine.status !== 'active';
}
