/**
 * The engine contract every game implements (see shared/design.md).
 * Engines are pure: state is plain JSON, `apply` never mutates its input and
 * never throws on a bad action, and all randomness comes from the RNG state
 * kept inside the game state.
 */

/** Stable error codes returned by `apply`. Callers may switch on these. */
export type GameErrorCode = 'not_your_turn' | 'illegal_action' | 'game_over';

export interface GameError {
  code: GameErrorCode;
  message: string;
}

export type ApplyResult<S> = { ok: true; state: S } | { ok: false; error: GameError };

export interface Outcome {
  /** Seats that won (one seat for Loners; may be several or none elsewhere). */
  winners: number[];
  /** One number per seat: round wins, points or a score, game-specific. */
  scores: number[];
}

export interface SetupArgs<O> {
  players: number;
  seed: string;
  options?: Partial<O>;
}

export interface GameDefinition<S, A, V, O> {
  id: string;
  minPlayers: number;
  maxPlayers: number;
  setup(args: SetupArgs<O>): S;
  /** Seat to act, null when the game is over. */
  toAct(s: S): number | null;
  /** Every legal action of `seat`; [] when that seat is not to act. */
  legalActions(s: S, seat: number): A[];
  apply(s: S, seat: number, a: A): ApplyResult<S>;
  /** What one seat may see; null = spectator / public board. */
  view(s: S, seat: number | null): V;
  outcome(s: S): Outcome | null;
  /** Short, custom-id safe code (letters, digits, '.', '-', '_'; at most 60 chars). */
  encodeAction(a: A): string;
  decodeAction(code: string): A | null;
  /**
   * The seat leaves the game for good (timeouts, /leave): its cards leave play
   * and its turns are skipped. Optional: games without seats to skip omit it.
   */
  forfeit?(s: S, seat: number): S;
  /** Multi-round games: the round the last action ended, if it ended one. */
  roundEnded?(s: S): { round: number; winner: number } | null;
  /** The safest legal action, played for a player whose turn timed out. */
  timeoutAction?(s: S, seat: number): A | null;
  /**
   * Seats the last action was aimed at and changed (a stolen card, a wiped
   * table), other than its actor: the platform tells them by a new DM.
   */
  targetsOf?(s: S): number[];
  /**
   * Solo games: the score of a run the player gives up (/<game> quit), which
   * counts as lost. Without it a given-up run scores 0.
   */
  giveUpScore?(s: S, seat: number): number;
}

/** A registry entry with its type parameters erased, for game-agnostic code. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameDefinition = GameDefinition<any, any, any, any>;

export const MAX_ACTION_CODE_LENGTH = 60;
export const ACTION_CODE_PATTERN = /^[A-Za-z0-9._-]{1,60}$/;

export function fail<S>(code: GameErrorCode, message: string): ApplyResult<S> {
  return { ok: false, error: { code, message } };
}
