/** WAL checkpoints in quiet moments: SQLite's own one only as a backstop, ours once clicks leave room. */
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startQuietCheckpoints } from '../../src/db/checkpoints.js';
import { tempDatabase, type TempDatabase } from '../support/temp-db.js';

let temp: TempDatabase | null = null;
afterEach(() => {
  temp?.dispose();
  temp = null;
});

/** Commits one transaction per row of ~3.5 KiB: each writes 2–3 pages to the WAL. */
function write(sqlite: Database.Database, rows: number): void {
  sqlite.exec('create table if not exists filler (id integer primary key, data text)');
  const insert = sqlite.prepare('insert into filler (data) values (?)');
  for (let i = 0; i < rows; i++) insert.run('x'.repeat(3500));
}

const noLog = { warn: vi.fn() };

describe('quiet WAL checkpoints', () => {
  it('raises SQLite’s own threshold to the backstop, and stop() puts it back', () => {
    temp = tempDatabase('checkpoints');
    const { sqlite } = temp.database;
    const checkpoints = startQuietCheckpoints({ sqlite, calm: () => Promise.resolve(), log: noLog, everyMs: null, backstopPages: 5000 });
    expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(5000);
    checkpoints.stop();
    expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
  });

  it('leaves the WAL to grow past 1,000 pages during a burst, then copies it all once quiet', async () => {
    temp = tempDatabase('checkpoints');
    const { sqlite } = temp.database;
    let letGo: () => void = () => undefined;
    const calm = () => new Promise<void>((resolve) => (letGo = resolve));
    const checkpoints = startQuietCheckpoints({ sqlite, calm, log: noLog, everyMs: null });
    write(sqlite, 500);
    const done = checkpoints.checkpoint();
    // Asked twice while waiting: one checkpoint.
    expect(checkpoints.checkpoint()).toBe(done);
    write(sqlite, 10);
    letGo();
    // Had SQLite checkpointed by itself (at 1,000 pages), the WAL would have started over and hold far fewer frames.
    const result = await done;
    expect(result?.walFrames).toBeGreaterThan(1000);
    expect(result?.copied).toBe(result?.walFrames);
    // All copied: the next commit starts the WAL over.
    write(sqlite, 1);
    const again = checkpoints.checkpoint();
    letGo();
    expect((await again)?.walFrames).toBeLessThan(10);
    checkpoints.stop();
  });

  it('commits not checkpointed yet are read back from the WAL by another connection (as after a restart)', () => {
    temp = tempDatabase('checkpoints');
    const { sqlite } = temp.database;
    const checkpoints = startQuietCheckpoints({ sqlite, calm: () => Promise.resolve(), log: noLog, everyMs: null });
    write(sqlite, 1200);
    checkpoints.stop();
    // A second connection (as after a restart) sees every row, read back from the WAL.
    const other = new Database(temp.path, { readonly: true });
    expect(other.prepare('select count(*) as n from filler').get()).toEqual({ n: 1200 });
    other.close();
  });

  it('checkpoints on its timer once quiet', async () => {
    vi.useFakeTimers();
    try {
      temp = tempDatabase('checkpoints');
      const { sqlite } = temp.database;
      const calm = vi.fn(() => Promise.resolve());
      const checkpoints = startQuietCheckpoints({ sqlite, calm, log: noLog, everyMs: 2000 });
      write(sqlite, 20);
      await vi.advanceTimersByTimeAsync(1999);
      expect(calm).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(calm).toHaveBeenCalledTimes(1);
      // The timer's checkpoint copied the WAL: the next commit started it over.
      write(sqlite, 1);
      expect((await checkpoints.checkpoint())?.walFrames).toBeLessThan(10);
      checkpoints.stop();
      await vi.advanceTimersByTimeAsync(10_000);
      expect(calm).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('logs a checkpoint that fails and tries again next time', async () => {
    const warn = vi.fn();
    let fail = true;
    const sqlite = {
      open: true,
      pragma(query: string) {
        if (query.startsWith('wal_checkpoint')) {
          if (fail) throw new Error('disk I/O error');
          return [{ busy: 0, log: 3, checkpointed: 3 }];
        }
        return [];
      },
    } as unknown as Database.Database;
    const checkpoints = startQuietCheckpoints({ sqlite, calm: () => Promise.resolve(), log: { warn }, everyMs: null });
    expect(await checkpoints.checkpoint()).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ err: expect.any(Error) }), 'WAL checkpoint failed');
    fail = false;
    expect(await checkpoints.checkpoint()).toEqual({ walFrames: 3, copied: 3 });
    checkpoints.stop();
  });
});
