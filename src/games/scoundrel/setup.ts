/** setup: validate players and options, build or take the dungeon, deal the first room. */
import type { SetupArgs } from '../core/contract.js';
import { seedRng, shuffle } from '../core/rng.js';
import { MAX_HEALTH, ROOM_SIZE } from './config.js';
import { buildDungeon, validateDeck } from './deck.js';
import { dealRoom } from './state.js';
import type { ScoundrelOptions, ScoundrelState, ScoundrelVariant } from './types.js';

function validateVariant(v: unknown): ScoundrelVariant {
  if (v === undefined) return 'standard';
  if (v === 'standard' || v === 'strict') return v;
  throw new Error(`scoundrel: options.variant must be 'standard' or 'strict', got ${JSON.stringify(v)}`);
}

export function setup(args: SetupArgs<ScoundrelOptions>): ScoundrelState {
  if (args.players !== 1) {
    throw new Error(`scoundrel: a solo game needs exactly 1 player, got ${String(args.players)}`);
  }
  if (typeof args.seed !== 'string') throw new Error('scoundrel: seed must be a string');
  const options: Partial<ScoundrelOptions> = args.options ?? {};
  if (typeof options !== 'object' || options === null) throw new Error('scoundrel: options must be an object');
  const variant = validateVariant(options.variant);

  let rng = seedRng(args.seed);
  let dungeon;
  if (options.deck === undefined) {
    const shuffled = shuffle(buildDungeon(), rng);
    dungeon = shuffled.items;
    rng = shuffled.rng;
  } else {
    dungeon = validateDeck(options.deck);
  }

  const state: ScoundrelState = {
    variant,
    rng,
    health: MAX_HEALTH,
    dungeon,
    room: Array.from({ length: ROOM_SIZE }, () => null),
    finalRoom: false,
    roomNumber: 0,
    roomsCleared: 0,
    takenThisRoom: 0,
    potionsThisTurn: 0,
    avoidedLast: false,
    weapon: null,
    slain: [],
    discard: [],
    lastCard: null,
    lastEvent: null,
    over: false,
    won: false,
    score: null,
  };
  dealRoom(state);
  return state;
}
