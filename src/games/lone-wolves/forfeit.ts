/**
 * A seat leaving for good (timeouts, /leave). Lone Wolves is a game for two,
 * so a forfeit ends the game at once and the OTHER seat wins; `outcome`
 * reports that seat as the winner and, as scores, the points the board would
 * give as it stands (a provisional count). Documented under "On this bot" in
 * docs/rules/lone-wolves.md and lone-wolves.de.md.
 */
import { PLAYERS } from './config.js';
import { cloneState } from './apply.js';
import { scoreBoard } from './rules.js';
import type { LoneWolvesState } from './types.js';

export function forfeitSeat(s: LoneWolvesState, seat: number): LoneWolvesState {
  if (s.phase === 'over' || !Number.isInteger(seat) || seat < 0 || seat >= PLAYERS) return s;
  const d = cloneState(s);
  const scoring = scoreBoard(d.territories);
  d.phase = 'over';
  d.toAct = null;
  d.revealIn = null;
  d.scarFrom = null;
  d.result = { winner: 1 - seat, scores: scoring.points.slice(), territoriesWon: scoring.territoriesWon.slice(), reason: 'forfeit' };
  return d;
}
