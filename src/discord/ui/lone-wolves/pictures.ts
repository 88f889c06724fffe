/**
 * Lone Wolves in pictures: the trick count, trump and the score as it
 * stands (the final one at the end), the wolves in each hand, and the five
 * territories (picture-territories.ts). A hand is its wolves by colour; on
 * the player's turn the score and the territories come with it, the
 * player's lines nearest the middle's bottom.
 */
import { scoreBoard, type LoneWolvesView } from '../../../games/lone-wolves/index.js';
import { TRICKS } from '../../../games/lone-wolves/config.js';
import { fitText } from '../../../images/fonts.js';
import { MIN_TEXT } from '../../../images/kit.js';
import { Sketch, stack, type Scene } from '../../../images/scene.js';
import type { GamePictures, PictureContext } from '../../../images/types.js';
import { BG, MEANING, MUTED, PAD, TEXT, WIDTH, name, over, territories, trumpMark, wolfCard } from './picture-territories.js';

const SEATS = [0, 1] as const;

/** "Score if it ended now: Ann 14 · Ben 9" (the final score once over), and the wolves each still holds. */
function scoreLines(sk: Sketch, view: LoneWolvesView, ctx: PictureContext, y: number): number {
  const { t } = ctx;
  const s = scoreBoard(view.territories);
  const points = SEATS.map((seat) => t('pictures.points', { name: name(ctx, seat), points: s.points[seat] })).join(' · ');
  sk.text(fitText(t(view.phase === 'over' ? 'pictures.finalScore' : 'pictures.score', { points }), WIDTH - 2 * PAD, MIN_TEXT, true), PAD, y + 16, { size: MIN_TEXT, color: TEXT, bold: true });
  if (view.phase === 'over') return y + 36;
  const held = SEATS.map((seat) => t('pictures.points', { name: name(ctx, seat), points: view.handSizes[seat] ?? 0 })).join(' · ');
  sk.text(fitText(t('pictures.inHand', { held }), WIDTH - 2 * PAD, MIN_TEXT), PAD, y + 52, { size: MIN_TEXT, color: MUTED });
  return y + 72;
}

/** The trick count, trump, the score. */
function header(view: LoneWolvesView, ctx: PictureContext): Scene {
  const { t } = ctx;
  const sk = new Sketch(WIDTH, 0, BG);
  const title = view.phase === 'over' ? t('pictures.gameOver') : t('pictures.trick', { n: Math.min(view.tricks + 1, TRICKS), total: TRICKS });
  sk.text(fitText(title, 420, 34, true), PAD, PAD + 20, { size: 34, color: TEXT, bold: true });
  trumpMark(sk, view, ctx, WIDTH - PAD, PAD + 20);
  sk.height = scoreLines(sk, view, ctx, PAD + 48) + 8;
  return sk.scene();
}

/** The player's wolves grouped by colour, values rising (as the text hand lists them). */
function handStrip(view: LoneWolvesView, ctx: PictureContext, withTrump: boolean): Scene {
  const hand = [...(view.hand ?? [])].sort((a, b) => a.colour - b.colour || a.value - b.value);
  const w = 50;
  const h = 72;
  const top = PAD + 40;
  const sk = new Sketch(WIDTH, top + (hand.length ? h : 30) + 16, BG);
  sk.text(ctx.t('pictures.yourWolves', { count: hand.length }), PAD, PAD + 14, { size: 26, color: TEXT, bold: true });
  if (withTrump) trumpMark(sk, view, ctx, WIDTH - PAD, PAD + 14);
  if (hand.length === 0) sk.text(ctx.t('pictureKit:noCards'), PAD, top + 14, { size: MIN_TEXT, color: MUTED });
  let x = PAD;
  hand.forEach((c, i) => {
    if (i > 0 && c.colour !== hand[i - 1]?.colour) x += 10;
    wolfCard(sk, c, x, top, w, h);
    x += w + 5;
  });
  return sk.scene();
}

export const loneWolvesPictures: GamePictures<LoneWolvesView> = {
  // Territory k's colour, for each k.
  palette: Object.fromEntries(MEANING.map((c, k) => [`territory${k + 1}`, c])),
  board: (view, ctx) => stack([header(view, ctx), territories(view, ctx, 0)], BG),
  hand(view, ctx) {
    const me = ctx.seat === 1 ? 1 : 0;
    const myTurn = ctx.seat !== null && view.toAct === ctx.seat && !over(view, ctx);
    if (!myTurn) return handStrip(view, ctx, false);
    const score = new Sketch(WIDTH, 0, BG);
    score.height = scoreLines(score, view, ctx, 0) + 8;
    return stack([handStrip(view, ctx, true), score.scene(), territories(view, ctx, me)], BG);
  },
};
