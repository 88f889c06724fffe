/**
 * Lone Wolves against the engine contract, on seeded random games. The game is
 * not in src/games/index.ts yet (its Discord side is still to come), so this
 * file registers it in its own process and runs the shared conformance suite on it.
 */
import { describe, expect, it } from 'vitest';
import { registerGame } from '../../../src/games/registry.js';
import { loneWolves, loneWolvesGame } from '../../../src/games/lone-wolves/index.js';
import { profileOf } from '../../support/conformance-profiles.js';
import { describeConformance } from '../../support/conformance-suite.js';

registerGame(loneWolvesGame);

describe('lone-wolves on the platform', () => {
  it('has a conformance profile and the platform settings', () => {
    expect(profileOf('lone-wolves')).toBe(loneWolvesGame.conformance);
    expect(loneWolvesGame.settings).toEqual({ scoring: 'wins', solo: false, onTimeout: 'safe-move' });
    expect(loneWolvesGame.variants).toEqual([]);
  });
});

describeConformance(loneWolves, {
  matches: 300,
  thorough: 10,
  // Every game is 13 tricks of two cards.
  minActionsPerMatch: 26,
  checkOutcome: (outcome) => {
    expect(outcome.winners).toHaveLength(1);
    expect([0, 1]).toContain(outcome.winners[0]);
  },
});
