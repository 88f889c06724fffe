/** The `guys` engine contract in detail: deal, hand and table order, errors, views, notation, replay, forfeit, timeouts. */
import { describe, expect, it } from 'vitest';
import { guys, type GuysAction, type GuysCard, type GuysState } from '../../../src/games/guys/index.js';
import { ACTION_CODE_PATTERN } from '../../../src/games/core/contract.js';
import { makeRand } from '../../support/conformance.js';
import { codes, deal, deckFrom, play, playAll, quietTurns, refuse, values } from './helpers.js';

const forfeit = (s: GuysState, seat: number) => (guys.forfeit as NonNullable<typeof guys.forfeit>)(s, seat);
const timeout = (s: GuysState, seat: number) => (guys.timeoutAction as NonNullable<typeof guys.timeoutAction>)(s, seat);

describe('deal, hand and table order', () => {
  it('deal order: each hand is a block of 5 in seat order (hand order = deal order), the rest is the draw pile, top first', () => {
    const deck = deckFrom([[1, 2, 3, 4, 5], ['gg', 'bg', 'nssg', 'jerk', 6], [7, 8, 9, 10, 1]], [10, 'jerk', 2]);
    const s = guys.setup({ players: 3, seed: 'order', options: { deck, firstSeat: 1 } });
    expect(s.hands).toEqual([deck.slice(0, 5), deck.slice(5, 10), deck.slice(10, 15)]);
    expect(s.draw).toEqual(deck.slice(15));
    expect(s.draw.slice(0, 3)).toEqual([10, 'jerk', 2]);
    expect(s.toAct).toBe(1);
    expect(s.round).toBe(1);
  });

  it('hand order: a card leaves from its position and the rest keep their order; a card entering a hand goes to its end', () => {
    let s = deal([[1, 2, 3, 4, 5], ['bg', 6, 'nssg', 7, 8]], { draw: [9, 10] });
    s = play(s, 0, 'p2'); // the 3
    expect(s.hands[0]).toEqual([1, 2, 4, 5]);
    s = play(s, 1, 'd1'); // the 6
    expect(s.hands[1]).toEqual(['bg', 'nssg', 7, 8]);
    s = play(s, 0, 'draw');
    expect(s.hands[0]).toEqual([1, 2, 4, 5, 9]);
    s = play(s, 1, 'take');
    expect(s.hands[1]).toEqual(['bg', 'nssg', 7, 8, 6]);
    s = play(s, 0, 'd4');
    s = play(s, 1, 'b0.0.0h'); // the 3 from seat 0's table
    expect(s.hands[1]).toEqual(['nssg', 7, 8, 6, 3]);
    s = play(s, 0, 'd0');
    s = play(s, 1, 'n0.0.1');
    expect(s.hands[1]?.slice(0, 4)).toEqual([7, 8, 6, 3]);
  });

  it('table order: a table deck lists its cards in the order placed; a Bad Guy takes one and the rest keep their order', () => {
    let s = deal([[7, 5, 'gg', 6, 1], ['bg', 1, 1, 2, 2]]);
    s = playAll(s, 'p0', 'd1', 'p0', 'd1', 'p0.9', 'd1', 'p0');
    expect(s.tables[0]).toEqual([{ card: 7, value: 7 }, { card: 5, value: 5 }, { card: 'gg', value: 9 }, { card: 6, value: 6 }]);
    s = play(s, 1, 'b0.0.1t');
    expect(values(s, 0)).toEqual([7, 9, 6]);
    expect(values(s, 1)).toEqual([5]);
  });
});

