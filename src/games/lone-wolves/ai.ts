/**
 * The computer player's knowledge of Lone Wolves (see src/ai): re-dealing
 * what a seat cannot see, a rule-based easy move, and the search's playouts.
 *
 * A seat sees its hand, every wolf on the board (lone wolves too), the trick,
 * the last trick and the face-up tokens. Hidden: the other hand, the 4 unused
 * cards, the face-down tokens (and the 3 tokens left in the box). A follower
 * who did not follow the led colour (in the trick or the last trick) has no
 * card of it: the re-deal respects that.
 */
import { CardPool, freshRng, pickOne, shuffleInPlace } from '../core/ai.js';
import type { AiProfile, Rand } from '../core/registration.js';
import { followerWins, scoreBoard, strength, territoryWorth } from './rules.js';
import { buildDeck, buildTokens } from './setup.js';
import type { Card, LoneWolvesAction, LoneWolvesState, LoneWolvesView, PlayedCard, Territory, TerritoryView, TokenKind, Trick } from './types.js';

const cardKey = (c: Card): number => c.colour * 10 + c.value;

/** Colours the other seat is known to lack: it did not follow them. */
function voidsOf(view: LoneWolvesView, other: number): Set<number> {
  const voids = new Set<number>();
  const check = (cards: readonly PlayedCard[]) => {
    const [lead, follow] = cards;
    if (lead && follow && follow.seat === other && follow.card.colour !== lead.card.colour) voids.add(lead.card.colour);
  };
  if (view.lastTrick) check(view.lastTrick.cards);
  check(view.trick.cards);
  return voids;
}

function determinize(view: LoneWolvesView, rand: Rand, seat: number): LoneWolvesState {
  const other = 1 - seat;
  const pool = new CardPool<Card>(buildDeck(), cardKey);
  const hand = view.hand ?? [];
  for (const c of hand) pool.take(c);
  for (const t of view.territories) for (const side of t.wolves) for (const w of side) pool.take(w.card);
  const unseen = shuffleInPlace(pool.cards(), rand);
  const need = view.handSizes[other] ?? 0;
  const voids = voidsOf(view, other);
  // Cards of a colour the other seat lacks go to the unused four, if they can.
  const allowed = unseen.filter((c) => !voids.has(c.colour));
  const barred = unseen.filter((c) => voids.has(c.colour));
  const ordered = allowed.length >= need ? allowed.concat(barred) : unseen;
  const otherHand = ordered.slice(0, need).map((c) => ({ ...c }));
  const unused = ordered.slice(need).map((c) => ({ ...c }));

  const tokenPool = new CardPool<TokenKind>(buildTokens(), (k) => k);
  for (const t of view.territories) {
    for (const k of t.tokens) if (k !== null) tokenPool.take(k);
    for (const side of t.scars) for (const k of side) tokenPool.take(k);
  }
  const hiddenTokens = shuffleInPlace(tokenPool.cards(), rand);
  const territories: Territory[] = view.territories.map((t) => ({
    value: t.value,
    tokens: t.tokens.map((k) => (k !== null ? { kind: k, up: true } : { kind: hiddenTokens.pop() ?? 'strength1', up: false })),
    moon: t.moon,
    wolves: [t.wolves[0].map((w) => ({ card: { ...w.card }, lone: w.lone })), t.wolves[1].map((w) => ({ card: { ...w.card }, lone: w.lone }))],
    scars: [t.scars[0].slice(), t.scars[1].slice()],
  }));
  const hands: LoneWolvesState['hands'] = seat === 0 ? [hand.map((c) => ({ ...c })), otherHand] : [otherHand, hand.map((c) => ({ ...c }))];
  const trickCards = view.trick.cards;
  let scarFrom: number | null = null;
  if (view.phase === 'scar' && view.lastTrick) {
    const winner = view.lastTrick.winner;
    scarFrom = view.lastTrick.cards.find((p) => p.seat !== winner)?.territory ?? null;
  }
  return {
    rng: freshRng(rand),
    hands,
    unused,
    territories,
    phase: view.phase,
    toAct: view.toAct,
    trick: { leader: view.trick.leader, cards: trickCards.map((p) => ({ seat: p.seat, card: { ...p.card }, territory: p.territory })) },
    trump: view.trump,
    tricks: view.tricks,
    lastTrick: view.lastTrick ? { cards: view.lastTrick.cards.map((p) => ({ ...p, card: { ...p.card } })), winner: view.lastTrick.winner } : null,
    moons: view.territories.filter((t) => t.moon !== null).length,
    revealIn: view.phase === 'reveal' ? (trickCards[trickCards.length - 1]?.territory ?? null) : null,
    scarFrom,
    result: null,
  };
}

/** What a seat sees that the policy needs (a view or a full state). */
interface Seen {
  seat: number;
  hand: readonly Card[];
  territories: readonly (Territory | TerritoryView)[];
  trick: Trick;
  trump: number | null;
  phase: LoneWolvesView['phase'];
  revealIn: number | null;
  scarFrom: number | null;
}

/** A token's rough worth to its taker (face down: about the average). */
const TOKEN_VALUE: Record<TokenKind, number> = { strength2: 3, territory2: 2, points2: 2.5, strength1: 2, points1: 1.5, pack: 1, lone: 1.5 };
const tokenValue = (k: TokenKind | null): number => (k === null ? 1.8 : TOKEN_VALUE[k]);

/** The token at position `i` as the seat sees it (null = face down), in a state's or a view's territory. */
function tokenAt(t: Territory | TerritoryView, i: number): TokenKind | null {
  const x = t.tokens[i];
  if (x === undefined || x === null) return null;
  return typeof x === 'string' ? x : x.up ? x.kind : null;
}

