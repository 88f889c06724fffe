/**
 * Loners in pictures, the play area: the Street (the crew to beat, who
 * played it, whether it may be stolen, its Security Guards and which way
 * strength runs, in words) and the Loner's Circle, each a full-width panel.
 */
import type { LonersCard, LonersView, Street } from '../../../games/loners/types.js';
import { textWidth, wrapText } from '../../../images/fonts.js';
import { MIN_TEXT, card, heading, pill, pillWidth, shield, slot } from '../../../images/kit.js';
import type { Sketch } from '../../../images/scene.js';
import type { PictureContext } from '../../../images/types.js';

export const BG = '#1b2340';
export const PANEL = '#263159';
export const PANEL_EDGE = '#34417a';
export const TEXT = '#eef1ff';
export const MUTED = '#aab5e0';
export const GOLD = '#f2c94c';
export const WIDTH = 800;
export const PAD = 20;
const CARD = '#fbf7ee';
const CARD_EDGE = '#c9c2ae';
/** One ink per number, so equal numbers are seen at a glance (the number itself is always printed). */
const INKS = ['#c0392b', '#d35400', '#a67c00', '#1e8449', '#138d75', '#1f618d', '#7d3c98', '#2c3e50'];

/** The colours that carry meaning, each with its symbol and words as well: may be stolen, may not, normal order, reversed order. */
export const MEANING = { volatile: '#f2994a', noSteals: '#a9aebf', higher: '#2f80c8', lower: '#c2417a' } as const;

const INNER = 16;
const GAP = 8;

function ink(n: number): string {
  return INKS[(n - 1) % INKS.length] ?? '#2c3e50';
}

/** A card: its number (in its ink), or a Security Guard's gold shield. */
export function lonersCard(sk: Sketch, c: LonersCard, x: number, y: number, w: number, h: number, extra: { dim?: boolean; border?: string } = {}): void {
  if (c === 'guard') {
    card(sk, x, y, w, h, { fill: GOLD, border: extra.border ?? '#b8912b', ink: '#5a4300', big: '', dim: extra.dim });
    shield(sk, x + w / 2, y + h / 2, Math.min(w, h) * 0.55, { fill: '#5a4300', stroke: '#fff3c4', line: 2 });
    return;
  }
  card(sk, x, y, w, h, { fill: CARD, border: extra.border ?? CARD_EDGE, ink: ink(c), big: String(c), bigSize: Math.max(MIN_TEXT, Math.round(Math.min(w * 0.6, h * 0.45))), dim: extra.dim, line: extra.border ? 4 : 2 });
}

export function over(view: LonersView, ctx: PictureContext): boolean {
  return view.winner !== null || ctx.status !== 'active';
}

export function name(ctx: PictureContext, seat: number): string {
  return ctx.seats[seat]?.name ?? `#${seat + 1}`;
}

/** Pills laid left to right from (x, y), wrapping onto a new line at `right`; returns the middle of the last line. */
function flow(sk: Sketch, items: Array<(x: number, y: number) => number>, widths: number[], x: number, y: number, right: number): number {
  let cx = x;
  let cy = y;
  items.forEach((draw, i) => {
    const w = widths[i] ?? 0;
    if (cx > x && cx + w > right) {
      cx = x;
      cy += 46;
    }
    cx += draw(cx, cy) + 10;
  });
  return cy;
}

/** The Street from `y`, full width; returns its bottom. */
export function street(sk: Sketch, view: LonersView, ctx: PictureContext, y: number): number {
  const { t } = ctx;
  const s: Street | null = view.street;
  const x = PAD;
  const w = WIDTH - 2 * PAD;
  const top = y + 52;
  const cardH = 110;
  let bottom: number;
  const ops = sk.ops.length;
  if (!s || s.cards.length === 0) {
    slot(sk, x + INNER, top, 80, cardH);
    const lines = wrapText(t('pictures.emptyStreet'), w - 2 * INNER - 104, MIN_TEXT);
    lines.forEach((line, i) => sk.text(line, x + INNER + 104, top + cardH / 2 + (i - (lines.length - 1) / 2) * 32, { size: MIN_TEXT, color: MUTED }));
    bottom = top + cardH + INNER;
  } else {
    const n = s.cards.length;
    const cardW = Math.min(80, Math.floor((w - 2 * INNER - (n - 1) * GAP) / n));
    s.cards.forEach((c, i) => lonersCard(sk, c, x + INNER + i * (cardW + GAP), top, cardW, cardH));
    bottom = badges(sk, s, view, ctx, top + cardH + 34) + 30;
  }
  // The panel goes under what was drawn on it.
  const panel = { op: 'rect' as const, x, y, w, h: bottom - y, r: 14, fill: PANEL, stroke: PANEL_EDGE, line: 2 };
  sk.ops.splice(ops, 0, panel);
  heading(sk, t('pictures.street'), x + INNER, y + 26, MUTED, w - 2 * INNER);
  return bottom;
}

