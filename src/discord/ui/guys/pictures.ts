/**
 * Good Guy, Bad Guy, Not So Smart Guy in pictures: a warm table with every
 * player's table deck as the run it forms (a Good Guy shows the value it was
 * declared as), five places each, an empty place that one card would fill
 * showing the values that fit; who holds how many cards; the draw pile and
 * the top of the discard pile. A hand is its cards, numbered; on the
 * player's turn the piles and every table come with it.
 */
import { TABLE_LIMIT, fittingValues, type GuysCard, type GuysView, type TableCard } from '../../../games/guys/index.js';
import { fitText } from '../../../images/fonts.js';
import { card, cardBack, handCount, pill, pointer, slot, star } from '../../../images/kit.js';
import { Sketch, stack, type Scene } from '../../../images/scene.js';
import type { GamePictures, PictureContext } from '../../../images/types.js';

const BG = '#2a1f17';
const PANEL = '#3a2b20';
const EDGE = '#5a4330';
const TEXT = '#fbeee0';
const MUTED = '#c8aa8c';
const GOLD = '#f2c94c';
const CARD = '#fff9f0';
const NUMBER_INK = '#2c3e50';
const BACK = '#a0522d';
/** The Guys: fill, ink and big mark (the abbreviations are the same in every language). */
const GUYS: Record<'gg' | 'bg' | 'nssg' | 'jerk', { fill: string; ink: string; mark: string }> = {
  gg: { fill: '#fff3c4', ink: '#8a6100', mark: 'GG' },
  bg: { fill: '#5c1f1f', ink: '#ffd9d0', mark: 'BG' },
  nssg: { fill: '#4a2f6b', ink: '#eadcff', mark: 'NSSG' },
  jerk: { fill: '#3c3c3c', ink: '#f0f0f0', mark: 'JERK' },
};

const WIDTH = 800;
const PAD = 20;
const COLUMN_GAP = 12;
const CELL_H = 112;

function name(ctx: PictureContext, seat: number): string {
  return ctx.seats[seat]?.name ?? `#${seat + 1}`;
}

function over(view: GuysView, ctx: PictureContext): boolean {
  return view.result !== null || ctx.status !== 'active';
}

function guysCard(sk: Sketch, c: GuysCard, x: number, y: number, w: number, h: number, t: PictureContext['t']): void {
  if (typeof c === 'number') {
    card(sk, x, y, w, h, { fill: CARD, border: '#c9b9a3', ink: NUMBER_INK, big: String(c), ...(w >= 50 ? { corner: String(c) } : {}) });
    return;
  }
  const g = GUYS[c];
  const caption = t(`pictures.card.${c}`);
  const named = w >= 60 && caption.toUpperCase() !== g.mark;
  card(sk, x, y, w, h, { fill: g.fill, border: GOLD, ink: g.ink, big: g.mark, bigSize: Math.round(w / (g.mark.length > 2 ? 3.6 : 2.4)), ...(named ? { caption, captionInk: g.ink } : {}) });
}

/** A card on a table deck: a number, or a Good Guy showing its declared value. */
function tableCard(sk: Sketch, c: TableCard, x: number, y: number, w: number, h: number): void {
  if (c.card === 'gg') {
    card(sk, x, y, w, h, { fill: GUYS.gg.fill, border: GOLD, line: 3, ink: GUYS.gg.ink, big: String(c.value), caption: GUYS.gg.mark, captionInk: GUYS.gg.ink });
    return;
  }
  card(sk, x, y, w, h, { fill: CARD, border: '#c9b9a3', ink: NUMBER_INK, big: String(c.value) });
}

/** The header: the round and the piles. */
function header(view: GuysView, ctx: PictureContext): Scene {
  const { t } = ctx;
  const sk = new Sketch(WIDTH, PAD + 62, BG);
  const title = view.result ? t('pictures.gameOver') : t('pictures.round', { round: view.round, max: view.maxRounds });
  sk.text(fitText(title, 360, 30, true), PAD, PAD + 26, { size: 30, color: TEXT, bold: true });
  piles(sk, view, ctx, WIDTH - PAD, PAD + 26);
  return sk.scene();
}

/** The draw pile and the discard pile, right-aligned at `right`, centred on `cy`. */
function piles(sk: Sketch, view: GuysView, ctx: PictureContext, right: number, cy: number): void {
  const w = 36;
  const h = 50;
  let x = right - 150;
  if (view.discardTop !== null) guysCard(sk, view.discardTop, x, cy - h / 2, w, h, ctx.t);
  else slot(sk, x, cy - h / 2, w, h);
  sk.text(String(view.discardSize), x + w + 8, cy, { size: 20, color: MUTED, bold: true });
  x = right - 70;
  if (view.drawSize > 0) cardBack(sk, x, cy - h / 2, w, h, BACK);
  else slot(sk, x, cy - h / 2, w, h);
  sk.text(String(view.drawSize), x + w + 8, cy, { size: 20, color: TEXT, bold: true });
}

