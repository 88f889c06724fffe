/**
 * Lone Wolves in pictures, the territories: one band each, under its tile
 * (its colour, shape and number, its points, the moon lying there, trump),
 * with a line per player (their wolves, a lone wolf worth 1, their strength
 * ⚔ and their two scar slots) and the tokens in its middle between them. A
 * colour never speaks alone: each territory and each wolf also carries its
 * shape (▲ ◆ ■ ● ♥, as the text messages' 🔺 🔷 🟩 🟡 💜) and a number.
 */
import { strength, type Card, type LoneWolvesView, type TerritoryView, type TokenKind, type Wolf } from '../../../games/lone-wolves/index.js';
import { LONE_STRENGTH, SLOTS_PER_TERRITORY } from '../../../games/lone-wolves/config.js';
import { fitText } from '../../../images/fonts.js';
import { MIN_TEXT, card, cardBack, pill, shape, type ShapeKind } from '../../../images/kit.js';
import { Sketch, type Scene } from '../../../images/scene.js';
import type { PictureContext } from '../../../images/types.js';

export const BG = '#141c2b';
export const PANEL = '#1f2a3d';
export const EDGE = '#33415c';
export const TEXT = '#eef2fa';
export const MUTED = '#a6b4d0';
export const GOLD = '#f2c94c';
export const WIDTH = 800;
export const PAD = 20;
const DARK = '#1b1b1b';

/** The territories' colours (colour k belongs to territory k), chosen to stay apart for red-green colour blindness too. */
export const MEANING = ['#d55e00', '#0072b2', '#009e73', '#f0e442', '#cc79a7'] as const;
/** The shape of each colour, so no colour speaks alone. */
export const SHAPES: readonly ShapeKind[] = ['triangle', 'diamond', 'square', 'circle', 'heart'];
/** The ink that reads on each colour. */
const INKS = [DARK, '#ffffff', DARK, DARK, DARK];
const MOONS = { full: { fill: '#f5e6a8', ink: DARK }, blood: { fill: '#8b1e1e', ink: '#ffffff' } } as const;

const NAME_W = 104;
const WOLF_W = 40;
const WOLF_H = 50;
const WOLF_STEP = 44;
const CHIP_W = 148;
const CHIP_H = 36;
const HEAD_H = 44;
const SIDE_H = 56;
const MIDDLE_H = 46;
export const BAND_H = HEAD_H + 2 * SIDE_H + MIDDLE_H + 14;

/** Explicit keys (not built from the kind) so the locale tests can see every one is used. */
const TOKEN_WORDS: Record<TokenKind, string> = {
  strength1: 'pictures.token.strength1',
  strength2: 'pictures.token.strength2',
  points1: 'pictures.token.points1',
  points2: 'pictures.token.points2',
  territory2: 'pictures.token.territory2',
  pack: 'pictures.token.pack',
  lone: 'pictures.token.lone',
};

export function colour(k: number): string {
  return MEANING[k % MEANING.length] ?? '#888888';
}

export function name(ctx: PictureContext, seat: number): string {
  return ctx.seats[seat]?.name ?? `#${seat + 1}`;
}

export function over(view: LoneWolvesView, ctx: PictureContext): boolean {
  return view.phase === 'over' || ctx.status !== 'active';
}

/** A territory's mark: its colour with its shape and number, `h` tall; returns its width. */
export function territoryChip(sk: Sketch, k: number, x: number, cy: number, h = CHIP_H, border?: string): number {
  const w = Math.round(h * 1.4);
  sk.rect(x, cy - h / 2, w, h, { r: 8, fill: colour(k), ...(border ? { stroke: border, line: 3 } : {}) });
  shape(sk, SHAPES[k] ?? 'circle', x + h * 0.42, cy, h * 0.5, { fill: INKS[k] ?? DARK });
  sk.text(String(k + 1), x + w - h * 0.3, cy + 1, { size: MIN_TEXT, color: INKS[k] ?? DARK, bold: true, align: 'center' });
  return w;
}

