/**
 * Lone Wolves in pictures: five territories side by side under a night sky,
 * each in its colour with its tile value, its moon and the trump crown, the
 * tokens in its middle (face-down ones as backs), and on either side a
 * player's wolves (lone wolves turned over, worth 1), their strength and
 * their scar slots. The wolves of the trick being played are framed in gold.
 * A hand is its wolves by colour; on the player's turn the territories come
 * with it, the player's side at the bottom.
 */
import { strength, type Card, type LoneWolvesView, type TerritoryView, type TokenKind, type Wolf } from '../../../games/lone-wolves/index.js';
import { LONE_STRENGTH, SLOTS_PER_TERRITORY, TRICKS } from '../../../games/lone-wolves/config.js';
import { fitText } from '../../../images/fonts.js';
import { card, cardBack, pill, pointer, star } from '../../../images/kit.js';
import { Sketch, scaled, stack, type Scene } from '../../../images/scene.js';
import type { GamePictures, PictureContext } from '../../../images/types.js';

const BG = '#141c2b';
const PANEL = '#1f2a3d';
const EDGE = '#33415c';
const TEXT = '#eef2fa';
const MUTED = '#97a6c4';
const GOLD = '#f2c94c';
/** Colour k belongs to territory k (the text messages mark them 🟥 🟦 🟩 🟨 🟪). */
const COLOURS = ['#d64541', '#3b82c4', '#3fa55b', '#e2b93b', '#9b59b6'];
const DARK_INK = ['#ffffff', '#ffffff', '#ffffff', '#3a2c00', '#ffffff'];
const MOONS = { full: '#f5e6a8', blood: '#c0392b' } as const;

const WIDTH = 736;
const PAD = 20;
const COL_GAP = 10;
const COL_W = (WIDTH - 2 * PAD - 4 * COL_GAP) / 5;
const WOLF_W = 26;
const WOLF_H = 34;
/** Space between two wolves. */
const WOLF_GAP = 5;

function colour(k: number): string {
  return COLOURS[k % COLOURS.length] ?? '#888888';
}

function name(ctx: PictureContext, seat: number): string {
  return ctx.seats[seat]?.name ?? `#${seat + 1}`;
}

function over(view: LoneWolvesView, ctx: PictureContext): boolean {
  return view.phase === 'over' || ctx.status !== 'active';
}

function wolfCard(sk: Sketch, c: Card, x: number, y: number, w: number, h: number, border?: string): void {
  card(sk, x, y, w, h, { fill: colour(c.colour), border: border ?? '#ffffffb2', line: border ? 3 : 1.5, ink: DARK_INK[c.colour] ?? '#ffffff', big: String(c.value), bigSize: Math.round(w * 0.62) });
}

function wolf(sk: Sketch, w: Wolf, x: number, y: number, framed: boolean): void {
  if (w.lone) {
    cardBack(sk, x, y, WOLF_W, WOLF_H, '#2d3547', '#ffffff26');
    sk.text(String(LONE_STRENGTH), x + WOLF_W / 2, y + WOLF_H / 2, { size: 18, color: TEXT, bold: true, align: 'center' });
    return;
  }
  wolfCard(sk, w.card, x, y, WOLF_W, WOLF_H, framed ? GOLD : undefined);
}

/** A token: its short name on a chip, or its back when face down. */
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

function token(sk: Sketch, kind: TokenKind | null, x: number, cy: number, w: number, ctx: PictureContext, fill: string): void {
  if (kind === null) {
    sk.rect(x, cy - 12, w, 24, { r: 12, fill: '#4b5675', stroke: '#ffffff59', line: 1.5 });
    for (let i = 1; i < 4; i++) sk.circle(x + (w * i) / 4, cy, 3, { fill: '#ffffff73' });
    return;
  }
  sk.rect(x, cy - 12, w, 24, { r: 12, fill, stroke: '#ffffff99', line: 1.5 });
  sk.text(fitText(ctx.t(TOKEN_WORDS[kind]), w - 4, 12, true), x + w / 2, cy + 1, { size: 12, color: '#1b1b1b', bold: true, align: 'center' });
}

