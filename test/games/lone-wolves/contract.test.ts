/** The engine contract's details for Lone Wolves: deal order, errors, views, notation, replay, timeouts, forfeits. */
import { describe, expect, it } from 'vitest';
import { ACTION_CODE_PATTERN } from '../../../src/games/core/contract.js';
import { buildDeck, loneWolves, type LoneWolvesAction, type LoneWolvesState } from '../../../src/games/lone-wolves/index.js';
import { act, c, play, playOut, refused, start, TOKENS, trick } from './helpers.js';

const forfeit = (s: LoneWolvesState, seat: number) => (loneWolves.forfeit as NonNullable<typeof loneWolves.forfeit>)(s, seat);
const timeout = (s: LoneWolvesState, seat: number) => (loneWolves.timeoutAction as NonNullable<typeof loneWolves.timeoutAction>)(s, seat);

describe('Lone Wolves: setup options', () => {
  it('deck deals seat 0’s 13, then seat 1’s 13, then the 4 unused, in order', () => {
    const deck = buildDeck().reverse();
    const s = loneWolves.setup({ players: 2, seed: 'd', options: { deck } });
    expect(s.hands[0]).toEqual(deck.slice(0, 13));
    expect(s.hands[1]).toEqual(deck.slice(13, 26));
    expect(s.unused).toEqual(deck.slice(26));
    expect(loneWolves.view(s, 0).hand).toEqual(deck.slice(0, 13));
  });

  it('tokens fill territory 0’s three, then territory 1’s, …; tiles give each value', () => {
    const s = start([], [], { tiles: [6, 3, 4, 3, 2] });
    expect(s.territories.flatMap((t) => t.tokens.map((k) => k.kind))).toEqual(TOKENS);
    expect(s.territories.map((t) => t.value)).toEqual([6, 3, 4, 3, 2]);
  });

  it('bad options and player counts are refused', () => {
    expect(() => loneWolves.setup({ players: 3, seed: 'x' })).toThrow();
    expect(() => start([], [], { firstSeat: 2 })).toThrow();
    expect(() => loneWolves.setup({ players: 2, seed: 'x', options: { deck: buildDeck().slice(1) } })).toThrow();
    expect(() => loneWolves.setup({ players: 2, seed: 'x', options: { deck: [...buildDeck().slice(1), c(0, 3)] } })).toThrow();
    expect(() => start([], [], { tokens: TOKENS.slice(1) })).toThrow();
  });

  it('whatever is not given comes from the seed', () => {
    const a = loneWolves.setup({ players: 2, seed: 's1', options: { firstSeat: 0 } });
    expect(loneWolves.setup({ players: 2, seed: 's1', options: { firstSeat: 0 } })).toEqual(a);
    const b = loneWolves.setup({ players: 2, seed: 's1', options: { tokens: TOKENS } });
    expect(b.territories.flatMap((t) => t.tokens.map((k) => k.kind))).toEqual(TOKENS);
  });
});

describe('Lone Wolves: errors', () => {
  it('game_over before not_your_turn before illegal_action', () => {
    const s = start([], []);
    expect(refused(s, 1, { type: 'play', card: 99, territory: 9 })).toBe('not_your_turn');
    expect(refused(s, 0, { type: 'play', card: 99, territory: 0 })).toBe('illegal_action');
    expect(refused(s, 0, { type: 'pass' })).toBe('illegal_action');
    expect(refused(s, 0, { type: 'reveal', token: 1 })).toBe('illegal_action');
    expect(refused(s, 0, { type: 'scar', token: 0, slot: 0 })).toBe('illegal_action');
    expect(refused(s, 0, { type: 'dance' } as unknown as LoneWolvesAction)).toBe('illegal_action');
    expect(refused(s, 0, null as unknown as LoneWolvesAction)).toBe('illegal_action');
    const over = playOut(s);
    expect(refused(over, 0, { type: 'play', card: 99, territory: 9 })).toBe('game_over');
    expect(refused(over, 1, { type: 'pass' })).toBe('game_over');
  });
});

describe('Lone Wolves: views', () => {
  it('hand: own only, absent for the board; face-down tokens are null; the unused cards are in no view', () => {
    const s = start([c(1, 3)], [c(1, 5)]);
    const v0 = loneWolves.view(s, 0);
    const v1 = loneWolves.view(s, 1);
    const board = loneWolves.view(s, null);
    expect(v0.hand).toEqual(s.hands[0]);
    expect(v1.hand).toEqual(s.hands[1]);
    expect(board.hand).toBeUndefined();
    expect(board.handSizes).toEqual([13, 13]);
    expect(Object.keys(board).sort()).toEqual(['handSizes', 'lastTrick', 'phase', 'territories', 'toAct', 'trick', 'tricks', 'trump']);
    expect(board.territories[0]).toEqual({ value: 2, tokens: ['strength1', null, null], moon: null, wolves: [[], []], scars: [[], []] });
    const text = (v: object) => JSON.stringify(v);
    for (const u of s.unused) for (const v of [v0, v1, board]) expect(text(v)).not.toContain(JSON.stringify(u));
    for (const card of s.hands[1]) expect(text(v0)).not.toContain(JSON.stringify(card));
    // No face-down token kind anywhere: change them all and the views stay the same.
    const hidden = JSON.parse(JSON.stringify(s)) as LoneWolvesState;
    hidden.territories.forEach((t) => t.tokens.forEach((k) => (k.up ? null : (k.kind = 'lone'))));
    for (const seat of [0, 1, null]) expect(loneWolves.view(hidden, seat)).toEqual(loneWolves.view(s, seat));
  });

  it('the board shows phase, trick, trump, tricks, last trick, wolves (lone or not) and scars', () => {
    let s = start([c(2, 4)], [c(2, 6)]);
    s = trick(s, [c(2, 4), 2], [c(2, 6), 1]);
    s = act(s, 0, { type: 'scar', token: 1, slot: 3 });
    const v = loneWolves.view(s, null);
    expect(v.phase).toBe('lead');
    expect(v.toAct).toBe(1);
    expect(v.tricks).toBe(1);
    expect(v.trick).toEqual({ leader: 1, cards: [] });
    expect(v.lastTrick?.winner).toBe(1);
    expect(v.territories[2]?.wolves).toEqual([[{ card: c(2, 4), lone: true }], []]);
    expect(v.territories[1]?.wolves).toEqual([[], [{ card: c(2, 6), lone: false }]]);
    expect(v.territories[3]?.scars).toEqual([['strength2'], []]);
    expect(v.territories[2]?.tokens).toEqual(['strength1', null]);
  });
});

