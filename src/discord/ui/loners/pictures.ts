/**
 * Loners in pictures: a night-blue table with the Street (the crew to beat,
 * who played it, whether it is volatile, its Security Guards and which way
 * strength runs), the Loner's Circle, and the players with their hand sizes
 * and round wins. A hand is its cards in order with their positions; on the
 * player's turn the table is drawn above it.
 */
import { ROUND_WINS_TO_WIN_MATCH } from '../../../games/loners/config.js';
import type { LonersCard, LonersView, Street } from '../../../games/loners/types.js';
import { fitText, wrapText } from '../../../images/fonts.js';
import { card, handCount, heading, pill, pointer, shield, slot, star } from '../../../images/kit.js';
import { Sketch, stack, type Scene } from '../../../images/scene.js';
import type { GamePictures, PictureContext } from '../../../images/types.js';

const BG = '#1b2340';
const PANEL = '#263159';
const PANEL_EDGE = '#34417a';
const TEXT = '#eef1ff';
const MUTED = '#9aa6d6';
const CARD = '#fbf7ee';
const CARD_EDGE = '#c9c2ae';
const GOLD = '#f2c94c';
const ORANGE = '#f2994a';
const BACK = '#3d4f9a';
/** One ink per number, so equal numbers are seen at a glance. */
const INKS = ['#c0392b', '#d35400', '#a67c00', '#1e8449', '#138d75', '#1f618d', '#7d3c98', '#2c3e50'];

const WIDTH = 800;
const PAD = 20;

function ink(n: number): string {
  return INKS[(n - 1) % INKS.length] ?? '#2c3e50';
}

function lonersCard(sk: Sketch, c: LonersCard, x: number, y: number, w: number, h: number, extra: { dim?: boolean; border?: string } = {}): void {
  if (c === 'guard') {
    card(sk, x, y, w, h, { fill: GOLD, border: extra.border ?? '#b8912b', ink: '#5a4300', big: '', dim: extra.dim });
    shield(sk, x + w / 2, y + h / 2, Math.min(w, h) * 0.55, { fill: '#5a4300', stroke: '#fff3c4', line: 2 });
    return;
  }
  const corner = w >= 50 ? String(c) : undefined;
  card(sk, x, y, w, h, { fill: CARD, border: extra.border ?? CARD_EDGE, ink: ink(c), big: String(c), ...(corner ? { corner } : {}), dim: extra.dim, line: extra.border ? 4 : 2 });
}

function over(view: LonersView, ctx: PictureContext): boolean {
  return view.winner !== null || ctx.status !== 'active';
}

function name(ctx: PictureContext, seat: number): string {
  return ctx.seats[seat]?.name ?? `#${seat + 1}`;
}

/** The public board: header, Street, Circle, players. */
function table(view: LonersView, ctx: PictureContext): Scene {
  const { t } = ctx;
  const sk = new Sketch(WIDTH, 0, BG);
  let y = PAD;
  const title = view.winner !== null ? t('pictures.matchOver') : t('pictures.round', { round: view.round });
  sk.text(title, PAD, y + 18, { size: 30, color: TEXT, bold: true });
  const variant = view.variant === 'layered' ? t('pictures.layered') : t('pictures.standard');
  pill(sk, variant, WIDTH - PAD, y + 18, { fill: PANEL, color: MUTED, size: 18, align: 'right', stroke: PANEL_EDGE, max: 330 });
  y += 50;
  if (view.winner !== null) {
    pill(sk, t('pictures.won', { name: name(ctx, view.winner) }), PAD, y + 18, { fill: GOLD, color: '#3a2c00', size: 22, bold: true, max: WIDTH - 2 * PAD });
    y += 48;
  } else if (view.lastRound) {
    pill(sk, t('pictures.roundWon', { round: view.lastRound.round, name: name(ctx, view.lastRound.winner) }), PAD, y + 16, { fill: PANEL, color: GOLD, size: 19, bold: true, max: WIDTH - 2 * PAD });
    y += 44;
  }
  y = streetAndCircle(sk, view, ctx, y);
  players(sk, view, ctx, y + 14);
  sk.height = y + 14 + 84 + PAD;
  return sk.scene();
}

