/** A real SQLite file with migrations and a movable clock, for play-layer tests. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../src/db/connection.js';
import { playContext, type PlayContext } from '../../src/play/context.js';

export interface TestPlay {
  ctx: PlayContext;
  clock: { now: number };
  close(): void;
}

export function testPlay(overrides: Partial<Omit<PlayContext, 'database' | 'now'>> = {}): TestPlay {
  const dir = mkdtempSync(join(tmpdir(), 'loners-play-'));
  const database = openDatabase(join(dir, 'bot.sqlite'));
  const clock = { now: 1_700_000_000_000 };
  let seeds = 0;
  const ctx = playContext(database, { now: () => clock.now, newSeed: () => `seed-${seeds++}`, ...overrides });
  return {
    ctx,
    clock,
    close() {
      database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
