/**
 * The computer player's knowledge of Loners (see src/ai): how to re-deal what
 * a seat cannot see, a rule-based easy move, and the search's playout policy.
 *
 * A seat sees its own hand, the Circle, the Street and the public log of the
 * last few actions; the other hands and the unused deck are hidden. The
 * counters the view leaves out (aggressor, retreats in a row) are public and
 * are rebuilt from the log.
 */
import { CardPool, freshRng, pickOne, shuffleInPlace } from '../core/ai.js';
import type { AiProfile, Rand } from '../core/registration.js';
import { buildDeck } from './deal.js';
import type { LonersAction, LonersCard, LonersState, LonersView, Street } from './types.js';

const cardKey = (c: LonersCard): string | number => c;

/** aggressor, retreatsInRow and emptyStreetRetreats replayed from the public log (exact while the log covers the Street). */
function countersFromLog(view: LonersView): Pick<LonersState, 'aggressor' | 'retreatsInRow' | 'emptyStreetRetreats'> {
  let aggressor: number | null = view.street?.owner ?? null;
  let retreats = 0;
  let empty = 0;
  // A log shorter than its limit starts at the round's first action, with an empty Street.
  let streetUp: boolean | null = view.recent.length < 5 ? false : null;
  for (const a of view.recent) {
    switch (a.type) {
      case 'fight':
      case 'steal':
      case 'security':
        aggressor = a.seat;
        retreats = 0;
        empty = 0;
        streetUp = true;
        break;
      case 'retreat':
        if (a.cleared) {
          retreats = 0;
          empty = 0;
          streetUp = false;
        } else if (streetUp === false) {
          empty += 1;
        } else {
          retreats += 1;
        }
        break;
      default:
        break;
    }
  }
  if (!view.street) return { aggressor: null, retreatsInRow: 0, emptyStreetRetreats: empty };
  return { aggressor, retreatsInRow: retreats, emptyStreetRetreats: 0 };
}

function determinize(view: LonersView, rand: Rand, seat: number): LonersState {
  const pool = new CardPool<LonersCard>(buildDeck(view.players), cardKey);
  const own = view.hand ?? [];
  for (const c of own) pool.take(c);
  for (const c of view.circle) pool.take(c);
  if (view.street) {
    for (const c of view.street.cards) pool.take(c);
    for (let g = 0; g < view.street.guards; g++) pool.take('guard');
  }
  const unseen = shuffleInPlace(pool.cards(), rand);
  let next = 0;
  const hands = view.handSizes.map((n, s) => (s === seat ? own.slice() : unseen.slice(next, (next += n))));
  return {
    players: view.players,
    variant: view.variant,
    rng: freshRng(rand),
    round: view.round,
    roundStarter: view.roundStarter,
    hands,
    circle: view.circle.slice(),
    street: view.street ? { ...view.street, cards: view.street.cards.slice() } : null,
    ...countersFromLog(view),
    toAct: view.toAct,
    pendingPickup: view.pendingPickup,
    roundWins: view.roundWins.slice(),
    active: view.active.slice(),
    lastAction: view.lastAction,
    recent: view.recent.slice(),
    lastRound: view.lastRound,
    winner: view.winner,
  };
}

/** How well a Loner of value `v` sits at position `at` of `hand`: next to an equal or neighbouring value. */
function fitAt(hand: readonly LonersCard[], v: number, at: number): number {
  let score = 0;
  for (const n of [hand[at - 1], hand[at]]) {
    if (typeof n !== 'number') continue;
    if (n === v) score += 3;
    else if (Math.abs(n - v) === 1) score += 2;
  }
  return score;
}

/**
 * The rule-based move, shared by the easy level (on the view) and the
 * playouts (on a full state): shed as many cards as possible, steal when
 * possible, keep the hand connected when taking a Loner.
 */
export function lonersPolicy(
  hand: readonly LonersCard[],
  circle: readonly number[],
  street: Street | null,
  legal: readonly LonersAction[],
  rand: Rand,
  noise: number,
): LonersAction {
  if (legal.length === 1 || rand(100) < noise) return pickOne(legal, rand);
  let best: LonersAction[] = [];
  let bestScore = -Infinity;
  const consider = (a: LonersAction, score: number) => {
    if (score > bestScore) {
      bestScore = score;
      best = [a];
    } else if (score === bestScore) best.push(a);
  };
  const handLeft = hand.length;
  for (const a of legal) {
    switch (a.type) {
      case 'pickup':
        consider(a, 0);
        break;
      case 'steal':
        consider(a, handLeft === 1 ? 100 : 12);
        break;
      case 'fight': {
        const shed = a.to - a.from + 1;
        if (shed === handLeft && (circle.length === 0 || (a.loner && circle.length === 1))) {
          consider(a, 100); // goes out and wins the round
          break;
        }
        // Shed many cards; recruiting empties the Circle (needed to win) but the crew can be stolen.
        let score = 10 + 3 * shed + (a.loner ? 1 : 0);
        // On an active Street prefer the cheapest crew that beats it with high cards kept back.
        if (street) score -= 0.1 * Math.max(...hand.slice(a.from, a.to + 1).map((c) => (typeof c === 'number' ? c : 0)));
        consider(a, score);
        break;
      }
      case 'security':
        consider(a, 6); // sheds a Guard, which can never be the last card anyway
        break;
      case 'retreat': {
        const v = a.loner === undefined ? null : circle[a.loner];
        consider(a, v === null || v === undefined ? 1 : 1 + fitAt(hand, v, a.at ?? hand.length) + (a.at === hand.length ? 0.5 : 0));
        break;
      }
    }
  }
  return pickOne(best, rand);
}

/** The easy level: the rule-based move, with a fifth of the moves at random. */
function easy(view: LonersView, legal: readonly LonersAction[], rand: Rand): LonersAction {
  return lonersPolicy(view.hand ?? [], view.circle, view.street, legal, rand, 20);
}

/**
 * Root moves worth searching: every fight, steal, security call and pick-up;
 * retreats only with each Loner at the hand's end or next to a card it can
 * form a crew with (other positions only break adjacency).
 */
function candidates(view: LonersView, legal: readonly LonersAction[]): LonersAction[] {
  const hand = view.hand ?? [];
  const out = legal.filter((a) => {
    if (a.type !== 'retreat' || a.loner === undefined) return true;
    const at = a.at ?? hand.length;
    return at === hand.length || fitAt(hand, view.circle[a.loner] as number, at) > 0;
  });
  return out.length > 0 ? out : legal.slice();
}

export const lonersAi: AiProfile<LonersState, LonersAction, LonersView> = {
  determinize,
  easy,
  candidates,
  rollout: (s, seat, legal, rand) => lonersPolicy(s.hands[seat] ?? [], s.circle, s.street, legal, rand, 10),
  /** A playout ends with the round: winning this round is what the move decides. */
  horizon: (root, s) => s.winner !== null || s.round !== root.round,
  reward: (root, s, seat) => {
    if (s.round === root.round && s.winner === null) return 1 / s.players; // cut off: a fair share
    return s.lastRound?.winner === seat ? 1 : 0;
  },
  iterationsPerMs: 400,
};
