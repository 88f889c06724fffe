/** Every game in the registry against the engine contract, on seeded random matches. */
import { games } from '../../src/games/index.js';
import { describeConformance } from '../support/conformance-suite.js';

for (const game of Object.values(games)) describeConformance(game, { matches: 150, thorough: 5 });