/** Every seat's table deck, two to a row. */
function tables(view: GuysView, ctx: PictureContext, withResult: boolean): Scene {
  const { t } = ctx;
  const rows = Math.ceil(view.players / 2);
  const banner = withResult && view.result ? 50 : 0;
  const sk = new Sketch(WIDTH, banner + rows * (CELL_H + 10) + PAD - 10, BG);
  if (banner) {
    const names = view.result?.winners.map((s) => name(ctx, s)).join(', ') ?? '';
    pill(sk, t('pictures.won', { names, count: view.result?.winners.length ?? 0 }), PAD, 22, { fill: GOLD, color: '#3a2c00', size: 22, bold: true, max: WIDTH - 2 * PAD });
  }
  const cellW = (WIDTH - 2 * PAD - COLUMN_GAP) / 2;
  for (let seat = 0; seat < view.players; seat++) {
    const x = PAD + (seat % 2) * (cellW + COLUMN_GAP);
    const y = banner + Math.floor(seat / 2) * (CELL_H + 10);
    cell(sk, view, ctx, seat, x, y, cellW);
  }
  return sk.scene();
}

function cell(sk: Sketch, view: GuysView, ctx: PictureContext, seat: number, x: number, y: number, w: number): void {
  const gone = view.active[seat] === false || ctx.seats[seat]?.gone === true;
  const toAct = view.toAct === seat && !over(view, ctx);
  const winner = view.result?.winners.includes(seat) ?? false;
  sk.rect(x, y, w, CELL_H, { r: 12, fill: toAct ? '#4a3626' : PANEL, stroke: toAct || winner ? GOLD : EDGE, line: toAct || winner ? 4 : 2 });
  let nx = x + 12;
  if (toAct) {
    pointer(sk, nx, y + 20, 16, GOLD);
    nx += 20;
  }
  if (winner) {
    star(sk, nx + 9, y + 20, 10, { fill: GOLD });
    nx += 24;
  }
  const label = ctx.seat === seat ? ctx.t('pictureKit:you', { name: name(ctx, seat) }) : name(ctx, seat);
  sk.text(fitText(label, x + w - 90 - nx, 20, true), nx, y + 20, { size: 20, color: gone ? MUTED : TEXT, bold: true });
  if (gone) {
    sk.text(fitText(ctx.t('pictureKit:left'), w - 24, 18), x + 12, y + 70, { size: 18, color: MUTED });
    return;
  }
  handCount(sk, x + w - 78, y + 22, view.handSizes[seat] ?? 0, BACK);
  const run = [...(view.tables[seat] ?? [])].sort((a, b) => a.value - b.value);
  const cw = 48;
  const ch = 66;
  const top = y + 38;
  // One card short of five: the free place shows the values that would complete the run.
  const wanted = run.length === TABLE_LIMIT - 1 && !over(view, ctx) ? fittingValues(view.tables[seat] ?? []) : [];
  for (let i = 0; i < TABLE_LIMIT; i++) {
    const cx = x + 12 + i * (cw + 8);
    const c = run[i];
    if (c) tableCard(sk, c, cx, top, cw, ch);
    else if (i === run.length && wanted.length > 0) {
      slot(sk, cx, top, cw, ch, GOLD);
      sk.text(wanted.join('/'), cx + cw / 2, top + ch / 2, { size: 16, color: GOLD, bold: true, align: 'center', max: cw - 6 });
    } else slot(sk, cx, top, cw, ch, '#fbeee04c');
  }
}

/** The player's cards, numbered (and, off turn, their own table deck beside them). */
function handStrip(view: GuysView, ctx: PictureContext, withPiles: boolean): Scene {
  const { t } = ctx;
  const hand = view.hand ?? [];
  const cw = 80;
  const ch = 112;
  const top = PAD + 34;
  const sk = new Sketch(WIDTH, top + ch + 34, BG);
  sk.text(t('pictureKit:yourHand', { count: hand.length }), PAD, PAD + 12, { size: 22, color: TEXT, bold: true });
  if (hand.length === 0) sk.text(t('pictureKit:noCards'), PAD, top + 40, { size: 20, color: MUTED });
  hand.forEach((c, i) => {
    const x = PAD + i * (cw + 10);
    guysCard(sk, c, x, top, cw, ch, t);
    sk.text(String(i + 1), x + cw / 2, top + ch + 16, { size: 16, color: MUTED, align: 'center' });
  });
  const right = PAD + Math.max(5, hand.length) * (cw + 10) + 10;
  if (withPiles) {
    piles(sk, view, ctx, WIDTH - PAD, top + ch / 2);
    return sk.scene();
  }
  // Off turn: the player's own table deck.
  const seat = ctx.seat ?? -1;
  const run = [...(view.tables[seat] ?? [])].sort((a, b) => a.value - b.value);
  sk.text(fitText(t('pictures.yourTable'), WIDTH - PAD - right, 18, true), right, PAD + 12, { size: 18, color: MUTED, bold: true });
  const tw = Math.min(52, Math.floor((WIDTH - PAD - right - 4 * 6) / TABLE_LIMIT));
  for (let i = 0; i < TABLE_LIMIT; i++) {
    const x = right + i * (tw + 6);
    const c = run[i];
    if (c) tableCard(sk, c, x, top + 20, tw, Math.round(tw * 1.38));
    else slot(sk, x, top + 20, tw, Math.round(tw * 1.38), '#fbeee04c');
  }
  return sk.scene();
}

export const guysPictures: GamePictures<GuysView> = {
  board: (view, ctx) => stack([header(view, ctx), tables(view, ctx, true)], BG),
  hand(view, ctx) {
    const myTurn = ctx.seat !== null && view.toAct === ctx.seat && !over(view, ctx);
    return myTurn ? stack([handStrip(view, ctx, true), tables(view, ctx, false)], BG) : handStrip(view, ctx, false);
  },
};
