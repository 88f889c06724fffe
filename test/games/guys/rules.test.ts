/**
 * Every point of shared/rules/good-guy-bad-guy.md as a scenario with a fixed
 * deck: one `it` per rule, named after it (section by section).
 */
import { describe, expect, it } from 'vitest';
import { buildDeck, guys, type GuysCard, type GuysState } from '../../../src/games/guys/index.js';
import { codes, deal, play, playAll, quietTurns, refuse, values } from './helpers.js';

const count = (cards: readonly GuysCard[], card: GuysCard) => cards.filter((c) => c === card).length;
const sortKey = (cards: readonly GuysCard[]) => cards.map(String).sort();

describe('Components', () => {
  it('number cards 1–10 four times each, 5 Good Guys, 5 Bad Guys, 5 Not So Smart Guys, 3 Jerks: 58 cards', () => {
    const deck = buildDeck();
    expect(deck).toHaveLength(58);
    for (let v = 1; v <= 10; v++) expect(count(deck, v)).toBe(4);
    expect([count(deck, 'gg'), count(deck, 'bg'), count(deck, 'nssg'), count(deck, 'jerk')]).toEqual([5, 5, 5, 3]);
    const s = guys.setup({ players: 4, seed: 'components' });
    expect(sortKey([...s.hands.flat(), ...s.draw])).toEqual(sortKey(deck));
  });

  it('options.deck must be a permutation of the 58 cards', () => {
    const deck = buildDeck();
    const setupWith = (d: unknown[]) => () => guys.setup({ players: 2, seed: 'x', options: { deck: d as GuysCard[] } });
    expect(setupWith(deck)).not.toThrow();
    expect(setupWith(deck.slice(1))).toThrow();
    expect(setupWith([...deck.slice(0, -1), 1])).toThrow(); // a fifth 1 instead of a Jerk
    expect(setupWith([...deck.slice(0, -1), 'gg'])).toThrow(); // a sixth Good Guy instead of a Jerk
    expect(setupWith([...deck.slice(0, -1), 11])).toThrow();
  });
});

