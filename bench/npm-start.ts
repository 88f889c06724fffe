/** What `npm start` runs, read from package.json, so the bench runs the bot with production's node flags. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));
const ENTRY = 'dist/src/index.js';

/** The start script's node flags (e.g. the young generation's size), of this checkout or another one. */
export function npmStartFlags(root = PROJECT_ROOT): string[] {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts?: Record<string, string> };
  const [command, ...args] = (pkg.scripts?.start ?? '').trim().split(/\s+/);
  if (command !== 'node' || args.at(-1) !== ENTRY) throw new Error(`package.json's start script is not "node [flags] ${ENTRY}": ${pkg.scripts?.start}`);
  return args.slice(0, -1);
}
