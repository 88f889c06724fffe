/** Scoundrel data types: every one plain JSON. */
import type { RngState } from '../core/rng.js';

export type ScoundrelSuit = 'clubs' | 'spades' | 'diamonds' | 'hearts';

export interface ScoundrelCard {
  suit: ScoundrelSuit;
  /** 2..10, J=11, Q=12, K=13, A=14 (red cards only 2..10). */
  rank: number;
}

/** What a card does when taken: clubs/spades, diamonds, hearts. */
export type CardKind = 'monster' | 'weapon' | 'potion';

/** The rule variants, the default first. */
export const SCOUNDREL_VARIANTS = ['standard', 'strict'] as const;
export type ScoundrelVariant = (typeof SCOUNDREL_VARIANTS)[number];

export interface ScoundrelOptions {
  /** 'strict': a used weapon only hits monsters strictly lower than its last kill. */
  variant: ScoundrelVariant;
  /** The dungeon, top card first. Absent: the 44 cards shuffled from the seed. */
  deck: ScoundrelCard[];
}

export type ScoundrelAction =
  | { type: 'avoid' }
  /**
   * Take the card at room position `card` (0-based). For a monster, `weapon: true`
   * fights it with the weapon; without it the fight is bare-handed.
   */
  | { type: 'take'; card: number; weapon?: boolean };

/** What the last action did, for the board. Never names a card that is now in the dungeon. */
export type ScoundrelEvent =
  | { type: 'avoid' }
  | { type: 'equip'; card: ScoundrelCard; position: number; replaced: ScoundrelCard | null }
  | { type: 'potion'; card: ScoundrelCard; position: number; healed: number; wasted: boolean }
  | { type: 'fight'; card: ScoundrelCard; position: number; withWeapon: boolean; damage: number };

export interface ScoundrelState {
  variant: ScoundrelVariant;
  /** Seeded RNG state (only used by setup's shuffle, kept for replays). */
  rng: RngState;
  health: number;
  /** Face-down dungeon, top card first. */
  dungeon: ScoundrelCard[];
  /** Always ROOM_SIZE slots; null = empty slot. Positions are stable within a room. */
  room: (ScoundrelCard | null)[];
  /** The last room: cannot be avoided, every card in it is resolved. */
  finalRoom: boolean;
  /** 1-based number of the room being played (an avoided room counts too). */
  roomNumber: number;
  /** Rooms faced to the end (three cards taken, or the final room emptied); avoided rooms do not count. */
  roomsCleared: number;
  /** Cards resolved in the current room. */
  takenThisRoom: number;
  /** Potions taken in the current room (only the first one heals). */
  potionsThisTurn: number;
  /** The previous room was avoided, so this one may not be. */
  avoidedLast: boolean;
  weapon: ScoundrelCard | null;
  /** Monsters slain with the current weapon, oldest first. */
  slain: ScoundrelCard[];
  discard: ScoundrelCard[];
  /** The last card resolved (for the potion bonus of the score). */
  lastCard: ScoundrelCard | null;
  lastEvent: ScoundrelEvent | null;
  over: boolean;
  won: boolean;
  /** Set when the game ends. */
  score: number | null;
}

export interface ScoundrelRoomCard {
  position: number;
  card: ScoundrelCard;
  kind: CardKind;
}

export interface ScoundrelView {
  variant: ScoundrelVariant;
  health: number;
  maxHealth: number;
  roomNumber: number;
  /** Rooms faced to the end (three cards taken, or the final room emptied); avoided rooms do not count. */
  roomsCleared: number;
  /** Cards lying in the room, with their positions (empty slots left out). */
  room: ScoundrelRoomCard[];
  finalRoom: boolean;
  /** Cards still to resolve before this room is done. */
  cardsToTake: number;
  weapon: {
    card: ScoundrelCard;
    slain: ScoundrelCard[];
    /** Highest monster rank the weapon may still be used on; null = any monster. */
    limit: number | null;
  } | null;
  /** Only how many: the dungeon's order and cards are secret. */
  dungeonCount: number;
  discardCount: number;
  canAvoid: boolean;
  avoidedLastRoom: boolean;
  potionsUsedThisTurn: number;
  lastAction: ScoundrelEvent | null;
  over: boolean;
  /** null while running. */
  won: boolean | null;
  score: number | null;
}