/** Under the crew: who played it and, while the match runs, whether it may be stolen, its Guards and which way to beat it. */
function badges(sk: Sketch, s: Street, view: LonersView, ctx: PictureContext, cy: number): number {
  const { t } = ctx;
  const left = PAD + INNER;
  const right = WIDTH - PAD - INNER;
  const owner = t('pictures.playedBy', { name: name(ctx, s.owner) });
  const items: Array<(x: number, y: number) => number> = [(x, y) => pill(sk, owner, x, y, { fill: BG, color: TEXT, bold: true, max: right - left })];
  const widths = [pillWidth(owner, MIN_TEXT, true)];
  if (!over(view, ctx)) {
    const reversed = s.guards % 2 === 1;
    if (s.volatile) {
      // An odd number of Guards forbids stealing: the badge says so instead of offering it.
      const text = reversed ? `⚠ ${t('pictures.volatileNoSteals')}` : `⚠ ${t('pictures.volatile')}`;
      items.push((x, y) => pill(sk, text, x, y, { fill: reversed ? MEANING.noSteals : MEANING.volatile, color: '#1b1200', bold: true }));
      widths.push(pillWidth(text, MIN_TEXT, true));
    }
    if (s.guards > 0) {
      const guards = t('pictures.guards', { count: s.guards });
      items.push((x, y) => {
        shield(sk, x + 14, y, 30, { fill: GOLD, stroke: '#5a4300', line: 1.5 });
        sk.text(guards, x + 34, y, { size: MIN_TEXT, color: GOLD, bold: true });
        return 34 + textWidth(guards, MIN_TEXT, true);
      });
      widths.push(34 + textWidth(guards, MIN_TEXT, true));
    }
    const direction = reversed ? `▼ ${t('pictures.lower')}` : `▲ ${t('pictures.higher')}`;
    items.push((x, y) => pill(sk, direction, x, y, { fill: reversed ? MEANING.lower : MEANING.higher, color: '#ffffff', bold: true }));
    widths.push(pillWidth(direction, MIN_TEXT, true));
  }
  return flow(sk, items, widths, left, cy, right);
}

/** The Loner's Circle from `y`, full width; returns its bottom. Layered: only the gold-framed Loner may be taken. */
export function circle(sk: Sketch, view: LonersView, ctx: PictureContext, y: number): number {
  const { t } = ctx;
  const x = PAD;
  const w = WIDTH - 2 * PAD;
  const loners = view.circle;
  const top = y + 52;
  const ops = sk.ops.length;
  let bottom: number;
  if (loners.length === 0) {
    sk.text(t('pictures.noLoners'), x + INNER, top + 20, { size: MIN_TEXT, color: MUTED, max: w - 2 * INNER });
    bottom = top + 40 + INNER;
  } else {
    const perRow = Math.min(9, loners.length);
    const cardW = Math.min(72, Math.floor((w - 2 * INNER - (perRow - 1) * GAP) / perRow));
    const cardH = Math.round(cardW * 1.3);
    const layered = view.variant === 'layered';
    loners.forEach((c, i) => {
      const cx = x + INNER + (i % perRow) * (cardW + GAP);
      const cy = top + Math.floor(i / perRow) * (cardH + GAP);
      const available = !layered || i === loners.length - 1;
      lonersCard(sk, c, cx, cy, cardW, cardH, { dim: !available && !over(view, ctx), ...(layered && available ? { border: GOLD } : {}) });
    });
    bottom = top + Math.ceil(loners.length / perRow) * (cardH + GAP) - GAP + INNER;
  }
  sk.ops.splice(ops, 0, { op: 'rect', x, y, w, h: bottom - y, r: 14, fill: PANEL, stroke: PANEL_EDGE, line: 2 });
  heading(sk, t('pictures.circle'), x + INNER, y + 26, MUTED, w - 2 * INNER);
  return bottom;
}
