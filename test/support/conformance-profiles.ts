/**
 * The conformance profile of a game comes from the game's own folder (its
 * registration); this module only looks it up.
 */
import { registration, type ConformanceProfile } from '../../src/games/index.js';

export type { Rand } from '../../src/games/core/registration.js';

export function profileOf(gameId: string): ConformanceProfile | undefined {
  return registration(gameId)?.conformance as ConformanceProfile | undefined;
}
