/**
 * `npm run build`: compiles the bot (src/ and commands/) to dist/ with tsc
 * (tsconfig.build.json), from a clean dist/ so no output of a deleted source
 * survives. `--if-stale` (npm's prestart) builds only when dist/ is missing
 * or older than a source: it compares modification times (files and
 * folders, so a deleted file counts too) with dist/.built, which is stamped
 * with the time the last successful build started. That check takes a few
 * milliseconds; `tsc --incremental` with nothing to do takes ~1.6 s.
 *
 * Plain JavaScript on purpose: it runs before anything is compiled, and tsx
 * is a development dependency.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import process from 'node:process';
import { URL, fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');
const stamp = join(dist, '.built');
/** What the output depends on; tsconfig.build.json's "include" and its configs. */
const inputs = ['src', 'commands', 'tsconfig.json', 'tsconfig.build.json'];

const say = (line) => process.stderr.write(`${line}\n`);

/** The newest modification time (ms) under the inputs that exist, or 0 when none does. */
function newestInput() {
  let newest = 0;
  const visit = (path) => {
    let st;
    try {
      st = statSync(path);
    } catch {
      return;
    }
    newest = Math.max(newest, st.mtimeMs);
    if (st.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  for (const input of inputs) visit(join(root, input));
  return newest;
}

function staleReason() {
  if (!existsSync(stamp) || !existsSync(join(dist, 'src', 'index.js'))) return 'dist/ is missing';
  // Without the sources (a runtime image ships dist/ only) there is nothing to rebuild from.
  const newest = newestInput();
  return newest > statSync(stamp).mtimeMs ? 'the sources changed since the last build' : null;
}

function build() {
  let tsc;
  try {
    tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  } catch {
    say('Cannot build dist/: TypeScript is not installed (it is a development dependency).');
    say('Run `npm ci` (without --omit=dev) and try again, or ship a dist/ built elsewhere with `npm run build`.');
    return 1;
  }
  const started = new Date();
  rmSync(dist, { recursive: true, force: true });
  const result = spawnSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.build.json')], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    say(`The build failed (tsc exited with ${result.status ?? result.signal}); dist/ was not written.`);
    rmSync(dist, { recursive: true, force: true });
    return 1;
  }
  writeFileSync(stamp, `built from the sources as they were at ${started.toISOString()}\n`);
  // A source saved while tsc ran is newer than this, so the next check rebuilds.
  utimesSync(stamp, started, started);
  return 0;
}

if (process.argv.includes('--if-stale')) {
  const reason = staleReason();
  if (reason) {
    say(`Building dist/ (${reason})…`);
    process.exitCode = build();
  }
} else {
  process.exitCode = build();
}