describe('errors', () => {
  it('errors come in the order game_over, not_your_turn, illegal_action, and apply never throws', () => {
    let s = deal([[1, 2, 3, 4, 5], [6, 7, 8, 9, 10]]);
    refuse(s, 1, 'p9', 'not_your_turn'); // wrong seat and an illegal action: not_your_turn first
    refuse(s, 0, 'p9', 'illegal_action');
    const bad: unknown[] = [
      null, undefined, 7, 'p0', {}, { type: 'jump' }, { type: 'place' }, { type: 'place', card: '0' }, { type: 'place', card: 0.5 },
      { type: 'place', card: -1 }, { type: 'place', card: 0, value: 1 }, { type: 'discard', card: 9 }, { type: 'badguy', card: 0, target: 1, pick: null, to: 'hand' },
      { type: 'nssg', card: 0, target: 1, pick: 0 }, { type: 'jerk', card: 0, target: 1 }, { type: 'draw' }, { type: 'take' }, { type: 'pass' },
    ];
    for (const a of bad) {
      const r = guys.apply(s, 0, a as GuysAction);
      expect(r.ok, JSON.stringify(a)).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('illegal_action');
      const other = guys.apply(s, 1, a as GuysAction);
      expect(!other.ok && other.error.code).toBe('not_your_turn');
    }
    for (const seat of [-1, 2, 0.5, NaN]) expect(!guys.apply(s, seat, { type: 'draw' }).ok).toBe(true);
    s = playAll(s, 'p0', 'p0', 'p0', 'p0', 'p0', 'p0', 'p0', 'p0', 'p0');
    expect(guys.toAct(s)).toBeNull();
    for (const seat of [0, 1, 5]) for (const a of [...bad, { type: 'draw' }]) expect((guys.apply(s, seat, a as GuysAction) as { error: { code: string } }).error.code).toBe('game_over');
  });
});

describe('views', () => {
  it('a view shows the own hand only; other hands as sizes, the draw pile as a count, the discard pile as its top', () => {
    let s = deal([['nssg', 1, 2, 3, 4], [5, 6, 7, 8, 9], [10, 10, 'gg', 'bg', 'jerk']], { draw: [1, 2] });
    s = playAll(s, 'd1', 'p0');
    const v = guys.view(s, 2);
    expect(v).toEqual({
      seat: 2, players: 3, firstSeat: 0, hand: [10, 10, 'gg', 'bg', 'jerk'], handSizes: [4, 4, 5],
      tables: [[], [{ card: 5, value: 5 }], []], drawSize: 58 - 15, discardTop: 1, discardSize: 1, round: 1, maxRounds: 60,
      toAct: 2, active: [true, true, true], lastAction: { seat: 1, type: 'place', card: { card: 5, value: 5 } },
      recent: [{ seat: 0, type: 'discard', card: 1 }, { seat: 1, type: 'place', card: { card: 5, value: 5 } }], result: null,
    });
    expect(guys.view(s, null).hand).toBeUndefined();
    const board = JSON.stringify(guys.view(s, null));
    expect(board).not.toContain('nssg'); // seat 0's hidden Not So Smart Guy appears nowhere
    expect(guys.view(play(s, 2, 'd0'), 0).lastAction).toEqual({ seat: 2, type: 'discard', card: 10 });
  });

  it('a draw does not name the card drawn', () => {
    let s = deal([[1, 2, 3, 4, 5], [6, 7, 8, 9, 10]], { draw: ['jerk'] });
    s = playAll(s, 'd0', 'd0', 'draw');
    for (const seat of [null, 0, 1]) expect(JSON.stringify(guys.view(s, seat).lastAction)).not.toContain('jerk');
  });

  it('lastAction.took appears in exactly the thief\'s and the victim\'s views, and nowhere after the next action', () => {
    let s = deal([['nssg', 1, 1, 1, 2], ['jerk', 'jerk', 'jerk', 'gg', 'gg'], [3, 3, 3, 4, 4], [5, 5, 5, 6, 6]]);
    s = play(s, 0, 'n0.1.0');
    const took = s.hands[0]?.at(-1) as GuysCard;
    expect(['jerk', 'gg']).toContain(took);
    const seen = [null, 0, 1, 2, 3].map((seat) => 'took' in (guys.view(s, seat).lastAction ?? {}));
    expect(seen).toEqual([false, true, true, false, false]);
    for (const seat of [null, 2, 3]) expect(JSON.stringify(guys.view(s, seat))).not.toMatch(/jerk|gg/);
    s = play(s, 1, codes(s, 1).find((c) => c.startsWith('j')) as string);
    for (const seat of [null, 0, 1, 2, 3]) expect(guys.view(s, seat).lastAction?.type).toBe('jerk');
    // The theft stays among the recent moves, still told to the thief and the victim only.
    const inRecent = [null, 0, 1, 2, 3].map((seat) => guys.view(s, seat).recent.some((a) => a.type === 'nssg' && 'took' in a));
    expect(inRecent).toEqual([false, true, true, false, false]);
    for (const seat of [null, 2, 3]) expect(JSON.stringify(guys.view(s, seat).recent)).not.toMatch(/gg/);
  });

  it('recent holds the last six moves, oldest first, forfeits included', () => {
    let s = deal([[1, 2, 3, 4, 5], [6, 7, 8, 9, 10]], { draw: [1, 2, 3, 4, 5, 6, 7, 8] });
    s = playAll(s, 'd0', 'd0', 'draw', 'draw', 'd0', 'd0', 'd0');
    expect(s.recent.map((a) => a.type)).toEqual(['d', 'draw', 'draw', 'd', 'd', 'd'].map((c) => (c === 'd' ? 'discard' : c)));
    expect(s.recent.at(-1)).toEqual(s.lastAction);
    const after = guys.forfeit!(s, 0);
    expect(after.recent.at(-1)).toEqual({ seat: 0, type: 'forfeit' });
    expect(after.recent).toHaveLength(6);
  });
});

