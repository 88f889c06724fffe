/** Shared helpers of the Loners UI tests: contexts, seeded random play, big hands. */
import { buildDeck } from '../../../src/games/loners/deal.js';
import { loners, type LonersAction, type LonersCard, type LonersState } from '../../../src/games/loners/index.js';
import '../../../src/discord/ui/index.js';
import { translator, type Language } from '../../../src/discord/i18n/index.js';
import type { MatchContext } from '../../../src/discord/ui/types.js';
import { makeRand } from '../../support/conformance.js';

export const NAMES = ['Alice', 'Bob', 'Carol', 'Dave'];
export const userId = (seat: number) => `10000000000000000${seat}`;
export const DEADLINE = 1_800_000_000_000;

export function ctxFor(players: number, over: Partial<MatchContext> = {}): MatchContext {
  return {
    game: 'loners',
    matchId: 'm1abc',
    version: 7,
    guildId: '900000000000000001',
    guildName: 'Card Club',
    channelId: '900000000000000002',
    seats: Array.from({ length: players }, (_, seat) => ({ seat, userId: userId(seat), displayName: NAMES[seat] as string, forfeited: false })),
    turnDeadline: DEADLINE,
    status: 'active',
    lang: 'en',
    t: translator('en', 'loners'),
    ...over,
  };
}

/** Names and a server name at Discord's maximum lengths, full of markdown. */
export function longCtx(players: number): MatchContext {
  return ctxFor(players, {
    guildName: '*_~`|>'.repeat(16) + 'abcd',
    seats: Array.from({ length: players }, (_, seat) => ({ seat, userId: userId(seat), displayName: `**${'_'.repeat(28)}${seat}`, forfeited: false })),
    version: 999_999_999,
    matchId: 'abcdefghij0123456789',
  });
}

export interface PlayoutOptions {
  players: number;
  variant: 'standard' | 'layered';
  seed: number;
  /** Chance (0–1) of retreating whenever a retreat is legal: grows hands. */
  retreatBias: number;
  /** Chance (0–1) per step that a random other seat forfeits (while 3+ remain). */
  forfeitChance?: number;
  /** Chance (0–1) of playing the longest crew without a Loner: empties hands while Loners remain (pick-ups). */
  greedy?: number;
  maxSteps?: number;
}

/** The fights using the most hand cards and no Loner, if any. */
function greedyFights(legal: readonly LonersAction[]): LonersAction[] {
  let best: LonersAction[] = [];
  let size = 0;
  for (const a of legal) {
    if (a.type !== 'fight' || a.loner) continue;
    const n = a.to - a.from + 1;
    if (n > size) [best, size] = [[], n];
    if (n === size) best.push(a);
  }
  return best;
}

/** Every state of one seeded random match, the first included. */
export function playout(o: PlayoutOptions): LonersState[] {
  const rand = makeRand(o.seed);
  let s = loners.setup({ players: o.players, seed: `ui-${o.seed}`, options: { variant: o.variant } });
  const states = [s];
  for (let step = 0; step < (o.maxSteps ?? 400) && s.toAct !== null; step++) {
    const seat = s.toAct;
    if (o.forfeitChance && rand(1000) < o.forfeitChance * 1000 && s.active.filter(Boolean).length > 2) {
      const other = (seat + 1 + rand(o.players - 1)) % o.players;
      if (s.active[other]) {
        s = loners.forfeit?.(s, other) ?? s;
        states.push(s);
        continue;
      }
    }
    const legal = loners.legalActions(s, seat);
    const retreats = legal.filter((a) => a.type === 'retreat');
    const greedy = o.greedy && rand(1000) < o.greedy * 1000 ? greedyFights(legal) : [];
    const pool = greedy.length ? greedy : retreats.length && rand(1000) < o.retreatBias * 1000 ? retreats : legal;
    const action = pool[rand(pool.length)] as LonersAction;
    const res = loners.apply(s, seat, action);
    if (!res.ok) throw new Error(res.error.message);
    s = res.state;
    states.push(s);
  }
  return states;
}

/**
 * The state with the acting seat's hand grown to `size` cards (or as many as
 * the rest of the deck allows), cards slipped in at random places: real play
 * never gets past about 19 cards, the UI must cope with any size.
 */
export function inflateHand(s: LonersState, size: number, seed: number): LonersState {
  const seat = s.toAct;
  if (seat === null) return s;
  const rand = makeRand(seed);
  const pool: LonersCard[] = buildDeck(s.players);
  const used: LonersCard[] = [...(s.hands[seat] ?? []), ...s.circle, ...(s.street?.cards ?? [])];
  for (const card of used) {
    const i = pool.indexOf(card);
    if (i >= 0) pool.splice(i, 1);
  }
  const hand = (s.hands[seat] ?? []).slice();
  while (hand.length < size && pool.length > 0) {
    const card = pool.splice(rand(pool.length), 1)[0] as LonersCard;
    hand.splice(rand(hand.length + 1), 0, card);
  }
  const hands = s.hands.slice();
  hands[seat] = hand;
  return { ...s, hands };
}

/**
 * The same public state with every hand but `keep`'s replaced by other cards
 * of the same count: renders of what `keep` (or the board, keep = null) may
 * see must not change.
 */
export function otherHandsChanged(s: LonersState, keep: number | null): LonersState {
  const hands = s.hands.map((hand, seat) =>
    seat === keep ? hand : hand.map((c, i) => (c === 'guard' ? (((i % 8) + 1) as LonersCard) : i % 5 === 0 ? 'guard' : ((c % 8) + 1) as LonersCard)).reverse(),
  );
  return { ...s, hands };
}

export const codesOf = (actions: readonly LonersAction[]) => actions.map(loners.encodeAction).sort();

/** The same context in another language. */
export function inLanguage(ctx: MatchContext, lang: Language): MatchContext {
  return { ...ctx, lang, t: translator(lang, 'loners') };
}
