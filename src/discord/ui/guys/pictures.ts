/**
 * Good Guy, Bad Guy, Not So Smart Guy in pictures: a warm table with every
 * player's table deck as the run it forms (a Good Guy shows the value it was
 * declared as), five places each, and under a deck one card short of five
 * the values that would complete it; who holds how many cards; the draw
 * pile and the top of the discard pile. A hand is its cards, numbered; on
 * the player's turn the piles and every table come with it.
 */
import { TABLE_LIMIT, fittingValues, type GuysCard, type GuysView, type TableCard } from '../../../games/guys/index.js';
import { fitText, wrapText } from '../../../images/fonts.js';
import { MIN_TEXT, card, cardBack, handCount, heading, pill, pointer, slot, star } from '../../../images/kit.js';
import { Sketch, stack, type Scene } from '../../../images/scene.js';
import type { GamePictures, PictureContext } from '../../../images/types.js';

const BG = '#2a1f17';
const PANEL = '#3a2b20';
const EDGE = '#5a4330';
const TEXT = '#fbeee0';
const MUTED = '#d4b898';
const GOLD = '#f2c94c';
const CARD = '#fff9f0';
const NUMBER_INK = '#2c3e50';
const BACK = '#a0522d';

/** The Guys' colours carry meaning, each with its mark and name as well: Good, Bad, Not So Smart, Jerk. */
export const MEANING = { gg: '#fff3c4', bg: '#a33a2f', nssg: '#4a2f6b', jerk: '#333333' } as const;
/** Ink and big mark of each Guy (the marks are the same in every language; the names under them are not). */
const GUYS: Record<'gg' | 'bg' | 'nssg' | 'jerk', { ink: string; mark: string }> = {
  gg: { ink: '#8a6100', mark: 'GG' },
  bg: { ink: '#ffe3dc', mark: 'BG' },
  nssg: { ink: '#eadcff', mark: 'NSSG' },
  jerk: { ink: '#f0f0f0', mark: 'JERK' },
};
/** Explicit keys (not built from the card) so the locale tests see every one is used. */
const NAMES: Record<keyof typeof GUYS, string> = { gg: 'pictures.card.gg', bg: 'pictures.card.bg', nssg: 'pictures.card.nssg', jerk: 'pictures.card.jerk' };

const WIDTH = 800;
const PAD = 20;
const COLUMN_GAP = 12;
const CELL_H = 190;
const TABLE_W = 60;
const TABLE_H = 84;

function name(ctx: PictureContext, seat: number): string {
  return ctx.seats[seat]?.name ?? `#${seat + 1}`;
}

function over(view: GuysView, ctx: PictureContext): boolean {
  return view.result !== null || ctx.status !== 'active';
}

/** A card of a hand or the discard pile: a number, or a Guy with its mark and, when there is room, its name. */
function guysCard(sk: Sketch, c: GuysCard, x: number, y: number, w: number, h: number, t: PictureContext['t']): void {
  if (typeof c === 'number') {
    card(sk, x, y, w, h, { fill: CARD, border: '#c9b9a3', ink: NUMBER_INK, big: String(c), bigSize: Math.max(MIN_TEXT, Math.round(w * 0.55)) });
    return;
  }
  const g = GUYS[c];
  if (w < 100) {
    card(sk, x, y, w, h, { fill: MEANING[c], border: GOLD, ink: g.ink, big: g.mark, bigSize: MIN_TEXT });
    return;
  }
  card(sk, x, y, w, h, { fill: MEANING[c], border: GOLD, ink: g.ink, big: '' });
  sk.text(g.mark, x + w / 2, y + 36, { size: 34, color: g.ink, bold: true, align: 'center', max: w - 12 });
  const lines = wrapText(t(NAMES[c]), w - 14, MIN_TEXT, true, 3);
  lines.forEach((line, i) => sk.text(line, x + w / 2, y + h / 2 + 16 + (i - (lines.length - 1) / 2) * 30, { size: MIN_TEXT, color: g.ink, bold: true, align: 'center' }));
}

