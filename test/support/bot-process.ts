/** The bot as a separate process, started exactly as `npm start` does, for restart and start-up tests. */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface BotProcess {
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  /** Resolves once the log says the bot logged in and synced. */
  ready: Promise<void>;
}

export function spawnBot(env: Record<string, string>, script = 'src/index.ts'): BotProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: PROJECT_ROOT,
    // Only what we pass: no developer .env leaks in (dotenv never overrides set variables,
    // and DOTENV_CONFIG_PATH points it at nothing).
    env: { PATH: process.env.PATH ?? '', DOTENV_CONFIG_PATH: '/nonexistent/.env', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let onLine: (() => void) | null = null;
  const collect = (chunk: Buffer) => {
    out += chunk.toString();
    onLine?.();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    onLine = () => {
      if (out.includes('"msg":"bot ready"')) resolve();
    };
    void exited.then((code) => reject(new Error(`bot exited (${code}) before it was ready:\n${out}`)));
  });
  ready.catch(() => undefined); // callers that never await `ready` must not see an unhandled rejection
  return { child, output: () => out, exited, ready };
}