/** A wolf card: its colour and shape above its value. */
export function wolfCard(sk: Sketch, c: Card, x: number, y: number, w: number, h: number, border?: string): void {
  const ink = INKS[c.colour] ?? DARK;
  card(sk, x, y, w, h, { fill: colour(c.colour), border: border ?? '#ffffffb2', line: border ? 4 : 1.5, ink, big: '' });
  shape(sk, SHAPES[c.colour] ?? 'circle', x + w / 2, y + h * 0.24, Math.min(w, h) * 0.3, { fill: ink });
  sk.text(String(c.value), x + w / 2, y + h * 0.64, { size: Math.max(MIN_TEXT, Math.round(h * 0.46)), color: ink, bold: true, align: 'center' });
}

function wolf(sk: Sketch, w: Wolf, x: number, y: number, framed: boolean): void {
  if (w.lone) {
    cardBack(sk, x, y, WOLF_W, WOLF_H, '#2d3547', '#ffffff26');
    sk.text(String(LONE_STRENGTH), x + WOLF_W / 2, y + WOLF_H / 2, { size: MIN_TEXT + 2, color: TEXT, bold: true, align: 'center' });
    return;
  }
  wolfCard(sk, w.card, x, y, WOLF_W, WOLF_H, framed ? GOLD : undefined);
}

/** A token: its name on a chip, a face-down one as "?" on its back, an empty scar slot dashed. */
function chip(sk: Sketch, kind: TokenKind | null | 'free', x: number, cy: number, ctx: PictureContext, fill: string): void {
  const y = cy - CHIP_H / 2;
  if (kind === 'free') {
    sk.rect(x, y, CHIP_W, CHIP_H, { r: CHIP_H / 2, stroke: '#ffffff59', line: 2, dash: [5, 5] });
    return;
  }
  if (kind === null) {
    sk.rect(x, y, CHIP_W, CHIP_H, { r: CHIP_H / 2, fill: '#4b5675', stroke: '#ffffff59', line: 1.5 });
    sk.text('?', x + CHIP_W / 2, cy + 1, { size: MIN_TEXT, color: TEXT, bold: true, align: 'center' });
    return;
  }
  sk.rect(x, y, CHIP_W, CHIP_H, { r: CHIP_H / 2, fill, stroke: '#ffffff99', line: 1.5 });
  sk.text(ctx.t(TOKEN_WORDS[kind]), x + CHIP_W / 2, cy + 1, { size: MIN_TEXT, color: DARK, align: 'center', max: CHIP_W - 12 });
}

/** One player's line in a territory: name, wolves, strength, scar slots. */
function side(sk: Sketch, view: LoneWolvesView, ter: TerritoryView, seat: 0 | 1, k: number, y: number, ctx: PictureContext): void {
  const cy = y + SIDE_H / 2;
  const label = ctx.seat === seat ? ctx.t('pictures.you') : name(ctx, seat);
  sk.text(fitText(label, NAME_W - 8, MIN_TEXT, true), PAD + 12, cy, { size: MIN_TEXT, color: ctx.seats[seat]?.gone ? MUTED : TEXT, bold: true });
  const inTrick = (w: Wolf) => !w.lone && view.trick.cards.some((p) => p.seat === seat && p.territory === k && p.card.colour === w.card.colour && p.card.value === w.card.value);
  ter.wolves[seat].forEach((w, i) => wolf(sk, w, PAD + NAME_W + 8 + i * WOLF_STEP, cy - WOLF_H / 2, inTrick(w)));
  const sx = PAD + NAME_W + 8 + 6 * WOLF_STEP + 4;
  if (ter.wolves[seat].length > 0) sk.text(`⚔ ${strength(ter, seat)}`, sx, cy, { size: MIN_TEXT, color: TEXT, bold: true });
  const slots = WIDTH - PAD - 8 - SLOTS_PER_TERRITORY * CHIP_W - (SLOTS_PER_TERRITORY - 1) * 8;
  for (let i = 0; i < SLOTS_PER_TERRITORY; i++) chip(sk, ter.scars[seat][i] ?? 'free', slots + i * (CHIP_W + 8), cy, ctx, '#e8d5b5');
}

