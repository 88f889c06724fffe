/**
 * What the conformance suite needs to know about `guys`: a bound on the game's
 * length, how to re-deal what a viewer cannot see, and random (mostly illegal) actions.
 */
import type { ConformanceProfile, Rand } from '../core/registration.js';
import { MAX_PLAYERS, MAX_ROUNDS } from './config.js';
import type { GuysAction, GuysCard, GuysState, LastAction } from './types.js';

function shuffled<T>(items: T[], rand: Rand): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rand(i + 1);
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

export const guysConformance: ConformanceProfile<GuysState, GuysAction> = {
  optionSets: [{}],
  maxActions: MAX_ROUNDS * MAX_PLAYERS + 10,
  /** Everything `viewer` cannot see — other hands, the draw pile, hands set aside, the RNG — is re-dealt at random. */
  perturbHidden(s, viewer, rand) {
    const pool: GuysCard[] = [];
    s.hands.forEach((hand, seat) => {
      if (seat !== viewer) pool.push(...hand);
    });
    pool.push(...s.draw, ...s.removed);
    const last = s.lastAction;
    const hideTook = last?.type === 'nssg' && last.took != null && viewer !== last.seat && viewer !== last.target;
    if (hideTook) pool.push(last.took as GuysCard);
    shuffled(pool, rand);
    let k = 0;
    const next = (n: number) => pool.slice(k, (k += n));
    const hands = s.hands.map((hand, seat) => (seat === viewer ? hand : next(hand.length)));
    const draw = next(s.draw.length);
    const removed = next(s.removed.length);
    const lastAction = hideTook ? { ...last, took: next(1)[0] as GuysCard } : last;
    // What earlier Not So Smart Guys took is history the viewer may not know either: any card will do.
    const recent = s.recent.map((a, i) =>
      i === s.recent.length - 1 && a === last ? (lastAction as LastAction) : a.type === 'nssg' && a.took != null && viewer !== a.seat && viewer !== a.target ? { ...a, took: (rand(10) + 1) as GuysCard } : a,
    );
    return { ...s, hands, draw, removed, lastAction, recent, rng: s.rng.map(() => 1 + rand(2 ** 31 - 1)) };
  },
  randomAction(s, seat, rand) {
    const n = (s.hands[seat]?.length ?? 0) + 1;
    const card = rand(n + 1) - 1; // -1..hand size: sometimes out of range
    const target = rand(s.players + 1) - 1;
    const pick = rand(8) === 0 ? null : rand(7) - 1;
    const value = rand(12);
    switch (rand(9)) {
      case 0:
        return rand(2) ? { type: 'place', card } : { type: 'place', card, value };
      case 1:
        if (pick === null) return { type: 'badguy', card, target, pick, to: 'hand' };
        if (rand(2)) return { type: 'badguy', card, target, pick, to: 'hand' };
        return rand(2) ? { type: 'badguy', card, target, pick, to: 'table' } : { type: 'badguy', card, target, pick, to: 'table', value };
      case 2:
        return { type: 'nssg', card, target, pick };
      case 3:
        return { type: 'jerk', card, target };
      case 4:
        return { type: 'discard', card };
      case 5:
        return { type: 'draw' };
      case 6:
        return { type: 'take' };
      case 7:
        return { type: 'pass' };
      default:
        return rand(2) ? { type: 'badguy', card, target, pick: null, to: 'hand' } : { type: 'nssg', card, target, pick: null };
    }
  },
};
