/**
 * The computer player's knowledge of Good Guy, Bad Guy, Not So Smart Guy
 * (see src/ai): re-dealing what a seat cannot see, a rule-based easy move,
 * and the search's playout policy.
 *
 * A seat sees its hand, every table deck, the pile sizes, the top discard and
 * the last moves. Hidden: the other hands, the draw pile, hands set aside.
 * The discard pile's cards all went there face up, so a player may remember
 * them (`recall`). Cards seen entering a hand (taken from the discard pile,
 * taken back by a Bad Guy, stolen from this seat) stay in that hand in the
 * re-deal until the log shows them leave.
 */
import { CardPool, freshRng, pickOne, shuffleInPlace } from '../core/ai.js';
import type { AiProfile, Rand } from '../core/registration.js';
import { buildDeck, fits, fittingValues, isNumberCard, longestRun } from './cards.js';
import { DECK_SIZE, HAND_LIMIT, TABLE_LIMIT } from './config.js';
import type { GuysAction, GuysCard, GuysState, GuysView, LastAction, TableCard } from './types.js';

const cardKey = (c: GuysCard): string | number => c;

/** Cards the log shows entering each other seat's hand and not leaving it since (a multiset per seat). */
function knownInHands(view: GuysView, seat: number): GuysCard[][] {
  const known: GuysCard[][] = view.handSizes.map(() => []);
  const drop = (s: number, c: GuysCard) => {
    const hand = known[s];
    if (!hand) return;
    const i = hand.indexOf(c);
    if (i >= 0) hand.splice(i, 1);
  };
  const log: LastAction[] = view.recent.length ? view.recent : view.lastAction ? [view.lastAction] : [];
  for (const a of log) {
    switch (a.type) {
      case 'take':
        known[a.seat]?.push(a.card);
        break;
      case 'badguy':
        drop(a.seat, 'bg');
        if (a.card && a.to === 'hand') known[a.seat]?.push(a.card.card);
        break;
      case 'nssg':
        drop(a.seat, 'nssg');
        if (a.pick === null) break;
        if (a.took !== undefined && a.took !== null && a.target === seat) known[a.seat]?.push(a.took);
        // Which of the victim's cards went is unknown to this seat (or is its own): forget the victim's known cards.
        if (a.target !== seat) known[a.target] = [];
        break;
      case 'jerk':
        drop(a.seat, 'jerk');
        break;
      case 'place':
        drop(a.seat, a.card.card);
        break;
      case 'discard':
        drop(a.seat, a.card);
        break;
      case 'forfeit':
        known[a.seat] = [];
        break;
      default:
        break;
    }
  }
  known[seat] = [];
  return known;
}

function determinize(view: GuysView, rand: Rand, seat: number, memory?: unknown): GuysState {
  const pool = new CardPool<GuysCard>(buildDeck(), cardKey);
  const hand = view.hand ?? [];
  for (const c of hand) pool.take(c);
  for (const table of view.tables) for (const t of table) pool.take(t.card);
  const remembered = Array.isArray(memory) && memory.length === view.discardSize ? (memory as GuysCard[]) : null;
  let discardKnown: GuysCard[] = [];
  if (remembered) {
    discardKnown = remembered.slice();
    for (const c of discardKnown) pool.take(c);
  } else if (view.discardTop !== null) {
    pool.take(view.discardTop);
  }
  // Cards known to sit in other hands come out of the pool first.
  const known = knownInHands(view, seat).map((cards, s) => cards.filter((c) => s !== seat && pool.take(c)));
  const unseen = shuffleInPlace(pool.cards(), rand);
  const hands = view.handSizes.map((n, s) => {
    if (s === seat) return hand.slice();
    const mine = (known[s] ?? []).slice(0, n);
    for (const extra of (known[s] ?? []).slice(n)) unseen.push(extra);
    return shuffleInPlace(mine.concat(unseen.splice(0, n - mine.length)), rand);
  });
  const draw = unseen.splice(0, view.drawSize);
  let discard: GuysCard[];
  if (remembered) discard = discardKnown;
  else {
    discard = unseen.splice(0, Math.max(0, view.discardSize - 1));
    if (view.discardTop !== null) discard.push(view.discardTop);
  }
  const removedCount = DECK_SIZE - view.handSizes.reduce((a, b) => a + b, 0) - view.tables.reduce((a, t) => a + t.length, 0) - view.drawSize - view.discardSize;
  const removed = unseen.splice(0, Math.max(0, removedCount));
  return {
    players: view.players,
    rng: freshRng(rand),
    firstSeat: view.firstSeat,
    hands,
    tables: view.tables.map((t) => t.map((c) => ({ ...c }))),
    draw,
    discard,
    removed,
    active: view.active.slice(),
    round: view.round,
    toAct: view.toAct,
    lastAction: view.lastAction,
    recent: view.recent.slice(),
    result: view.result,
  };
}

