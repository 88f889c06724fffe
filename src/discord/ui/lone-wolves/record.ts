/**
 * The move a player just made, in the second person, for the turn message
 * it ends: the wolf they led or played and where (and who took the trick),
 * the token a 3 revealed, the scar token they took. With the action the
 * record is exact; without it only a wolf still on the table can be named.
 */
import type { LoneWolvesAction, LoneWolvesView, PlayedCard, TokenKind } from '../../../games/lone-wolves/index.js';
import { seatName } from '../seats.js';
import { rendering, type Ctx } from '../text.js';
import type { MatchContext } from '../types.js';
import { cardText, territoryText, tokenText } from './cards.js';
import { winnerOf } from './situation.js';

/** The wolf `seat` played last: in the trick on the table, else in the last trick. */
function lastPlayed(view: LoneWolvesView, seat: number): { card: PlayedCard; led: boolean; done: boolean } | null {
  const inTrick = view.trick.cards.findIndex((p) => p.seat === seat);
  if (inTrick >= 0) return { card: view.trick.cards[inTrick] as PlayedCard, led: inTrick === 0, done: false };
  const last = view.lastTrick?.cards.findIndex((p) => p.seat === seat) ?? -1;
  return last >= 0 ? { card: view.lastTrick?.cards[last] as PlayedCard, led: last === 0, done: true } : null;
}

function played(view: LoneWolvesView, ctx: Ctx, seat: number): string {
  const { t } = ctx;
  const p = lastPlayed(view, seat);
  if (!p) return t('record.none');
  const values = { card: cardText(p.card.card), territory: territoryText(p.card.territory, t) };
  if (!p.done) return t(p.led ? 'record.led' : 'record.played', values);
  const winner = view.lastTrick?.winner;
  return winner === seat ? t('record.playedWon', values) : t('record.playedLost', { ...values, name: seatName(ctx, winner ?? 1 - seat) });
}

export function loneWolvesMoveRecord(view: LoneWolvesView, context: MatchContext, seat: number, action?: LoneWolvesAction): string {
  const ctx = rendering(context);
  const { t } = ctx;
  let move: string;
  switch (action?.type) {
    case 'reveal': {
      const k = lastPlayed(view, seat)?.card.territory ?? 0;
      const kind = view.territories[k]?.tokens[action.token] ?? null;
      move = t('record.reveal', { token: tokenText(kind, t), territory: territoryText(k, t) });
      break;
    }
    case 'scar': {
      // The token went to the end of the seat's slots there; it came from where their losing wolf lies.
      const kind = view.territories[action.slot]?.scars[seat as 0 | 1].at(-1) as TokenKind | undefined;
      const from = lastPlayed(view, seat)?.card.territory ?? action.slot;
      move = t('record.scar', { token: tokenText(kind ?? null, t), from: territoryText(from, t), to: territoryText(action.slot, t) });
      break;
    }
    case 'pass':
      move = t('record.pass');
      break;
    default:
      // A play: exact with the action, and without it only while the wolf is still on the table.
      move = action || view.trick.cards.some((p) => p.seat === seat) ? played(view, ctx, seat) : t('record.none');
  }
  return winnerOf(view, ctx) === seat ? t('record.won', { move }) : move;
}
