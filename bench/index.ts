/**
 * npm run bench — prints the figures quoted in the README.
 * Engines run on one core (this process); pass --seconds N to change each run's length.
 * Then the Discord figures (bench/discord.ts): click answer times of our bot
 * and of a bare discord.js bot through the fake Discord, and RSS with 1,000
 * live matches. --skip-discord leaves them out, --skip-engines the engines;
 * --cpu-profile DIR writes CPU profiles of the Discord phases there.
 * After the engines, the clicks per move of every game with a UI
 * (bench/clicks-per-move.ts: median and max over random games; --skip-clicks
 * leaves them out).
 * Then the REST budget: requests per move over whole games by DM clicks
 * (bench/discord-rest.ts) and the turn hand-off at 20 moves/s across 100
 * matches (bench/discord-handoff.ts); --skip-rest leaves them out.
 * Then the pictures (bench/pictures.ts): ms per board and per hand picture
 * of every game on one core (--skip-pictures leaves them out); the click
 * burst with images on is part of the Discord figures.
 * Last, bench/startup.ts: start-up time and RSS (before any match and with
 * 1,000 live matches) of the bot as its own process, compiled as `npm start`
 * runs it and under tsx as it ran before; --skip-startup leaves it out.
 * BENCH_PRELOAD=<libjemalloc.so.2> runs all of it with the Docker image's
 * allocator (bench/allocator.ts).
 */
import os from 'node:os';
import { games } from '../src/games/index.js';
import { benchDiscord, printDiscord } from './discord.js';
import { benchHandoff, printHandoff } from './discord-handoff.js';
import { benchRestPerMove, printRestPerMove } from './discord-rest.js';
import { benchAllClicks, printClicks } from './clicks-per-move.js';
import { benchEngine } from './engines.js';
import { loneWolves } from '../src/games/lone-wolves/index.js';
import { guys } from '../src/games/guys/index.js';
import { benchStartup, printStartup } from './startup.js';
import { benchPictureTimes, printPictureTimes } from './pictures.js';
import { allocatorLine, rerunWithPreload } from './allocator.js';

const rerun = rerunWithPreload();
if (rerun !== null) process.exit(rerun);

const i = process.argv.indexOf('--seconds');
const seconds = i >= 0 ? Number(process.argv[i + 1]) : 3;
const skipEngines = process.argv.includes('--skip-engines');
const skipDiscord = process.argv.includes('--skip-discord');
const skipStartup = process.argv.includes('--skip-startup');
const skipRest = process.argv.includes('--skip-rest');
const skipClicks = process.argv.includes('--skip-clicks');
const skipPictures = process.argv.includes('--skip-pictures');
const p = process.argv.indexOf('--cpu-profile');
const cpuProfileDir = p >= 0 ? (process.argv[p + 1] ?? null) : null;

console.log(`machine: ${os.cpus()[0]?.model ?? 'unknown cpu'} × ${os.cpus().length}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`);
console.log(`allocator: ${allocatorLine()}`);
if (!skipEngines) benchEngines();
if (!skipClicks) printClicks(benchAllClicks());
if (!skipDiscord) printDiscord(await benchDiscord({ cpuProfileDir }));
if (!skipRest) {
  printRestPerMove(await benchRestPerMove());
  printHandoff(await benchHandoff());
}
if (!skipPictures) printPictureTimes(await benchPictureTimes());
if (!skipStartup) printStartup(await benchStartup());

function benchEngines(): void {
  console.log('\nEngines (random legal play, one core):');
  console.log('game        players  matches/s  actions/match  legal-action generations/s');
  // Engines not registered yet (their Discord side still to come) are benched too.
  const unregistered = [loneWolves, guys].filter((g) => !games[g.id]);
  for (const game of [...Object.values(games), ...unregistered]) {
    // guys (2–6 players): 2, 4 and 6 are enough to show how it scales.
    const counts = game.id === guys.id ? [2, 4, 6] : Array.from({ length: game.maxPlayers - game.minPlayers + 1 }, (_, i) => game.minPlayers + i);
    for (const players of counts) {
      const f = benchEngine(game, players, seconds);
      console.log(
        `${f.game.padEnd(11)} ${String(players).padStart(7)}  ${f.matchesPerSecond.toFixed(0).padStart(9)}  ${f.actionsPerMatch.toFixed(1).padStart(13)}  ${f.legalGenerationsPerSecond.toFixed(0).padStart(26)}`,
      );
    }
  }
}
