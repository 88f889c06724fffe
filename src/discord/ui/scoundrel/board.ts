/**
 * The public board: one small embed, a few lines, since several dungeons may
 * run in the same channel at once. Who plays, the variant, health, room,
 * cards left in the dungeon (a count only), the weapon and its limit, the
 * room's cards and the last event; the outcome and score once over. No
 * components (the platform adds its own).
 */
import type { ScoundrelView } from '../../../games/scoundrel/types.js';
import type { MatchContext, MessagePayload } from '../types.js';
import { DEAD_COLOR, RUNNING_COLOR, WAITING_COLOR, WON_COLOR } from './colors.js';
import { describeScoundrelEvent } from './describe.js';
import { playerMention, playerName } from './players.js';
import { roomLine } from './room.js';
import { clearedText, dungeonText, healthText, outcomeEmoji, outcomeText, roomText, variantName } from './status.js';
import { clip } from './text.js';
import { weaponLine } from './weapon.js';

/** A match stopped before the game ended (abandoned, forfeited): how to say it. */
function stoppedText(ctx: MatchContext): string | null {
  if (ctx.status === 'active') return null;
  if (ctx.seats.some((s) => s.forfeited)) return 'gave up';
  return ctx.status === 'abandoned' ? 'abandoned' : 'stopped';
}

function title(view: ScoundrelView, ctx: MatchContext): string {
  const state = view.over ? (view.won === true ? 'escaped' : 'dead') : (stoppedText(ctx) ?? roomText(view));
  return `Scoundrel — ${playerName(ctx)}, ${state}`;
}

function lines(view: ScoundrelView, ctx: MatchContext): string[] {
  const who = playerMention(ctx);
  if (view.over) {
    return [`${outcomeEmoji(view)} ${who} ${outcomeText(view)}.`, `${variantName(view)} · ${roomText(view)} · ${clearedText(view)} · ${dungeonText(view)}`];
  }
  const out = [
    stoppedText(ctx) === null ? `${who} is in the dungeon · ${variantName(view)}` : `${who} ${stoppedText(ctx)} in ${roomText(view)} · ${variantName(view)}`,
    `${healthText(view)} · 🚪 ${roomText(view)} · ✅ ${clearedText(view)} · 🂠 ${dungeonText(view)}`,
    `🗡️ ${weaponLine(view)}`,
    `🃏 ${roomLine(view)}`,
  ];
  if (view.lastAction !== null) out.push(`📜 ${describeScoundrelEvent(view.lastAction)}`);
  return out;
}

export function renderBoard(view: ScoundrelView, ctx: MatchContext): MessagePayload {
  const color = view.over ? (view.won === true ? WON_COLOR : DEAD_COLOR) : ctx.status === 'active' ? RUNNING_COLOR : WAITING_COLOR;
  return {
    embeds: [
      {
        title: clip(title(view, ctx), 256),
        description: clip(lines(view, ctx).join('\n'), 4096),
        color,
      },
    ],
  };
}
