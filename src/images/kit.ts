/** Drawing pieces the games share: cards, backs, pills, stars, shields, shapes, empty slots. */
import { fitText, textWidth } from './fonts.js';
import type { Paint, Sketch } from './scene.js';

export const SHADOW = '#00000059';

/**
 * The smallest text a picture draws: Discord shows a picture at most 800
 * pixels wide and a phone's column at about 340, where 24 pixels become 10.
 */
export const MIN_TEXT = 24;

export interface FaceStyle {
  fill: string;
  border: string;
  /** Colour of the big text. */
  ink: string;
  /** The card's big mark (a number, a symbol), centred. */
  big: string;
  bigSize?: number;
  /** A mark in the top-left corner (and mirrored bottom-right), MIN_TEXT tall unless `cornerSize` says more. */
  corner?: string;
  cornerInk?: string;
  cornerSize?: number;
  /** A line of text near the bottom, MIN_TEXT tall. */
  caption?: string;
  captionInk?: string;
  /** Border width (default 2). */
  line?: number;
  /** Dimmed (e.g. not available): drawn under a veil. */
  dim?: boolean;
}

/** A face-up card with a soft shadow. */
export function card(sk: Sketch, x: number, y: number, w: number, h: number, s: FaceStyle): void {
  const r = Math.max(4, Math.round(w / 9));
  sk.rect(x + 2, y + 3, w, h, { r, fill: SHADOW });
  sk.rect(x, y, w, h, { r, fill: s.fill, stroke: s.border, line: s.line ?? 2 });
  const bigSize = s.bigSize ?? Math.round(Math.min(w * 0.55, h * 0.42));
  const bigY = s.caption ? y + h * 0.45 : y + h / 2;
  sk.text(s.big, x + w / 2, bigY, { size: bigSize, color: s.ink, align: 'center', bold: true, max: w - 8 });
  if (s.corner) {
    const cs = Math.max(MIN_TEXT, s.cornerSize ?? 0);
    sk.text(s.corner, x + 6, y + cs * 0.6 + 4, { size: cs, color: s.cornerInk ?? s.ink, bold: true });
    sk.text(s.corner, x + w - 6, y + h - cs * 0.6 - 4, { size: cs, color: s.cornerInk ?? s.ink, bold: true, align: 'right' });
  }
  if (s.caption) {
    sk.text(fitText(s.caption, w - 8, MIN_TEXT, true), x + w / 2, y + h - MIN_TEXT * 0.8, { size: MIN_TEXT, color: s.captionInk ?? s.ink, align: 'center', bold: true });
  }
  if (s.dim) sk.rect(x, y, w, h, { r, fill: '#14141e8c' });
}

/** A card face down: a coloured back with an inner frame and a diamond. */
export function cardBack(sk: Sketch, x: number, y: number, w: number, h: number, fill: string, mark = '#ffffff59'): void {
  const r = Math.max(4, Math.round(w / 9));
  sk.rect(x + 2, y + 3, w, h, { r, fill: SHADOW });
  sk.rect(x, y, w, h, { r, fill, stroke: '#ffffffcc', line: 2 });
  const inset = Math.max(3, w / 10);
  sk.rect(x + inset, y + inset, w - 2 * inset, h - 2 * inset, { r: r / 2, stroke: mark, line: 1.5 });
  const cx = x + w / 2;
  const cy = y + h / 2;
  const d = Math.min(w, h) / 5;
  sk.path([cx, cy - d, cx + d * 0.7, cy, cx, cy + d, cx - d * 0.7, cy], { close: true, fill: mark });
}

/** An empty place for a card: a dashed outline. */
export function slot(sk: Sketch, x: number, y: number, w: number, h: number, color = '#ffffff4c'): void {
  sk.rect(x, y, w, h, { r: Math.max(4, Math.round(w / 9)), stroke: color, line: 2, dash: [6, 5] });
}

export interface PillStyle {
  fill: string;
  color: string;
  size?: number;
  bold?: boolean;
  stroke?: string;
  /** Shortened to fit this width. */
  max?: number;
  align?: 'left' | 'center' | 'right';
}

/** A rounded label; returns its width. `x` is its left edge (or centre/right edge per `align`), `y` its middle. */
export function pill(sk: Sketch, text: string, x: number, y: number, s: PillStyle): number {
  const size = Math.max(MIN_TEXT, s.size ?? MIN_TEXT);
  const pad = Math.round(size * 0.6);
  const shown = s.max !== undefined ? fitText(text, s.max - 2 * pad, size, s.bold) : text;
  const w = textWidth(shown, size, s.bold) + 2 * pad;
  const h = Math.round(size * 1.6);
  const left = s.align === 'center' ? x - w / 2 : s.align === 'right' ? x - w : x;
  const paint: Paint = { fill: s.fill };
  if (s.stroke) Object.assign(paint, { stroke: s.stroke, line: 1.5 });
  sk.rect(left, y - h / 2, w, h, { r: h / 2, ...paint });
  sk.text(shown, left + w / 2, y + 1, { size, color: s.color, align: 'center', bold: s.bold ?? false });
  return w;
}

