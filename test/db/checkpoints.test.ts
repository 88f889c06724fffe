/**
 * Checkpoints on a worker thread (src/db/checkpoints): while the checkpointer
 * runs, the bot's connection does not checkpoint inside its commits; the
 * worker copies the log into the database file, so the log stays small and
 * a fresh connection reads every committed row; when it stops (or keeps
 * failing) the connection checkpoints on its own again.
 */
import { statSync } from 'node:fs';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { startCheckpointer, SQLITE_AUTOCHECKPOINT_PAGES, type Checkpointer } from '../../src/db/checkpoints/index.js';
import { ClicksComing } from '../../src/thread-priority.js';
import { tempDatabase } from '../support/temp-db.js';

let cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanup.reverse()) await c();
  cleanup = [];
});

function setup(intervalMs = 60_000): { sqlite: Database.Database; path: string; checkpointer: Checkpointer } {
  const { database, dispose } = tempDatabase('checkpoints');
  const checkpointer = startCheckpointer({ sqlite: database.sqlite, path: database.path, log: null, intervalMs });
  cleanup.push(dispose, () => checkpointer.stop());
  database.sqlite.exec('create table notes (id integer primary key, body text not null)');
  return { sqlite: database.sqlite, path: database.path, checkpointer };
}

const write = (sqlite: Database.Database, rows: number) => {
  const insert = sqlite.prepare('insert into notes (body) values (?)');
  for (let i = 0; i < rows; i++) insert.run('x'.repeat(2_000));
};
const walBytes = (path: string) => statSync(`${path}-wal`).size;

describe('checkpoints on a worker thread', () => {
  it('turns the connection\'s own checkpoints off while it runs, and on again when it stops', async () => {
    const { sqlite, checkpointer } = setup();
    expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    await checkpointer.stop();
    expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(SQLITE_AUTOCHECKPOINT_PAGES);
  });

  it('copies every committed frame of the log into the database file, with the bot\'s connection still writing', async () => {
    const { sqlite, checkpointer } = setup();
    write(sqlite, 3_000);
    const result = await checkpointer.run();
    expect(result?.busy).toBe(0);
    expect(result?.log).toBeGreaterThan(SQLITE_AUTOCHECKPOINT_PAGES);
    // Nothing was checkpointed inside the commits: the log holds them all, and the worker copied them all.
    expect(result?.checkpointed).toBe(result?.log);
    expect(checkpointer.stats.done).toBe(1);
  });

  it('keeps the log small: once checkpointed, the connection writes it again from its start', async () => {
    const { sqlite, path, checkpointer } = setup();
    write(sqlite, 2_000);
    await checkpointer.run();
    const after = walBytes(path);
    for (let round = 0; round < 5; round++) {
      write(sqlite, 2_000);
      await checkpointer.run();
    }
    // Six times as many rows written, the log hardly bigger than after the first round (without checkpoints: six times).
    expect(walBytes(path)).toBeLessThan(1.5 * after);
  });

  it('waits while clicks are coming', async () => {
    const { database, dispose } = tempDatabase('checkpoints-clicks');
    cleanup.push(dispose);
    const signal = new ClicksComing();
    const checkpointer = startCheckpointer({ sqlite: database.sqlite, path: database.path, log: null, intervalMs: 60_000, clicksComing: signal.buffer });
    cleanup.push(() => checkpointer.stop());
    expect((await checkpointer.run())?.busy).toBe(0); // the worker is up
    signal.raise();
    let done = false;
    const run = checkpointer.run().then((r) => ((done = true), r));
    await new Promise((r) => setTimeout(r, 200));
    expect(done).toBe(false);
    signal.lower();
    expect((await run)?.busy).toBe(0);
  });

  it('a checkpoint that cannot open the database fails, and after three failures the connection checkpoints on its own', async () => {
    const { database, dispose } = tempDatabase('checkpoints-broken');
    cleanup.push(dispose);
    const checkpointer = startCheckpointer({ sqlite: database.sqlite, path: `${database.path}.missing`, log: null, intervalMs: 60_000 });
    cleanup.push(() => checkpointer.stop());
    for (let i = 0; i < 3; i++) expect(await checkpointer.run()).toBeNull();
    expect(checkpointer.stats).toMatchObject({ failed: 3, gaveUp: true });
    expect(database.sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(SQLITE_AUTOCHECKPOINT_PAGES);
  });
});
