/**
 * Facts the renderers read off a view that the view does not spell out:
 * which territory a 3 reveals in, where the trick's loser takes a token
 * from, the led colour, who won. Only the view is used, never hidden state.
 */
import { scoreBoard, type LoneWolvesView, type PlayedCard } from '../../../games/lone-wolves/index.js';
import { gameWinner } from '../../../games/lone-wolves/rules.js';
import type { Ctx } from '../text.js';

/** The game is decided or stopped: no hints for play any more. */
export function isOver(view: LoneWolvesView, ctx: Pick<Ctx, 'status'>): boolean {
  return view.phase === 'over' || ctx.status !== 'active';
}

/** During 'reveal': the territory of the 3 just played (the last card of the trick). */
export function revealTerritory(view: LoneWolvesView): number | null {
  return view.phase === 'reveal' ? (view.trick.cards.at(-1)?.territory ?? null) : null;
}

/** The card of the last trick that lost it. */
export function losingCard(view: LoneWolvesView): PlayedCard | null {
  const last = view.lastTrick;
  return last ? (last.cards.find((c) => c.seat !== last.winner) ?? null) : null;
}

/** During 'scar': the territory where the loser's wolf lies, whose middle the token comes from. */
export function scarTerritory(view: LoneWolvesView): number | null {
  return view.phase === 'scar' ? (losingCard(view)?.territory ?? null) : null;
}

/** During 'follow': the colour led. */
export function ledColour(view: LoneWolvesView): number | null {
  return view.phase === 'follow' ? (view.trick.cards[0]?.card.colour ?? null) : null;
}

/** The trick being played (1-based); during the scar step, the trick just decided. */
export function trickNumber(view: LoneWolvesView): number {
  return view.phase === 'scar' || view.phase === 'over' ? Math.max(1, view.tricks) : view.tricks + 1;
}

/**
 * The winner of a finished game: the other seat when one forfeited, else
 * most points, then most territories, then the last trick. null while it runs.
 */
export function winnerOf(view: LoneWolvesView, ctx: Pick<Ctx, 'seats'>): number | null {
  if (view.phase !== 'over') return null;
  const left = ctx.seats.find((s) => s.forfeited);
  if (left) return 1 - left.seat;
  return gameWinner(scoreBoard(view.territories), view.lastTrick?.winner ?? 0);
}
