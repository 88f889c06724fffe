/**
 * The allocator the Docker image runs the bot with, for the whole bench.
 *
 * `BENCH_PRELOAD=<libjemalloc.so.2> npm run bench` runs the bench again with
 * that library preloaded (LD_PRELOAD only works when a process starts) and
 * with MALLOC_CONF as given or, if none is, the Dockerfile's (a path that does
 * not exist stops the bench rather than measure glibc's malloc). Every figure
 * is then of the allocator production runs: the engines and the pictures
 * (made in the bench's own process), both bots of the click bench (forked:
 * they inherit it) and the start-up and memory runs. The allocator matters
 * most to the pictures: Skia takes a buffer of 1.3–1.6 MiB for every PNG it
 * encodes, and an allocator that hands it fresh pages each time costs a
 * picture ~300 page faults.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const DOCKERFILE = fileURLToPath(new URL('../Dockerfile', import.meta.url));

/** The MALLOC_CONF the Dockerfile's runtime stage sets. */
export function dockerMallocConf(): string {
  const conf = /^\s*MALLOC_CONF=(\S+)/m.exec(readFileSync(DOCKERFILE, 'utf8'))?.[1];
  if (!conf) throw new Error('the Dockerfile sets no MALLOC_CONF');
  return conf;
}

/** What this process allocates with, for the bench's first line. */
export function allocatorLine(): string {
  const preload = process.env.LD_PRELOAD;
  if (!preload) return "glibc's malloc (BENCH_PRELOAD=<libjemalloc.so.2> for the Docker image's jemalloc)";
  return `${preload}${process.env.MALLOC_CONF ? ` with MALLOC_CONF=${process.env.MALLOC_CONF}` : ''}`;
}

/** The variables that give a process the Docker image's allocator; none without BENCH_PRELOAD. */
export function preloadEnv(): Record<string, string> {
  const preload = process.env.BENCH_PRELOAD;
  if (!preload) return {};
  return { LD_PRELOAD: preload, MALLOC_CONF: process.env.MALLOC_CONF ?? dockerMallocConf() };
}

/**
 * With BENCH_PRELOAD set and not yet in effect: runs this very bench again
 * under it and returns its exit status; otherwise null (go on here).
 */
export function rerunWithPreload(): number | null {
  const preload = process.env.BENCH_PRELOAD;
  if (!preload || process.env.LD_PRELOAD === preload) return null;
  // The loader only warns about a missing library and goes on with glibc's malloc: every figure would be of the wrong allocator.
  if (!existsSync(preload)) {
    console.error(`BENCH_PRELOAD=${preload}: no such file (Debian: apt-get install libjemalloc2, then /usr/lib/x86_64-linux-gnu/libjemalloc.so.2)`);
    return 1;
  }
  const run = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, ...preloadEnv() },
  });
  if (run.error) throw run.error;
  return run.status ?? 1;
}