describe('targetsOf: whom the last move hit', () => {
  it('names the victim of a Bad Guy, a Not So Smart Guy and a Jerk, and nobody when the ability missed or for other moves', () => {
    const s = deal([['bg', 'nssg', 'jerk', 'bg', 1], [5, 6, 7, 8, 9], [2, 3, 4, 10, 10]], { firstSeat: 1 });
    const placed = playAll(s, 'p0', 'p0'); // seat 1 places a 5, seat 2 a 2
    expect(guys.targetsOf!(placed)).toEqual([]);
    expect(guys.targetsOf!(play(placed, 0, 'b0.1.0h'))).toEqual([1]);
    expect(guys.targetsOf!(play(placed, 0, 'n1.2.3'))).toEqual([2]);
    expect(guys.targetsOf!(play(placed, 0, 'j2.2'))).toEqual([2]);
    const bare = deal([['bg', 'jerk', 1, 2, 3], [9, 9, 9, 10, 10], [4, 5, 6, 7, 8]]);
    expect(guys.targetsOf!(play(bare, 0, 'j1.1'))).toEqual([]);
    expect(guys.targetsOf!(play(bare, 0, 'b0.2.-h'))).toEqual([]);
  });
});

describe('notation and replay', () => {
  it('action codes are short, custom-id safe and round-trip', () => {
    const samples: GuysAction[] = [
      { type: 'place', card: 0 }, { type: 'place', card: 4, value: 10 },
      { type: 'badguy', card: 1, target: 5, pick: null, to: 'hand' }, { type: 'badguy', card: 1, target: 5, pick: 3, to: 'hand' },
      { type: 'badguy', card: 1, target: 5, pick: 3, to: 'table' }, { type: 'badguy', card: 1, target: 5, pick: 3, to: 'table', value: 7 },
      { type: 'nssg', card: 2, target: 0, pick: null }, { type: 'nssg', card: 2, target: 0, pick: 4 },
      { type: 'jerk', card: 3, target: 2 }, { type: 'discard', card: 1 }, { type: 'draw' }, { type: 'take' }, { type: 'pass' },
    ];
    const seen = new Set<string>();
    for (const a of samples) {
      const code = guys.encodeAction(a);
      expect(code).toMatch(ACTION_CODE_PATTERN);
      expect(code.length).toBeLessThanOrEqual(12);
      expect(guys.decodeAction(code)).toEqual(a);
      seen.add(code);
    }
    expect(seen.size).toBe(samples.length);
    for (const junk of ['', 'x', 'p', 'p01', 'p0.', 'b0.1', 'b0.1.2', 'b0.1.2x', 'n0.1', 'j0', 'd', 'DRAW', 'draw ', 'p0.1.2']) expect(guys.decodeAction(junk)).toBeNull();
  });

  it('a game replays exactly from seed + action log (with and without a fixed deck)', () => {
    for (const [players, options] of [[2, {}], [4, {}], [6, { firstSeat: 5 }], [3, { deck: deckFrom([[1, 2, 3, 4, 5], [6, 7, 8, 9, 10], ['nssg', 'nssg', 'bg', 'bg', 'jerk']]) }]] as const) {
      const seed = `replay-${players}`;
      const rand = makeRand(players * 7919);
      let s = guys.setup({ players, seed, options });
      const log: Array<[number, string]> = [];
      while (s.toAct !== null) {
        const legal = guys.legalActions(s, s.toAct);
        const a = legal[rand(legal.length)] as GuysAction;
        log.push([s.toAct, guys.encodeAction(a)]);
        s = play(s, s.toAct, a);
      }
      let r = guys.setup({ players, seed, options });
      for (const [seat, code] of log) r = play(r, seat, code);
      expect(r).toEqual(s);
      expect(JSON.parse(JSON.stringify(s))).toEqual(s);
    }
  });
});

