/** `setup`: validate the options and deal round 1. */
import { randomInt, seedRng, shuffle } from '../core/rng.js';
import { MAX_PLAYERS, MIN_PLAYERS } from './config.js';
import { buildDeck, dealRound, isLonersCard } from './deal.js';
import type { LonersOptions, LonersState } from './types.js';

export function setupLoners(args: { players: number; seed: string; options?: Partial<LonersOptions> }): LonersState {
  const { players, seed, options = {} } = args;
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS) {
    throw new Error(`Loners is played by ${MIN_PLAYERS} to ${MAX_PLAYERS} players, not ${players}.`);
  }
  const variant = options.variant ?? 'standard';
  if (variant !== 'standard' && variant !== 'layered') throw new Error(`Unknown Loners variant "${String(variant)}".`);
  let rng = seedRng(seed);
  let firstSeat = options.firstSeat;
  if (firstSeat === undefined) {
    ({ value: firstSeat, rng } = randomInt(0, players - 1, rng));
  } else if (!Number.isInteger(firstSeat) || firstSeat < 0 || firstSeat >= players) {
    throw new Error(`firstSeat must be a seat from 0 to ${players - 1}.`);
  }
  let deck = options.deck;
  if (deck !== undefined) {
    if (!Array.isArray(deck) || !deck.every(isLonersCard)) throw new Error('deck must list cards 1–8 or "guard".');
  } else {
    ({ items: deck, rng } = shuffle(buildDeck(players), rng));
  }
  const deal = dealRound(players, deck, rng, options.deck === undefined);
  return {
    players,
    variant,
    rng: deal.rng,
    round: 1,
    roundStarter: firstSeat,
    hands: deal.hands,
    circle: deal.circle,
    street: null,
    aggressor: null,
    retreatsInRow: 0,
    emptyStreetRetreats: 0,
    toAct: firstSeat,
    pendingPickup: false,
    roundWins: new Array<number>(players).fill(0),
    active: new Array<boolean>(players).fill(true),
    lastAction: null,
    recent: [],
    lastRound: null,
    winner: null,
  };
}
