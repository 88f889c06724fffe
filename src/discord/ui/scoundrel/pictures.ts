/**
 * Scoundrel in pictures: a torch-lit dungeon. The room's four places, each
 * card with what taking it does (a monster's damage bare-handed ☠ and with
 * the weapon ⚔, a weapon's strength, a potion's healing); health as a bar
 * with its number; the weapon with the monsters slain on it and what it can
 * still hit; the dungeon as a pile with its count. Solo: the hand is the
 * same picture as the board (one view for both).
 */
import type { ScoundrelCard, ScoundrelView } from '../../../games/scoundrel/types.js';
import { fitText, wrapText } from '../../../images/fonts.js';
import { MIN_TEXT, card, cardBack, pill, pillHeight, slot } from '../../../images/kit.js';
import { Sketch, type Scene } from '../../../images/scene.js';
import type { GamePictures, PictureContext } from '../../../images/types.js';
import { rankText, suitText } from './cards.js';
import { fightDamage, potionHeal, weaponUsableOn } from './effects.js';

const BG = '#221c18';
const PANEL = '#30271f';
const EDGE = '#4a3b2c';
const TEXT = '#f6ead8';
const MUTED = '#c9b397';
const TORCH = '#e8a33c';
const CARD = '#fbf4e6';
const RED = '#b3261e';
const BLACK = '#1f1f24';

/** The colours that carry meaning (a card's kind; each also has its suit and its symbol, ☠ ⚔ ♥): monsters, weapons, potions. */
export const MEANING = { monster: '#b3261e', weapon: '#2f6fb0', potion: '#1f9e89' } as const;

const WIDTH = 800;
const PAD = 20;
const INNER = 16;

function suitInk(c: ScoundrelCard): string {
  return c.suit === 'hearts' || c.suit === 'diamonds' ? RED : BLACK;
}

function dungeonCard(sk: Sketch, c: ScoundrelCard, x: number, y: number, w: number, h: number, border: string, ctx: PictureContext): void {
  card(sk, x, y, w, h, { fill: CARD, border, line: 5, ink: suitInk(c), big: suitText(c), bigSize: Math.round(w * 0.45), corner: rankText(c.rank, ctx.t), cornerInk: suitInk(c), cornerSize: w >= 100 ? 30 : MIN_TEXT });
}

function picture(view: ScoundrelView, ctx: PictureContext): Scene {
  const sk = new Sketch(WIDTH, 0, BG);
  let y = header(sk, view, ctx, PAD);
  y = room(sk, view, ctx, y) + 14;
  sk.height = weaponAndDungeon(sk, view, ctx, y) + PAD;
  return sk.scene();
}

/** The room's title and health; how the game ended once it has. Returns the bottom. */
function header(sk: Sketch, view: ScoundrelView, ctx: PictureContext, y: number): number {
  const { t } = ctx;
  const title = view.over ? (view.won ? t('pictures.escaped') : t('pictures.slain')) : view.finalRoom ? t('pictures.finalRoom', { room: view.roomNumber }) : t('pictures.room', { room: view.roomNumber });
  sk.text(fitText(title, 340, 34, true), PAD, y + 20, { size: 34, color: view.over ? TORCH : TEXT, bold: true });
  healthBar(sk, view, WIDTH - PAD - 400, y + 20, 400);
  y += 58;
  if (view.over) {
    pill(sk, t('pictures.score', { score: view.score ?? 0 }), PAD, y + 20, { fill: view.won ? TORCH : MEANING.monster, color: view.won ? '#2a1800' : TEXT, size: 26, bold: true });
    y += 56;
  } else if (ctx.status !== 'active') {
    pill(sk, t('pictures.stopped'), PAD, y + 20, { fill: PANEL, color: MUTED, bold: true, stroke: EDGE });
    y += 52;
  }
  return y;
}

function healthBar(sk: Sketch, view: ScoundrelView, x: number, cy: number, w: number): void {
  const label = `♥ ${view.health} / ${view.maxHealth}`;
  const labelW = 150;
  sk.text(label, x + w, cy, { size: 28, color: TEXT, bold: true, align: 'right' });
  const barW = w - labelW - 12;
  sk.rect(x, cy - 12, barW, 24, { r: 12, fill: '#3b1512', stroke: EDGE, line: 2 });
  const share = Math.max(0, Math.min(1, view.health / view.maxHealth));
  if (share > 0) sk.rect(x, cy - 12, Math.max(24, barW * share), 24, { r: 12, fill: share > 0.5 ? '#d64541' : share > 0.25 ? '#e67e22' : '#f1c40f' });
}

