/** The move a player just made, in the second person, for the turn message it ends ("You played 8 7 6."). */
import type { LonersView } from '../../../games/loners/types.js';
import type { MatchContext } from '../types.js';
import { crewText } from './cards.js';
import { rendering } from './text.js';

export function lonersMoveRecord(view: LonersView, context: MatchContext, seat: number): string {
  const { t } = rendering(context);
  const a = view.lastAction;
  if (!a || a.seat !== seat) return t('record.none');
  let move: string;
  switch (a.type) {
    case 'fight':
      move = a.loner === null ? t('record.fight', { crew: crewText(a.crew, t) }) : t('record.recruit', { crew: crewText(a.crew, t), loner: a.loner });
      break;
    case 'steal':
      move = t('record.steal', { card: a.card, crew: crewText(a.crew, t) });
      break;
    case 'security':
      move = t(a.guards % 2 === 1 ? 'record.securityLower' : 'record.securityNormal', { count: a.guards });
      break;
    case 'retreat':
      move = a.loner === null ? t('record.pass') : t('record.retreat', { loner: a.loner });
      break;
    case 'pickup':
      move = t('record.pickup', { cards: crewText(a.cards, t) });
      break;
    case 'forfeit':
      return t('record.forfeit');
  }
  // The move that won the match, or a round (the next one is dealt already).
  if (view.winner === seat) return t('record.matchWon', { move });
  if (view.lastRound?.winner === seat && view.lastRound.round === view.round - 1) return t('record.roundWon', { move, round: view.lastRound.round });
  return move;
}
