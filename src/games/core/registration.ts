/**
 * A game as the platform knows it: its engine plus how the platform treats
 * it (settings, variants, conformance profile). Each game exports one
 * registration from its folder; src/games/index.ts registers them, one line each.
 */
import type { GameDefinition } from './contract.js';

export interface GameSettings {
  /** 'wins': match wins and round wins rank players; 'score': best/average score does. */
  scoring: 'wins' | 'score';
  /** Solo games start at once for the caller (`/<game> play`, no lobby) and never block a channel. */
  solo: boolean;
  /** A daily challenge (`/<game> daily`: the same deal for everyone, one attempt a day). Solo games only. */
  daily?: boolean;
  /** Time to act before the turn clock steps in; undefined = the configured turn timeout. */
  turnTimeoutMs?: number;
  /** At the deadline: play the engine's safe move (forfeit after repeats), or abandon the game. */
  onTimeout: 'safe-move' | 'abandon';
}

export type Rand = (n: number) => number;

/** What the conformance suite (test/) needs to play a game at random and probe its hidden information. */
export interface ConformanceProfile<S = unknown, A = unknown> {
  optionSets: object[];
  /** An upper bound on the actions of one game. */
  maxActions: number;
  /** The state with everything `viewer` cannot see re-dealt at random. */
  perturbHidden(state: S, viewer: number | null, rand: Rand): S;
  /** A random, mostly illegal action (the engine must refuse it cleanly). */
  randomAction(state: S, seat: number, rand: Rand): A;
}

export interface GameRegistration<S, A, V, O extends object> {
  engine: GameDefinition<S, A, V, O>;
  settings: GameSettings;
  /** The option values of `variant` players may choose (the first is the default), from the engine's own type. */
  variants: readonly (O extends { variant?: infer X } ? X : never)[];
  conformance: ConformanceProfile<S, A>;
}

/** A registration with its type parameters erased, for game-agnostic code. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameRegistration = GameRegistration<any, any, any, any>;
