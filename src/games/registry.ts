/**
 * The registry of games, keyed by id. `games` (the engines) is what most code
 * reads; `registration(id)` gives the rest. Registering twice replaces.
 */
import type { AnyGameDefinition } from './core/contract.js';
import type { AnyGameRegistration, GameSettings } from './core/registration.js';

/** Game ids appear in custom ids and slash command names: lowercase, digits and '-', at most 20. */
export const GAME_ID_PATTERN = /^[a-z][a-z0-9-]{0,19}$/;

export const games: Record<string, AnyGameDefinition> = {};
const registrations = new Map<string, AnyGameRegistration>();

export function registerGame(registration: AnyGameRegistration): void {
  const { id } = registration.engine;
  if (!GAME_ID_PATTERN.test(id)) throw new Error(`invalid game id "${id}"`);
  registrations.set(id, registration);
  games[id] = registration.engine;
}

export function registration(id: string): AnyGameRegistration | undefined {
  return registrations.get(id);
}

export function registeredGames(): AnyGameRegistration[] {
  return [...registrations.values()];
}

const UNKNOWN: GameSettings = { scoring: 'wins', solo: false, onTimeout: 'safe-move' };

export function settingsOf(id: string): GameSettings {
  return registrations.get(id)?.settings ?? UNKNOWN;
}
