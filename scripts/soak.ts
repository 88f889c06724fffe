/**
 * Soak: many seeded random matches per game and player count through the
 * conformance checks (not part of npm test).
 *   npm run soak -- [--matches 10000] [--game loners]
 */
import { games } from '../src/games/index.js';
import { checkRandomMatch } from '../test/support/conformance.js';
import { profileOf } from '../test/support/conformance-profiles.js';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const matches = Number(arg('matches') ?? 10_000);
const only = arg('game');
let failures = 0;
for (const game of Object.values(games)) {
  if (only && game.id !== only) continue;
  const optionSets = profileOf(game.id)?.optionSets ?? [{}];
  for (let players = game.minPlayers; players <= game.maxPlayers; players++) {
    const started = performance.now();
    let actions = 0;
    let failed = 0;
    for (let m = 0; m < matches; m++) {
      const seed = `soak-${game.id}-${players}-${m}`;
      try {
        actions += checkRandomMatch(game, players, seed, optionSets[m % optionSets.length] as object, { applyAllLegal: false, illegalProbes: 3 }).actions;
      } catch (err) {
        failed++;
        if (failed <= 3) console.error(`FAIL ${seed}: ${(err as Error).message}`);
      }
    }
    failures += failed;
    const secs = (performance.now() - started) / 1000;
    console.log(`${game.id} ${players}p: ${matches} matches, ${failed} failed, ${(actions / matches).toFixed(1)} actions/match, ${secs.toFixed(1)} s`);
  }
}
console.log(failures === 0 ? 'soak: all matches passed' : `soak: ${failures} matches FAILED`);
process.exit(failures === 0 ? 0 : 1);
