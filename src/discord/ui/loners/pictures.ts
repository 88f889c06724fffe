/**
 * Loners in pictures: a night-blue table with the Street and the Loner's
 * Circle (picture-street.ts), and the players with their hand sizes and
 * round wins (stars). A hand is its cards in order with their positions; on
 * the player's turn the Street and the Circle are drawn above it.
 */
import { ROUND_WINS_TO_WIN_MATCH } from '../../../games/loners/config.js';
import type { LonersView } from '../../../games/loners/types.js';
import { fitText } from '../../../images/fonts.js';
import { MIN_TEXT, handCount, pill, pointer, star } from '../../../images/kit.js';
import { Sketch, stack, type Scene } from '../../../images/scene.js';
import type { GamePictures, PictureContext } from '../../../images/types.js';
import { BG, GOLD, MEANING, MUTED, PAD, PANEL, PANEL_EDGE, TEXT, WIDTH, circle, lonersCard, name, over, street } from './picture-street.js';

const BACK = '#3d4f9a';
const TITLE = 34;
const PLAYER_H = 96;

/** The title line: the round (or the match's end) and the rules played. */
function header(sk: Sketch, view: LonersView, ctx: PictureContext, y: number): number {
  const { t } = ctx;
  const title = view.winner !== null ? t('pictures.matchOver') : t('pictures.round', { round: view.round });
  sk.text(title, PAD, y + 20, { size: TITLE, color: TEXT, bold: true });
  const variant = view.variant === 'layered' ? t('pictures.layered') : t('pictures.standard');
  pill(sk, variant, WIDTH - PAD, y + 20, { fill: PANEL, color: MUTED, align: 'right', stroke: PANEL_EDGE, max: 400 });
  y += 56;
  if (view.winner !== null) {
    pill(sk, t('pictures.won', { name: name(ctx, view.winner) }), PAD, y + 20, { fill: GOLD, color: '#3a2c00', size: 26, bold: true, max: WIDTH - 2 * PAD });
    y += 56;
  } else if (view.lastRound) {
    pill(sk, t('pictures.roundWon', { round: view.lastRound.round, name: name(ctx, view.lastRound.winner) }), PAD, y + 20, { fill: PANEL, color: GOLD, bold: true, max: WIDTH - 2 * PAD });
    y += 52;
  }
  return y;
}

/** The public board: header, Street, Circle, players. */
function table(view: LonersView, ctx: PictureContext): Scene {
  const sk = new Sketch(WIDTH, 0, BG);
  let y = header(sk, view, ctx, PAD);
  y = street(sk, view, ctx, y) + 14;
  y = circle(sk, view, ctx, y) + 14;
  sk.height = players(sk, view, ctx, y) + PAD;
  return sk.scene();
}

/** One panel per player (three to a row; four players sit two by two), from `y`; returns the bottom. */
function players(sk: Sketch, view: LonersView, ctx: PictureContext, y: number): number {
  const n = view.players;
  const perRow = n === 4 ? 2 : Math.min(n, 3);
  const gap = 12;
  const w = (WIDTH - 2 * PAD - (perRow - 1) * gap) / perRow;
  for (let seat = 0; seat < n; seat++) {
    const x = PAD + (seat % perRow) * (w + gap);
    const top = y + Math.floor(seat / perRow) * (PLAYER_H + gap);
    const gone = view.active[seat] === false || ctx.seats[seat]?.gone === true;
    const toAct = view.toAct === seat && !over(view, ctx);
    sk.rect(x, top, w, PLAYER_H, { r: 12, fill: toAct ? '#34427e' : PANEL, stroke: toAct ? GOLD : PANEL_EDGE, line: toAct ? 4 : 2 });
    let nx = x + 14;
    if (toAct) {
      pointer(sk, nx, top + 26, 20, GOLD);
      nx += 26;
    }
    const label = ctx.seat === seat ? ctx.t('pictureKit:you', { name: name(ctx, seat) }) : name(ctx, seat);
    sk.text(fitText(label, x + w - 14 - nx, MIN_TEXT, true), nx, top + 26, { size: MIN_TEXT, color: gone ? MUTED : TEXT, bold: true });
    const wins = view.roundWins[seat] ?? 0;
    for (let i = 0; i < ROUND_WINS_TO_WIN_MATCH; i++) {
      star(sk, x + w - 24 - i * 32, top + 66, 13, i < wins ? { fill: GOLD } : { stroke: MUTED, line: 2 });
    }
    const starsW = ROUND_WINS_TO_WIN_MATCH * 32 + 12;
    if (gone) sk.text(fitText(ctx.t('pictureKit:left'), w - 28 - starsW, MIN_TEXT), x + 14, top + 66, { size: MIN_TEXT, color: MUTED });
    else handCount(sk, x + 14, top + 66, view.handSizes[seat] ?? 0, BACK);
  }
  return y + Math.ceil(n / perRow) * (PLAYER_H + gap) - gap;
}

/** The player's cards in order, numbered as the hand's buttons and menus number them, ten to a row. */
function handStrip(view: LonersView, ctx: PictureContext): Scene {
  const hand = view.hand ?? [];
  const perRow = 10;
  const gap = 8;
  const cardW = Math.floor((WIDTH - 2 * PAD - (perRow - 1) * gap) / perRow);
  const cardH = Math.round(cardW * 1.35);
  const rowH = cardH + 40;
  const rows = Math.max(1, Math.ceil(hand.length / perRow));
  const top = PAD + 44;
  const sk = new Sketch(WIDTH, top + rows * rowH + 4, BG);
  sk.text(ctx.t('pictureKit:yourHand', { count: hand.length }), PAD, PAD + 14, { size: 26, color: TEXT, bold: true });
  if (hand.length === 0) sk.text(ctx.t('pictureKit:noCards'), PAD, top + 30, { size: MIN_TEXT, color: MUTED });
  hand.forEach((c, i) => {
    const x = PAD + (i % perRow) * (cardW + gap);
    const y = top + Math.floor(i / perRow) * rowH;
    lonersCard(sk, c, x, y, cardW, cardH);
    sk.text(String(i + 1), x + cardW / 2, y + cardH + 20, { size: MIN_TEXT, color: MUTED, align: 'center' });
  });
  return sk.scene();
}

/** On the player's turn: what they play against (Street and Circle) above their cards. */
function turnStrip(view: LonersView, ctx: PictureContext): Scene {
  const sk = new Sketch(WIDTH, 0, BG);
  const y = street(sk, view, ctx, PAD) + 14;
  sk.height = circle(sk, view, ctx, y);
  return sk.scene();
}

export const lonersPictures: GamePictures<LonersView> = {
  palette: { ...MEANING },
  board: (view, ctx) => table(view, ctx),
  hand(view, ctx) {
    const myTurn = ctx.seat !== null && view.toAct === ctx.seat && !over(view, ctx);
    return myTurn ? stack([turnStrip(view, ctx), handStrip(view, ctx)], BG) : handStrip(view, ctx);
  },
};