/** How much one more point of strength of `seat` in territory `t` is worth: a lot where the fight is close. */
function contest(t: Territory | TerritoryView, seat: number): number {
  const gap = strength(t, seat) - strength(t, 1 - seat);
  const worth = territoryWorth(t);
  if (gap > 7 || gap < -8) return 0.2 * worth;
  return worth * (1 - Math.abs(gap + 0.5) / 9);
}

const wolves = (t: Territory | TerritoryView) => t.wolves[0].length + t.wolves[1].length;

/** Per territory, computed once per move choice: how close the fight is, the best token there, how full it is. */
interface TerritoryNotes {
  contest: number[];
  bestToken: number[];
  crowded: boolean[];
}

function notesOf(v: Seen): TerritoryNotes {
  const notes: TerritoryNotes = { contest: [], bestToken: [], crowded: [] };
  for (const t of v.territories) {
    notes.contest.push(contest(t, v.seat));
    let best = 0;
    for (let i = 0; i < t.tokens.length; i++) best = Math.max(best, tokenValue(tokenAt(t, i)));
    notes.bestToken.push(best);
    notes.crowded.push(wolves(t) >= 5);
  }
  return notes;
}

function playScore(v: Seen, notes: TerritoryNotes, a: Extract<LoneWolvesAction, { type: 'play' }>): number {
  const card = v.hand[a.card] as Card;
  const k = a.territory;
  const lead = v.trick.cards[0];
  // Leading: a high card tends to hold (a 7 fears its colour's 2; trump helps).
  const wins = lead ? followerWins(lead.card, card, v.trump) : card.value >= 6 || card.colour === v.trump;
  let score: number;
  if (lead) score = wins ? 20 - card.value : 10 - card.value; // win cheaply, or lose with the lowest card
  else score = card.value + (card.colour === v.trump ? 3 : 0) - (card.value === 7 ? 2 : 0);
  // A winning wolf keeps its value where the fight is close; a losing one brings a scar token from there.
  const c = notes.contest[k] as number;
  score += wins ? c * (card.value / 7) : (notes.bestToken[k] as number) + 0.3 * c;
  if (notes.crowded[k]) score -= 0.5;
  return score;
}

function scarScore(v: Seen, a: Extract<LoneWolvesAction, { type: 'scar' }>): number {
  const from = v.territories[v.scarFrom ?? 0] as Territory | TerritoryView;
  const k = tokenAt(from, a.token);
  const slot = v.territories[a.slot] as Territory | TerritoryView;
  let score = tokenValue(k);
  if (k === 'strength1' || k === 'strength2' || k === null) score += 0.3 * contest(slot, v.seat);
  if (k === 'territory2') score += strength(slot, v.seat) > strength(slot, 1 - v.seat) ? 2 : -3;
  if (k === 'pack') score += slot.wolves[v.seat]?.filter((w) => !w.lone && w.card.value >= 6).length ?? 0;
  if (k === 'lone') score += slot.wolves[v.seat]?.filter((w) => w.lone).length ?? 0;
  score -= 0.2 * (slot.scars[v.seat]?.length ?? 0);
  return score;
}

export function loneWolvesPolicy(v: Seen, legal: readonly LoneWolvesAction[], rand: Rand, noise: number): LoneWolvesAction {
  if (legal.length === 1 || rand(100) < noise) return pickOne(legal, rand);
  const notes = legal[0]?.type === 'play' ? notesOf(v) : null;
  let best: LoneWolvesAction[] = [];
  let bestScore = -Infinity;
  for (const a of legal) {
    const score = a.type === 'play' ? playScore(v, notes as TerritoryNotes, a) : a.type === 'scar' ? scarScore(v, a) : a.type === 'pass' ? 0.5 : 0;
    if (score > bestScore + 1e-9) {
      bestScore = score;
      best = [a];
    } else if (Math.abs(score - bestScore) <= 1e-9) best.push(a);
  }
  return pickOne(best, rand);
}

function seenOfView(view: LoneWolvesView): Seen {
  const seat = view.toAct ?? 0;
  let scarFrom: number | null = null;
  if (view.phase === 'scar' && view.lastTrick) {
    const winner = view.lastTrick.winner;
    scarFrom = view.lastTrick.cards.find((p) => p.seat !== winner)?.territory ?? null;
  }
  return {
    seat,
    hand: view.hand ?? [],
    territories: view.territories,
    trick: view.trick,
    trump: view.trump,
    phase: view.phase,
    revealIn: null,
    scarFrom,
  };
}

function easy(view: LoneWolvesView, legal: readonly LoneWolvesAction[], rand: Rand): LoneWolvesAction {
  return loneWolvesPolicy(seenOfView(view), legal, rand, 20);
}

/** The margin in points, squashed, as a small part of the reward (the win is what counts). */
function reward(s: LoneWolvesState, seat: number): number {
  const points = s.result ? s.result.scores : scoreBoard(s.territories).points;
  const margin = (points[seat] ?? 0) - (points[1 - seat] ?? 0);
  const squashed = Math.max(0, Math.min(1, (margin + 20) / 40));
  const won = s.result ? s.result.winner === seat : margin > 0;
  return 0.85 * (won ? 1 : 0) + 0.15 * squashed;
}

export const loneWolvesAi: AiProfile<LoneWolvesState, LoneWolvesAction, LoneWolvesView> = {
  determinize,
  easy,
  rollout: (s, seat, legal, rand) =>
    loneWolvesPolicy(
      { seat, hand: s.hands[seat] ?? [], territories: s.territories, trick: s.trick, trump: s.trump, phase: s.phase, revealIn: s.revealIn, scarFrom: s.scarFrom },
      legal,
      rand,
      10,
    ),
  reward: (_root, s, seat) => reward(s, seat),
  iterationsPerMs: 380,
};
