/** Every point of shared/rules/lone-wolves.md as a scenario with a fixed deck, tokens and tiles. */
import { describe, expect, it } from 'vitest';
import { buildDeck, followerWins, loneWolves, scoreBoard, TOKEN_COPIES, type LoneWolvesState, type TerritoryView } from '../../../src/games/lone-wolves/index.js';
import { act, c, edit, play, playOut, pos, refused, start, TOKENS, trick } from './helpers.js';

const key = (x: { colour: number; value: number }) => `${x.colour}/${x.value}`;

describe('Lone Wolves: components and setup', () => {
  it('30 wolf cards, 5 colours × values 2–7: 13 to each player, 4 hidden and unused', () => {
    const s = loneWolves.setup({ players: 2, seed: 'components' });
    expect(s.hands[0]).toHaveLength(13);
    expect(s.hands[1]).toHaveLength(13);
    expect(s.unused).toHaveLength(4);
    const all = [...s.hands[0], ...s.hands[1], ...s.unused].map(key).sort();
    expect(all).toEqual(buildDeck().map(key).sort());
    expect(new Set(all).size).toBe(30);
  });

  it('each territory gets 3 scar tokens: 1 face up, 2 face down', () => {
    const v = loneWolves.view(start([], []), null);
    v.territories.forEach((t, k) => expect(t.tokens).toEqual([TOKENS[3 * k], null, null]));
    const r = loneWolves.setup({ players: 2, seed: 'tokens' });
    for (const t of r.territories) expect(t.tokens.map((k) => k.up)).toEqual([true, false, false]);
  });

  it('15 of the 18 scar tokens are used, within the copies of each kind', () => {
    for (let i = 0; i < 20; i++) {
      const s = loneWolves.setup({ players: 2, seed: `tk-${i}` });
      const kinds = s.territories.flatMap((t) => t.tokens.map((k) => k.kind));
      expect(kinds).toHaveLength(15);
      for (const [kind, copies] of Object.entries(TOKEN_COPIES)) expect(kinds.filter((k) => k === kind).length).toBeLessThanOrEqual(copies);
    }
    expect(() => start([], [], { tokens: ['pack', 'pack', 'pack', ...TOKENS.slice(3)] })).toThrow();
  });

  it('territory tiles: tile k shows k+2 or 6−k, a random side up', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 30; i++) {
      const s = loneWolves.setup({ players: 2, seed: `tile-${i}` });
      s.territories.forEach((t, k) => {
        expect([k + 2, 6 - k]).toContain(t.value);
        seen.add(`${k}:${t.value}`);
      });
    }
    expect(seen.size).toBe(9); // both sides of every tile but 4/4 turn up
    expect(start([], [], { tiles: [6, 5, 4, 3, 2] }).territories.map((t) => t.value)).toEqual([6, 5, 4, 3, 2]);
    expect(() => start([], [], { tiles: [2, 3, 4, 5, 7] })).toThrow();
  });

  it('a random player leads the first trick', () => {
    const first = new Set(Array.from({ length: 20 }, (_, i) => loneWolves.setup({ players: 2, seed: `first-${i}` }).toAct));
    expect(first).toEqual(new Set([0, 1]));
    expect(start([], [], { firstSeat: 1 }).toAct).toBe(1);
  });

  it('at the start there is no trump and no moon', () => {
    const v = loneWolves.view(start([], []), null);
    expect(v.trump).toBeNull();
    expect(v.phase).toBe('lead');
    expect(v.tricks).toBe(0);
    expect(v.territories.map((t) => t.moon)).toEqual([null, null, null, null, null]);
  });
});

