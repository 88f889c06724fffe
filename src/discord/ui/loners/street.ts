/** The Street: the active crew, its owner, volatility and Security Guards. */
import type { Street } from '../../../games/loners/types.js';
import { crewKindText, crewText } from './cards.js';
import { seatName } from '../seats.js';
import type { Ctx } from './text.js';

export function isReversed(street: Street | null): boolean {
  return street !== null && street.guards % 2 === 1;
}

/**
 * A few lines describing the Street for the board and the hands. Once the
 * match is over (`over`) only the crew is left: no hints on how to beat it.
 */
export function streetText(street: Street | null, ctx: Ctx, over = false): string {
  const { t } = ctx;
  if (!street) return over ? t('street.emptyOver') : t('street.empty');
  const crew = t('street.crew', { crew: crewText(street.cards, t), kind: crewKindText(street.cards, t), name: seatName(ctx, street.owner) });
  if (over) return crew;
  // While Security reverses the order no steal beats the crew: a volatile crew cannot be stolen then.
  const volatile = isReversed(street) ? t('street.volatileNoSteals') : t('street.volatile');
  const lines = [crew, street.volatile ? volatile : t('street.steady')];
  if (street.guards === 0) lines.push(t('street.noGuard'));
  else if (isReversed(street)) lines.push(t('street.reversed', { count: street.guards }));
  else lines.push(t('street.normal', { count: street.guards }));
  return lines.join('\n');
}