/** A side's scar slots: its tokens, then empty slots. */
function scars(sk: Sketch, kinds: readonly TokenKind[], x: number, cy: number, ctx: PictureContext): void {
  const w = (COL_W - 6) / SLOTS_PER_TERRITORY;
  for (let i = 0; i < SLOTS_PER_TERRITORY; i++) {
    const k = kinds[i];
    if (k) token(sk, k, x + i * (w + 6), cy, w - 6 + 6 / SLOTS_PER_TERRITORY, ctx, '#e8d5b5');
    else sk.rect(x + i * (w + 6), cy - 12, w - 6 + 6 / SLOTS_PER_TERRITORY, 24, { r: 12, stroke: '#ffffff4c', line: 1.5, dash: [4, 4] });
  }
}

/** One side's wolves, in rows of four from the tile outwards. */
function wolves(sk: Sketch, list: readonly Wolf[], x: number, yNearTile: number, upwards: boolean, framed: (w: Wolf) => boolean): void {
  list.forEach((w, i) => {
    const row = Math.floor(i / 4);
    const col = i % 4;
    const wx = x + 3 + col * (WOLF_W + WOLF_GAP);
    const wy = upwards ? yNearTile - (row + 1) * (WOLF_H + WOLF_GAP) : yNearTile + WOLF_GAP + row * (WOLF_H + WOLF_GAP);
    wolf(sk, w, wx, wy, framed(w));
  });
}

const SIDE_H = 2 * (WOLF_H + WOLF_GAP) + 28;
const TILE_H = 114;

/** The five territories, `top` seat above and `bottom` seat below. */
function territories(view: LoneWolvesView, ctx: PictureContext, bottom: 0 | 1): Scene {
  const top = (1 - bottom) as 0 | 1;
  const height = 30 + SIDE_H + TILE_H + SIDE_H + 30;
  const sk = new Sketch(WIDTH, height + 8, BG);
  const sideLabel = (seat: 0 | 1, y: number) => {
    let x = PAD;
    if (view.toAct === seat && !over(view, ctx)) {
      pointer(sk, x, y, 16, GOLD);
      x += 22;
    }
    const label = ctx.seat === seat ? ctx.t('pictureKit:you', { name: name(ctx, seat) }) : name(ctx, seat);
    sk.text(fitText(label, 380, 20, true), x, y, { size: 20, color: ctx.seats[seat]?.gone ? MUTED : TEXT, bold: true });
    const tricks = view.handSizes[seat] ?? 0;
    sk.text(ctx.t('pictures.inHand', { count: tricks }), WIDTH - PAD, y, { size: 17, color: MUTED, align: 'right' });
  };
  sideLabel(top, 16);
  sideLabel(bottom, height - 10);
  const played = view.trick.cards;
  const inTrick = (seat: number, k: number) => (w: Wolf) => !w.lone && played.some((p) => p.seat === seat && p.territory === k && p.card.colour === w.card.colour && p.card.value === w.card.value);
  view.territories.forEach((ter, k) => {
    const x = PAD + k * (COL_W + COL_GAP);
    const tileY = 30 + SIDE_H;
    sk.rect(x, 30, COL_W, height - 60, { r: 12, fill: PANEL, stroke: EDGE, line: 1.5 });
    // The other side (top): scars near the tile, wolves above them.
    scars(sk, ter.scars[top], x + 3, tileY - 16, ctx);
    wolves(sk, ter.wolves[top], x, tileY - 30, true, inTrick(top, k));
    sideStrength(sk, ter, top, x, 30 + 14);
    tile(sk, view, ter, k, x, tileY, ctx);
    scars(sk, ter.scars[bottom], x + 3, tileY + TILE_H + 16, ctx);
    wolves(sk, ter.wolves[bottom], x, tileY + TILE_H + 24, false, inTrick(bottom, k));
    sideStrength(sk, ter, bottom, x, height - 30 - 14);
  });
  return sk.scene();
}

function sideStrength(sk: Sketch, ter: TerritoryView, seat: 0 | 1, x: number, cy: number): void {
  if (ter.wolves[seat].length === 0) return;
  sk.text(`⚔ ${strength(ter, seat)}`, x + COL_W - 8, cy, { size: 15, color: MUTED, bold: true, align: 'right' });
}

