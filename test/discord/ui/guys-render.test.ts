/**
 * What Guys players read: the board (runs with Good Guy values, hand sizes,
 * "needs", piles, whose turn, last moves), the hands (on turn and waiting),
 * the second person for the moves that hit a player, the Not So Smart Guy's
 * card for the thief's and the victim's eyes only, and waiting hands that do
 * not change with other players' moves (so they are not re-edited).
 */
import { describe, expect, it } from 'vitest';
import { guys, type GuysCard, type GuysState, type LastAction } from '../../../src/games/guys/index.js';
import { guysUi } from '../../../src/discord/ui/guys/index.js';
import type { MessagePayload } from '../../../src/discord/ui/types.js';
import { play, playAll, deal } from '../../games/guys/helpers.js';
import { ctxFor, userId } from './guys-helpers.js';
import { movesOf } from './moves-of.js';

const text = (p: MessagePayload) => JSON.stringify(p);
const board = (s: GuysState, lang: 'en' | 'de' = 'en') => guysUi.board(guys.view(s, null), ctxFor(s.players, lang));
const hand = (s: GuysState, seat: number, lang: 'en' | 'de' = 'en', menu: string | null = null) =>
  guysUi.hand(guys.view(s, seat), guys.legalActions(s, seat), ctxFor(s.players, lang), menu);
const field = (p: MessagePayload, name: string | RegExp) => p.embeds?.[0]?.fields?.find((f) => (typeof name === 'string' ? f.name === name : name.test(f.name)))?.value;

/** Ann builds 3 4 [GG=5] 7, Ben 9 10, Cleo nothing; Ann to play again (round 5). */
function midGame(): GuysState {
  let s = deal([[3, 4, 'gg', 7, 'nssg'], [9, 10, 'bg', 'jerk', 1], [2, 2, 'nssg', 'bg', 6]]);
  s = playAll(s, 'p0', 'p0', 'd0'); // Ann 3, Ben 9, Cleo discards a 2
  s = playAll(s, 'p0', 'p0', 'd0'); // Ann 4, Ben 10, Cleo discards a 2
  s = playAll(s, 'p0.5', 'draw', 'draw'); // Ann GG as 5
  s = playAll(s, 'p0', 'draw', 'draw'); // Ann 7
  return s;
}

describe('the board', () => {
  it('shows each table deck as its run with Good Guy values, what it needs, hand sizes, piles, the turn and the last moves', () => {
    const s = midGame();
    const b = board(s);
    expect(b.content).toBe(`<@${userId(0)}>, your turn.`);
    expect(b.embeds?.[0]?.title).toBe('Good Guy, Bad Guy, Not So Smart Guy — round 5 of 60');
    expect(field(b, '▶ Ann — 1 card in hand')).toBe('`3 4 [GG=5] 7` · needs 6');
    expect(field(b, '• Ben — 5 cards in hand')).toBe('`9 10` · 3 cards to go');
    expect(field(b, '• Cleo — 5 cards in hand')).toBe('empty table deck');
    expect(field(b, 'Piles')).toBe(`Draw pile: ${s.draw.length} cards · discard pile: 2 cards, \`2\` on top`);
    expect(field(b, 'Last moves')?.split('\n')).toEqual([
      '• **Ann** placed a Good Guy as 5.',
      '• **Ben** drew a card.',
      '• **Cleo** drew a card.',
      '• **Ann** placed `7`.',
      '• **Ben** drew a card.',
      '• **Cleo** drew a card.',
    ]);
    expect(b.components ?? []).toEqual([]);
  });

  it('reads in German with the same facts', () => {
    const b = board(midGame(), 'de');
    expect(b.content).toBe(`<@${userId(0)}>, du bist dran.`);
    expect(field(b, '▶ Ann – 1 Karte auf der Hand')).toBe('`3 4 [GG=5] 7` · braucht 6');
    expect(field(b, 'Letzte Züge')).toContain('**Ann** legt einen Good Guy als 5 aus.');
  });

  it('names the winner with five in a row, and shares a win at the round limit', () => {
    let s = midGame();
    s = { ...s, hands: s.hands.map((h, i) => (i === 0 ? [6] : h)) };
    s = play(s, 0, 'p0');
    expect(board(s).content).toBe(`🏆 <@${userId(0)}> wins the game!`);
    expect(board(s).embeds?.[0]?.description).toBe('🏆 **Ann** has five in a row and wins!');
    const limit: GuysState = { ...midGame(), toAct: null, result: { winners: [0, 1], scores: [2, 2, 0], reason: 'limit' } };
    expect(board(limit).content).toBe(`🏆 <@${userId(0)}> <@${userId(1)}> share the win!`);
    expect(board(limit, 'de').embeds?.[0]?.description).toBe('🏆 Nach 60 Runden hatte niemand fünf in Folge: **Ann** und **Ben** teilen sich den Sieg mit der längsten Folge (2).');
  });
});