/** How many windows of five (within 1..10) hold `value` and every value of `table`. */
function windows(table: readonly TableCard[], value: number): number {
  let n = 0;
  for (let lo = 1; lo + 4 <= 10; lo++) {
    if (value >= lo && value <= lo + 4 && table.every((t) => t.value >= lo && t.value <= lo + 4)) n++;
  }
  return n;
}

/** The value a Good Guy extends the longest run with (the middle one of the best on a tie). */
function bestGoodGuyValue(table: readonly TableCard[], values: readonly number[]): number {
  let best = values[0] as number;
  let bestScore = -1;
  for (const v of values) {
    const score = longestRun([...table, { card: 'gg', value: v }]) * 10 + windows(table, v);
    if (score > bestScore) {
      bestScore = score;
      best = v;
    }
  }
  return best;
}

interface Seen {
  seat: number;
  hand: readonly GuysCard[];
  tables: readonly (readonly TableCard[])[];
  handSizes: readonly number[];
  discardTop: GuysCard | null;
}

/** A rule-based score per move: finish, stop a player about to finish, build the own table, draw, discard the least useful. */
function scoreMove(v: Seen, a: GuysAction): number {
  const own = v.tables[v.seat] ?? [];
  const threat = (t: number) => (v.tables[t] ?? []).length;
  const maxThreat = Math.max(0, ...v.tables.map((t, s) => (s === v.seat ? 0 : t.length)));
  switch (a.type) {
    case 'place': {
      if (own.length === TABLE_LIMIT - 1) return 1000;
      const card = v.hand[a.card];
      if (card === 'gg') {
        // Keep the wild card for later unless the table is already long.
        if (a.value !== bestGoodGuyValue(own, fittingValues(own))) return -1;
        return own.length >= 2 ? 55 : 8;
      }
      return 50 + windows(own, card as number);
    }
    case 'badguy': {
      const len = threat(a.target);
      if (a.pick === null) return 0;
      const taken = (v.tables[a.target] ?? [])[a.pick] as TableCard;
      let score = len >= TABLE_LIMIT - 1 ? 300 : 20 + 6 * len;
      if (a.to === 'table') {
        if (own.length === TABLE_LIMIT - 1) return 1000;
        if (taken.card === 'gg' && a.value !== bestGoodGuyValue(own, fittingValues(own))) return -1;
        score += 45 + windows(own, a.value ?? taken.value);
      }
      return score;
    }
    case 'nssg': {
      if (a.pick === null) return 0;
      return 22 + 3 * (v.handSizes[a.target] ?? 0) + (a.pick === 0 ? 0.5 : 0);
    }
    case 'jerk': {
      const len = threat(a.target);
      if (len >= TABLE_LIMIT - 1) return 400;
      if (len === maxThreat && len >= 3) return 120;
      return len >= 2 ? 25 + 5 * len : 1;
    }
    case 'discard': {
      const card = v.hand[a.card] as number;
      const dup = v.hand.filter((c) => c === card).length > 1;
      const useless = !fits(own, card);
      if (v.hand.length < HAND_LIMIT && !useless && !dup) return 1;
      return 10 + (useless ? 8 : 0) + (dup ? 4 : 0);
    }
    case 'draw':
      return 30;
    case 'take':
      return isNumberCard(v.discardTop) && fits(own, v.discardTop) ? 48 : 5;
    case 'pass':
      return 0;
  }
}

