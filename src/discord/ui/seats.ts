/** Who sits where: names (plain, for text) and mentions (for pings and lists). */
import { safeName, type Ctx } from './text.js';

/** The seat's display name, markdown-escaped; "Seat N" when the context does not know it. */
export function seatName(ctx: Ctx, seat: number): string {
  const info = ctx.seats.find((s) => s.seat === seat);
  return info ? safeName(info.displayName) : ctx.t('seat', { n: seat + 1 });
}

/** `<@id>` for the seat's player, or the name when the id is unknown. */
export function seatMention(ctx: Ctx, seat: number): string {
  const info = ctx.seats.find((s) => s.seat === seat);
  return info && /^[0-9]{1,25}$/.test(info.userId) ? `<@${info.userId}>` : seatName(ctx, seat);
}

export function isForfeited(ctx: Ctx, active: readonly boolean[], seat: number): boolean {
  return active[seat] === false || ctx.seats.some((s) => s.seat === seat && s.forfeited);
}
