/**
 * Conformance checks every registered game must pass, shared by the vitest
 * suite (test/games/conformance.test.ts) and the soak script (npm run soak).
 * Each check throws a descriptive Error on the first failure.
 */
import { ACTION_CODE_PATTERN, MAX_ACTION_CODE_LENGTH, type AnyGameDefinition } from '../../src/games/core/contract.js';
import { profileOf, type Rand } from './conformance-profiles.js';

/** mulberry32: a tiny test-side PRNG, so the random policy is reproducible. */
export function makeRand(seed: number): Rand {
  let a = seed >>> 0;
  return (n: number) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

function fail(msg: string, context: object): never {
  throw new Error(`${msg}\n${JSON.stringify(context).slice(0, 2000)}`);
}

const ERROR_CODES = new Set(['not_your_turn', 'illegal_action', 'game_over']);

export interface MatchCheckOptions {
  /** Apply every legal action at every step (slow, thorough) instead of one. */
  applyAllLegal: boolean;
  /** Number of random illegal actions tried per step. */
  illegalProbes: number;
}

export interface MatchReport {
  actions: number;
  outcome: { winners: number[]; scores: number[] };
}

/** Plays one random match of `game`, checking the contract at every step. */
export function checkRandomMatch(game: AnyGameDefinition, players: number, seed: string, options: object, check: MatchCheckOptions): MatchReport {
  const profile = profileOf(game.id);
  if (!profile) fail(`no conformance profile for game "${game.id}" (its registration must have one)`, {});
  const rand = makeRand(hash(seed));
  let state = deepFreeze(game.setup({ players, seed, options }));
  const log: Array<[number, string]> = [];
  const ctx = () => ({ game: game.id, players, seed, options, step: log.length });

  while (game.toAct(state) !== null) {
    if (log.length > profile.maxActions) fail('match did not end within the bound', ctx());
    const seat = game.toAct(state) as number;
    if (!Number.isInteger(seat) || seat < 0 || seat >= players) fail(`toAct returned ${seat}`, ctx());
    const legal = game.legalActions(state, seat);
    if (legal.length === 0) fail('the seat to act has no legal action', ctx());
    const codes = new Set<string>();
    for (const action of legal) {
      const code = game.encodeAction(action);
      if (code.length > MAX_ACTION_CODE_LENGTH || !ACTION_CODE_PATTERN.test(code)) fail(`bad action code "${code}"`, ctx());
      if (JSON.stringify(game.decodeAction(code)) !== JSON.stringify(action)) fail(`code "${code}" does not round-trip`, { ...ctx(), action });
      if (codes.has(code)) fail(`duplicate legal action "${code}"`, ctx());
      codes.add(code);
    }
    for (let other = 0; other < players; other++) {
      if (other === seat) continue;
      if (game.legalActions(state, other).length) fail(`seat ${other} has legal actions out of turn`, ctx());
      const res = game.apply(state, other, legal[0]);
      if (res.ok || res.error.code !== 'not_your_turn') fail(`seat ${other} acted out of turn`, ctx());
    }
    const toTry = check.applyAllLegal ? legal : [legal[rand(legal.length)]];
    for (const action of toTry) {
      const res = game.apply(state, seat, action);
      if (!res.ok) fail(`legal action refused: ${res.error.message}`, { ...ctx(), action });
    }
    for (let i = 0; i < check.illegalProbes; i++) {
      const probe = profile.randomAction(state, seat, rand);
      const code = game.encodeAction(probe);
      const res = game.apply(state, seat, probe);
      if (codes.has(code)) {
        if (!res.ok) fail('listed action refused', { ...ctx(), probe });
      } else if (res.ok) {
        fail('unlisted action accepted', { ...ctx(), probe });
      } else if (!ERROR_CODES.has(res.error.code) || !res.error.message) {
        fail(`bad error ${JSON.stringify(res.error)}`, ctx());
      }
    }
    checkViews(game, state, players, rand, ctx);

    const action = legal[rand(legal.length)];
    const res = game.apply(state, seat, action);
    if (!res.ok) fail(`legal action refused: ${res.error.message}`, { ...ctx(), action });
    const roundTrip = JSON.parse(JSON.stringify(res.state));
    if (JSON.stringify(roundTrip) !== JSON.stringify(res.state)) fail('state does not survive JSON', ctx());
    state = deepFreeze(res.state);
    log.push([seat, game.encodeAction(action)]);
  }

  const outcome = game.outcome(state);
  if (!outcome) fail('no outcome at the end', ctx());
  if (outcome.scores.length !== players) fail('scores must have one entry per seat', { ...ctx(), outcome });
  for (let seat = 0; seat < players; seat++) if (game.legalActions(state, seat).length) fail('legal actions after the end', ctx());
  const over = game.apply(state, 0, game.decodeAction(log[log.length - 1]?.[1] ?? '') ?? {});
  if (over.ok || over.error.code !== 'game_over') fail('an action after the end must be game_over', ctx());

  // Replaying seed + action log reproduces the final state exactly.
  let replay = game.setup({ players, seed, options });
  for (const [seat, code] of log) {
    const res = game.apply(replay, seat, game.decodeAction(code));
    if (!res.ok) fail('replay refused an action', { ...ctx(), code });
    replay = res.state;
  }
  if (JSON.stringify(replay) !== JSON.stringify(state)) fail('replay diverged', ctx());
  return { actions: log.length, outcome };
}

/**
 * A view may depend only on what its seat may know: re-dealing everything
 * hidden from that seat (other hands, the deck, the RNG) must not change it.
 */
function checkViews(game: AnyGameDefinition, state: unknown, players: number, rand: Rand, ctx: () => object): void {
  const profile = profileOf(game.id);
  if (!profile) return;
  for (const viewer of [null, ...Array.from({ length: players }, (_, i) => i)]) {
    const view = JSON.stringify(game.view(state, viewer));
    const altered = profile.perturbHidden(state, viewer, rand);
    if (JSON.stringify(game.view(altered, viewer)) !== view) fail(`the view of ${viewer === null ? 'the board' : `seat ${viewer}`} shows hidden information`, ctx());
  }
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}