/** A card on a table deck: a number, or a Good Guy showing its declared value over "GG". */
function tableCard(sk: Sketch, c: TableCard, x: number, y: number, w: number, h: number): void {
  if (c.card === 'gg') {
    card(sk, x, y, w, h, { fill: MEANING.gg, border: GOLD, line: 3, ink: GUYS.gg.ink, big: String(c.value), bigSize: 30, caption: GUYS.gg.mark, captionInk: GUYS.gg.ink });
    return;
  }
  card(sk, x, y, w, h, { fill: CARD, border: '#c9b9a3', ink: NUMBER_INK, big: String(c.value), bigSize: 36 });
}

/** The header: the round and the piles. */
function header(view: GuysView, ctx: PictureContext): Scene {
  const { t } = ctx;
  const sk = new Sketch(WIDTH, PAD + 72, BG);
  const title = view.result ? t('pictures.gameOver') : t('pictures.round', { round: view.round, max: view.maxRounds });
  sk.text(fitText(title, 440, 34, true), PAD, PAD + 32, { size: 34, color: TEXT, bold: true });
  piles(sk, view, ctx, WIDTH - PAD, PAD + 32);
  return sk.scene();
}

/** The discard pile (its top card) and the draw pile, with their counts, right-aligned at `right`, centred on `cy`. */
function piles(sk: Sketch, view: GuysView, ctx: PictureContext, right: number, cy: number): void {
  const w = 46;
  const h = 64;
  let x = right - 230;
  if (view.discardTop !== null) guysCard(sk, view.discardTop, x, cy - h / 2, w, h, ctx.t);
  else slot(sk, x, cy - h / 2, w, h);
  sk.text(String(view.discardSize), x + w + 10, cy, { size: 26, color: MUTED, bold: true });
  x = right - 100;
  if (view.drawSize > 0) cardBack(sk, x, cy - h / 2, w, h, BACK);
  else slot(sk, x, cy - h / 2, w, h);
  sk.text(String(view.drawSize), x + w + 10, cy, { size: 26, color: TEXT, bold: true });
}

/** Every seat's table deck, two to a row. */
function tables(view: GuysView, ctx: PictureContext, withResult: boolean): Scene {
  const { t } = ctx;
  const rows = Math.ceil(view.players / 2);
  const banner = withResult && view.result ? 58 : 0;
  const sk = new Sketch(WIDTH, banner + rows * (CELL_H + 12) + PAD - 12, BG);
  if (banner) {
    const names = view.result?.winners.map((s) => name(ctx, s)).join(', ') ?? '';
    pill(sk, t('pictures.won', { names, count: view.result?.winners.length ?? 0 }), PAD, 24, { fill: GOLD, color: '#3a2c00', size: 26, bold: true, max: WIDTH - 2 * PAD });
  }
  const cellW = (WIDTH - 2 * PAD - COLUMN_GAP) / 2;
  for (let seat = 0; seat < view.players; seat++) {
    const x = PAD + (seat % 2) * (cellW + COLUMN_GAP);
    const y = banner + Math.floor(seat / 2) * (CELL_H + 12);
    cell(sk, view, ctx, seat, x, y, cellW);
  }
  return sk.scene();
}

function cell(sk: Sketch, view: GuysView, ctx: PictureContext, seat: number, x: number, y: number, w: number): void {
  const gone = view.active[seat] === false || ctx.seats[seat]?.gone === true;
  const toAct = view.toAct === seat && !over(view, ctx);
  const winner = view.result?.winners.includes(seat) ?? false;
  sk.rect(x, y, w, CELL_H, { r: 12, fill: toAct ? '#4a3626' : PANEL, stroke: toAct || winner ? GOLD : EDGE, line: toAct || winner ? 4 : 2 });
  let nx = x + 14;
  if (toAct) {
    pointer(sk, nx, y + 28, 20, GOLD);
    nx += 26;
  }
  if (winner) {
    star(sk, nx + 12, y + 28, 13, { fill: GOLD });
    nx += 32;
  }
  const label = ctx.seat === seat ? ctx.t('pictureKit:you', { name: name(ctx, seat) }) : name(ctx, seat);
  sk.text(fitText(label, x + w - 110 - nx, MIN_TEXT, true), nx, y + 28, { size: MIN_TEXT, color: gone ? MUTED : TEXT, bold: true });
  if (gone) {
    sk.text(fitText(ctx.t('pictureKit:left'), w - 28, MIN_TEXT), x + 14, y + 100, { size: MIN_TEXT, color: MUTED });
    return;
  }
  handCount(sk, x + w - 96, y + 28, view.handSizes[seat] ?? 0, BACK);
  deck(sk, view, ctx, view.tables[seat] ?? [], x + 14, y + 54, w - 28);
}

