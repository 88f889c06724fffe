/**
 * A bot of the bench in a process of its own (bench/bot-child.ts, or the
 * old checkout's child for bench/compare-old.ts), called over IPC, one
 * promise per call. The fake Discord and the clicking stay in the parent, as
 * Discord's servers and the players are not in a bot's process.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { npmStartFlags, PROJECT_ROOT } from './npm-start.js';

type ChildReply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: string };

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

  /** Forks `entry` under tsx with the start script's node flags (of `root`'s package.json) and --expose-gc. */
  static fork(entry = fileURLToPath(new URL('./bot-child.ts', import.meta.url)), root = PROJECT_ROOT): RemoteBot {
    const child = fork(entry, [], {
      cwd: root,
      execArgv: [...npmStartFlags(root), '--expose-gc', '--import', 'tsx'],
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