describe('Lone Wolves: notation', () => {
  it('codes are short, custom-id safe and round-trip', () => {
    const actions: LoneWolvesAction[] = [{ type: 'play', card: 12, territory: 4 }, { type: 'reveal', token: 2 }, { type: 'scar', token: 0, slot: 3 }, { type: 'pass' }];
    for (const a of actions) {
      const code = loneWolves.encodeAction(a);
      expect(code).toMatch(ACTION_CODE_PATTERN);
      expect(code.length).toBeLessThanOrEqual(6);
      expect(loneWolves.decodeAction(code)).toEqual(a);
    }
    for (const bad of ['', 'p1', 'p01.2', 'r', 's1.2.3', 'xx', 'q1.2', 'p1.-2']) expect(loneWolves.decodeAction(bad)).toBeNull();
  });
});

describe('Lone Wolves: replay, timeouts, forfeits', () => {
  it('a game replays exactly from seed + action log', () => {
    for (const seed of ['replay-1', 'replay-2', 'replay-3']) {
      let s = loneWolves.setup({ players: 2, seed });
      const log: Array<[number, string]> = [];
      let i = 0;
      while (s.toAct !== null) {
        const seat = s.toAct;
        const legal = loneWolves.legalActions(s, seat);
        const a = legal[(i++ * 7) % legal.length] as LoneWolvesAction;
        log.push([seat, loneWolves.encodeAction(a)]);
        s = act(s, seat, a);
      }
      let r = loneWolves.setup({ players: 2, seed });
      for (const [seat, code] of log) r = act(r, seat, loneWolves.decodeAction(code) as LoneWolvesAction);
      expect(r).toEqual(s);
      expect(loneWolves.outcome(r)?.winners).toHaveLength(1);
    }
  });

  it('timeoutAction: the lowest legal wolf into the first territory with room; pass on a scar step; the first face-down token on a reveal', () => {
    let s = start([c(1, 3), c(0, 6), c(4, 2)], [c(1, 5), c(1, 4)]);
    expect(timeout(s, 1)).toBeNull();
    const lead = timeout(s, 0) as LoneWolvesAction & { type: 'play' };
    expect(lead.territory).toBe(0);
    expect(s.hands[0][lead.card]).toEqual(c(0, 2)); // the lowest value, then the lowest colour
    s = play(s, 0, c(1, 3), 0);
    expect(timeout(s, 0)).toEqual({ type: 'reveal', token: 1 });
    s = act(s, 0, { type: 'reveal', token: 1 });
    const follow = timeout(s, 1) as LoneWolvesAction & { type: 'play' };
    expect(s.hands[1][follow.card]).toEqual(c(1, 4)); // must follow colour 1: its lowest
    s = play(s, 1, c(1, 5), 0);
    expect(s.phase).toBe('scar');
    expect(timeout(s, 0)).toEqual({ type: 'pass' });
    // A whole game of timeouts ends.
    let t = loneWolves.setup({ players: 2, seed: 'timeouts' });
    while (t.toAct !== null) t = act(t, t.toAct, timeout(t, t.toAct) as LoneWolvesAction);
    expect(t.tricks).toBe(13);
  });

  it('a forfeit ends the game at once and the other seat wins', () => {
    let s = start([c(2, 4)], [c(2, 6)]);
    s = trick(s, [c(2, 4), 2], [c(2, 6), 1]);
    const before = JSON.stringify(s);
    const after = forfeit(s, 1);
    expect(JSON.stringify(s)).toBe(before);
    expect(loneWolves.toAct(after)).toBeNull();
    expect(loneWolves.outcome(after)).toEqual({ winners: [0], scores: [4, 3] }); // the board as it stands: seat 0's lone wolf holds territory 2, seat 1's 6 territory 1
    expect(loneWolves.legalActions(after, 0)).toEqual([]);
    expect(refused(after, 0, { type: 'pass' })).toBe('game_over');
    expect(forfeit(after, 0)).toBe(after);
    expect(loneWolves.outcome(forfeit(start([], []), 0))?.winners).toEqual([1]);
  });
});
