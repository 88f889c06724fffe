/** Every game in the registry against the engine contract, on seeded random matches. */
import { describe, expect, it } from 'vitest';
import { games } from '../../src/games/index.js';
import { checkRandomMatch } from '../support/conformance.js';
import { profileOf } from '../support/conformance-profiles.js';

const MATCHES_PER_COUNT = 150;
const THOROUGH_MATCHES = 5; // apply every legal action at every step in these

describe.each(Object.values(games).map((g) => [g.id, g] as const))('%s conforms to the engine contract', (id, game) => {
  it('has a conformance profile', () => expect(profileOf(id)).toBeDefined());
  const counts = Array.from({ length: game.maxPlayers - game.minPlayers + 1 }, (_, i) => game.minPlayers + i);
  it.each(counts)('%i players: random matches keep every rule of the contract', (players) => {
    const optionSets = profileOf(id)?.optionSets ?? [{}];
    let actions = 0;
    for (let m = 0; m < MATCHES_PER_COUNT; m++) {
      const report = checkRandomMatch(game, players, `conf-${id}-${players}-${m}`, optionSets[m % optionSets.length] as object, {
        applyAllLegal: m < THOROUGH_MATCHES,
        illegalProbes: 3,
      });
      actions += report.actions;
      expect(report.outcome.winners.every((w) => w >= 0 && w < players)).toBe(true);
    }
    expect(actions).toBeGreaterThan(MATCHES_PER_COUNT);
  });

  it('setup is deterministic in its seed and differs across seeds', () => {
    const a = game.setup({ players: game.minPlayers, seed: 'same' });
    expect(game.setup({ players: game.minPlayers, seed: 'same' })).toEqual(a);
    const others = Array.from({ length: 5 }, (_, i) => JSON.stringify(game.setup({ players: game.minPlayers, seed: `other-${i}` })));
    expect(new Set(others).size).toBe(5);
  });
});