describe('forfeit (rules silent: what a player would expect)', () => {
  it('the seat\'s hand leaves play, its table deck slides under the discard pile, its turns are skipped and nothing can be aimed at it', () => {
    let s = deal([['bg', 'jerk', 'nssg', 1, 1], [2, 3, 'gg', 9, 9], [4, 4, 5, 5, 6]]);
    s = playAll(s, 'd3', 'p0', 'd0', 'd3', 'p0', 'd0'); // seat 1: 2, 3 on the table; discard pile 1, 4, 1, 4 (top)
    expect(values(s, 1)).toEqual([2, 3]);
    const before = JSON.stringify(s);
    const after = forfeit(s, 1);
    expect(JSON.stringify(s)).toBe(before);
    expect(after.active).toEqual([true, false, true]);
    expect(after.hands[1]).toEqual([]);
    expect(after.removed).toEqual(['gg', 9, 9]);
    expect(after.tables[1]).toEqual([]);
    expect(after.discard).toEqual([2, 3, 1, 4, 1, 4]); // the top card is unchanged
    expect(after.lastAction).toEqual({ seat: 1, type: 'forfeit' });
    expect(after.toAct).toBe(0);
    expect(codes(after).filter((c) => /^[bnj]\d\.1/.test(c))).toEqual([]); // no ability aimed at seat 1
    refuse(after, 0, 'j1.1');
    const next = play(after, 0, 'draw');
    expect(next.toAct).toBe(2); // seat 1 is skipped
    expect(guys.view(next, 2).handSizes).toEqual([4, 0, 3]);
    expect(JSON.stringify(guys.view(next, 0))).not.toContain('gg'); // the hand set aside stays hidden
  });

  it('the seat to act leaving passes the turn; the last seat left wins', () => {
    let s = deal([[1, 2, 3, 4, 5], [6, 7, 8, 9, 10], [1, 1, 2, 2, 3]], { firstSeat: 1 });
    s = play(s, 1, 'p0');
    s = forfeit(s, 2);
    expect(s.toAct).toBe(0);
    expect(s.round).toBe(1);
    s = play(s, 0, 'p0');
    expect([s.toAct, s.round]).toEqual([1, 2]); // back to the first seat: round 2
    s = forfeit(s, 1);
    expect(guys.toAct(s)).toBeNull();
    expect(guys.outcome(s)).toEqual({ winners: [0], scores: [1, 0, 0] });
    expect(s.result?.reason).toBe('forfeit');
  });

  it('rounds still count when the first seat left, and a seat that left cannot win at the time limit', () => {
    let s = deal([[1, 2, 3, 4, 5], [6, 7, 8, 9, 10], [1, 1, 2, 2, 3]], { firstSeat: 0 });
    s = play(s, 0, 'p0'); // seat 0 has the longest run so far, then leaves
    s = forfeit(s, 0);
    s = quietTurns(s, 3);
    expect(s.round).toBe(2);
    s = quietTurns(s, 1000);
    expect(s.result?.reason).toBe('limit');
    expect(s.round).toBe(60);
    expect(guys.outcome(s)).toEqual({ winners: [1, 2], scores: [0, 0, 0] });
  });

  it('forfeiting a seat that already left, or after the end, changes nothing', () => {
    const s = forfeit(guys.setup({ players: 3, seed: 'ff' }), 2);
    expect(forfeit(s, 2)).toBe(s);
    const over = forfeit(s, 1);
    expect(forfeit(over, 0)).toBe(over);
  });
});

