/**
 * Scoundrel in pictures: a torch-lit dungeon. The room's cards as playing
 * cards in their places, each with what taking it does (a monster's damage,
 * bare-handed and with the weapon; a weapon's strength; a potion's healing),
 * health as a bar, the weapon with the monsters slain on it and what it can
 * still hit, the dungeon as a pile with its count. Solo: the hand is the
 * same picture as the board (one view for both).
 */
import type { ScoundrelCard, ScoundrelView } from '../../../games/scoundrel/types.js';
import { fitText } from '../../../images/fonts.js';
import { card, cardBack, pill, slot } from '../../../images/kit.js';
import { Sketch, type Scene } from '../../../images/scene.js';
import type { GamePictures, PictureContext } from '../../../images/types.js';

const BG = '#221c18';
const PANEL = '#30271f';
const EDGE = '#4a3b2c';
const TEXT = '#f6ead8';
const MUTED = '#b79f84';
const TORCH = '#e8a33c';
const CARD = '#fbf4e6';
const RED = '#b3261e';
const BLACK = '#1f1f24';
const MONSTER = '#8c1d18';
const WEAPON = '#2f5d8a';
const POTION = '#2e7d4f';

const WIDTH = 800;
const PAD = 20;
const SUITS = { clubs: '♣', spades: '♠', diamonds: '♦', hearts: '♥' } as const;
const FACES: Record<number, string> = { 11: 'J', 12: 'Q', 13: 'K', 14: 'A' };

/** The damage a monster does when fought with the weapon, or null when the weapon may not be used on it. */
function canHitWith(view: ScoundrelView, monster: ScoundrelCard): number | null {
  const w = view.weapon;
  if (!w || (w.limit !== null && monster.rank > w.limit)) return null;
  return Math.max(0, monster.rank - w.card.rank);
}

/** What a potion would heal now: only the first potion of a room heals, never above the maximum. */
function healing(view: ScoundrelView, potion: ScoundrelCard): number {
  if (view.potionsUsedThisTurn > 0) return 0;
  return Math.max(0, Math.min(potion.rank, view.maxHealth - view.health));
}

function rank(r: number): string {
  return FACES[r] ?? String(r);
}

function suitInk(c: ScoundrelCard): string {
  return c.suit === 'hearts' || c.suit === 'diamonds' ? RED : BLACK;
}

function dungeonCard(sk: Sketch, c: ScoundrelCard, x: number, y: number, w: number, h: number, border: string): void {
  card(sk, x, y, w, h, { fill: CARD, border, line: 4, ink: suitInk(c), big: SUITS[c.suit], bigSize: Math.round(w * 0.5), corner: rank(c.rank), cornerInk: suitInk(c) });
}