export function guysPolicy(v: Seen, legal: readonly GuysAction[], rand: Rand, noise: number): GuysAction {
  if (legal.length === 1 || rand(100) < noise) return pickOne(legal, rand);
  let best: GuysAction[] = [];
  let bestScore = -Infinity;
  for (const a of legal) {
    const score = scoreMove(v, a);
    if (score > bestScore) {
      bestScore = score;
      best = [a];
    } else if (score === bestScore) best.push(a);
  }
  return pickOne(best, rand);
}

function easy(view: GuysView, legal: readonly GuysAction[], rand: Rand): GuysAction {
  const seat = view.seat ?? view.toAct ?? 0;
  return guysPolicy({ seat, hand: view.hand ?? [], tables: view.tables, handSizes: view.handSizes, discardTop: view.discardTop }, legal, rand, 20);
}

/**
 * Root moves, one per kind of move: which copy of a card is played does not
 * matter (two Good Guys are the same move), and a Not So Smart Guy's pick is
 * blind (every position of a target is the same gamble).
 */
function candidates(view: GuysView, legal: readonly GuysAction[]): GuysAction[] {
  const hand = view.hand ?? [];
  const seen = new Set<string>();
  return legal.filter((a) => {
    const card = 'card' in a ? String(hand[a.card]) : '';
    const key =
      a.type === 'nssg' ? `n${card}.${a.target}.${a.pick === null ? 'x' : 0}` : a.type === 'place' || a.type === 'discard' || a.type === 'jerk' || a.type === 'badguy'
        ? `${a.type}.${card}.${JSON.stringify({ ...a, card: 0 })}`
        : a.type;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Where a cut-off playout stands, as a share of the win: each seat's progress
 * is its table deck plus part of the cards in hand that would fit it (a Good
 * Guy always does), and a longer lead counts exponentially.
 */
function standing(s: GuysState, seat: number): number {
  let sum = 0;
  let mine = 0;
  s.tables.forEach((table, i) => {
    if (!s.active[i]) return;
    const fitting = new Set<GuysCard>();
    let goodGuys = 0;
    for (const c of s.hands[i] ?? []) {
      if (c === 'gg') goodGuys++;
      else if (isNumberCard(c) && fits(table, c)) fitting.add(c);
    }
    const progress = table.length + 0.4 * Math.min(fitting.size + goodGuys, TABLE_LIMIT - table.length);
    const w = Math.exp(1.3 * progress);
    sum += w;
    if (i === seat) mine = w;
  });
  return sum > 0 ? mine / sum : 0;
}

/** Playouts look two rounds ahead, then the standing decides: many short playouts beat a few long ones here. */
const HORIZON_ROUNDS = 2;

export const guysAi: AiProfile<GuysState, GuysAction, GuysView> = {
  determinize,
  easy,
  candidates,
  recall: (s) => s.discard.slice(),
  rollout: (s, seat, legal, rand) =>
    guysPolicy(
      { seat, hand: s.hands[seat] ?? [], tables: s.tables, handSizes: s.hands.map((h) => h.length), discardTop: s.discard[s.discard.length - 1] ?? null },
      legal,
      rand,
      10,
    ),
  horizon: (_root, s, steps) => steps >= HORIZON_ROUNDS * s.players,
  reward: (_root, s, seat) => {
    if (s.result) return s.result.winners.includes(seat) ? 1 / s.result.winners.length : 0;
    return standing(s, seat);
  },
  iterationsPerMs: 240,
};
