/**
 * The conformance suite of one engine, as vitest tests: its profile, seeded
 * random matches for each player count through checkRandomMatch, and a
 * deterministic setup. The registry-wide test runs it for every registered
 * game; an engine not registered yet runs it from its own test file.
 */
import { describe, expect, it } from 'vitest';
import type { AnyGameDefinition } from '../../src/games/index.js';
import type { Outcome } from '../../src/games/core/contract.js';
import { checkRandomMatch } from './conformance.js';
import { profileOf } from './conformance-profiles.js';

export interface SuiteOptions {
  /** Random matches per player count. */
  matches: number;
  /** The first matches apply every legal action at every step. */
  thorough: number;
  /** Default: every count from minPlayers to maxPlayers. */
  playerCounts?: number[];
  /** Fewer actions than this per match on average fail the run (default 1). */
  minActionsPerMatch?: number;
  /** More checks on each match's outcome (every winner is a seat in any case). */
  checkOutcome?(outcome: Outcome, players: number): void;
}

export function describeConformance(game: AnyGameDefinition, opts: SuiteOptions): void {
  const { id } = game;
  describe(`${id} conforms to the engine contract`, () => {
    it('has a conformance profile', () => expect(profileOf(id)).toBeDefined());
    const counts = opts.playerCounts ?? Array.from({ length: game.maxPlayers - game.minPlayers + 1 }, (_, i) => game.minPlayers + i);
    it.each(counts)('%i players: random matches keep every rule of the contract', (players) => {
      const optionSets = profileOf(id)?.optionSets ?? [{}];
      let actions = 0;
      for (let m = 0; m < opts.matches; m++) {
        const report = checkRandomMatch(game, players, `conf-${id}-${players}-${m}`, optionSets[m % optionSets.length] as object, {
          applyAllLegal: m < opts.thorough,
          illegalProbes: 3,
        });
        actions += report.actions;
        expect(report.outcome.winners.every((w) => w >= 0 && w < players)).toBe(true);
        opts.checkOutcome?.(report.outcome, players);
      }
      expect(actions).toBeGreaterThan(opts.matches * (opts.minActionsPerMatch ?? 1));
    });

    it('setup is deterministic in its seed and differs across seeds', () => {
      const a = game.setup({ players: game.minPlayers, seed: 'same' });
      expect(game.setup({ players: game.minPlayers, seed: 'same' })).toEqual(a);
      const others = Array.from({ length: 5 }, (_, i) => JSON.stringify(game.setup({ players: game.minPlayers, seed: `other-${i}` })));
      expect(new Set(others).size).toBe(5);
    });
  });
}