function tile(sk: Sketch, view: LoneWolvesView, ter: TerritoryView, k: number, x: number, y: number, ctx: PictureContext): void {
  sk.rect(x, y, COL_W, TILE_H, { r: 12, fill: colour(k), stroke: view.trump === k ? GOLD : '#ffffff80', line: view.trump === k ? 4 : 2 });
  const ink = DARK_INK[k] ?? '#ffffff';
  sk.text(String(ter.value), x + COL_W / 2, y + 31, { size: 36, color: ink, bold: true, align: 'center' });
  if (view.trump === k) trumpBadge(sk, x + 18, y + 18, 13);
  if (ter.moon) {
    sk.circle(x + COL_W - 18, y + 18, 12, { fill: MOONS[ter.moon], stroke: '#ffffffcc', line: 2 });
  }
  // The tokens in the middle.
  const n = ter.tokens.length;
  if (n === 0) return;
  const tw = Math.min(62, (COL_W - 8 - (n - 1) * 4) / Math.min(n, 2));
  ter.tokens.forEach((kind, i) => {
    const row = Math.floor(i / 2);
    const inRow = Math.min(2, n - row * 2);
    const rowW = inRow * tw + (inRow - 1) * 4;
    token(sk, kind, x + (COL_W - rowW) / 2 + (i % 2) * (tw + 4), y + 64 + row * 28, tw, ctx, '#fff6dc');
  });
}

/** Trump's mark: a gold star on a dark disc (it must show on every territory colour, yellow included). */
function trumpBadge(sk: Sketch, cx: number, cy: number, r: number): void {
  sk.circle(cx, cy, r, { fill: '#141c2b', stroke: GOLD, line: 2 });
  star(sk, cx, cy, r * 0.7, { fill: GOLD });
}

/** The trick count and trump. */
function header(view: LoneWolvesView, ctx: PictureContext): Scene {
  const { t } = ctx;
  const sk = new Sketch(WIDTH, PAD + 46, BG);
  const title = view.phase === 'over' ? t('pictures.gameOver') : t('pictures.trick', { n: Math.min(view.tricks + 1, TRICKS), total: TRICKS });
  sk.text(fitText(title, 400, 30, true), PAD, PAD + 20, { size: 30, color: TEXT, bold: true });
  trump(sk, view, ctx, WIDTH - PAD, PAD + 20);
  return sk.scene();
}

function trump(sk: Sketch, view: LoneWolvesView, ctx: PictureContext, right: number, cy: number): void {
  if (view.trump === null) {
    pill(sk, ctx.t('pictures.noTrump'), right, cy, { fill: PANEL, color: MUTED, size: 18, align: 'right', stroke: EDGE });
    return;
  }
  sk.rect(right - 34, cy - 17, 34, 34, { r: 8, fill: colour(view.trump), stroke: GOLD, line: 3 });
  trumpBadge(sk, right - 17, cy, 11);
  sk.text(ctx.t('pictures.trump'), right - 44, cy, { size: 20, color: TEXT, bold: true, align: 'right' });
}

/** The player's wolves grouped by colour, values rising (as the text hand lists them). */
function handStrip(view: LoneWolvesView, ctx: PictureContext, withTrump: boolean): Scene {
  const hand = [...(view.hand ?? [])].sort((a, b) => a.colour - b.colour || a.value - b.value);
  const w = 45;
  const h = 64;
  const top = PAD + 34;
  const sk = new Sketch(WIDTH, top + h + 22, BG);
  sk.text(ctx.t('pictureKit:yourHand', { count: hand.length }), PAD, PAD + 12, { size: 22, color: TEXT, bold: true });
  if (withTrump) trump(sk, view, ctx, WIDTH - PAD, PAD + 12);
  if (hand.length === 0) sk.text(ctx.t('pictureKit:noCards'), PAD, top + 30, { size: 20, color: MUTED });
  let x = PAD;
  hand.forEach((c, i) => {
    if (i > 0 && c.colour !== hand[i - 1]?.colour) x += 10;
    wolfCard(sk, c, x, top, w, h);
    x += w + 5;
  });
  return sk.scene();
}

export const loneWolvesPictures: GamePictures<LoneWolvesView> = {
  board: (view, ctx) => stack([header(view, ctx), territories(view, ctx, 0)], BG),
  hand(view, ctx) {
    const me = ctx.seat === 1 ? 1 : 0;
    const myTurn = ctx.seat !== null && view.toAct === ctx.seat && !over(view, ctx);
    if (!myTurn) return handStrip(view, ctx, false);
    return stack([handStrip(view, ctx, true), scaled(territories(view, ctx, me), 0.8)], BG);
  },
};
