/**
 * The moves in words. The board tells them in the third person; a player's
 * DM tells the moves that hit them in the second ("Ben took your 7 with a
 * Bad Guy"). A Not So Smart Guy's card is named only where the view holds it
 * (the thief's and the victim's).
 */
import type { LastAction } from '../../../games/guys/index.js';
import { seatName } from '../seats.js';
import { cardObject, runText, tableCardObject } from './cards.js';
import type { Ctx } from '../text.js';

/** A move as the board (or a third player) tells it; `reader` gets the second person when the move hit them. */
export function describe(a: LastAction, ctx: Ctx, reader: number | null = null): string {
  const { t } = ctx;
  const name = `**${seatName(ctx, a.seat)}**`;
  if ('target' in a && a.target === reader && a.seat !== reader) {
    const hit = hitText(a, ctx);
    if (hit) return hit;
  }
  switch (a.type) {
    case 'place':
      return a.card.card === 'gg' ? t('did.placeGg', { name, value: a.card.value }) : t('did.place', { name, card: tableCardObject(a.card, t) });
    case 'badguy': {
      const victim = seatName(ctx, a.target);
      if (a.card === null) return t('did.badguyNothing', { name, victim });
      if (a.to === 'hand') return t('did.badguyHand', { name, victim, card: tableCardObject(a.card, t) });
      if (a.card.card === 'gg') return t('did.badguyTableGg', { name, victim, from: a.card.value, value: a.value });
      return t('did.badguyTable', { name, victim, card: tableCardObject(a.card, t) });
    }
    case 'nssg': {
      const victim = seatName(ctx, a.target);
      if (a.pick === null) return t('did.nssgNothing', { name, victim });
      if (a.took != null && a.seat === reader) return t('did.nssgMine', { victim, card: cardObject(a.took, t), n: a.pick + 1 });
      return t('did.nssg', { name, victim, n: a.pick + 1 });
    }
    case 'jerk': {
      const victim = seatName(ctx, a.target);
      if (a.wiped.length === 0) return t('did.jerkNothing', { name, victim });
      return t('did.jerk', { name, victim, cards: runText(a.wiped, t) });
    }
    case 'discard':
      return t('did.discard', { name, card: cardObject(a.card, t) });
    case 'draw':
      return t(a.reshuffled ? 'did.drawReshuffled' : 'did.draw', { name });
    case 'take':
      return t('did.take', { name, card: cardObject(a.card, t) });
    case 'pass':
      return t('did.pass', { name });
    case 'forfeit':
      return t('did.forfeit', { name });
  }
}

/** A move that hit the reader, in the second person; null when it took nothing from them. */
export function hitText(a: LastAction, ctx: Ctx): string | null {
  const { t } = ctx;
  const name = `**${seatName(ctx, a.seat)}**`;
  switch (a.type) {
    case 'badguy':
      if (a.card === null) return null;
      return t(a.to === 'hand' ? 'hit.badguyHand' : 'hit.badguyTable', { name, card: tableCardObject(a.card, t) });
    case 'nssg':
      if (a.pick === null) return null;
      return a.took != null ? t('hit.nssg', { name, card: cardObject(a.took, t) }) : t('hit.nssgUnknown', { name });
    case 'jerk':
      return a.wiped.length === 0 ? null : t('hit.jerk', { name, cards: runText(a.wiped, t) });
    default:
      return null;
  }
}

/** The moves since `seat`'s own last one (all recent moves when they have not moved yet). */
export function sinceLastMove(recent: readonly LastAction[], seat: number): LastAction[] {
  let from = 0;
  recent.forEach((a, i) => {
    if (a.seat === seat) from = i + 1;
  });
  return recent.slice(from);
}

/** What hit `seat` since their own last move, newest last, in the second person. */
export function hitsSinceLastMove(recent: readonly LastAction[], seat: number, ctx: Ctx): string[] {
  return sinceLastMove(recent, seat).flatMap((a) => ('target' in a && a.target === seat && a.seat !== seat ? (hitText(a, ctx) ?? []) : []));
}
