/** One line, in words, for a public LastAction (never a hand position). */
import type { LastAction } from '../../../games/loners/types.js';
import type { MatchContext } from '../types.js';
import { crewText } from './cards.js';
import { seatName } from './players.js';

export function describeAction(action: LastAction, ctx: MatchContext): string {
  const who = `**${seatName(ctx, action.seat)}**`;
  switch (action.type) {
    case 'fight':
      return `${who} played ${crewText(action.crew)}${action.loner === null ? '' : ` (recruited Loner ${action.loner})`}${action.cleared ? ' — the Street was cleared' : ''}.`;
    case 'steal':
      return `${who} stole the crew with a ${action.card}: now ${crewText(action.crew)}.`;
    case 'security':
      return `${who} called Security (${action.guards} Guard${action.guards === 1 ? '' : 's'} in the Street: ${action.guards % 2 === 1 ? 'play LOWER' : 'normal order'}).`;
    case 'retreat': {
      const took = action.loner === null ? 'passed (no Loner left)' : `retreated, taking Loner ${action.loner}`;
      return `${who} ${took}${action.cleared ? ' — the Street is cleared' : ''}.`;
    }
    case 'pickup':
      return `${who} went out and picked up the Loners: ${crewText(action.cards)}.`;
    case 'forfeit':
      return `${who} forfeited.`;
  }
}
