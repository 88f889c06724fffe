/**
 * Made-up Lone Wolves tables for focused UI tests, as plain states like the
 * engine's own. The story of `trickFour`: Ann lost trick 1 (🔺7, to Ben's
 * 🔺2: a 2 beats the 7) and trick 2 (🔷3, with which she revealed a token),
 * taking Strength +1 and Points +1; Ben lost trick 3 (🟡5, not following
 * Ann's 🟩6), took the last token of 🔺 Territory 1, and the full moon rose
 * there: 🔺 is trump. Ann has led 💜6 into 💜 Territory 5; Ben follows.
 */
import { loneWolves, type Card, type LoneWolvesState, type MiddleToken, type TokenKind } from '../../../src/games/lone-wolves/index.js';
import { c, deckWith, edit, TILES, TOKENS } from '../../games/lone-wolves/helpers.js';

const up = (kind: TokenKind): MiddleToken => ({ kind, up: true });
const down = (kind: TokenKind): MiddleToken => ({ kind, up: false });
const w = (card: Card, lone = false) => ({ card, lone });

const ANN: Card[] = [c(0, 3), c(0, 5), c(1, 2), c(1, 6), c(2, 2), c(2, 4), c(3, 3), c(3, 7), c(4, 7)];
const BEN: Card[] = [c(0, 6), c(1, 4), c(1, 5), c(2, 3), c(2, 5), c(2, 7), c(3, 2), c(3, 6), c(4, 3), c(4, 5)];

export const trickFour: LoneWolvesState = edit(
  loneWolves.setup({ players: 2, seed: 'ui-fixture', options: { firstSeat: 0, deck: deckWith([], []), tokens: TOKENS, tiles: TILES } }),
  (d) => {
    d.hands = [ANN.slice(), BEN.slice()];
    d.unused = [c(0, 4), c(3, 4), c(4, 2), c(4, 4)];
    d.territories = [
      { value: 2, tokens: [], moon: 'full', wolves: [[w(c(0, 7), true), w(c(1, 3), true)], [w(c(0, 2)), w(c(3, 5), true)]], scars: [['strength1'], []] },
      { value: 3, tokens: [up('strength1'), down('strength2'), down('points1')], moon: null, wolves: [[w(c(2, 6))], [w(c(1, 7))]], scars: [[], ['strength2']] },
      { value: 4, tokens: [up('strength1'), down('strength2'), down('points1')], moon: null, wolves: [[], []], scars: [['points1'], []] },
      { value: 5, tokens: [up('strength1'), down('points2'), down('territory2')], moon: null, wolves: [[], []], scars: [[], []] },
      { value: 6, tokens: [up('pack'), down('lone'), down('points2')], moon: null, wolves: [[w(c(4, 6))], []], scars: [[], []] },
    ];
    d.phase = 'follow';
    d.toAct = 1;
    d.trick = { leader: 0, cards: [{ seat: 0, card: c(4, 6), territory: 4 }] };
    d.trump = 0;
    d.moons = 1;
    d.tricks = 3;
    d.lastTrick = { cards: [{ seat: 0, card: c(2, 6), territory: 1 }, { seat: 1, card: c(3, 5), territory: 0 }], winner: 0 };
  },
);

/** Ben's hand position of a card. */
export const benHas = (card: Card) => BEN.findIndex((x) => x.colour === card.colour && x.value === card.value);

/** Applies actions by their codes (throws on a refusal). */
export function after(s: LoneWolvesState, ...codes: string[]): LoneWolvesState {
  for (const code of codes) {
    const res = loneWolves.apply(s, s.toAct as number, loneWolves.decodeAction(code) as never);
    if (!res.ok) throw new Error(`${code}: ${res.error.message}`);
    s = res.state;
  }
  return s;
}

/**
 * The end of a game: 🔺 Territory 1 tied 4 : 4 (nobody scores its tile and
 * moon), Territory +2 on Ben's side where Ann wins, Pack and Lone tokens.
 */
export const finished: LoneWolvesState = edit(trickFour, (d) => {
  d.hands = [[], []];
  d.territories = [
    { value: 2, tokens: [], moon: 'full', wolves: [[w(c(0, 3)), w(c(1, 3), true)], [w(c(0, 2)), w(c(3, 5), true), w(c(1, 5), true)]], scars: [[], []] },
    { value: 3, tokens: [down('points1')], moon: null, wolves: [[w(c(2, 6)), w(c(1, 6)), w(c(0, 5), true)], [w(c(1, 7)), w(c(2, 2), true)]], scars: [['pack', 'lone'], ['strength2']] },
    { value: 4, tokens: [], moon: 'blood', wolves: [[w(c(1, 2), true), w(c(4, 7))], [w(c(2, 7)), w(c(2, 3), true), w(c(3, 2), true), w(c(0, 6), true)]], scars: [['points1'], ['territory2']] },
    { value: 5, tokens: [down('points2')], moon: null, wolves: [[w(c(3, 7)), w(c(2, 4), true)], [w(c(3, 6)), w(c(4, 3), true)]], scars: [[], ['strength1', 'points2']] },
    { value: 6, tokens: [down('lone'), down('points2')], moon: null, wolves: [[w(c(4, 6)), w(c(3, 3), true)], [w(c(4, 5)), w(c(1, 4), true)]], scars: [['strength1'], []] },
  ];
  d.phase = 'over';
  d.toAct = null;
  d.trick = { leader: 1, cards: [] };
  d.trump = 2;
  d.moons = 2;
  d.tricks = 13;
  d.lastTrick = { cards: [{ seat: 0, card: c(4, 7), territory: 2 }, { seat: 1, card: c(4, 5), territory: 4 }], winner: 0 };
  d.result = { winner: 0, scores: [0, 0], territoriesWon: [0, 0], reason: 'scored' };
});
