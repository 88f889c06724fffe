/** A real SQLite file with migrations and a movable clock, for play-layer tests. */
import { playContext, type PlayContext } from '../../src/play/context.js';
import { tempDatabase } from '../support/temp-db.js';

export interface TestPlay {
  ctx: PlayContext;
  clock: { now: number };
  close(): void;
}

export function testPlay(overrides: Partial<Omit<PlayContext, 'database' | 'now'>> = {}): TestPlay {
  const { database, dispose } = tempDatabase('play');
  const clock = { now: 1_700_000_000_000 };
  let seeds = 0;
  const ctx = playContext(database, { now: () => clock.now, newSeed: () => `seed-${seeds++}`, ...overrides });
  return {
    ctx,
    clock,
    close: dispose,
  };
}