describe('Lone Wolves: a trick', () => {
  it('the leader plays a wolf from hand to any territory with room', () => {
    const s = start([c(0, 5)], [c(0, 4)]);
    expect(loneWolves.legalActions(s, 0)).toHaveLength(13 * 5);
    const after = play(s, 0, c(0, 5), 3); // the territory need not match the colour
    expect(after.territories[3]?.wolves[0]).toEqual([{ card: c(0, 5), lone: false }]);
    expect(after.phase).toBe('follow');
    expect(after.toAct).toBe(1);
  });

  it('the follower must play the led colour if possible', () => {
    let s = start([c(0, 5)], [c(0, 4), c(1, 7)]);
    s = play(s, 0, c(0, 5), 0);
    const cards = new Set(loneWolves.legalActions(s, 1).map((a) => (a.type === 'play' ? key(s.hands[1][a.card] as never) : '')));
    expect([...cards].every((k) => k.startsWith('0/'))).toBe(true);
    expect(refused(s, 1, { type: 'play', card: pos(s, 1, c(1, 7)), territory: 0 })).toBe('illegal_action');
  });

  it('otherwise the follower may play any wolf', () => {
    const hand1 = [2, 3, 4, 5, 6, 7].flatMap((v) => [c(1, v), c(2, v)]).concat([c(3, 2)]);
    let s = start([c(0, 5)], hand1);
    s = play(s, 0, c(0, 5), 0);
    expect(loneWolves.legalActions(s, 1)).toHaveLength(13 * 5);
  });

  it('a territory holds at most 6 wolves, both sides together', () => {
    let s = start([c(0, 7), c(0, 6), c(0, 5)], [c(0, 2), c(0, 3), c(0, 4)]);
    s = trick(s, [c(0, 7), 1], [c(0, 4), 1]);
    s = act(s, 1, { type: 'pass' });
    s = trick(s, [c(0, 6), 1], [c(0, 3), 1]);
    s = act(s, 1, { type: 'pass' });
    s = play(s, 0, c(0, 5), 1);
    s = play(s, 1, c(0, 2), 1);
    expect(s.territories[1]?.wolves.flat()).toHaveLength(6);
    s = act(s, 1, { type: 'pass' });
    expect(loneWolves.legalActions(s, 0).some((a) => a.type === 'play' && a.territory === 1)).toBe(false);
    expect(refused(s, 0, { type: 'play', card: 0, territory: 1 })).toBe('illegal_action');
  });

  it('the higher value of the led colour wins', () => {
    let s = start([c(2, 4)], [c(2, 6)]);
    s = trick(s, [c(2, 4), 0], [c(2, 6), 1]);
    expect(s.lastTrick?.winner).toBe(1);
    expect(followerWins(c(1, 6), c(1, 5), null)).toBe(false);
  });

  it('a 2 beats the 7 of the same colour', () => {
    let s = start([c(3, 7)], [c(3, 2)]);
    s = trick(s, [c(3, 7), 0], [c(3, 2), 1]);
    expect(s.lastTrick?.winner).toBe(1);
    expect(followerWins(c(3, 2), c(3, 7), null)).toBe(false); // the 2 led beats the 7 too
    for (const v of [3, 4, 5, 6]) expect(followerWins(c(3, 2), c(3, v), null)).toBe(true); // otherwise the lowest
    expect(followerWins(c(3, 7), c(4, 2), null)).toBe(false); // only the 7 of its own colour
  });

  it('an off-colour wolf that is not trump loses: the leader wins', () => {
    const hand1 = [2, 3, 4, 5, 6, 7].flatMap((v) => [c(1, v), c(2, v)]).concat([c(3, 2)]);
    let s = start([c(0, 2)], hand1);
    s = trick(s, [c(0, 2), 0], [c(1, 7), 1]);
    expect(s.lastTrick?.winner).toBe(0);
  });

  it('a trump wolf beats the led colour, unless trump was led (then it is the led colour)', () => {
    expect(followerWins(c(1, 7), c(0, 2), 0)).toBe(true);
    expect(followerWins(c(0, 5), c(0, 4), 0)).toBe(false);
    expect(followerWins(c(0, 7), c(0, 2), 0)).toBe(true);
    expect(followerWins(c(1, 2), c(2, 7), 0)).toBe(false);
  });

  it('the winner’s wolf stays face up and the winner leads the next trick; the loser’s turns into a lone wolf', () => {
    let s = start([c(2, 4)], [c(2, 6)]);
    s = trick(s, [c(2, 4), 0], [c(2, 6), 1]);
    expect(s.territories[1]?.wolves[1]).toEqual([{ card: c(2, 6), lone: false }]);
    expect(s.territories[0]?.wolves[0]).toEqual([{ card: c(2, 4), lone: true }]);
    expect(s.trick).toEqual({ leader: 1, cards: [] });
    expect(s.tricks).toBe(1);
    expect(s.lastTrick).toEqual({ cards: [{ seat: 0, card: c(2, 4), territory: 0 }, { seat: 1, card: c(2, 6), territory: 1 }], winner: 1 });
    s = act(s, 0, { type: 'pass' });
    expect(s.phase).toBe('lead');
    expect(s.toAct).toBe(1);
  });
});