describe('Setup', () => {
  it('2–6 players; 5 cards are dealt to each player, the rest is the draw pile', () => {
    expect(() => guys.setup({ players: 1, seed: 'x' })).toThrow();
    expect(() => guys.setup({ players: 7, seed: 'x' })).toThrow();
    for (const players of [2, 3, 4, 5, 6]) {
      const s = guys.setup({ players, seed: `deal-${players}` });
      expect(s.hands.map((h) => h.length)).toEqual(Array(players).fill(5));
      expect(s.draw).toHaveLength(58 - 5 * players);
      expect(s.discard).toEqual([]);
      expect(s.tables).toEqual(Array(players).fill([]));
    }
  });

  it('a random player starts', () => {
    const firsts = new Set(Array.from({ length: 60 }, (_, i) => guys.setup({ players: 6, seed: `first-${i}` }).toAct));
    expect([...firsts].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(guys.setup({ players: 3, seed: 'x', options: { firstSeat: 2 } }).toAct).toBe(2);
    expect(() => guys.setup({ players: 3, seed: 'x', options: { firstSeat: 3 } })).toThrow();
  });

  it('play goes clockwise: after seat k comes seat (k + 1) mod players', () => {
    let s = guys.setup({ players: 4, seed: 'clockwise', options: { firstSeat: 2 } });
    const order: number[] = [];
    for (let i = 0; i < 6; i++) {
      order.push(s.toAct as number);
      s = quietTurns(s, 1);
    }
    expect(order).toEqual([2, 3, 0, 1, 2, 3]);
  });
});

describe('Limits', () => {
  it('at most 5 cards in hand: no draw or take with 5, and an ability played from a full hand keeps it at 5', () => {
    let s = deal([['nssg', 1, 2, 3, 4], [5, 6, 7, 8, 9]]);
    refuse(s, 0, 'draw');
    s = play(s, 0, 'n0.1.0'); // the Not So Smart Guy leaves the hand before the stolen card comes in
    expect(s.hands[0]).toHaveLength(5);
    expect(s.hands[1]).toHaveLength(4);
    s = play(s, 1, 'd0');
    s = play(s, 0, 'd0');
    expect(s.hands[0]).toHaveLength(4);
    s = play(s, 1, 'draw');
    expect(s.hands[1]).toHaveLength(4); // 3 after the discard, then one drawn
    s = play(s, 0, 'take');
    expect(s.hands[0]).toHaveLength(5);
    refuse(s, 0, 'take', 'not_your_turn');
    s = play(s, 1, 'draw');
    refuse(s, 0, 'draw');
    refuse(s, 0, 'take');
    for (const h of s.hands) expect(h.length).toBeLessThanOrEqual(5);
  });

  it('at most 5 cards on a table deck: the fifth card ends the game', () => {
    let s = deal([[1, 2, 3, 4, 5], [6, 7, 8, 9, 10]]);
    s = playAll(s, 'p0', 'p0', 'p0', 'p0', 'p0', 'p0', 'p0', 'p0');
    expect([values(s, 0), values(s, 1)]).toEqual([[1, 2, 3, 4], [6, 7, 8, 9]]);
    s = play(s, 0, 'p0');
    expect(s.tables[0]).toHaveLength(5);
    expect(guys.toAct(s)).toBeNull();
    refuse(s, 1, 'p0', 'game_over');
  });
});

describe('The table deck', () => {
  it('values on a table deck are distinct', () => {
    let s = deal([[5, 5, 6, 1, 1], [2, 2, 3, 3, 4]]);
    s = playAll(s, 'p0', 'd0');
    expect(codes(s)).not.toContain('p0'); // the second 5
    refuse(s, 0, 'p0');
    s = play(s, 0, 'p1'); // the 6 fits
    expect(values(s, 0)).toEqual([5, 6]);
  });

  it('values lie in one window of five: 7, then 5, then 6 is fine; 7 then 2 is not', () => {
    let s = deal([[7, 5, 6, 2, 9], [1, 1, 1, 1, 2]]);
    s = play(s, 0, 'p0');
    s = quietTurns(s, 1);
    expect(codes(s)).toEqual(expect.arrayContaining(['p0', 'p1', 'p3'])); // 5, 6, 9 fit 7
    refuse(s, 0, 'p2'); // 2: 7 − 2 = 5
    s = playAll(s, 'p0');
    s = quietTurns(s, 1);
    s = playAll(s, 'p0');
    expect(values(s, 0)).toEqual([7, 5, 6]);
    s = quietTurns(s, 1);
    expect(s.hands[0]?.slice(0, 2)).toEqual([2, 9]);
    refuse(s, 0, 'p0'); // 2
    play(s, 0, 'p1'); // 9: 9 − 5 = 4
  });

  it('a Good Guy is placed with a declared value 1–10 that obeys the same rule, and keeps it while it stays', () => {
    let s = deal([[7, 5, 6, 'gg', 1], [2, 2, 2, 3, 3]]);
    s = playAll(s, 'p0', 'd0', 'p0', 'd0', 'p0', 'd0');
    expect(values(s, 0)).toEqual([7, 5, 6]);
    expect(codes(s).filter((c) => c.startsWith('p0'))).toEqual(['p0.3', 'p0.4', 'p0.8', 'p0.9']);
    for (const bad of ['p0', 'p0.2', 'p0.6', 'p0.10', 'p0.0', 'p0.11']) refuse(s, 0, bad);
    s = play(s, 0, 'p0.8');
    expect(s.tables[0]?.[3]).toEqual({ card: 'gg', value: 8 });
    s = quietTurns(s, 6);
    expect(s.tables[0]?.[3]).toEqual({ card: 'gg', value: 8 });
  });

  it('five cards on a table deck are five consecutive numbers: that player wins at once (rules example "Building")', () => {
    let s = deal([[7, 5, 6, 'gg', 4], [2, 2, 2, 3, 3]]);
    s = playAll(s, 'p0', 'd0', 'p0', 'd0', 'p0', 'd0', 'p0.8', 'd0');
    expect(codes(s)).toContain('p0'); // the 4: 4..8
    s = play(s, 0, 'p0');
    expect(values(s, 0)).toEqual([7, 5, 6, 8, 4]);
    expect(guys.outcome(s)).toEqual({ winners: [0], scores: [5, 0] });
    expect(s.result?.reason).toBe('five');
    expect(guys.legalActions(s, 1)).toEqual([]);
  });

  it('cards leave a table deck only through a Bad Guy or a Jerk', () => {
    let s = deal([[3, 4, 1, 1, 1], [2, 2, 2, 'gg', 3]]);
    s = playAll(s, 'p0', 'd0', 'p0', 'd0');
    // Nothing the owner can do touches the table: no action names it, discard indexes are hand positions.
    const before = s.tables[0] as NonNullable<GuysState['tables'][0]>;
    for (const code of codes(s)) {
      const next = play(s, 0, code);
      expect(next.tables[0]?.slice(0, before.length)).toEqual(before); // placing adds at the end, nothing leaves
    }
    refuse(s, 0, 'd3'); // the hand has 3 cards
  });
});

describe('A turn: exactly one action', () => {
  it('Place a number card or a Good Guy from hand on the own table deck (not a Bad Guy, Not So Smart Guy or Jerk)', () => {
    const s = deal([[4, 'gg', 'bg', 'nssg', 'jerk'], [1, 1, 1, 1, 2]]);
    expect(codes(s).filter((c) => c.startsWith('p'))).toEqual(['p0', ...Array.from({ length: 10 }, (_, i) => `p1.${i + 1}`)]);
    for (const bad of ['p2', 'p3', 'p4', 'p2.3']) refuse(s, 0, bad);
    const next = play(s, 0, 'p0');
    expect(next.tables[0]).toEqual([{ card: 4, value: 4 }]);
    expect(next.hands[0]).toEqual(['gg', 'bg', 'nssg', 'jerk']);
  });

  /** Ann (seat 0) builds 3, GG=4, 5; Ben (seat 1) builds 8, 9 and holds two Bad Guys. */
  function annAndBen(): GuysState {
    const s = deal([[3, 'gg', 5, 1, 1], ['bg', 8, 9, 'bg', 2]]);
    return playAll(s, 'p0', 'p1', 'p0.4', 'p1', 'p0');
  }

  it('Bad Guy: take one card of an opponent\'s table deck into the own hand', () => {
    const s = annAndBen();
    expect(s.tables[0]).toEqual([{ card: 3, value: 3 }, { card: 'gg', value: 4 }, { card: 5, value: 5 }]);
    expect(s.hands[1]).toEqual(['bg', 'bg', 2]);
    const next = play(s, 1, 'b0.0.0h');
    expect(values(next, 0)).toEqual([4, 5]);
    expect(next.hands[1]).toEqual(['bg', 2, 3]);
    expect(next.discard).toEqual(['bg']);
    expect(next.lastAction).toEqual({ seat: 1, type: 'badguy', target: 0, card: { card: 3, value: 3 }, to: 'hand' });
  });

  it('Bad Guy: or onto the own table deck if it fits there', () => {
    const s = annAndBen();
    const bg = codes(s).filter((c) => c.startsWith('b0.'));
    expect(bg).toEqual(['b0.0.0h', 'b0.0.1h', 'b0.0.1t5', 'b0.0.1t6', 'b0.0.1t7', 'b0.0.1t10', 'b0.0.2h', 'b0.0.2t']);
    refuse(s, 1, 'b0.0.0t'); // 3 does not fit 8, 9
    refuse(s, 1, 'b0.0.2t5'); // a number keeps its own value
    const next = play(s, 1, 'b0.0.2t');
    expect(values(next, 1)).toEqual([8, 9, 5]);
    expect(values(next, 0)).toEqual([3, 4]);
  });

  it('a taken Good Guy loses its value and is declared anew if placed (rules example "Stealing a Good Guy")', () => {
    const s = annAndBen();
    const toTable = play(s, 1, 'b0.0.1t10');
    expect(toTable.tables[1]).toEqual([{ card: 8, value: 8 }, { card: 9, value: 9 }, { card: 'gg', value: 10 }]);
    expect(values(toTable, 0)).toEqual([3, 5]);
    refuse(s, 1, 'b0.0.1t'); // a Good Guy needs a new value
    refuse(s, 1, 'b0.0.1t4'); // its old value does not fit here
    const toHand = play(s, 1, 'b0.0.1h');
    expect(toHand.hands[1]).toEqual(['bg', 2, 'gg']);
    refuse(s, 1, 'b0.0.1h4');
  });

  it('Not So Smart Guy: name an opponent and a hidden position in their hand; that card moves to the own hand', () => {
    const s = deal([['nssg', 1, 1, 1, 1], [6, 7, 8, 9, 10]]);
    expect(codes(s).filter((c) => c.startsWith('n'))).toEqual(['n0.1.0', 'n0.1.1', 'n0.1.2', 'n0.1.3', 'n0.1.4']);
    refuse(s, 0, 'n0.1.5');
    refuse(s, 0, 'n0.1.-');
    refuse(s, 0, 'n0.0.0'); // not oneself
    const next = play(s, 0, 'n0.1.2');
    const took = next.hands[0]?.[4] as number;
    expect(next.hands[0]).toEqual([1, 1, 1, 1, took]);
    expect(next.hands[1]).toEqual([6, 7, 8, 9, 10].filter((c) => c !== took));
    expect(next.discard).toEqual(['nssg']);
    expect(next.lastAction).toEqual({ seat: 0, type: 'nssg', target: 1, pick: 2, took });
  });

  it('Jerk: the opponent\'s whole table deck goes to the discard pile under the Jerk, Good Guy values forgotten', () => {
    let s = deal([[3, 'gg', 5, 1, 1], ['jerk', 2, 2, 2, 2]]);
    s = playAll(s, 'p0', 'd1', 'p0.4', 'd1', 'p0');
    expect(s.discard).toEqual([2, 2]);
    const next = play(s, 1, 'j0.0');
    expect(next.tables[0]).toEqual([]);
    expect(next.discard).toEqual([2, 2, 3, 'gg', 5, 'jerk']);
    expect(next.lastAction).toEqual({ seat: 1, type: 'jerk', target: 0, wiped: [{ card: 3, value: 3 }, { card: 'gg', value: 4 }, { card: 5, value: 5 }] });
    refuse(next, 0, 'take'); // the Jerk lies on top
  });

  it('Discard a number card from hand (never a Good Guy)', () => {
    const s = deal([[4, 'gg', 'bg', 'nssg', 'jerk'], [1, 1, 1, 1, 2]]);
    expect(codes(s).filter((c) => c.startsWith('d'))).toEqual(['d0']);
    for (const bad of ['d1', 'd2', 'd3', 'd4', 'd5']) refuse(s, 0, bad);
    const next = play(s, 0, 'd0');
    expect(next.discard).toEqual([4]);
    expect(next.hands[0]).toEqual(['gg', 'bg', 'nssg', 'jerk']);
  });

  it('Draw the top card of the draw pile — only with fewer than 5 in hand', () => {
    let s = deal([[1, 1, 2, 2, 3], [4, 4, 5, 5, 6]], { draw: [9, 'jerk'] });
    refuse(s, 0, 'draw');
    s = playAll(s, 'd0', 'd0');
    s = play(s, 0, 'draw');
    expect(s.hands[0]).toEqual([1, 2, 2, 3, 9]);
    expect(s.draw[0]).toBe('jerk');
    expect(s.lastAction).toEqual({ seat: 0, type: 'draw', reshuffled: false });
  });

  it('Take the top card of the discard pile — only if it is a number card and the hand has fewer than 5', () => {
    let s = deal([['bg', 1, 2, 2, 3], [4, 4, 5, 5, 6]]);
    refuse(s, 0, 'take'); // empty discard pile
    s = playAll(s, 'b0.1.-h'); // a Bad Guy now lies on top
    refuse(s, 1, 'take'); // 5 in hand, and a Bad Guy on top
    s = playAll(s, 'd4');
    expect(codes(s)).toContain('take');
    s = play(s, 0, 'take');
    expect(s.hands[0]).toEqual([1, 2, 2, 3, 6]);
    expect(s.discard).toEqual(['bg']);
    s = play(s, 1, 'draw');
    refuse(s, 0, 'take'); // 5 in hand; the top is a Bad Guy
    s = play(s, 0, 'd0');
    s = play(s, 1, 'd0');
    expect(codes(s)).toContain('take');
  });

  it('ability cards go to the discard pile when played, and may be played against an opponent on whom they have no effect', () => {
    let s = deal([['bg', 'jerk', 'nssg', 1, 1], [2, 2, 2, 3, 3], [4, 5, 6, 7, 8]]);
    expect(codes(s)).toEqual(expect.arrayContaining(['b0.1.-h', 'b0.2.-h', 'j1.1', 'j1.2']));
    refuse(s, 0, 'b0.1.0h');
    refuse(s, 0, 'b0.1.-t');
    s = play(s, 0, 'b0.1.-h');
    expect(s.discard).toEqual(['bg']);
    s = quietTurns(s, 1);
    s = play(s, 2, 'p0');
    s = play(s, 0, 'j0.1');
    expect(s.discard.slice(-1)).toEqual(['jerk']);
    // Seat 2 empties its hand (three more placed, one discarded) while the others play quiet turns.
    for (const code of ['p0', 'p0', 'p0', 'd0']) {
      s = quietTurns(s, 5, (x) => x.toAct === 2);
      s = play(s, 2, code);
    }
    expect(s.hands[2]).toEqual([]);
    expect(s.toAct).toBe(0);
    const n = (s.hands[0] as GuysCard[]).indexOf('nssg');
    expect(codes(s)).toContain(`n${n}.2.-`);
    refuse(s, 0, `n${n}.2.0`);
    s = play(s, 0, `n${n}.2.-`);
    expect(s.discard.slice(-1)).toEqual(['nssg']);
    expect(s.lastAction).toEqual({ seat: 0, type: 'nssg', target: 2, pick: null, took: null });
  });

  it('a turn is exactly one action: the turn passes after every action', () => {
    let s = deal([[1, 2, 3, 'bg', 'nssg'], [5, 6, 7, 'jerk', 'gg']]);
    for (const [seat, code] of [[0, 'p0'], [1, 'p0'], [0, 'b2.1.0h'], [1, 'j2.0'], [0, 'n2.1.0'], [1, 'p1.4']] as const) {
      expect(s.toAct).toBe(seat);
      s = play(s, seat, code);
      refuse(s, seat, guys.legalActions(s, 1 - seat)[0] as never, 'not_your_turn');
    }
  });
});

describe('Draw pile empty', () => {
  it('a draw that finds the draw pile empty shuffles the whole discard pile into a new draw pile and takes its top card', () => {
    const s = quietTurns(deal([[1, 2, 3, 4, 5], [6, 7, 8, 9, 10]]), 500, (x) => x.draw.length === 0 && (x.hands[x.toAct as number]?.length ?? 5) < 5);
    expect(s.draw).toEqual([]);
    const pile = s.discard;
    expect(pile.length).toBeGreaterThan(1);
    const seat = s.toAct as number;
    const next = play(s, seat, 'draw');
    expect(next.lastAction).toEqual({ seat, type: 'draw', reshuffled: true });
    expect(next.discard).toEqual([]);
    const drawn = next.hands[seat]?.at(-1) as GuysCard;
    expect(sortKey([drawn, ...next.draw])).toEqual(sortKey(pile));
    expect(next.rng).not.toEqual(s.rng);
    // The order comes from the state's RNG: another RNG state gives another pile from the same cards.
    const other = play({ ...s, rng: [1, 2, 3, 4] }, seat, 'draw');
    expect([other.hands[seat]?.at(-1), ...other.draw]).not.toEqual([drawn, ...next.draw]);
  });

  it('drawing is possible while the draw pile or the discard pile holds a card', () => {
    // States the full deck never reaches (cards taken out by hand), to test the rule alone.
    const base = deal([[1, 2, 3, 4, 5], [6, 7, 8, 9, 10]]);
    const s: GuysState = { ...base, hands: [[1, 2, 3, 4], base.hands[1] as GuysCard[]], draw: [], discard: ['jerk'] };
    expect(codes(s)).toContain('draw');
    expect(play(s, 0, 'draw').hands[0]).toEqual([1, 2, 3, 4, 'jerk']);
    const none: GuysState = { ...s, discard: [] };
    expect(codes(none)).not.toContain('draw');
    refuse(none, 0, 'draw');
  });

  it('pass is legal only when nothing else is (never with the full deck)', () => {
    const base = deal([[1, 2, 3, 4, 5], [6, 7, 8, 9, 10]]);
    refuse(base, 0, 'pass');
    const stuck: GuysState = { ...base, hands: [[], base.hands[1] as GuysCard[]], draw: [], discard: [] };
    expect(codes(stuck)).toEqual(['pass']);
    const next = play(stuck, 0, 'pass');
    expect(next.toAct).toBe(1);
    expect(next.lastAction).toEqual({ seat: 0, type: 'pass' });
  });
});

describe('Not So Smart Guy: a blind pick', () => {
  it('which card sits at the named position is decided by the seeded RNG at that moment', () => {
    const hits = new Set<GuysCard>();
    for (let i = 0; i < 40; i++) {
      let s = deal([['nssg', 7, 1, 1, 1], [2, 3, 4, 5, 6]], { seed: `blind-${i}` });
      s = playAll(s, 'd1', 'd0', 'd1', 'take'); // seat 1 discards its 2, then takes the 1 seat 0 discarded
      expect(s.hands[1]).toEqual([3, 4, 5, 6, 1]);
      const after = play(s, 0, 'n0.1.4'); // the last position, where the taken 1 went
      expect(play(s, 0, 'n0.1.4')).toEqual(after); // the same state always gives the same card
      const took = after.hands[0]?.at(-1) as GuysCard;
      hits.add(took);
      expect(after.hands[1]).toEqual([3, 4, 5, 6, 1].filter((c) => c !== took)); // the rest keep their order
    }
    expect(hits.size).toBeGreaterThanOrEqual(4);
  });

  it('the card taken is shown to the thief and the victim only', () => {
    let s = deal([['nssg', 1, 1, 1, 2], [6, 7, 8, 9, 10], [3, 3, 3, 4, 4]]);
    s = play(s, 0, 'n0.1.0');
    const took = s.hands[0]?.at(-1);
    expect(guys.view(s, 0).lastAction).toEqual({ seat: 0, type: 'nssg', target: 1, pick: 0, took });
    expect(guys.view(s, 1).lastAction).toEqual({ seat: 0, type: 'nssg', target: 1, pick: 0, took });
    expect(guys.view(s, 2).lastAction).toEqual({ seat: 0, type: 'nssg', target: 1, pick: 0 });
    expect(guys.view(s, null).lastAction).toEqual({ seat: 0, type: 'nssg', target: 1, pick: 0 });
    expect(guys.view(s, 2).hand).toEqual([3, 3, 3, 4, 4]);
    expect(guys.view(s, 2).handSizes).toEqual([5, 4, 5]);
  });
});

describe('Limit (not in the seed)', () => {
  it('after 60 full rounds without a winner the game ends', () => {
    let s = deal([[1, 1, 2, 2, 3], [4, 4, 5, 5, 6]], { firstSeat: 1 });
    s = quietTurns(s, 119);
    expect(s.round).toBe(60);
    expect(s.toAct).toBe(0);
    s = quietTurns(s, 1);
    expect(s.toAct).toBeNull();
    expect(s.round).toBe(60);
    expect(s.result?.reason).toBe('limit');
  });

  it('round counts from 1 and goes up when play comes back to the first player', () => {
    let s = guys.setup({ players: 3, seed: 'rounds', options: { firstSeat: 1 } });
    const seen: Array<[number, number]> = [];
    for (let i = 0; i < 7; i++) {
      seen.push([s.toAct as number, s.round]);
      s = quietTurns(s, 1);
    }
    expect(seen).toEqual([[1, 1], [2, 1], [0, 1], [1, 2], [2, 2], [0, 2], [1, 3]]);
  });

  it('the longest run of consecutive values on a table deck wins; every seat sharing it wins together', () => {
    let s = deal([[3, 4, 5, 9, 9], [6, 7, 8, 10, 10], [1, 2, 9, 10, 1], [1, 1, 2, 2, 3], [4, 9, 'bg', 'jerk', 'nssg']]);
    s = playAll(s, 'p0', 'p0', 'p0', 'd0', 'd0', 'p0', 'p0', 'p0', 'd0', 'd0', 'p0', 'p0');
    // Seats 3 and 4 keep empty tables, so every seat has somewhere to spend a Bad Guy or a Jerk quietly.
    expect(s.tables.map((_, seat) => values(s, seat))).toEqual([[3, 4, 5], [6, 7, 8], [1, 2], [], []]);
    s = quietTurns(s, 1000);
    expect(s.result?.reason).toBe('limit');
    expect(s.tables.map((_, seat) => values(s, seat))).toEqual([[3, 4, 5], [6, 7, 8], [1, 2], [], []]);
    expect(guys.outcome(s)).toEqual({ winners: [0, 1], scores: [3, 3, 2, 0, 0] });
  });

  it('all seats win together when every table deck is empty', () => {
    const s = quietTurns(deal([[1, 1, 2, 2, 3], [4, 4, 5, 5, 6], [7, 7, 8, 8, 9]]), 1000);
    expect(s.result?.reason).toBe('limit');
    expect(s.tables).toEqual([[], [], []]);
    expect(guys.outcome(s)).toEqual({ winners: [0, 1, 2], scores: [0, 0, 0] });
  });
});

