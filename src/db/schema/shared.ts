/**
 * What both schemas (./sqlite.ts and ./postgres.ts) share: the constants and
 * helpers that do not depend on the SQL dialect. Import them from here, or
 * from ./sqlite.js, which re-exports them.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';

/** Life cycle of a match. */
export const MATCH_STATUSES = ['lobby', 'active', 'finished', 'cancelled', 'abandoned'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

/** How an entry of the action log came about. */
export const ACTION_KINDS = ['move', 'timeout', 'forfeit'] as const;
export type ActionKind = (typeof ACTION_KINDS)[number];

/** Levels of a computer player (a seat's `computer`, a computer run's `level`). */
export const COMPUTER_LEVELS = ['easy', 'hard'] as const;

/** Where an outbox message goes: the match channel, or a user's DMs. */
export const OUTBOX_TARGETS = ['channel', 'dm'] as const;

/** Default OpenSkill rating of a player who has not played yet. */
export const DEFAULT_RATING_MU = 25;
export const DEFAULT_RATING_SIGMA = 25 / 3;

/** Length of a match id (base36 characters). */
export const MATCH_ID_LENGTH = 10;
const BASE36 = '0123456789abcdefghijklmnopqrstuvwxyz';

/**
 * A new random match id: 10 lowercase base36 characters (~51 bits), safe in a
 * Discord custom id. Uses rejection sampling so every character is uniform.
 */
export function newMatchId(): string {
  let id = '';
  while (id.length < MATCH_ID_LENGTH) {
    for (const byte of randomBytes(16)) {
      if (byte < 252) id += BASE36[byte % 36];
      if (id.length === MATCH_ID_LENGTH) break;
    }
  }
  return id;
}

/** Check that a text column holds one of `values` (values are constants, not user input); the same SQL in both dialects. */
export function oneOf(column: string, values: readonly string[]) {
  return sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);
}

/** The JSON shape of an outbox row's payload. */
export interface OutboxPayload {
  event?: { kind: string };
  content?: string;
}