/** The Street and the Circle side by side from `y`; returns the bottom. */
function streetAndCircle(sk: Sketch, view: LonersView, ctx: PictureContext, y: number): number {
  const streetW = 470;
  const circleX = PAD + streetW + 12;
  const circleW = WIDTH - PAD - circleX;
  const rowH = 206;
  sk.rect(PAD, y, streetW, rowH, { r: 14, fill: PANEL, stroke: PANEL_EDGE, line: 2 });
  sk.rect(circleX, y, circleW, rowH, { r: 14, fill: PANEL, stroke: PANEL_EDGE, line: 2 });
  street(sk, view.street, PAD, y, streetW, view, ctx);
  circle(sk, view, circleX, y, circleW, rowH, ctx);
  return y + rowH;
}

function street(sk: Sketch, s: Street | null, x: number, y: number, w: number, view: LonersView, ctx: PictureContext): void {
  const { t } = ctx;
  heading(sk, t('pictures.street'), x + 16, y + 22, MUTED, w - 32, 18);
  const cardH = 104;
  const top = y + 42;
  if (!s || s.cards.length === 0) {
    slot(sk, x + 16, top, 74, cardH);
    const lines = wrapText(t('pictures.emptyStreet'), w - 130, 20);
    lines.forEach((line, i) => sk.text(line, x + 108, top + cardH / 2 + (i - (lines.length - 1) / 2) * 26, { size: 20, color: MUTED }));
    return;
  }
  const n = s.cards.length;
  const cardW = Math.min(74, Math.floor((w - 32 - (n - 1) * 8) / n));
  s.cards.forEach((c, i) => lonersCard(sk, c, x + 16 + i * (cardW + 8), top, cardW, cardH));
  const by = top + cardH + 34;
  let bx = x + 16;
  bx += pill(sk, name(ctx, s.owner), bx, by, { fill: '#1b2340', color: TEXT, size: 18, bold: true, max: 170 }) + 8;
  if (over(view, ctx)) return;
  // Badges: volatile, the guards and which way to beat it.
  if (s.volatile) bx += pill(sk, `⚠ ${t('pictures.volatile')}`, bx, by, { fill: ORANGE, color: '#2b1600', size: 18, bold: true, max: 150 }) + 8;
  for (let g = 0; g < Math.min(s.guards, 4); g++) {
    shield(sk, bx + 12, by, 26, { fill: GOLD, stroke: '#5a4300', line: 1.5 });
    bx += 26;
  }
  if (s.guards > 0) bx += 6;
  const reversed = s.guards % 2 === 1;
  pill(sk, reversed ? '▼' : '▲', bx, by, { fill: reversed ? '#8e3b6d' : '#2d7a56', color: TEXT, size: 18, bold: true });
}

function circle(sk: Sketch, view: LonersView, x: number, y: number, w: number, h: number, ctx: PictureContext): void {
  const { t } = ctx;
  heading(sk, t('pictures.circle'), x + 16, y + 22, MUTED, w - 32, 18);
  const loners = view.circle;
  if (loners.length === 0) {
    sk.text(t('pictures.noLoners'), x + 16, y + 80, { size: 18, color: MUTED, max: w - 32 });
    return;
  }
  const perRow = Math.min(5, loners.length);
  const rows = Math.ceil(loners.length / perRow);
  const gap = 8;
  const cardW = Math.min(48, Math.floor((w - 32 - (perRow - 1) * gap) / perRow));
  const cardH = Math.min(Math.round(cardW * 1.38), Math.floor((h - 56 - (rows - 1) * gap) / rows));
  const layered = view.variant === 'layered';
  loners.forEach((c, i) => {
    const cx = x + 16 + (i % perRow) * (cardW + gap);
    const cy = y + 42 + Math.floor(i / perRow) * (cardH + gap);
    const available = !layered || i === loners.length - 1;
    lonersCard(sk, c, cx, cy, cardW, cardH, { dim: !available && !over(view, ctx), ...(layered && available ? { border: GOLD } : {}) });
  });
}

