/**
 * The parent's side of bench/bot-child.ts: forks the child (tsx,
 * --expose-gc, and the node flags of `npm start`) and calls its commands
 * over IPC, one promise per call.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import type { Db } from '../src/db/connection.js';
import * as schema from '../src/db/schema/sqlite.js';
import type { ChildReply } from './bot-child.js';
import { npmStartFlags } from './npm-start.js';

const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));

export class RemoteBot {
  private next = 0;
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private readonly exited: Promise<void>;

  private constructor(private readonly child: ChildProcess) {
    child.on('message', (reply: ChildReply) => {
      const p = this.pending.get(reply.id);
      if (!p) return;
      this.pending.delete(reply.id);
      if (reply.ok) p.resolve(reply.result);
      else p.reject(new Error(`bench bot child: ${reply.error}`));
    });
    this.exited = new Promise((resolve) =>
      child.once('exit', (code) => {
        for (const p of this.pending.values()) p.reject(new Error(`bench bot child exited (${code})`));
        this.pending.clear();
        resolve();
      }),
    );
  }

  static fork(): RemoteBot {
    const child = fork(fileURLToPath(new URL('./bot-child.ts', import.meta.url)), [], {
      cwd: PROJECT_ROOT,
      // The start script's flags (its young generation's size changes how much a click's garbage costs), as production runs the bot.
      execArgv: [...npmStartFlags(), '--expose-gc', '--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    return new RemoteBot(child);
  }

  call<T = unknown>(command: string, ...args: unknown[]): Promise<T> {
    const id = this.next++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.child.send({ id, command, args });
    });
  }

  /** Stops the bot inside, then the child. */
  async close(): Promise<void> {
    try {
      await this.call('stop');
    } finally {
      this.child.disconnect();
      await this.exited;
    }
  }
}

/** A read-only connection to the child bot's database (WAL: it sees every committed move). */
export function openReader(dbPath: string): { db: Db; close(): void } {
  const sqlite = new Database(dbPath, { readonly: true });
  return { db: drizzle(sqlite, { schema }), close: () => sqlite.close() };
}
