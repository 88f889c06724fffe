/**
 * One territory as the board shows it (an inline field: tile, moon and
 * trump, the middle's tokens with face-down ones as backs, each side's
 * wolves, strength and scar slots, the room left; at the end how it
 * scored) and as one compact entry of a hand.
 */
import type { APIEmbedField } from 'discord.js';
import { strength, territoryWorth, type LoneWolvesView, type TerritoryScore, type TerritoryView } from '../../../games/lone-wolves/index.js';
import { TERRITORY_ROOM } from '../../../games/lone-wolves/config.js';
import { wolfCount } from '../../../games/lone-wolves/rules.js';
import { seatName } from '../seats.js';
import { capital, clip, DOT, type Ctx } from '../text.js';
import { middleText, scarsText, territoryText, wolvesText } from './cards.js';
import { territoryScoreText } from './score.js';
import { isOver } from './situation.js';
import { moonText } from './trick.js';

const SEATS = [0, 1] as const;
/** Board columns are narrow: long names are cut shorter there. */
const COLUMN_NAME = 16;

function roomText(t: TerritoryView, ctx: Ctx): string {
  const left = TERRITORY_ROOM - wolfCount(t);
  return left > 0 ? ctx.t('territory.room', { count: left }) : ctx.t('territory.full', { room: TERRITORY_ROOM });
}

/** `final`: how the territory scored, once the game is over. */
export function territoryField(view: LoneWolvesView, k: number, ctx: Ctx, final: TerritoryScore | null): APIEmbedField {
  const { t } = ctx;
  const ter = view.territories[k] as TerritoryView;
  const over = isOver(view, ctx);
  const lines: string[] = [];
  const moon = moonText(view, k, ctx);
  if (moon) lines.push(moon);
  const worth = territoryWorth(ter);
  if (worth !== ter.value) lines.push(capital(t('territory.worth', { worth })));
  lines.push(capital(t('territory.middle', { tokens: middleText(ter.tokens, t) })));
  for (const seat of SEATS) {
    const name = clip(seatName(ctx, seat), COLUMN_NAME);
    lines.push(t('territory.side', { name, wolves: wolvesText(ter.wolves[seat]), strength: strength(ter, seat) }));
    lines.push(capital(t('territory.scars', { scars: scarsText(ter.scars[seat], t) })));
  }
  if (final) lines.push(territoryScoreText(final, ctx));
  else if (!over) lines.push(capital(roomText(ter, ctx)));
  return { name: clip(t('territory.name', { territory: territoryText(k, t), tile: ter.value }), 256), value: clip(lines.join('\n'), 1024), inline: true };
}

/** Two lines of a hand: "**🔺 Territory 1** · tile 6 · 🌕 … · room for 2" and "⚔️ 11 : 5 · middle … · your scars …". */
export function territoryLine(view: LoneWolvesView, k: number, me: number, ctx: Ctx): string {
  const { t } = ctx;
  const ter = view.territories[k] as TerritoryView;
  const head = [t('territory.headline', { territory: territoryText(k, t), tile: ter.value })];
  const moon = moonText(view, k, ctx);
  if (moon) head.push(moon);
  head.push(roomText(ter, ctx));
  const detail = [
    t('territory.strengths', { mine: strength(ter, me), theirs: strength(ter, 1 - me) }),
    t('territory.middle', { tokens: middleText(ter.tokens, t) }),
    t('territory.myScars', { scars: scarsText(ter.scars[me as 0 | 1], t) }),
  ];
  return `${head.join(DOT)}\n${detail.join(DOT)}`;
}
