/**
 * The checkpoint worker thread's entry: copies the frames of the database's
 * write-ahead log back into the database file, with a connection of its own.
 * PASSIVE: it takes what it can without waiting for, or blocking, the bot's
 * connection, which goes on writing to the log meanwhile. The two fsyncs a
 * checkpoint makes happen here, not on the event loop that answers clicks.
 */
import Database from 'better-sqlite3';
import Tinypool from 'tinypool';
import { lowerThisThreadPriority, pauseWhileClicksCome } from '../../thread-priority.js';

/** Copying pages is background work: it gives the CPU to the clicks (src/thread-priority.ts). */
export const CHECKPOINT_THREAD_NICE = 10;
lowerThisThreadPriority(CHECKPOINT_THREAD_NICE);

export interface CheckpointWorkerData {
  /** The event loop's "clicks are coming" flag (src/thread-priority.ts). */
  clicksComing?: SharedArrayBuffer;
}

/** SQLite's answer to `wal_checkpoint`: frames in the log, frames copied, and whether it could not run (1). */
export interface CheckpointResult {
  busy: number;
  log: number;
  checkpointed: number;
}

const clicksComing = (Tinypool.workerData as CheckpointWorkerData | undefined)?.clicksComing;
/** A checkpoint waits at most this long for clicks to calm down. */
const MAX_PAUSE_PER_CHECKPOINT_MS = 500;

let connection: { path: string; db: Database.Database } | null = null;

export default function checkpoint(path: string): CheckpointResult {
  pauseWhileClicksCome(clicksComing, MAX_PAUSE_PER_CHECKPOINT_MS)();
  if (connection?.path !== path) {
    connection?.db.close();
    connection = { path, db: new Database(path, { fileMustExist: true }) };
  }
  const [result] = connection.db.pragma('wal_checkpoint(PASSIVE)') as CheckpointResult[];
  return result ?? { busy: 1, log: -1, checkpointed: -1 };
}

/** Closes the worker's connection (before the pool stops). */
export function close(): null {
  connection?.db.close();
  connection = null;
  return null;
}
