/** apply: check an action against the state and play it on a copy. */
import { fail, type ApplyResult } from '../core/contract.js';
import { COLOURS, MOON_ORDER, TRICKS } from './config.js';
import { faceDown, freeSlots, openTerritories, playableCards } from './moves.js';
import { followerWins, gameWinner, scoreBoard } from './rules.js';
import type { LoneWolvesAction, LoneWolvesState, Territory } from './types.js';

const isIndex = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;

/**
 * A copy that apply may change freely (the input is never touched). Cards are
 * never mutated, so they are shared; territories are copied only when changed (`own`).
 */
function cloneState(s: LoneWolvesState): LoneWolvesState {
  return {
    ...s,
    hands: [s.hands[0].slice(), s.hands[1].slice()],
    territories: s.territories.slice(),
    trick: { leader: s.trick.leader, cards: s.trick.cards.slice() },
  };
}

/** Territory `k` of the copy `d`, copied so it may be changed. */
function own(d: LoneWolvesState, k: number): Territory {
  const t = d.territories[k] as Territory;
  const copy: Territory = {
    value: t.value,
    tokens: t.tokens.map((x) => ({ kind: x.kind, up: x.up })),
    moon: t.moon,
    wolves: [t.wolves[0].slice(), t.wolves[1].slice()],
    scars: [t.scars[0].slice(), t.scars[1].slice()],
  };
  d.territories[k] = copy;
  return copy;
}

export function apply(s: LoneWolvesState, seat: number, a: LoneWolvesAction): ApplyResult<LoneWolvesState> {
  if (s.phase === 'over' || s.toAct === null) return fail('game_over', 'The game is over.');
  if (seat !== s.toAct) return fail('not_your_turn', `It is seat ${s.toAct}'s turn.`);
  if (typeof a !== 'object' || a === null) return fail('illegal_action', 'Not an action.');
  switch (a.type) {
    case 'play':
      return play(s, seat, a);
    case 'reveal':
      return reveal(s, a);
    case 'scar':
      return scar(s, seat, a);
    case 'pass':
      if (s.phase !== 'scar') return fail('illegal_action', 'You can pass only on your scar step.');
      return { ok: true, state: endScarStep(cloneState(s)) };
    default:
      return fail('illegal_action', 'Unknown action.');
  }
}

function play(s: LoneWolvesState, seat: number, a: { card?: unknown; territory?: unknown }): ApplyResult<LoneWolvesState> {
  if (s.phase !== 'lead' && s.phase !== 'follow') return fail('illegal_action', 'You cannot play a wolf now.');
  const { card, territory } = a;
  if (!isIndex(card) || card >= (s.hands[seat]?.length ?? 0)) return fail('illegal_action', 'No such card in your hand.');
  if (!isIndex(territory) || territory >= COLOURS) return fail('illegal_action', 'No such territory.');
  if (!playableCards(s, seat).includes(card)) return fail('illegal_action', 'You must follow the led colour.');
  if (!openTerritories(s).includes(territory)) return fail('illegal_action', 'That territory is full (6 wolves).');

  const d = cloneState(s);
  const hand = d.hands[seat] as LoneWolvesState['hands'][0];
  const [wolf] = hand.splice(card, 1);
  const played = { seat, card: wolf as NonNullable<typeof wolf>, territory };
  d.trick.cards.push(played);
  own(d, territory).wolves[seat as 0 | 1].push({ card: played.card, lone: false });

  if (played.card.value === 3 && faceDown(d, territory).length > 0) {
    d.phase = 'reveal';
    d.revealIn = territory;
    return { ok: true, state: d };
  }
  return { ok: true, state: afterCard(d) };
}

/** Once a card (and its reveal) is down: the follower's turn, or the trick is decided. */
function afterCard(d: LoneWolvesState): LoneWolvesState {
  d.revealIn = null;
  if (d.trick.cards.length === 1) {
    d.phase = 'follow';
    d.toAct = 1 - d.trick.leader;
    return d;
  }
  return decideTrick(d);
}

function reveal(s: LoneWolvesState, a: { token?: unknown }): ApplyResult<LoneWolvesState> {
  if (s.phase !== 'reveal') return fail('illegal_action', 'There is nothing to reveal now.');
  if (!isIndex(a.token) || !faceDown(s, s.revealIn as number).includes(a.token)) return fail('illegal_action', 'Pick a face-down token of that territory.');
  const d = cloneState(s);
  (own(d, s.revealIn as number).tokens[a.token] as Territory['tokens'][0]).up = true;
  return { ok: true, state: afterCard(d) };
}

function decideTrick(d: LoneWolvesState): LoneWolvesState {
  const [lead, follow] = d.trick.cards as [LoneWolvesState['trick']['cards'][0], LoneWolvesState['trick']['cards'][0]];
  const winnerCard = followerWins(lead.card, follow.card, d.trump) ? follow : lead;
  const loserCard = winnerCard === lead ? follow : lead;
  const winner = winnerCard.seat;
  const loser = loserCard.seat;
  // The loser's wolf turns over: it is the last wolf that seat put into that territory.
  const side = own(d, loserCard.territory).wolves[loser as 0 | 1];
  side[side.length - 1] = { card: loserCard.card, lone: true };

  d.tricks += 1;
  d.lastTrick = { cards: d.trick.cards, winner };
  d.trick = { leader: winner, cards: [] };

  const tokensThere = (d.territories[loserCard.territory] as Territory).tokens.length;
  if (tokensThere > 0 && freeSlots(d, loser).length > 0) {
    d.phase = 'scar';
    d.toAct = loser;
    d.scarFrom = loserCard.territory;
    return d;
  }
  return endScarStep(d); // no token there or no free slot: the step is skipped
}

function scar(s: LoneWolvesState, seat: number, a: { token?: unknown; slot?: unknown }): ApplyResult<LoneWolvesState> {
  if (s.phase !== 'scar') return fail('illegal_action', 'You can take a scar token only after losing a trick.');
  const from = s.scarFrom as number;
  if (!isIndex(a.token) || a.token >= (s.territories[from]?.tokens.length ?? 0)) return fail('illegal_action', 'No such token in that territory.');
  if (!isIndex(a.slot) || !freeSlots(s, seat).includes(a.slot)) return fail('illegal_action', 'You have no free scar slot there.');
  const d = cloneState(s);
  const source = own(d, from);
  const middle = source.tokens;
  const [token] = middle.splice(a.token, 1);
  (a.slot === from ? source : own(d, a.slot)).scars[seat as 0 | 1].push((token as Territory['tokens'][0]).kind); // revealed if it was face down
  if (middle.length === 0 && d.moons < MOON_ORDER.length) {
    source.moon = MOON_ORDER[d.moons] as (typeof MOON_ORDER)[number];
    d.moons += 1;
    d.trump = from; // the blood moon's colour replaces the full moon's as trump
  }
  return { ok: true, state: endScarStep(d) };
}

/** After the scar step (taken, passed or skipped): the next trick, or the end after the 13th. */
function endScarStep(d: LoneWolvesState): LoneWolvesState {
  d.scarFrom = null;
  if (d.tricks >= TRICKS) {
    const scoring = scoreBoard(d.territories);
    d.phase = 'over';
    d.toAct = null;
    d.result = {
      winner: gameWinner(scoring, (d.lastTrick as NonNullable<LoneWolvesState['lastTrick']>).winner),
      scores: scoring.points.slice(),
      territoriesWon: scoring.territoriesWon.slice(),
      reason: 'scored',
    };
    return d;
  }
  d.phase = 'lead';
  d.toAct = d.trick.leader;
  return d;
}

export { cloneState };
