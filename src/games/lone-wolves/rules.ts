/** The rules that need no state: who takes a trick, strength, and the final count. */
import { LONE_STRENGTH, MOON_POINTS, TERRITORY_ROOM, TERRITORY_TOKEN_POINTS } from './config.js';
import type { Card, Moon, TokenKind, Wolf } from './types.js';

/**
 * Does `follow` beat `lead`? Same colour: the higher value, except that a 2
 * beats the 7 of its colour. Another colour: only trump wins (trump led is
 * simply the led colour, handled by the first branch). No trump: the lead wins.
 */
export function followerWins(lead: Card, follow: Card, trump: number | null): boolean {
  if (follow.colour === lead.colour) {
    if (follow.value === 2 && lead.value === 7) return true;
    if (lead.value === 2 && follow.value === 7) return false;
    return follow.value > lead.value;
  }
  return trump !== null && follow.colour === trump;
}

/** What scoring needs of a territory: the state's and the view's territories both fit. */
export interface ScoredTerritory {
  value: number;
  moon: Moon | null;
  wolves: readonly (readonly Wolf[])[];
  scars: readonly (readonly TokenKind[])[];
}

export const wolfCount = (t: { wolves: readonly (readonly Wolf[])[] }): number => (t.wolves[0]?.length ?? 0) + (t.wolves[1]?.length ?? 0);
export const hasRoom = (t: { wolves: readonly (readonly Wolf[])[] }): boolean => wolfCount(t) < TERRITORY_ROOM;

const tokenStrength = (k: TokenKind): number => (k === 'strength1' ? 1 : k === 'strength2' ? 2 : 0);

/** A seat's strength in a territory: wolves at face value (lone wolves 1) plus its own Strength tokens there. */
export function strength(t: ScoredTerritory, seat: number): number {
  let sum = 0;
  for (const w of t.wolves[seat] ?? []) sum += w.lone ? LONE_STRENGTH : w.card.value;
  for (const k of t.scars[seat] ?? []) sum += tokenStrength(k);
  return sum;
}

/** The points a territory gives whoever wins it: tile + Territory tokens (both sides) + its moon. */
export function territoryWorth(t: ScoredTerritory): number {
  let worth = t.value;
  for (const side of t.scars) for (const k of side) if (k === 'territory2') worth += TERRITORY_TOKEN_POINTS;
  if (t.moon) worth += MOON_POINTS[t.moon];
  return worth;
}

/** A seat's token points in a territory, won or lost: Points, Pack (own face-up 6s and 7s), Lone (own lone wolves). */
export function tokenPoints(t: ScoredTerritory, seat: number): number {
  let points = 0;
  const wolves = t.wolves[seat] ?? [];
  for (const k of t.scars[seat] ?? []) {
    if (k === 'points1') points += 1;
    else if (k === 'points2') points += 2;
    else if (k === 'pack') points += wolves.filter((w) => !w.lone && w.card.value >= 6).length;
    else if (k === 'lone') points += wolves.filter((w) => w.lone).length;
  }
  return points;
}

export interface TerritoryScore {
  strengths: [number, number];
  /** The seat with the higher strength; null on a tie. */
  winner: number | null;
  /** What the winner scores for the territory (tile + Territory tokens + moon). */
  worth: number;
  /** Each seat's Points/Pack/Lone points here. */
  tokenPoints: [number, number];
}

export interface Scoring {
  territories: TerritoryScore[];
  points: [number, number];
  territoriesWon: [number, number];
}

/** Scores the board as it stands (the final count after 13 tricks; a provisional one before). */
export function scoreBoard(territories: readonly ScoredTerritory[]): Scoring {
  const points: [number, number] = [0, 0];
  const territoriesWon: [number, number] = [0, 0];
  const scored = territories.map((t): TerritoryScore => {
    const strengths: [number, number] = [strength(t, 0), strength(t, 1)];
    const winner = strengths[0] === strengths[1] ? null : strengths[0] > strengths[1] ? 0 : 1;
    const worth = territoryWorth(t);
    const tp: [number, number] = [tokenPoints(t, 0), tokenPoints(t, 1)];
    if (winner !== null) {
      points[winner] += worth;
      territoriesWon[winner] += 1;
    }
    points[0] += tp[0];
    points[1] += tp[1];
    return { strengths, winner, worth, tokenPoints: tp };
  });
  return { territories: scored, points, territoriesWon };
}

/** Most points, then most territories won, then the winner of the last trick. */
export function gameWinner(s: Scoring, lastTrickWinner: number): number {
  if (s.points[0] !== s.points[1]) return s.points[0] > s.points[1] ? 0 : 1;
  if (s.territoriesWon[0] !== s.territoriesWon[1]) return s.territoriesWon[0] > s.territoriesWon[1] ? 0 : 1;
  return lastTrickWinner;
}
