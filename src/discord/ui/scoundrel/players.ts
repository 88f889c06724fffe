/** The one player of a Scoundrel match: a mention for text, a plain name where mentions do not render. */
import type { MatchContext } from '../types.js';
import { safeName } from './text.js';

const SOLO_SEAT = 0;

/** The player's display name, markdown-escaped; "someone" when the context does not know it. */
export function playerName(ctx: MatchContext): string {
  const info = ctx.seats.find((s) => s.seat === SOLO_SEAT);
  return info ? safeName(info.displayName) : ctx.t('someone');
}

/** `<@id>` for the player, or the name when the id is unknown. */
export function playerMention(ctx: MatchContext): string {
  const info = ctx.seats.find((s) => s.seat === SOLO_SEAT);
  return info && /^[0-9]{1,25}$/.test(info.userId) ? `<@${info.userId}>` : playerName(ctx);
}