describe('Lone Wolves: the loser’s scar token', () => {
  const lost = () => trick(start([c(2, 4)], [c(2, 6)]), [c(2, 4), 2], [c(2, 6), 1]);

  it('the loser may take one token, face up or face down, from the territory where their wolf lies', () => {
    const s = lost();
    expect(s.phase).toBe('scar');
    expect(s.toAct).toBe(0);
    const scars = loneWolves.legalActions(s, 0);
    expect(scars).toHaveLength(3 * 5 + 1); // 3 tokens × 5 territories with free slots, + pass
    const faceDown = act(s, 0, { type: 'scar', token: 2, slot: 4 });
    expect(faceDown.territories[4]?.scars[0]).toEqual(['points1']); // revealed, face up on the loser's side
    expect(loneWolves.view(faceDown, 1).territories[2]?.tokens).toEqual(['strength1', null]);
    expect(faceDown.phase).toBe('lead');
    expect(faceDown.toAct).toBe(1);
  });

  it('the token goes onto a free slot of the loser’s side in a territory of their choice', () => {
    const s = act(lost(), 0, { type: 'scar', token: 0, slot: 0 });
    expect(s.territories[0]?.scars).toEqual([['strength1'], []]);
  });

  it('the loser may pass and take no token', () => {
    const s = act(lost(), 0, { type: 'pass' });
    expect(s.territories[2]?.tokens).toHaveLength(3);
    expect(s.territories.every((t) => t.scars[0].length === 0)).toBe(true);
  });

  it('two scar slots per territory: a full territory is not offered', () => {
    const s = edit(lost(), (d) => {
      (d.territories[3] as LoneWolvesState['territories'][0]).scars[0] = ['points1', 'points1'];
    });
    const slots = new Set(loneWolves.legalActions(s, 0).flatMap((a) => (a.type === 'scar' ? [a.slot] : [])));
    expect(slots).toEqual(new Set([0, 1, 2, 4]));
    expect(refused(s, 0, { type: 'scar', token: 0, slot: 3 })).toBe('illegal_action');
  });

  it('no free slot left: no token, the step is skipped', () => {
    let s = start([c(2, 4)], [c(2, 6)]);
    s = edit(s, (d) => d.territories.forEach((t) => (t.scars[0] = ['points1', 'points1'])));
    s = trick(s, [c(2, 4), 2], [c(2, 6), 1]);
    expect(s.phase).toBe('lead');
    expect(s.toAct).toBe(1);
  });

  it('an empty middle: nothing to take, the step is skipped', () => {
    let s = edit(start([c(2, 4)], [c(2, 6)]), (d) => {
      (d.territories[2] as LoneWolvesState['territories'][0]).tokens = [];
    });
    s = trick(s, [c(2, 4), 2], [c(2, 6), 1]);
    expect(s.phase).toBe('lead');
  });

  it('the loser of the 13th trick also gets the step; then the game ends', () => {
    let s = start([], []);
    s = playOut(s, (x) => (x.tricks < 13 ? { type: 'pass' } : (loneWolves.legalActions(x, x.toAct as number)[0] as never)));
    expect(s.tricks).toBe(13);
    expect(s.phase).toBe('over');
    expect(s.territories.flatMap((t) => [...t.scars[0], ...t.scars[1]])).toHaveLength(1); // taken after the 13th trick
    expect(loneWolves.outcome(s)).not.toBeNull();
  });
});

