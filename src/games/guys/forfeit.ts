/** A seat leaving for good (timeouts, /leave) and the safe move played when a turn times out. */
import { countActive, nextActiveSeat } from '../core/seats.js';
import { bareCard, fits, fittingValues, longestRun } from './cards.js';
import { HIGHEST, LOWEST, WINDOW } from './config.js';
import { legalActions } from './moves.js';
import { finishWithWinner, passTurn, remember } from './turn.js';
import type { GuysAction, GuysCard, GuysState, TableCard } from './types.js';

/**
 * Rules silent (a project choice, docs/rules/good-guy-bad-guy.md "On this bot"):
 * - the seat's turns are skipped from now on and nothing can be aimed at it;
 * - its hand leaves play face down (set aside, never shown, never reshuffled);
 * - its table deck is cleared: nobody plays for it any more, so it should
 *   neither stay a target nor count at the time limit. Its cards are public,
 *   so they slide face up under the discard pile (the top card does not change,
 *   Good Guys forget their values) and come back with the next reshuffle;
 * - with one seat left in the game, that seat wins (scores: table-deck sizes).
 */
export function forfeitSeat(state: GuysState, seat: number): GuysState {
  if (state.toAct === null || state.active[seat] !== true) return state;
  const s: GuysState = { ...state, hands: state.hands.slice(), tables: state.tables.slice(), active: state.active.slice() };
  s.active[seat] = false;
  s.removed = [...state.removed, ...(state.hands[seat] as GuysCard[])];
  s.hands[seat] = [];
  s.discard = [...(state.tables[seat] as TableCard[]).map(bareCard), ...state.discard];
  s.tables[seat] = [];
  s.lastAction = { seat, type: 'forfeit' };
  remember(s);
  if (countActive(s.active) === 1) return finishWithWinner(s, nextActiveSeat(seat, s.active) as number, 'forfeit');
  if (state.toAct !== seat) return s;
  return passTurn(s, seat);
}

/** How useful a number card is to keep: fitting the table now, in many windows, and not a duplicate in hand. */
function usefulness(hand: readonly GuysCard[], table: readonly TableCard[], i: number): number {
  const v = hand[i] as number;
  let score = 0;
  if (fits(table, v)) {
    score += 100;
    // Windows of five (within 1..10) that hold v and every value already on the table.
    for (let lo = LOWEST; lo + WINDOW - 1 <= HIGHEST; lo++) {
      if (v >= lo && v < lo + WINDOW && table.every((t) => t.value >= lo && t.value < lo + WINDOW)) score += 10;
    }
  }
  if (hand.some((c, j) => j !== i && c === v)) score -= 50;
  return score;
}

/**
 * The safe move for a player whose turn timed out: draw if possible, else
 * discard the least useful number card (the earliest on a tie). Neither is
 * possible only with a hand of Guys: then place a Good Guy (at the value that
 * makes the longest run), else spend an ability where it does nothing, else
 * the first legal action.
 */
export function timeoutAction(s: GuysState, seat: number): GuysAction | null {
  const legal = legalActions(s, seat);
  if (legal.length === 0) return null;
  const draw = legal.find((a) => a.type === 'draw');
  if (draw) return draw;
  const hand = s.hands[seat] as GuysCard[];
  const table = s.tables[seat] as TableCard[];
  let best: GuysAction | null = null;
  let bestScore = Infinity;
  for (const a of legal) {
    if (a.type !== 'discard') continue;
    const score = usefulness(hand, table, a.card);
    if (score < bestScore) {
      best = a;
      bestScore = score;
    }
  }
  if (best) return best;
  const gg = hand.indexOf('gg');
  if (gg >= 0) {
    let bestValue = 0;
    let bestRun = -1;
    for (const value of fittingValues(table)) {
      const run = longestRun([...table, { card: 'gg', value }]);
      if (run > bestRun) {
        bestRun = run;
        bestValue = value;
      }
    }
    if (bestValue > 0) return { type: 'place', card: gg, value: bestValue };
  }
  const harmless = legal.find(
    (a) => ((a.type === 'badguy' || a.type === 'nssg') && a.pick === null) || (a.type === 'jerk' && (s.tables[a.target]?.length ?? 0) === 0),
  );
  return harmless ?? (legal[0] as GuysAction);
}
