/**
 * `guys` against the engine contract on seeded random games. The game is not in
 * src/games/index.ts yet (that would publish it), so this file registers it in
 * its own test process and runs the shared conformance checks on it directly.
 */
import { describe, expect, it } from 'vitest';
import { registerGame } from '../../../src/games/index.js';
import { guys, guysGame } from '../../../src/games/guys/index.js';
import { checkRandomMatch } from '../../support/conformance.js';
import { profileOf } from '../../support/conformance-profiles.js';

registerGame(guysGame);

const GAMES_PER_COUNT = 80;
const THOROUGH_GAMES = 2; // apply every legal action at every step in these

describe('guys conforms to the engine contract', () => {
  it('its registration carries a conformance profile and the platform settings', () => {
    expect(profileOf('guys')).toBe(guysGame.conformance);
    expect(guysGame.settings).toEqual({ scoring: 'wins', solo: false, onTimeout: 'safe-move' });
    expect(guysGame.variants).toEqual([]);
    expect([guys.minPlayers, guys.maxPlayers]).toEqual([2, 6]);
  });

  it.each([2, 4, 6])('%i players: random games keep every rule of the contract', (players) => {
    let actions = 0;
    for (let m = 0; m < GAMES_PER_COUNT; m++) {
      const report = checkRandomMatch(guys, players, `conf-guys-${players}-${m}`, {}, { applyAllLegal: m < THOROUGH_GAMES, illegalProbes: 3 });
      actions += report.actions;
      expect(report.outcome.winners.length).toBeGreaterThan(0);
      expect(report.outcome.winners.every((w) => w >= 0 && w < players)).toBe(true);
    }
    expect(actions).toBeGreaterThan(GAMES_PER_COUNT);
  });

  it('setup is deterministic in its seed and differs across seeds', () => {
    const a = guys.setup({ players: 2, seed: 'same' });
    expect(guys.setup({ players: 2, seed: 'same' })).toEqual(a);
    const others = Array.from({ length: 5 }, (_, i) => JSON.stringify(guys.setup({ players: 2, seed: `other-${i}` })));
    expect(new Set(others).size).toBe(5);
  });
});
