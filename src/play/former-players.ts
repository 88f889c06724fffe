/**
 * Former players: people who had the bot delete their data (/privacy). Their
 * seats, results and moves stay, so other people's boards and replays still
 * add up, but under a made-up id of their own that names nobody.
 */
import { randomBytes } from 'node:crypto';

/** Placeholder ids start with this (Discord ids are digits only, computers start with 'cpu'). */
export const FORMER_PLAYER_PREFIX = 'gone-';

export const isFormerPlayer = (userId: string): boolean => userId.startsWith(FORMER_PLAYER_PREFIX);

/** A new placeholder: random, so it cannot be traced back to the Discord id it replaces. */
export function newFormerPlayerId(): string {
  return `${FORMER_PLAYER_PREFIX}${randomBytes(8).toString('hex')}`;
}