describe('a Not So Smart Guy', () => {
  // Ann (seat 0) takes a hidden card from Dan (seat 3); Ben and Cleo must not learn which.
  const s0 = deal([['nssg', 1, 2, 3, 4], [5, 6, 7, 8, 9], [10, 10, 10, 10, 1], ['jerk', 'jerk', 'gg', 'gg', 'gg']]);
  const s = play(s0, 0, 'n0.3.1');
  const took = s.hands[0]?.at(-1);
  const name = took === 'jerk' ? 'Jerk' : 'Good Guy';

  it('is told with its card to the thief and the victim, without it to everyone else', () => {
    expect(['jerk', 'gg']).toContain(took);
    expect(text(hand(s, 0))).toContain(`Your Not So Smart Guy took Dan's ${name} (card 2).`);
    expect(hand(s, 3).content).toBe(`**Ann** took your ${name} with a Not So Smart Guy.`);
    for (const p of [board(s), hand(s, 1)]) expect(text(p)).toContain("took a hidden card from Dan's hand with a Not So Smart Guy (card 2)");
    // Whichever card it was, nobody else's payload changes.
    const other: GuysCard = took === 'jerk' ? 'gg' : 'jerk';
    const swap = (a: LastAction): LastAction => (a.type === 'nssg' ? { ...a, took: other } : a);
    const s2: GuysState = { ...s, lastAction: swap(s.lastAction as LastAction), recent: s.recent.map(swap) };
    for (const lang of ['en', 'de'] as const) {
      expect(board(s2, lang)).toEqual(board(s, lang));
      for (const seat of [1, 2]) expect(hand(s2, seat, lang)).toEqual(hand(s, seat, lang));
      expect(hand(s2, 3, lang)).not.toEqual(hand(s, 3, lang));
    }
  });

  it('leaves the victim a hand that says what happened to them, unchanged by the moves of others', () => {
    const victim = hand(s, 3);
    expect(field(victim, 'What happened to you')).toBe(`**Ann** took your ${name} with a Not So Smart Guy.`);
    expect(movesOf(victim)).toEqual([]);
    const later = play(s, 1, 'p0'); // Ben places a 5: nothing of Dan's or Ann's changed
    expect(hand(later, 3)).toEqual(victim);
    expect(hand(later, 0)).toEqual(hand(s, 0));
    expect(hand(play(later, 2, 'd0'), 0)).toEqual(hand(s, 0));
  });
});

describe('the moves that hit a player', () => {
  it('a Bad Guy and a Jerk are told in the second person, in both languages, and again on the next turn', () => {
    let s = deal([[5, 6, 7, 1, 1], ['bg', 'jerk', 2, 2, 2], [3, 3, 3, 4, 4]]);
    s = playAll(s, 'p0', 'b0.0.0h'); // Ann places 5, Ben takes it; Cleo to play
    expect(hand(s, 0).content).toBe('**Ben** took your `5` with a Bad Guy.');
    expect(hand(s, 0, 'de').content).toBe('**Ben** hat dir mit einem Bad Guy die `5` aus deiner Auslage genommen.');
    s = play(s, 2, 'p0');
    expect(field(hand(s, 0), 'Since your last move')?.split('\n')).toEqual(['• **Ben** took your `5` with a Bad Guy.', '• **Cleo** placed `3`.']);
    s = playAll(s, 'p0', 'j0.0'); // Ann places 6, Ben wipes it out
    expect(hand(s, 0).content).toBe('**Ben** wiped out your table deck (`6`) with a Jerk.');
    expect(hand(s, 0, 'de').content).toBe('**Ben** hat mit einem Jerk deine Auslage abgeräumt (`6`).');
  });
});

describe('the hand on its turn', () => {
  it('shows the other tables, the piles, what happened since the last move, the cards and the top menu', () => {
    const s = midGame();
    const p = hand(s, 0);
    expect(p.content).toBe('**Your turn!** Choose your move.');
    expect(field(p, 'Your hand: 1 card')).toBe('Not So Smart Guy');
    expect(field(p, 'Your table deck')).toBe('`3 4 [GG=5] 7` · needs 6');
    expect(field(p, /Ben/)).toBe('`9 10` · 3 cards to go');
    expect(field(p, 'Since your last move')?.split('\n')).toEqual(['• **Ben** drew a card.', '• **Cleo** drew a card.']);
    const labels = movesOf(p).flatMap((r) => r.components.map((c) => ('label' in c ? c.label : '')));
    expect(labels).toEqual(['Not So Smart Guy…', 'Draw (' + s.draw.length + ' left)', 'Take 2 from the discard pile']);
  });

  it('walks a Bad Guy to a Good Guy declared anew on the own table: three clicks', () => {
    let s = deal([['bg', 6, 7, 1, 1], ['gg', 2, 2, 2, 3]], { firstSeat: 1 });
    s = playAll(s, 'p0.8', 'p1'); // Ben: GG as 8; Ann places 6
    s = play(s, 1, 'draw');
    const select = hand(s, 0, 'en', '~b').components?.[0]?.components[0] as { options: { label: string; value: string }[] };
    expect(select.options.map((o) => o.label)).toEqual(["Ben's Good Guy (8)"]);
    const where = hand(s, 0, 'en', select.options[0]?.value ?? '');
    expect(where.content).toBe("**Your turn!** Where does Ben's Good Guy (8) go?");
    const labels = movesOf(where).flatMap((r) => r.components.map((c) => ('label' in c ? c.label : '')));
    expect(labels).toEqual(['Into my hand', 'Onto my table deck as 2', 'Onto my table deck as 3', 'Onto my table deck as 4', 'Onto my table deck as 5', 'Onto my table deck as 7', 'Onto my table deck as 8', 'Onto my table deck as 9', 'Onto my table deck as 10', 'Back']);
  });
});
