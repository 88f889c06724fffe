/**
 * Lone Wolves component counts (rules/lone-wolves.md). Every value marked
 * *(config)* on the rules page lives here, so it can change in one place.
 */
import type { TokenKind } from './types.js';

export const GAME_ID = 'lone-wolves';
export const PLAYERS = 2;

/** Colours = territories. */
export const COLOURS = 5;
export const LOWEST_VALUE = 2;
export const HIGHEST_VALUE = 7;
/** 5 colours × values 2..7. */
export const DECK_SIZE = 30;
export const HAND_SIZE = 13;
/** Cards left out of the deal, hidden for the whole game. */
export const UNUSED_CARDS = DECK_SIZE - 2 * HAND_SIZE;
/** One trick per card in hand. */
export const TRICKS = HAND_SIZE;

/** At most this many wolves in one territory, both sides together. */
export const TERRITORY_ROOM = 6;
/** Scar tokens in the middle of each territory at the start (the first face up). */
export const TOKENS_PER_TERRITORY = 3;
export const TOKENS_IN_PLAY = COLOURS * TOKENS_PER_TERRITORY;
/** Scar slots per player per territory. */
export const SLOTS_PER_TERRITORY = 2;

/** Territory k's tile has the sides k+2 and 6−k (config). */
export const tileSides = (territory: number): [number, number] => [territory + 2, 6 - territory];

/** The 18 scar tokens (config); 15 are used in a game. */
export const TOKEN_COPIES: Record<TokenKind, number> = {
  strength1: 4,
  strength2: 3,
  points1: 3,
  points2: 2,
  territory2: 2,
  pack: 2,
  lone: 2,
};
export const TOKEN_KINDS = Object.keys(TOKEN_COPIES) as TokenKind[];

/** The moons, in the order they rise, with the points they add to their territory. */
export const MOON_ORDER = ['full', 'blood'] as const;
export const MOON_POINTS = { full: 5, blood: 3 } as const;
/** Territory +2: extra worth of the territory, per token, for whoever wins it. */
export const TERRITORY_TOKEN_POINTS = 2;
/** A lone wolf's strength. */
export const LONE_STRENGTH = 1;