function picture(view: ScoundrelView, ctx: PictureContext): Scene {
  const { t } = ctx;
  const sk = new Sketch(WIDTH, 0, BG);
  let y = PAD;
  // Header: the room, and health as a bar.
  const title = view.over ? (view.won ? t('pictures.escaped') : t('pictures.slain')) : view.finalRoom ? t('pictures.finalRoom', { room: view.roomNumber }) : t('pictures.room', { room: view.roomNumber });
  sk.text(fitText(title, 330, 30, true), PAD, y + 18, { size: 30, color: view.over ? TORCH : TEXT, bold: true });
  healthBar(sk, view, WIDTH - PAD - 400, y + 18, 400);
  y += 56;
  if (view.over) {
    pill(sk, t('pictures.score', { score: view.score ?? 0 }), PAD, y + 18, { fill: view.won ? TORCH : MONSTER, color: view.won ? '#2a1800' : TEXT, size: 22, bold: true });
    y += 48;
  } else if (ctx.status !== 'active') {
    pill(sk, t('pictures.stopped'), PAD, y + 18, { fill: PANEL, color: MUTED, size: 20, bold: true, stroke: EDGE });
    y += 48;
  }

  // The room: four places, each card with what taking it does.
  const roomW = 500;
  const cardW = 108;
  const cardH = 150;
  const gap = (roomW - 4 * cardW) / 3;
  sk.rect(PAD - 8, y, roomW + 16, cardH + 80, { r: 14, fill: PANEL, stroke: EDGE, line: 2 });
  const top = y + 14;
  for (let p = 0; p < 4; p++) {
    const x = PAD + p * (cardW + gap);
    const here = view.room.find((r) => r.position === p);
    if (!here) {
      slot(sk, x, top, cardW, cardH, '#f6ead840');
      continue;
    }
    const border = here.kind === 'monster' ? MONSTER : here.kind === 'weapon' ? WEAPON : POTION;
    dungeonCard(sk, here.card, x, top, cardW, cardH, border);
    effect(sk, view, here.card, here.kind, x + cardW / 2, top + cardH + 30);
  }

  // The weapon with its kills, and the dungeon.
  const px = PAD + roomW + 20;
  const pw = WIDTH - PAD - px;
  sk.rect(px, y, pw, cardH + 80, { r: 14, fill: PANEL, stroke: EDGE, line: 2 });
  const w = view.weapon;
  if (w) {
    dungeonCard(sk, w.card, px + 14, top, 70, 98, WEAPON);
    const kills = w.slain.slice(-4);
    kills.forEach((k, i) => dungeonCard(sk, k, px + 96 + i * 30, top + 14, 56, 78, MONSTER));
    const limit = w.limit === null ? t('pictures.hitsAny') : w.limit < 2 ? t('pictures.hitsNone') : t('pictures.hitsUpTo', { rank: rank(w.limit) });
    pill(sk, `⚔ ${limit}`, px + 14, top + 122, { fill: WEAPON, color: TEXT, size: 18, bold: true, max: pw - 28 });
  } else {
    slot(sk, px + 14, top, 70, 98, '#f6ead840');
    sk.text(fitText(t('pictures.noWeapon'), pw - 110, 19), px + 98, top + 49, { size: 19, color: MUTED });
  }
  const dy = top + 150;
  if (view.dungeonCount > 0) cardBack(sk, px + 14, dy, 30, 42, '#5b3a24', '#e8a33c99');
  sk.text(fitText(t('pictures.dungeon', { count: view.dungeonCount }), pw - 70, 19), px + 56, dy + 21, { size: 19, color: TEXT, bold: true });
  sk.height = y + cardH + 80 + PAD;
  return sk.scene();
}

function healthBar(sk: Sketch, view: ScoundrelView, x: number, cy: number, w: number): void {
  const label = `♥ ${view.health} / ${view.maxHealth}`;
  const labelW = 130;
  sk.text(label, x + w, cy, { size: 24, color: TEXT, bold: true, align: 'right' });
  const barX = x;
  const barW = w - labelW - 12;
  sk.rect(barX, cy - 11, barW, 22, { r: 11, fill: '#3b1512', stroke: EDGE, line: 2 });
  const share = Math.max(0, Math.min(1, view.health / view.maxHealth));
  if (share > 0) sk.rect(barX, cy - 11, Math.max(22, barW * share), 22, { r: 11, fill: share > 0.5 ? '#d64541' : share > 0.25 ? '#e67e22' : '#f1c40f' });
}

/** Under a room card: what taking it does, in symbols and numbers. */
function effect(sk: Sketch, view: ScoundrelView, c: ScoundrelCard, kind: 'monster' | 'weapon' | 'potion', cx: number, cy: number): void {
  if (kind === 'weapon') {
    pill(sk, `⚔ ${c.rank}`, cx, cy, { fill: WEAPON, color: TEXT, size: 20, bold: true, align: 'center' });
    return;
  }
  if (kind === 'potion') {
    pill(sk, `♥ +${healing(view, c)}`, cx, cy, { fill: POTION, color: TEXT, size: 20, bold: true, align: 'center' });
    return;
  }
  const withWeapon = canHitWith(view, c);
  if (withWeapon === null) {
    pill(sk, `☠ −${c.rank}`, cx, cy, { fill: MONSTER, color: TEXT, size: 20, bold: true, align: 'center' });
    return;
  }
  pill(sk, `☠ −${c.rank}`, cx - 4, cy, { fill: MONSTER, color: TEXT, size: 17, bold: true, align: 'right' });
  pill(sk, `⚔ −${withWeapon}`, cx + 4, cy, { fill: WEAPON, color: TEXT, size: 17, bold: true, align: 'left' });
}

export const scoundrelPictures: GamePictures<ScoundrelView> = {
  board: picture,
  hand: picture,
};