/** The width `pill` would take. */
export function pillWidth(text: string, size = MIN_TEXT, bold = false): number {
  return textWidth(text, size, bold) + 2 * Math.round(size * 0.6);
}

/** The height `pill` takes. */
export function pillHeight(size = MIN_TEXT): number {
  return Math.round(size * 1.6);
}

/** A five-pointed star centred at (cx, cy). */
export function star(sk: Sketch, cx: number, cy: number, r: number, paint: Paint): void {
  const points: number[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(cx + radius * Math.cos(a), cy + radius * Math.sin(a));
  }
  sk.path(points, { close: true, ...paint });
}

/** A shield (a Security Guard's badge) centred at (cx, cy), `h` tall. */
export function shield(sk: Sketch, cx: number, cy: number, h: number, paint: Paint): void {
  const w = h * 0.8;
  const top = cy - h / 2;
  sk.path(
    [cx - w / 2, top + h * 0.12, cx, top, cx + w / 2, top + h * 0.12, cx + w / 2, top + h * 0.5, cx + w * 0.25, top + h * 0.82, cx, top + h, cx - w * 0.25, top + h * 0.82, cx - w / 2, top + h * 0.5],
    { close: true, ...paint },
  );
}

/** A triangle pointing right (whose turn it is). */
export function pointer(sk: Sketch, x: number, cy: number, size: number, fill: string): void {
  sk.path([x, cy - size / 2, x + size * 0.85, cy, x, cy + size / 2], { close: true, fill });
}

/** A small fan of card backs with the count beside it: how many cards a hand holds. Returns its width. */
export function handCount(sk: Sketch, x: number, cy: number, count: number, fill: string, ink = '#ffffff'): number {
  const w = 24;
  const h = 34;
  const shown = Math.min(count, 3);
  if (shown === 0) slot(sk, x, cy - h / 2, w, h);
  for (let i = 0; i < shown; i++) cardBack(sk, x + i * 7, cy - h / 2 - i, w, h, fill);
  const right = x + (Math.max(shown, 1) - 1) * 7 + w;
  sk.text(String(count), right + 8, cy, { size: MIN_TEXT + 2, color: ink, bold: true });
  return right + 8 + textWidth(String(count), MIN_TEXT + 2, true) - x;
}

/** A section heading: bold capitals in a muted colour, shortened to `max` pixels if given. */
export function heading(sk: Sketch, text: string, x: number, y: number, color: string, max?: number, size = MIN_TEXT): void {
  sk.text(max ? fitText(text, max, size, true) : text, x, y, { size, color, bold: true });
}

export type ShapeKind = 'triangle' | 'diamond' | 'square' | 'circle' | 'heart';

/** A plain shape centred at (cx, cy), `size` across: marks that tell colours apart for those who cannot see them. */
export function shape(sk: Sketch, kind: ShapeKind, cx: number, cy: number, size: number, paint: Paint): void {
  const r = size / 2;
  switch (kind) {
    case 'circle':
      sk.circle(cx, cy, r, paint);
      return;
    case 'square':
      sk.rect(cx - r * 0.85, cy - r * 0.85, r * 1.7, r * 1.7, paint);
      return;
    case 'triangle':
      sk.path([cx, cy - r, cx + r, cy + r * 0.8, cx - r, cy + r * 0.8], { close: true, ...paint });
      return;
    case 'diamond':
      sk.path([cx, cy - r, cx + r * 0.8, cy, cx, cy + r, cx - r * 0.8, cy], { close: true, ...paint });
      return;
    case 'heart': {
      const points: number[] = [];
      for (let i = 0; i < 24; i++) {
        const a = (i / 24) * Math.PI * 2;
        // The classic heart curve, scaled to fit `size` and centred.
        const hx = 16 * Math.sin(a) ** 3;
        const hy = 13 * Math.cos(a) - 5 * Math.cos(2 * a) - 2 * Math.cos(3 * a) - Math.cos(4 * a);
        points.push(cx + (hx / 17) * r, cy - ((hy + 2.5) / 15) * r);
      }
      sk.path(points, { close: true, ...paint });
      return;
    }
  }
}
