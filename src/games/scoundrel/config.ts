/** Fixed numbers of Scoundrel (rules/scoundrel.md). */

export const GAME_ID = 'scoundrel';

/** Health at the start; it never goes above this. */
export const MAX_HEALTH = 20;

/** Cards in a full room. */
export const ROOM_SIZE = 4;

/** Cards resolved to leave a normal room (the last one stays for the next room). */
export const CARDS_TO_FACE = 3;

/** Monsters (clubs, spades) run 2..14 (J=11, Q=12, K=13, A=14). */
export const MONSTER_MIN_RANK = 2;
export const MONSTER_MAX_RANK = 14;

/** Weapons (diamonds) and potions (hearts) run 2..10: no red faces, no red aces. */
export const RED_MIN_RANK = 2;
export const RED_MAX_RANK = 10;

/** 26 monsters + 9 weapons + 9 potions. */
export const DUNGEON_SIZE = 44;

/** The only seat of this solo game. */
export const SOLO_SEAT = 0;
