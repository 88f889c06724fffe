/** The bot as a separate process, started exactly as `npm start` does, for restart and start-up tests. */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface BotProcess {
  child: ChildProcess;
  /** stdout and stderr interleaved. */
  output(): string;
  stdout(): string;
  stderr(): string;
  /** Resolves with the exit code (null when killed by a signal), once its output is all read. */
  exited: Promise<number | null>;
  /** Resolves once the log says the bot logged in and synced. */
  ready: Promise<void>;
}

export interface SpawnOptions {
  /** Command-line arguments after the script. */
  args?: string[];
  /** Run as this user and group (only root can; tests use it to drop root's power over permission bits). */
  uid?: number;
  gid?: number;
  /** A command the node process is started through, e.g. ['unshare', '-rm', ...]: it receives node's argv after these. */
  wrap?: readonly string[];
  /** The log message that says the process is ready (the bot's, unless another script is started). */
  readyMessage?: string;
}

export function spawnBot(env: Record<string, string>, script = 'src/index.ts', options: SpawnOptions = {}): BotProcess {
  const argv = [...(options.wrap ?? []), process.execPath, '--import', 'tsx', script, ...(options.args ?? [])];
  const [command = process.execPath, ...args] = argv;
  const child = spawn(command, args, {
    cwd: PROJECT_ROOT,
    // Only what we pass: no developer .env leaks in (dotenv never overrides set variables,
    // and DOTENV_CONFIG_PATH points it at nothing). Pictures off unless a test opts in, as in the in-process harness.
    env: { PATH: process.env.PATH ?? '', DOTENV_CONFIG_PATH: '/nonexistent/.env', IMAGES: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(options.uid === undefined ? {} : { uid: options.uid }),
    ...(options.gid === undefined ? {} : { gid: options.gid }),
  });
  let out = '';
  let stdout = '';
  let stderr = '';
  let onLine: (() => void) | null = null;
  child.stdout?.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    stdout += chunk.toString();
    onLine?.();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    stderr += chunk.toString();
    onLine?.();
  });
  // 'close', not 'exit': by then everything the process wrote has been read.
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    onLine = () => {
      if (out.includes(`"msg":"${options.readyMessage ?? 'bot ready'}"`)) resolve();
    };
    void exited.then((code) => reject(new Error(`${script} exited (${code}) before it was ready:\n${out}`)));
  });
  ready.catch(() => undefined); // callers that never await `ready` must not see an unhandled rejection
  return { child, output: () => out, stdout: () => stdout, stderr: () => stderr, exited, ready };
}
