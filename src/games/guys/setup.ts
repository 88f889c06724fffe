/** setup: validate players and options, shuffle (or take) the deck, deal the hands. */
import type { SetupArgs } from '../core/contract.js';
import { randomInt, seedRng, shuffle } from '../core/rng.js';
import { buildDeck, validateDeck } from './cards.js';
import { HAND_SIZE, MAX_PLAYERS, MIN_PLAYERS } from './config.js';
import type { GuysCard, GuysOptions, GuysState } from './types.js';

export function setup(args: SetupArgs<GuysOptions>): GuysState {
  const { players, seed } = args;
  const options: Partial<GuysOptions> = args.options ?? {};
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS) {
    throw new Error(`guys: ${MIN_PLAYERS} to ${MAX_PLAYERS} players, not ${String(players)}`);
  }
  if (typeof seed !== 'string') throw new Error('guys: seed must be a string');
  if (typeof options !== 'object' || options === null) throw new Error('guys: options must be an object');
  let rng = seedRng(seed);
  let firstSeat = options.firstSeat;
  if (firstSeat === undefined) {
    ({ value: firstSeat, rng } = randomInt(0, players - 1, rng));
  } else if (!Number.isInteger(firstSeat) || firstSeat < 0 || firstSeat >= players) {
    throw new Error(`guys: firstSeat must be a seat from 0 to ${players - 1}`);
  }
  let deck: GuysCard[];
  if (options.deck === undefined) ({ items: deck, rng } = shuffle(buildDeck(), rng));
  else deck = validateDeck(options.deck);

  const hands: GuysCard[][] = [];
  for (let seat = 0; seat < players; seat++) hands.push(deck.slice(seat * HAND_SIZE, (seat + 1) * HAND_SIZE));
  return {
    players,
    rng,
    firstSeat,
    hands,
    tables: hands.map(() => []),
    draw: deck.slice(players * HAND_SIZE),
    discard: [],
    removed: [],
    active: hands.map(() => true),
    round: 1,
    toAct: firstSeat,
    lastAction: null,
    recent: [],
    result: null,
  };
}
