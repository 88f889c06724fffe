/**
 * `setup`: validate the options and lay out the game. What the options do not
 * fix comes from the seeded RNG, in this order: first seat, deck, tokens, tiles.
 */
import type { SetupArgs } from '../core/contract.js';
import { randomInt, seedRng, shuffle, type RngState } from '../core/rng.js';
import {
  COLOURS,
  DECK_SIZE,
  HAND_SIZE,
  HIGHEST_VALUE,
  LOWEST_VALUE,
  PLAYERS,
  TOKEN_COPIES,
  TOKEN_KINDS,
  TOKENS_IN_PLAY,
  TOKENS_PER_TERRITORY,
  tileSides,
} from './config.js';
import type { Card, LoneWolvesOptions, LoneWolvesState, Territory, TokenKind } from './types.js';

/** The 30 wolves, colour by colour, values rising. */
export function buildDeck(): Card[] {
  const deck: Card[] = [];
  for (let colour = 0; colour < COLOURS; colour++) for (let value = LOWEST_VALUE; value <= HIGHEST_VALUE; value++) deck.push({ colour, value });
  return deck;
}

/** The 18 scar tokens, kind by kind. */
export function buildTokens(): TokenKind[] {
  return TOKEN_KINDS.flatMap((k) => new Array<TokenKind>(TOKEN_COPIES[k]).fill(k));
}

const cardKey = (c: Card) => c.colour * 10 + c.value;

function validateDeck(deck: unknown): Card[] {
  if (!Array.isArray(deck) || deck.length !== DECK_SIZE) throw new Error(`lone-wolves: options.deck must list all ${DECK_SIZE} cards.`);
  const seen = new Set<number>();
  for (const c of deck as unknown[]) {
    const card = c as Card;
    if (
      typeof c !== 'object' ||
      c === null ||
      !Number.isInteger(card.colour) ||
      card.colour < 0 ||
      card.colour >= COLOURS ||
      !Number.isInteger(card.value) ||
      card.value < LOWEST_VALUE ||
      card.value > HIGHEST_VALUE
    ) {
      throw new Error(`lone-wolves: ${JSON.stringify(c)} is not a card { colour: 0..4, value: 2..7 }.`);
    }
    if (seen.has(cardKey(card))) throw new Error(`lone-wolves: options.deck holds ${JSON.stringify(c)} twice.`);
    seen.add(cardKey(card));
  }
  return (deck as Card[]).map((c) => ({ colour: c.colour, value: c.value }));
}

function validateTokens(tokens: unknown): TokenKind[] {
  if (!Array.isArray(tokens) || tokens.length !== TOKENS_IN_PLAY) throw new Error(`lone-wolves: options.tokens must list ${TOKENS_IN_PLAY} tokens.`);
  const left = { ...TOKEN_COPIES };
  for (const k of tokens as unknown[]) {
    if (typeof k !== 'string' || !(k in left)) throw new Error(`lone-wolves: unknown token kind ${JSON.stringify(k)}.`);
    const kind = k as TokenKind;
    if (left[kind] === 0) throw new Error(`lone-wolves: options.tokens holds more "${kind}" than the ${TOKEN_COPIES[kind]} that exist.`);
    left[kind] -= 1;
  }
  return (tokens as TokenKind[]).slice();
}

function validateTiles(tiles: unknown): number[] {
  if (!Array.isArray(tiles) || tiles.length !== COLOURS) throw new Error(`lone-wolves: options.tiles must give ${COLOURS} values.`);
  (tiles as unknown[]).forEach((v, k) => {
    if (!tileSides(k).includes(v as number)) throw new Error(`lone-wolves: territory ${k}'s tile shows ${tileSides(k).join(' or ')}, not ${String(v)}.`);
  });
  return (tiles as number[]).slice();
}

export function setup(args: SetupArgs<LoneWolvesOptions>): LoneWolvesState {
  if (args.players !== PLAYERS) throw new Error(`lone-wolves: a game needs exactly ${PLAYERS} players, got ${String(args.players)}.`);
  if (typeof args.seed !== 'string') throw new Error('lone-wolves: seed must be a string.');
  const options: Partial<LoneWolvesOptions> = args.options ?? {};
  let rng: RngState = seedRng(args.seed);

  let firstSeat = options.firstSeat;
  if (firstSeat === undefined) ({ value: firstSeat, rng } = randomInt(0, PLAYERS - 1, rng));
  else if (firstSeat !== 0 && firstSeat !== 1) throw new Error('lone-wolves: options.firstSeat must be 0 or 1.');

  let deck: Card[];
  if (options.deck === undefined) ({ items: deck, rng } = shuffle(buildDeck(), rng));
  else deck = validateDeck(options.deck);

  let tokens: TokenKind[];
  if (options.tokens === undefined) {
    ({ items: tokens, rng } = shuffle(buildTokens(), rng));
    tokens = tokens.slice(0, TOKENS_IN_PLAY); // the other 3 stay in the box, hidden
  } else tokens = validateTokens(options.tokens);

  let tiles: number[];
  if (options.tiles === undefined) {
    tiles = [];
    for (let k = 0; k < COLOURS; k++) {
      let side: number;
      ({ value: side, rng } = randomInt(0, 1, rng));
      tiles.push(tileSides(k)[side] as number);
    }
  } else tiles = validateTiles(options.tiles);

  const territories = tiles.map(
    (value, k): Territory => ({
      value,
      tokens: tokens.slice(k * TOKENS_PER_TERRITORY, (k + 1) * TOKENS_PER_TERRITORY).map((kind, i) => ({ kind, up: i === 0 })),
      moon: null,
      wolves: [[], []],
      scars: [[], []],
    }),
  );

  return {
    rng,
    hands: [deck.slice(0, HAND_SIZE), deck.slice(HAND_SIZE, 2 * HAND_SIZE)],
    unused: deck.slice(2 * HAND_SIZE),
    territories,
    phase: 'lead',
    toAct: firstSeat,
    trick: { leader: firstSeat, cards: [] },
    trump: null,
    tricks: 0,
    lastTrick: null,
    moons: 0,
    revealIn: null,
    scarFrom: null,
    result: null,
  };
}