/** The room: four places, each card with what taking it does under it. Returns the bottom. */
function room(sk: Sketch, view: ScoundrelView, ctx: PictureContext, y: number): number {
  const cardW = 150;
  const cardH = 200;
  const gap = (WIDTH - 2 * PAD - 2 * INNER - 4 * cardW) / 3;
  // A second line of effects only when a monster here may be fought with the weapon.
  const lines = view.room.some((r) => r.kind === 'monster' && weaponUsableOn(view, r.card)) ? 2 : 1;
  const effects = lines * (pillHeight() + 8);
  const h = INNER + cardH + 12 + effects + 4;
  sk.rect(PAD, y, WIDTH - 2 * PAD, h, { r: 14, fill: PANEL, stroke: EDGE, line: 2 });
  const top = y + INNER;
  for (let p = 0; p < 4; p++) {
    const x = PAD + INNER + p * (cardW + gap);
    const here = view.room.find((r) => r.position === p);
    if (!here) {
      slot(sk, x, top, cardW, cardH, '#f6ead840');
      continue;
    }
    dungeonCard(sk, here.card, x, top, cardW, cardH, MEANING[here.kind], ctx);
    effect(sk, view, here.card, here.kind, x + cardW / 2, top + cardH + 12 + pillHeight() / 2);
  }
  return y + h;
}

/** Under a room card: what taking it does, in symbols and numbers (a monster: bare-handed ☠, and ⚔ when the weapon may be used). */
function effect(sk: Sketch, view: ScoundrelView, c: ScoundrelCard, kind: 'monster' | 'weapon' | 'potion', cx: number, cy: number): void {
  const style = { color: TEXT, bold: true, align: 'center' as const };
  if (kind === 'weapon') {
    pill(sk, `⚔ ${c.rank}`, cx, cy, { ...style, fill: MEANING.weapon });
    return;
  }
  if (kind === 'potion') {
    pill(sk, `♥ +${potionHeal(view, c)}`, cx, cy, { ...style, fill: MEANING.potion });
    return;
  }
  pill(sk, `☠ −${fightDamage(view, c, false)}`, cx, cy, { ...style, fill: MEANING.monster });
  if (weaponUsableOn(view, c)) pill(sk, `⚔ −${fightDamage(view, c, true)}`, cx, cy + pillHeight() + 8, { ...style, fill: MEANING.weapon });
}

/** The weapon with its last kills and what it can still hit; the dungeon's pile and count. Returns the bottom. */
function weaponAndDungeon(sk: Sketch, view: ScoundrelView, ctx: PictureContext, y: number): number {
  const { t } = ctx;
  const h = 2 * INNER + 126;
  const split = 480;
  sk.rect(PAD, y, split - PAD - 6, h, { r: 14, fill: PANEL, stroke: EDGE, line: 2 });
  sk.rect(split + 6, y, WIDTH - PAD - split - 6, h, { r: 14, fill: PANEL, stroke: EDGE, line: 2 });
  const top = y + INNER;
  const w = view.weapon;
  const x = PAD + INNER;
  if (w) {
    dungeonCard(sk, w.card, x, top, 84, 126, MEANING.weapon, ctx);
    w.slain.slice(-3).forEach((k, i) => dungeonCard(sk, k, x + 100 + i * 44, top + 6, 80, 112, MEANING.monster, ctx));
    const limit = w.limit === null ? t('pictures.hitsAny') : w.limit < 2 ? t('pictures.hitsNone') : t('pictures.hitsUpTo', { rank: rankText(w.limit, t) });
    const free = split - 6 - (x + 100 + Math.min(3, w.slain.length) * 44 + (w.slain.length ? 40 : 0));
    pill(sk, `⚔ ${limit}`, split - 6 - INNER, top + 63, { fill: MEANING.weapon, color: TEXT, bold: true, align: 'right', max: Math.max(120, free) });
  } else {
    slot(sk, x, top, 84, 126, '#f6ead840');
    sk.text(fitText(t('pictures.noWeapon'), split - x - 120, MIN_TEXT), x + 104, top + 63, { size: MIN_TEXT, color: MUTED });
  }
  const dx = split + 6 + INNER;
  if (view.dungeonCount > 0) cardBack(sk, dx, top + 20, 60, 86, '#5b3a24', '#e8a33c99');
  else slot(sk, dx, top + 20, 60, 86, '#f6ead840');
  const lines = wrapText(t('pictures.dungeon', { count: view.dungeonCount }), WIDTH - PAD - INNER - dx - 76, MIN_TEXT, true, 2);
  lines.forEach((line, i) => sk.text(line, dx + 76, top + 63 + (i - (lines.length - 1) / 2) * 32, { size: MIN_TEXT, color: TEXT, bold: true }));
  return y + h;
}

export const scoundrelPictures: GamePictures<ScoundrelView> = {
  palette: { ...MEANING },
  board: picture,
  hand: picture,
};
