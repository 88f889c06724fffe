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

/**
 * How the computer plays a game (src/ai): honestly, from what one seat sees.
 * Every function is pure; randomness comes only from `rand`.
 */
export interface AiProfile<S = unknown, A = unknown, V = unknown> {
  /**
   * A full, legal engine state consistent with `view` (what `seat` sees):
   * everything the seat cannot see is re-dealt at random from what is still
   * unseen, and the RNG state is fresh. `memory` is what `recall` returned.
   */
  determinize(view: V, rand: Rand, seat: number, memory?: unknown): S;
  /** The easy level: a quick, plausible, beatable move among `legal` (never empty) of the seat to act. */
  easy(view: V, legal: readonly A[], rand: Rand): A;
  /**
   * Public history the seat has seen and may remember but the view leaves out
   * (cards that lay face up for everyone, such as a discard pile). Never
   * anything hidden: it must not change when hidden information does.
   */
  recall?(state: S, seat: number): unknown;
  /** The cheap move of the search's playouts, on a full state (only `seat`'s own cards are used). Default: `easy` on the seat's view. */
  rollout?(state: S, seat: number, legal: readonly A[], rand: Rand): A;
  /** The moves the search considers at its root (equivalent or plainly bad ones dropped); default: every legal move. */
  candidates?(view: V, legal: readonly A[]): A[];
  /** Ends a playout early (e.g. the round is decided): `root` is the state the search started from. */
  horizon?(root: S, state: S, steps: number): boolean;
  /** `seat`'s result in [0, 1] where a playout stopped (default: a share of the outcome's winners). */
  reward?(root: S, state: S, seat: number): number;
  /** Search iterations per millisecond of budget on one core of the reference machine (calibrated by scripts/arena.ts). */
  iterationsPerMs: number;
}

export interface GameRegistration<S, A, V, O extends object> {
  engine: GameDefinition<S, A, V, O>;
  settings: GameSettings;
  /** The option values of `variant` players may choose (the first is the default), from the engine's own type. */
  variants: readonly (O extends { variant?: infer X } ? X : never)[];
  conformance: ConformanceProfile<S, A>;
  /** The computer player (src/ai); absent: no computer seats for this game. */
  ai?: AiProfile<S, A, V>;
}

/** A registration with its type parameters erased, for game-agnostic code. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameRegistration = GameRegistration<any, any, any, any>;
