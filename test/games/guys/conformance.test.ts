/**
 * `guys` against the engine contract on seeded random games. The game is not in
 * src/games/index.ts yet (that would publish it), so this file registers it in
 * its own test process and runs the shared conformance suite on it.
 */
import { describe, expect, it } from 'vitest';
import { registerGame } from '../../../src/games/index.js';
import { guys, guysGame } from '../../../src/games/guys/index.js';
import { profileOf } from '../../support/conformance-profiles.js';
import { describeConformance } from '../../support/conformance-suite.js';

registerGame(guysGame);

describe('guys on the platform', () => {
  it('its registration carries a conformance profile and the platform settings', () => {
    expect(profileOf('guys')).toBe(guysGame.conformance);
    expect(guysGame.settings).toEqual({ scoring: 'wins', solo: false, onTimeout: 'safe-move' });
    expect(guysGame.variants).toEqual([]);
    expect([guys.minPlayers, guys.maxPlayers]).toEqual([2, 6]);
  });
});

describeConformance(guys, {
  matches: 80,
  thorough: 2,
  playerCounts: [2, 4, 6],
  checkOutcome: (outcome) => expect(outcome.winners.length).toBeGreaterThan(0),
});
