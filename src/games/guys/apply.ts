/** apply: validate one action and play it on a copy of the state (the input is never changed). */
import { fail, type ApplyResult } from '../core/contract.js';
import { shuffle } from '../core/rng.js';
import { bareCard, fits, isNumberCard } from './cards.js';
import { HAND_LIMIT, TABLE_LIMIT } from './config.js';
import { canDraw, canTake, legalActions } from './moves.js';
import { finishWithWinner, passTurn, remember } from './turn.js';
import type { GuysAction, GuysCard, GuysState, TableCard } from './types.js';

const isIndex = (value: unknown, length: number): value is number =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) < length;

export function apply(s: GuysState, seat: number, a: GuysAction): ApplyResult<GuysState> {
  if (s.toAct === null) return fail('game_over', 'The game is over.');
  if (seat !== s.toAct) return fail('not_your_turn', 'It is not your turn.');
  if (typeof a !== 'object' || a === null) return fail('illegal_action', 'That is not an action.');
  const hand = s.hands[seat] as GuysCard[];
  const own = s.tables[seat] as TableCard[];
  // Every action but draw, take and pass plays a card from the hand.
  const played = 'card' in a ? a.card : undefined;
  if (a.type !== 'draw' && a.type !== 'take' && a.type !== 'pass' && !isIndex(played, hand.length)) {
    return fail('illegal_action', 'Choose a card in your hand.');
  }
  const card = hand[played as number] as GuysCard;
  const d: GuysState = { ...s, hands: s.hands.slice() };
  d.hands[seat] = hand.filter((_, i) => i !== played);

  switch (a.type) {
    case 'place': {
      let value: unknown = card;
      if (card === 'gg') {
        if (!fits(own, a.value as number)) return fail('illegal_action', 'Declare a value 1–10 that fits your table deck.');
        value = a.value;
      } else if (!isNumberCard(card)) {
        return fail('illegal_action', 'Only a number card or a Good Guy can be placed.');
      } else if (a.value !== undefined) {
        return fail('illegal_action', 'Only a Good Guy is declared a value.');
      } else if (!fits(own, card)) {
        return fail('illegal_action', `${card} does not fit your table deck (distinct values within a window of five).`);
      }
      const placed: TableCard = { card: card as number | 'gg', value: value as number };
      setTable(d, seat, [...own, placed]);
      d.lastAction = { seat, type: 'place', card: { ...placed } };
      return done(d, seat);
    }
    case 'badguy': {
      if (card !== 'bg') return fail('illegal_action', 'That card is not a Bad Guy.');
      const target = a.target;
      if (!isOpponent(s, seat, target)) return fail('illegal_action', 'Name an opponent still in the game.');
      const theirs = s.tables[target] as TableCard[];
      if (theirs.length === 0) {
        if (a.pick !== null || a.to !== 'hand' || a.value !== undefined) {
          return fail('illegal_action', 'That table deck is empty: the Bad Guy is spent with pick null, to hand.');
        }
        d.discard = [...s.discard, 'bg'];
        d.lastAction = { seat, type: 'badguy', target, card: null, to: 'hand' };
        return done(d, seat);
      }
      if (!isIndex(a.pick, theirs.length)) return fail('illegal_action', 'Pick a card of their table deck.');
      const taken = theirs[a.pick] as TableCard;
      let placed: TableCard | null = null;
      if (a.to === 'hand') {
        if (a.value !== undefined) return fail('illegal_action', 'A card taken to the hand gets no value.');
      } else if (a.to === 'table') {
        if (taken.card === 'gg') {
          if (!fits(own, a.value as number)) return fail('illegal_action', 'Declare a value 1–10 for the Good Guy that fits your table deck.');
          placed = { card: 'gg', value: a.value as number };
        } else {
          if (a.value !== undefined) return fail('illegal_action', 'Only a Good Guy is declared a value.');
          if (!fits(own, taken.value)) return fail('illegal_action', `${taken.value} does not fit your table deck.`);
          placed = { card: taken.card, value: taken.value };
        }
      } else {
        return fail('illegal_action', "The card goes to 'hand' or 'table'.");
      }
      setTable(d, target, theirs.filter((_, i) => i !== a.pick));
      if (placed) setTable(d, seat, [...own, placed]);
      else (d.hands[seat] as GuysCard[]).push(bareCard(taken));
      d.discard = [...s.discard, 'bg'];
      d.lastAction = placed?.card === 'gg'
        ? { seat, type: 'badguy', target, card: { ...taken }, to: 'table', value: placed.value }
        : { seat, type: 'badguy', target, card: { ...taken }, to: a.to };
      return done(d, seat);
    }
    case 'nssg': {
      if (card !== 'nssg') return fail('illegal_action', 'That card is not a Not So Smart Guy.');
      const target = a.target;
      if (!isOpponent(s, seat, target)) return fail('illegal_action', 'Name an opponent still in the game.');
      const victim = s.hands[target] as GuysCard[];
      d.discard = [...s.discard, 'nssg'];
      if (victim.length === 0) {
        if (a.pick !== null) return fail('illegal_action', 'Their hand is empty: the Not So Smart Guy is spent with pick null.');
        d.lastAction = { seat, type: 'nssg', target, pick: null, took: null };
        return done(d, seat);
      }
      if (!isIndex(a.pick, victim.length)) return fail('illegal_action', `Pick a hidden card 0–${victim.length - 1}.`);
      // A blind pick: the victim's hand is as good as shuffled, so the RNG decides which card the position hits.
      const order = shuffle(Array.from({ length: victim.length }, (_, i) => i), s.rng);
      d.rng = order.rng;
      const hit = order.items[a.pick] as number;
      const took = victim[hit] as GuysCard;
      d.hands[target] = victim.filter((_, i) => i !== hit);
      (d.hands[seat] as GuysCard[]).push(took);
      d.lastAction = { seat, type: 'nssg', target, pick: a.pick, took };
      return done(d, seat);
    }
    case 'jerk': {
      if (card !== 'jerk') return fail('illegal_action', 'That card is not a Jerk.');
      const target = a.target;
      if (!isOpponent(s, seat, target)) return fail('illegal_action', 'Name an opponent still in the game.');
      const wiped = s.tables[target] as TableCard[];
      // The wiped cards go to the discard pile under the Jerk; Good Guys forget their values.
      d.discard = [...s.discard, ...wiped.map(bareCard), 'jerk'];
      setTable(d, target, []);
      d.lastAction = { seat, type: 'jerk', target, wiped: wiped.map((t) => ({ ...t })) };
      return done(d, seat);
    }
    case 'discard': {
      if (!isNumberCard(card)) return fail('illegal_action', 'Only a number card can be discarded (never a Good Guy).');
      d.discard = [...s.discard, card];
      d.lastAction = { seat, type: 'discard', card };
      return done(d, seat);
    }
    case 'draw': {
      if (hand.length >= HAND_LIMIT) return fail('illegal_action', `You may draw only with fewer than ${HAND_LIMIT} cards in hand.`);
      if (!canDraw(s, seat)) return fail('illegal_action', 'The draw pile and the discard pile are both empty.');
      let pile = s.draw;
      const reshuffled = pile.length === 0;
      if (reshuffled) {
        // The whole discard pile becomes the new draw pile.
        const mixed = shuffle(s.discard, s.rng);
        pile = mixed.items;
        d.rng = mixed.rng;
        d.discard = [];
      }
      (d.hands[seat] as GuysCard[]).push(pile[0] as GuysCard);
      d.draw = pile.slice(1);
      d.lastAction = { seat, type: 'draw', reshuffled };
      return done(d, seat);
    }
    case 'take': {
      if (!canTake(s, seat)) {
        return fail('illegal_action', `You may take the top discard only if it is a number card and you hold fewer than ${HAND_LIMIT}.`);
      }
      const top = s.discard[s.discard.length - 1] as number;
      d.discard = s.discard.slice(0, -1);
      (d.hands[seat] as GuysCard[]).push(top);
      d.lastAction = { seat, type: 'take', card: top };
      return done(d, seat);
    }
    case 'pass': {
      if (legalActions(s, seat).some((x) => x.type !== 'pass')) return fail('illegal_action', 'You may pass only when nothing else is legal.');
      d.lastAction = { seat, type: 'pass' };
      return done(d, seat);
    }
    default:
      return fail('illegal_action', 'Unknown action.');
  }
}

function isOpponent(s: GuysState, seat: number, target: unknown): target is number {
  return isIndex(target, s.players) && target !== seat && s.active[target] === true;
}

function setTable(d: GuysState, seat: number, table: TableCard[]): void {
  d.tables = d.tables.slice();
  d.tables[seat] = table;
}

/** Five cards on the actor's table deck win at once; otherwise the turn passes. */
function done(d: GuysState, seat: number): ApplyResult<GuysState> {
  remember(d);
  if ((d.tables[seat] as TableCard[]).length >= TABLE_LIMIT) return { ok: true, state: finishWithWinner(d, seat, 'five') };
  return { ok: true, state: passTurn(d, seat) };
}