/** A table deck as its run in five places and, one card short of five, the values that would complete it. */
function deck(sk: Sketch, view: GuysView, ctx: PictureContext, table: readonly TableCard[], x: number, y: number, w: number): void {
  const run = [...table].sort((a, b) => a.value - b.value);
  const gap = Math.min(10, (w - TABLE_LIMIT * TABLE_W) / (TABLE_LIMIT - 1));
  const wanted = run.length === TABLE_LIMIT - 1 && !over(view, ctx) ? fittingValues(table) : [];
  for (let i = 0; i < TABLE_LIMIT; i++) {
    const cx = x + i * (TABLE_W + gap);
    const c = run[i];
    if (c) tableCard(sk, c, cx, y, TABLE_W, TABLE_H);
    else slot(sk, cx, y, TABLE_W, TABLE_H, i === run.length && wanted.length > 0 ? GOLD : '#fbeee04c');
  }
  if (wanted.length > 0) {
    sk.text(fitText(ctx.t('pictures.needs', { values: wanted.map(String) }), w, MIN_TEXT, true), x, y + TABLE_H + 28, { size: MIN_TEXT, color: GOLD, bold: true });
  }
}

/** The player's cards, numbered (and, off turn, their own table deck under them). */
function handStrip(view: GuysView, ctx: PictureContext, withPiles: boolean): Scene {
  const { t } = ctx;
  const hand = view.hand ?? [];
  const cw = 140;
  const ch = 180;
  const top = PAD + 62;
  const seat = ctx.seat ?? -1;
  const own = withPiles ? 0 : 60 + TABLE_H + 40;
  // An empty hand is one line, not a row of cards.
  const cards = hand.length === 0 ? 40 : ch + 44;
  const sk = new Sketch(WIDTH, top + cards + own, BG);
  sk.text(t('pictureKit:yourHand', { count: hand.length }), PAD, PAD + 32, { size: 26, color: TEXT, bold: true });
  if (withPiles) piles(sk, view, ctx, WIDTH - PAD, PAD + 32);
  if (hand.length === 0) sk.text(t('pictureKit:noCards'), PAD, top + 12, { size: MIN_TEXT, color: MUTED });
  hand.forEach((c, i) => {
    const x = PAD + i * (cw + 10);
    guysCard(sk, c, x, top, cw, ch, t);
    sk.text(String(i + 1), x + cw / 2, top + ch + 22, { size: MIN_TEXT, color: MUTED, align: 'center' });
  });
  if (withPiles) return sk.scene();
  // Off turn: the player's own table deck.
  const y = top + cards + 8;
  heading(sk, t('pictures.yourTable'), PAD, y + 14, MUTED, WIDTH - 2 * PAD);
  deck(sk, view, ctx, view.tables[seat] ?? [], PAD, y + 36, 6 * TABLE_W);
  return sk.scene();
}

export const guysPictures: GamePictures<GuysView> = {
  palette: { ...MEANING },
  board: (view, ctx) => stack([header(view, ctx), tables(view, ctx, true)], BG),
  hand(view, ctx) {
    const myTurn = ctx.seat !== null && view.toAct === ctx.seat && !over(view, ctx);
    return myTurn ? stack([handStrip(view, ctx, true), tables(view, ctx, false)], BG) : handStrip(view, ctx, false);
  },
};
