/** The Street: the active crew, its owner, volatility and Security Guards. */
import type { Street } from '../../../games/loners/types.js';
import type { MatchContext } from '../types.js';
import { GUARD_EMOJI, crewKindText, crewText } from './cards.js';
import { seatName } from './players.js';

export function isReversed(street: Street | null): boolean {
  return street !== null && street.guards % 2 === 1;
}

/** A few lines describing the Street for the board and the hands. */
export function streetText(street: Street | null, ctx: MatchContext): string {
  if (!street) return 'Empty — the next player leads any crew.';
  const lines = [`**${crewText(street.cards)}** — ${crewKindText(street.cards)}, played by **${seatName(ctx, street.owner)}**`];
  lines.push(street.volatile ? '⚠️ Volatile (holds a Loner): it can be stolen.' : 'Not volatile: it cannot be stolen.');
  if (street.guards === 0) {
    lines.push('No Security Guard: beat it with a **stronger** crew (play HIGHER).');
  } else if (isReversed(street)) {
    lines.push(`${GUARD_EMOJI} ×${street.guards} Security — order **reversed**: play **LOWER** (a weaker crew wins).`);
  } else {
    lines.push(`${GUARD_EMOJI} ×${street.guards} Security — normal order again: play HIGHER.`);
  }
  return lines.join('\n');
}
