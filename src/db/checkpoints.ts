/**
 * WAL checkpoints in quiet moments instead of in the middle of a click.
 *
 * SQLite checkpoints by itself in the commit that takes the WAL past 1,000
 * pages: that one commit copies the pages into the database file and, with
 * `synchronous = NORMAL`, fsyncs both files — milliseconds on the event loop,
 * in one move of every ~100 (a move writes ~10 pages), so in every burst of
 * clicks. (A move's transaction took 91–120 µs with those checkpoints in
 * it, 80–87 µs without.)
 *
 * The bot checkpoints every `everyMs` instead, once clicks have calmed down
 * (`calm`: not as one of the steps that follow-up work gets while clicks keep
 * coming: copying the 2,000–3,000 pages a burst of 500 clicks writes took
 * 20–28 ms on the development machine's disk, and every click queued behind
 * it would wait as long), and leaves SQLite's own
 * checkpoint as a backstop at `backstopPages`, for a stream of clicks that
 * never calms down. A passive checkpoint never blocks the bot's other
 * connections; with nothing new in the WAL it costs a few microseconds and
 * no fsync. What is committed is in the WAL file either way, so a crash
 * loses nothing; closing the connection checkpoints what is left.
 */
import type Database from 'better-sqlite3';
import type { Logger } from 'pino';
import { every } from '../every.js';

export interface QuietCheckpointOptions {
  sqlite: Database.Database;
  /** Resolves once clicks have calmed down (ClickTurns.calm). */
  calm: () => Promise<void>;
  log: Pick<Logger, 'warn'>;
  /** Default 2 s; null: no timer (tests call `checkpoint()`). */
  everyMs?: number | null;
  /**
   * SQLite's own checkpoint threshold meanwhile, in pages (default 4,000,
   * ~16 MiB of WAL): reached only when clicks leave no quiet moment for a
   * while (opening 1,000 matches at once took the WAL to ~8,000 pages
   * before the quiet checkpoint's turn came). It bounds the WAL file and the
   * one checkpoint that then runs in a click.
   */
  backstopPages?: number;
}

/** The WAL's frames and how many of them are in the database file now (the next commit starts the WAL over when all are). */
export interface CheckpointResult {
  walFrames: number;
  copied: number;
}

export interface QuietCheckpoints {
  /** Waits for the clicks to calm down, then checkpoints; resolves with what SQLite reports (null when it failed or the bot stopped). */
  checkpoint(): Promise<CheckpointResult | null>;
  stop(): void;
}

/** SQLite's default automatic checkpoint threshold, in pages. */
const SQLITE_DEFAULT_PAGES = 1000;

export function startQuietCheckpoints(opts: QuietCheckpointOptions): QuietCheckpoints {
  const { sqlite, log } = opts;
  sqlite.pragma(`wal_autocheckpoint = ${Math.max(SQLITE_DEFAULT_PAGES, Math.trunc(opts.backstopPages ?? 4000))}`);
  let stopped = false;
  let running: Promise<CheckpointResult | null> | null = null;

  const now = (): CheckpointResult | null => {
    if (stopped || !sqlite.open) return null;
    try {
      const [row] = sqlite.pragma('wal_checkpoint(PASSIVE)') as { busy: number; log: number; checkpointed: number }[];
      return row ? { walFrames: row.log, copied: row.checkpointed } : null;
    } catch (err) {
      // SQLite's own checkpoint would meet the same trouble; the next timer tries again.
      log.warn({ err }, 'WAL checkpoint failed');
      return null;
    }
  };

  const checkpoint = (): Promise<CheckpointResult | null> => {
    running ??= opts
      .calm()
      .then(now)
      .finally(() => {
        running = null;
      });
    return running;
  };

  const timer = every(opts.everyMs === undefined ? 2000 : opts.everyMs, () => void checkpoint());

  return {
    checkpoint,
    stop() {
      stopped = true;
      timer.stop();
      // Back to SQLite's own threshold for whoever keeps using the connection.
      if (sqlite.open) sqlite.pragma(`wal_autocheckpoint = ${SQLITE_DEFAULT_PAGES}`);
    },
  };
}