describe('timeoutAction: the safe move', () => {
  it('draws when it can', () => {
    const s = playAll(deal([[1, 2, 3, 4, 5], [6, 7, 8, 9, 10]]), 'd0', 'd0');
    expect(timeout(s, 0)).toEqual({ type: 'draw' });
    expect(timeout(s, 1)).toBeNull();
  });

  it('else discards the least useful card: one that does not fit the table deck, then a duplicate, then the least flexible', () => {
    let s = deal([[5, 6, 7, 7, 1], [2, 2, 3, 3, 4]], { draw: [10] });
    expect(timeout(s, 0)).toEqual({ type: 'discard', card: 2 }); // everything fits an empty table: the duplicate 7 goes
    s = playAll(s, 'p0', 'd0', 'draw', 'd0'); // table 5; the 10 drawn
    expect(s.hands[0]).toEqual([6, 7, 7, 1, 10]);
    expect(timeout(s, 0)).toEqual({ type: 'discard', card: 4 }); // the 10 cannot join 5 (the 1 can: 1..5)
  });

  it('with a hand of Guys only: a Good Guy at the value making the longest run', () => {
    let s = deal([['gg', 'gg', 'bg', 'nssg', 'jerk'], [1, 2, 3, 4, 6]], { draw: ['jerk'] });
    expect(timeout(s, 0)).toEqual({ type: 'place', card: 0, value: 1 });
    s = playAll(s, 'p0.5', 'd0', 'draw', 'd0');
    expect(s.hands[0]).toEqual(['gg', 'bg', 'nssg', 'jerk', 'jerk']);
    expect(timeout(s, 0)).toEqual({ type: 'place', card: 0, value: 4 }); // 4 or 6 make a run of two; the lower first
  });

  it('a timed-out seat with five Bad Guys and an opponent with an empty table spends one harmlessly', () => {
    const s = deal([['bg', 'bg', 'bg', 'bg', 'bg'], [1, 2, 3, 4, 5]]);
    expect(timeout(s, 0)).toEqual({ type: 'badguy', card: 0, target: 1, pick: null, to: 'hand' });
  });

  it('the safe move is always legal in random games', () => {
    for (const players of [2, 4, 6]) {
      let s = guys.setup({ players, seed: `timeouts-${players}` });
      for (let i = 0; i < 400 && s.toAct !== null; i++) {
        const a = timeout(s, s.toAct) as GuysAction;
        expect(guys.legalActions(s, s.toAct)).toContainEqual(a);
        s = play(s, s.toAct, i % 3 === 0 ? a : (guys.legalActions(s, s.toAct)[i % guys.legalActions(s, s.toAct).length] as GuysAction));
      }
    }
  });
});
