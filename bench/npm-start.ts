/** What `npm start` runs, read from package.json, so the bench runs the bot as production does. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const PACKAGE_JSON = fileURLToPath(new URL('../package.json', import.meta.url));
const ENTRY = 'dist/src/index.js';

/** node's arguments in the start script: its flags, then dist/src/index.js. */
export function npmStartArgs(): string[] {
  const pkg = JSON.parse(readFileSync(PACKAGE_JSON, 'utf8')) as { scripts?: Record<string, string> };
  const [command, ...args] = (pkg.scripts?.start ?? '').trim().split(/\s+/);
  if (command !== 'node' || args.at(-1) !== ENTRY) throw new Error(`package.json's start script is not "node [flags] ${ENTRY}": ${pkg.scripts?.start}`);
  return args;
}

/** The start script's node flags alone (e.g. the young generation's size). */
export function npmStartFlags(): string[] {
  return npmStartArgs().slice(0, -1);
}