describe('Lone Wolves: full moon and blood moon', () => {
  // Seat 1 loses three tricks with wolves in territory 0 and takes its three tokens.
  const hand0 = [c(0, 5), c(3, 7), c(0, 6), c(1, 7), c(0, 4)];
  const hand1 = [c(0, 2), c(3, 4), c(0, 3), c(1, 2), c(4, 2)];
  const fullMoon = () => {
    let s = start(hand0, [...hand1, c(1, 3), c(2, 2), c(2, 3), c(3, 2), c(3, 3), c(3, 5), c(3, 6), c(4, 3)]);
    s = act(trick(s, [c(0, 5), 1], [c(0, 2), 0]), 1, { type: 'scar', token: 0, slot: 0 });
    s = act(trick(s, [c(3, 7), 1], [c(3, 4), 0]), 1, { type: 'scar', token: 0, slot: 0 });
    s = trick(s, [c(0, 6), 2], [c(0, 3), 0]); // the 3 revealed the last face-down token
    expect(s.territories[0]?.tokens).toEqual([{ kind: 'points1', up: true }]);
    return act(s, 1, { type: 'scar', token: 0, slot: 1 });
  };

  it('the first territory emptied of tokens gets the full moon; its colour becomes trump', () => {
    const s = fullMoon();
    expect(s.territories[0]?.moon).toBe('full');
    expect(s.trump).toBe(0);
    expect(loneWolves.view(s, null).trump).toBe(0);
  });

  it('a trump wolf then beats the led colour', () => {
    let s = fullMoon();
    s = trick(s, [c(1, 7), 3], [c(1, 2), 3]); // a 2 beats the 7: seat 1 leads next
    s = act(s, 0, { type: 'pass' });
    s = trick(s, [c(4, 2), 4], [c(0, 4), 4]); // seat 0 has no colour 4 and plays trump
    expect(s.lastTrick?.winner).toBe(0);
  });

  it('the second emptied territory gets the blood moon and its colour becomes trump instead', () => {
    let s = edit(fullMoon(), (d) => (d.territories[3]!.tokens = [{ kind: 'points2', up: true }]));
    s = trick(s, [c(1, 7), 3], [c(1, 2), 3]); // seat 0 loses in territory 3
    s = act(s, 0, { type: 'scar', token: 0, slot: 3 });
    expect(s.territories[3]?.moon).toBe('blood');
    expect(s.territories[0]?.moon).toBe('full');
    expect(s.trump).toBe(3);
  });

  it('a third or later emptied territory gets no moon and trump stays', () => {
    let s = edit(fullMoon(), (d) => {
      d.territories[3]!.tokens = [{ kind: 'points2', up: true }];
      d.territories[4]!.tokens = [{ kind: 'lone', up: false }];
    });
    s = act(trick(s, [c(1, 7), 3], [c(1, 2), 3]), 0, { type: 'scar', token: 0, slot: 3 });
    s = trick(s, [c(4, 2), 4], [c(0, 4), 4]); // colour 0 is no longer trump: seat 0 loses in territory 4
    expect(s.lastTrick?.winner).toBe(1);
    s = act(s, 0, { type: 'scar', token: 0, slot: 4 });
    expect(s.territories[4]?.tokens).toEqual([]);
    expect(s.territories[4]?.moon).toBeNull();
    expect(s.trump).toBe(3);
  });
});

describe('Lone Wolves: the special wolves', () => {
  it('a 3 reveals one face-down token of its territory, its player choosing which, before the trick goes on', () => {
    let s = start([c(1, 3)], [c(1, 5)]);
    s = play(s, 0, c(1, 3), 2);
    expect(s.phase).toBe('reveal');
    expect(s.toAct).toBe(0);
    expect(loneWolves.legalActions(s, 0)).toEqual([
      { type: 'reveal', token: 1 },
      { type: 'reveal', token: 2 },
    ]);
    expect(refused(s, 0, { type: 'reveal', token: 0 })).toBe('illegal_action'); // already face up
    s = act(s, 0, { type: 'reveal', token: 2 });
    expect(loneWolves.view(s, 1).territories[2]?.tokens).toEqual(['strength1', null, 'points1']);
    expect(s.phase).toBe('follow');
    expect(s.toAct).toBe(1);
  });

  it('the follower’s 3 reveals before the trick is decided', () => {
    let s = start([c(1, 5)], [c(1, 3)]);
    s = play(s, 0, c(1, 5), 0);
    s = play(s, 1, c(1, 3), 4);
    expect(s.phase).toBe('reveal');
    expect(s.toAct).toBe(1);
    expect(s.tricks).toBe(0);
    s = act(s, 1, { type: 'reveal', token: 1 });
    expect(s.tricks).toBe(1);
    expect(s.territories[4]?.tokens[1]).toEqual({ kind: 'lone', up: true });
  });

  it('a 3 into a territory with no face-down token does nothing special', () => {
    let s = edit(start([c(1, 3)], [c(1, 5)]), (d) => d.territories[2]!.tokens.forEach((t) => (t.up = true)));
    s = play(s, 0, c(1, 3), 2);
    expect(s.phase).toBe('follow');
  });
});

