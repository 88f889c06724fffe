/**
 * One line, in words, for a public LastAction (never a hand position). Once
 * the match is `over`, the line tells what happened without advice for play.
 */
import type { LastAction } from '../../../games/loners/types.js';
import type { MatchContext } from '../types.js';
import { crewText } from './cards.js';
import { seatName } from '../seats.js';
import { rendering, type Ctx } from './text.js';

export function describeAction(action: LastAction, ctx: MatchContext, over = false): string {
  return describe(action, rendering(ctx), over);
}

export function describe(action: LastAction, ctx: Ctx, over = false): string {
  const { t } = ctx;
  const name = seatName(ctx, action.seat);
  switch (action.type) {
    case 'fight': {
      const crew = crewText(action.crew, t);
      if (action.loner === null) return t(action.cleared ? 'did.fightCleared' : 'did.fight', { name, crew });
      return t(action.cleared ? 'did.recruitCleared' : 'did.recruit', { name, crew, loner: action.loner });
    }
    case 'steal':
      return t('did.steal', { name, card: action.card, crew: crewText(action.crew, t) });
    case 'security':
      if (action.guards % 2 === 0) return t('did.securityNormal', { name, count: action.guards });
      return t(over ? 'did.securityReversed' : 'did.securityLower', { name, count: action.guards });
    case 'retreat':
      if (action.loner === null) return t(action.cleared ? 'did.passCleared' : 'did.pass', { name });
      return t(action.cleared ? 'did.retreatCleared' : 'did.retreat', { name, loner: action.loner });
    case 'pickup':
      return t('did.pickup', { name, cards: crewText(action.cards, t) });
    case 'forfeit':
      return t('did.forfeit', { name });
  }
}