function players(sk: Sketch, view: LonersView, ctx: PictureContext, y: number): void {
  const n = view.players;
  const gap = 12;
  const w = (WIDTH - 2 * PAD - (n - 1) * gap) / n;
  for (let seat = 0; seat < n; seat++) {
    const x = PAD + seat * (w + gap);
    const gone = view.active[seat] === false || ctx.seats[seat]?.gone === true;
    const toAct = view.toAct === seat && !over(view, ctx);
    sk.rect(x, y, w, 84, { r: 12, fill: toAct ? '#34427e' : PANEL, stroke: toAct ? GOLD : PANEL_EDGE, line: toAct ? 4 : 2 });
    let nx = x + 14;
    if (toAct) {
      pointer(sk, nx, y + 24, 18, GOLD);
      nx += 22;
    }
    const label = ctx.seat === seat ? ctx.t('pictureKit:you', { name: name(ctx, seat) }) : name(ctx, seat);
    sk.text(fitText(label, x + w - 12 - nx, 21, true), nx, y + 24, { size: 21, color: gone ? MUTED : TEXT, bold: true });
    if (gone) sk.text(fitText(ctx.t('pictureKit:left'), w - 28, 18), x + 14, y + 60, { size: 18, color: MUTED });
    else handCount(sk, x + 14, y + 60, view.handSizes[seat] ?? 0, BACK);
    const wins = view.roundWins[seat] ?? 0;
    for (let i = 0; i < ROUND_WINS_TO_WIN_MATCH; i++) {
      star(sk, x + w - 24 - i * 30, y + 58, 12, i < wins ? { fill: GOLD } : { stroke: MUTED, line: 2 });
    }
  }
}

/** The player's cards in order, numbered as the hand's buttons and menus number them. */
function handStrip(view: LonersView, ctx: PictureContext): Scene {
  const { t } = ctx;
  const hand = view.hand ?? [];
  const perRow = 12;
  const gap = 6;
  const cardW = Math.floor((WIDTH - 2 * PAD - (perRow - 1) * gap) / perRow);
  const cardH = Math.round(cardW * 1.38);
  const rows = Math.max(1, Math.ceil(hand.length / perRow));
  const top = PAD + 38;
  const sk = new Sketch(WIDTH, top + rows * (cardH + 28) + 8, BG);
  sk.text(t('pictureKit:yourHand', { count: hand.length }), PAD, PAD + 12, { size: 22, color: TEXT, bold: true });
  if (hand.length === 0) sk.text(t('pictureKit:noCards'), PAD, top + 30, { size: 20, color: MUTED });
  hand.forEach((c, i) => {
    const x = PAD + (i % perRow) * (cardW + gap);
    const y = top + Math.floor(i / perRow) * (cardH + 28);
    lonersCard(sk, c, x, y, cardW, cardH);
    sk.text(String(i + 1), x + cardW / 2, y + cardH + 14, { size: 16, color: MUTED, align: 'center' });
  });
  return sk.scene();
}

/** On the player's turn: what they play against (Street and Circle) above their cards. */
function turnStrip(view: LonersView, ctx: PictureContext): Scene {
  const sk = new Sketch(WIDTH, 0, BG);
  sk.height = streetAndCircle(sk, view, ctx, PAD);
  return sk.scene();
}

export const lonersPictures: GamePictures<LonersView> = {
  board: (view, ctx) => table(view, ctx),
  hand(view, ctx) {
    const myTurn = ctx.seat !== null && view.toAct === ctx.seat && !over(view, ctx);
    return myTurn ? stack([turnStrip(view, ctx), handStrip(view, ctx)], BG) : handStrip(view, ctx);
  },
};