describe('Lone Wolves: end and scoring', () => {
  const side = (wolves: Array<[number, boolean]>) => wolves.map(([value, lone]) => ({ card: c(0, value), lone }));
  const territory = (t: Partial<TerritoryView>): TerritoryView => ({ value: 4, tokens: [], moon: null, wolves: [[], []], scars: [[], []], ...t });

  it('strength: wolves at face value, lone wolves 1, plus own Strength tokens', () => {
    const t = territory({ wolves: [side([[6, false], [7, true]]), side([[2, false]])], scars: [['strength1', 'points1'], ['strength2']] });
    expect(scoreBoard([t]).territories[0]?.strengths).toEqual([6 + 1 + 1, 2 + 2]);
  });

  it('the higher strength wins the tile + Territory +2 on either side + the moon', () => {
    const t = territory({ value: 5, moon: 'blood', wolves: [side([[7, false]]), side([[3, false]])], scars: [[], ['territory2']] });
    const r = scoreBoard([t]);
    expect(r.territories[0]?.winner).toBe(0);
    expect(r.points).toEqual([5 + 2 + 3, 0]);
    expect(r.territoriesWon).toEqual([1, 0]);
  });

  it('the rules page example: a tie gives nobody the tile, the Territory token or the moon; the Pack token still scores', () => {
    const ann = side([[6, false], [5, true]]);
    const bea = side([[7, false], [4, true]]);
    const t = territory({ value: 4, moon: 'full', wolves: [ann, bea], scars: [['strength1', 'pack'], ['territory2']] });
    const r = scoreBoard([t]);
    expect(r.territories[0]?.strengths).toEqual([8, 8]);
    expect(r.territories[0]?.winner).toBeNull();
    expect(r.points).toEqual([1, 0]);
    const bea3 = side([[7, false], [3, false]]);
    const r2 = scoreBoard([territory({ value: 4, moon: 'full', wolves: [ann, bea3], scars: [['strength1', 'pack'], ['territory2']] })]);
    expect(r2.points).toEqual([1, 4 + 2 + 5]);
  });

  it('Points, Pack and Lone tokens score for their owner, whoever wins the territory', () => {
    const t = territory({
      wolves: [side([[6, false], [7, false], [7, true], [2, true]]), side([[7, false], [6, false]])],
      scars: [['pack', 'lone'], ['points1', 'points2']],
    });
    const r = scoreBoard([t]);
    expect(r.territories[0]?.winner).toBe(0);
    expect(r.territories[0]?.tokenPoints).toEqual([2 + 2, 3]);
    expect(r.points).toEqual([4 + 4, 3]);
  });

  it('tokens left in the middle score nothing', () => {
    const t = territory({ tokens: ['territory2', 'points2', 'strength2'], wolves: [side([[2, false]]), []] });
    expect(scoreBoard([t]).points).toEqual([4, 0]);
  });

  it('most points wins; a tie goes to more territories won, then to the last trick’s winner', () => {
    type T = LoneWolvesState['territories'][0];
    const w = (v: number) => ({ card: c(1, v), lone: false });
    const blank = (value: number, wolves: T['wolves'] = [[], []], scars: T['scars'] = [[], []]): T => ({ value, tokens: [], moon: null, wolves, scars });
    /** Sets the board, then plays the 13th trick into territory 2: `last` wins it with a 7 over a 6 (lone: 1). */
    const finish = (territories: T[], last: number) => {
      let s = edit(start([], [], { firstSeat: last }), (d) => {
        d.territories = territories;
        d.tricks = 12;
        d.hands = last === 0 ? [[c(0, 7)], [c(0, 6)]] : [[c(0, 6)], [c(0, 7)]];
      });
      s = trick(s, [c(0, 7), 2], [c(0, 6), 2]); // no tokens anywhere: no scar step
      expect(s.phase).toBe('over');
      return loneWolves.outcome(s)!;
    };
    // Territory 2 ends tied 7–7 (the last trick's 7 against a lone wolf + a 6 already there).
    const tied = (last: number): T['wolves'] => (last === 0 ? [[], [w(6)]] : [[w(6)], []]);
    // Points: seat 1 has more.
    expect(finish([blank(2), blank(6, [[], [w(5)]]), blank(4, tied(0)), blank(5, [[w(2)], []]), blank(2)], 0)).toEqual({ winners: [1], scores: [5, 6] });
    // Points tied 6–6: seat 1 won two territories (3 + 3), seat 0 one (tile 2 + two Territory +2 tokens).
    expect(
      finish([blank(2, [[w(2)], []], [[], ['territory2', 'territory2']]), blank(3, [[], [w(5)]]), blank(4, tied(0)), blank(3, [[], [w(5)]]), blank(2)], 0),
    ).toEqual({ winners: [1], scores: [6, 6] });
    // Points and territories tied 3–3, 1–1: the winner of the last trick wins.
    for (const last of [0, 1]) {
      expect(finish([blank(2), blank(3, [[w(2)], []]), blank(4, tied(last)), blank(3, [[], [w(2)]]), blank(2)], last)).toEqual({ winners: [last], scores: [3, 3] });
    }
  });
});

