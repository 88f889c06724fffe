/**
 * npm run bench — the project's speed and memory figures, as ratios within
 * one run (the machine is shared: no absolute time is a target):
 * click bursts against the bare discord.js bot and SQLite against
 * PostgreSQL (bench/bursts.ts), moves per second on PostgreSQL with one and
 * two bot processes (bench/throughput.ts), engines, pictures, and the bot's
 * RSS with 1,000 live matches, then after 30 s quiet (bench/rss.ts).
 * `--quick`: a short smoke run of the same (smaller worlds, one round).
 * `--only clicks,moves,engines,pictures,rss`: some sections only.
 */
import os from 'node:os';
import { execFileSync } from 'node:child_process';
import { benchBursts, printClicks } from './bursts.js';
import { printEngines } from './engines.js';
import { benchPictureTimes, printPictureTimes } from './pictures.js';
import { benchRss, printRss } from './rss.js';
import { benchThroughput, printThroughput } from './throughput.js';
import { PROJECT_ROOT } from './npm-start.js';

const quick = process.argv.includes('--quick');
const o = process.argv.indexOf('--only');
const only = o >= 0 ? new Set((process.argv[o + 1] ?? '').split(',')) : null;
const run = (section: string) => !only || only.has(section);

const commit = (() => {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: PROJECT_ROOT, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: PROJECT_ROOT, encoding: 'utf8' }).trim();
    return dirty ? `${head} (with uncommitted changes)` : head;
  } catch {
    return 'unknown';
  }
})();
console.log(`commit ${commit}; ${os.cpus()[0]?.model ?? 'unknown cpu'} × ${os.cpus().length}, Node ${process.version}${quick ? '; --quick: a smoke run, not figures' : ''}`);

const BURST_MATCHES = quick ? Number(process.env.BENCH_QUICK_MATCHES ?? 50) : 250;
const BURST_ROUNDS = quick ? 1 : 3;
if (run('clicks')) printClicks(await benchBursts(BURST_MATCHES, BURST_ROUNDS), BURST_MATCHES);
if (run('moves')) printThroughput(await benchThroughput(quick ? { matches: 40, movesPerMatch: 4, rounds: 1 } : { matches: 200, movesPerMatch: 10, rounds: 3 }));
if (run('engines')) printEngines(quick ? 0.3 : 3);
if (run('pictures')) printPictureTimes(await benchPictureTimes(quick ? 40 : 400));
if (run('rss')) printRss(await benchRss(quick ? 100 : 1000, quick ? 2_000 : 30_000));