/** A territory's band from `y`: its tile line, the `top` seat's line, the middle, the other seat's line. */
function band(sk: Sketch, view: LoneWolvesView, k: number, y: number, bottom: 0 | 1, ctx: PictureContext): void {
  const { t } = ctx;
  const ter = view.territories[k] as TerritoryView;
  const trump = view.trump === k;
  sk.rect(PAD, y, WIDTH - 2 * PAD, BAND_H - 8, { r: 12, fill: PANEL, stroke: trump ? GOLD : EDGE, line: trump ? 4 : 1.5 });
  sk.rect(PAD, y, 10, BAND_H - 8, { r: 4, fill: colour(k) });
  const hy = y + HEAD_H / 2 + 4;
  let x = PAD + 18;
  x += territoryChip(sk, k, x, hy) + 12;
  const title = t('pictures.territory', { n: k + 1, value: ter.value });
  // Badges right to left: trump, then the moon.
  let right = WIDTH - PAD - 12;
  // Trump here: a gold star (the header says "★ Trump" beside this territory's chip).
  if (trump) right -= pill(sk, '★', right, hy, { fill: GOLD, color: DARK, bold: true, align: 'right' }) + 8;
  if (ter.moon) right -= pill(sk, t(ter.moon === 'full' ? 'pictures.fullMoon' : 'pictures.bloodMoon'), right, hy, { fill: MOONS[ter.moon].fill, color: MOONS[ter.moon].ink, bold: true, align: 'right' }) + 8;
  sk.text(fitText(title, right - x - 8, MIN_TEXT, true), x, hy, { size: MIN_TEXT, color: TEXT, bold: true });
  const top = (1 - bottom) as 0 | 1;
  let ly = y + HEAD_H + 4;
  side(sk, view, ter, top, k, ly, ctx);
  ly += SIDE_H;
  const my = ly + MIDDLE_H / 2;
  sk.text(fitText(t('pictures.middle'), NAME_W - 8, MIN_TEXT), PAD + 12, my, { size: MIN_TEXT, color: MUTED });
  if (ter.tokens.length === 0) sk.text(t('pictures.empty'), PAD + NAME_W + 8, my, { size: MIN_TEXT, color: MUTED });
  ter.tokens.forEach((kind, i) => chip(sk, kind, PAD + NAME_W + 8 + i * (CHIP_W + 8), my, ctx, '#fff6dc'));
  side(sk, view, ter, bottom, k, ly + MIDDLE_H, ctx);
}

/** The five territories, the `bottom` seat's lines under each middle. */
export function territories(view: LoneWolvesView, ctx: PictureContext, bottom: 0 | 1): Scene {
  const sk = new Sketch(WIDTH, view.territories.length * BAND_H + 8, BG);
  view.territories.forEach((_, k) => band(sk, view, k, 4 + k * BAND_H, bottom, ctx));
  return sk.scene();
}

/** Trump at the right edge: "Trump" and its territory's chip, or "No trump yet". */
export function trumpMark(sk: Sketch, view: LoneWolvesView, ctx: PictureContext, right: number, cy: number): void {
  if (view.trump === null) {
    pill(sk, ctx.t('pictures.noTrump'), right, cy, { fill: PANEL, color: MUTED, align: 'right', stroke: EDGE });
    return;
  }
  const w = Math.round(CHIP_H * 1.4);
  territoryChip(sk, view.trump, right - w, cy, CHIP_H, GOLD);
  sk.text(`★ ${ctx.t('pictures.trump')}`, right - w - 12, cy, { size: MIN_TEXT, color: GOLD, bold: true, align: 'right' });
}
