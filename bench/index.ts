/**
 * npm run bench — prints the figures quoted in the README.
 * Engines run on one core (this process); pass --seconds N to change each run's length.
 */
import os from 'node:os';
import { games } from '../src/games/index.js';
import { benchEngine } from './engines.js';

const i = process.argv.indexOf('--seconds');
const seconds = i >= 0 ? Number(process.argv[i + 1]) : 3;

console.log(`machine: ${os.cpus()[0]?.model ?? 'unknown cpu'} × ${os.cpus().length}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`);
console.log('\nEngines (random legal play, one core):');
console.log('game        players  matches/s  actions/match  legal-action generations/s');
for (const game of Object.values(games)) {
  for (let players = game.minPlayers; players <= game.maxPlayers; players++) {
    const f = benchEngine(game, players, seconds);
    console.log(
      `${f.game.padEnd(11)} ${String(players).padStart(7)}  ${f.matchesPerSecond.toFixed(0).padStart(9)}  ${f.actionsPerMatch.toFixed(1).padStart(13)}  ${f.legalGenerationsPerSecond.toFixed(0).padStart(26)}`,
    );
  }
}
