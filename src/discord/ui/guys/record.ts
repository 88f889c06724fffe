/** The move a player just made, in the second person, for the turn message it ends ("You placed `7`."). */
import type { GuysView } from '../../../games/guys/index.js';
import { seatName } from '../seats.js';
import { rendering } from '../text.js';
import type { MatchContext } from '../types.js';
import { cardObject, runText, tableCardObject } from './cards.js';

export function guysMoveRecord(view: GuysView, context: MatchContext, seat: number): string {
  const ctx = rendering(context);
  const { t } = ctx;
  const a = view.lastAction;
  if (!a || a.seat !== seat) return t('record.none');
  const victim = 'target' in a ? seatName(ctx, a.target) : '';
  let move: string;
  switch (a.type) {
    case 'place':
      move = a.card.card === 'gg' ? t('record.placeGg', { value: a.card.value }) : t('record.place', { card: tableCardObject(a.card, t) });
      break;
    case 'badguy':
      if (a.card === null) move = t('record.badguyNothing', { victim });
      else if (a.to === 'hand') move = t('record.badguyHand', { victim, card: tableCardObject(a.card, t) });
      else if (a.card.card === 'gg') move = t('record.badguyTableGg', { victim, from: a.card.value, value: a.value });
      else move = t('record.badguyTable', { victim, card: tableCardObject(a.card, t) });
      break;
    case 'nssg':
      // The card taken is in the thief's own view.
      move = a.pick === null ? t('record.nssgNothing', { victim }) : a.took != null ? t('record.nssg', { victim, card: cardObject(a.took, t), n: a.pick + 1 }) : t('record.nssgUnknown', { victim, n: a.pick + 1 });
      break;
    case 'jerk':
      move = a.wiped.length === 0 ? t('record.jerkNothing', { victim }) : t('record.jerk', { victim, cards: runText(a.wiped, t) });
      break;
    case 'discard':
      move = t('record.discard', { card: cardObject(a.card, t) });
      break;
    case 'draw': {
      // A drawn card joins the end of the hand.
      const drawn = view.hand?.at(-1);
      move = drawn === undefined ? t('record.drawHidden') : t('record.draw', { card: cardObject(drawn, t) });
      break;
    }
    case 'take':
      move = t('record.take', { card: cardObject(a.card, t) });
      break;
    case 'pass':
      move = t('record.pass');
      break;
    case 'forfeit':
      return t('record.forfeit');
  }
  return view.result?.winners.includes(seat) ? t('record.won', { move }) : move;
}
