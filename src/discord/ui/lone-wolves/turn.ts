/**
 * Who is to do what, in one line: "@Ann to follow — time runs out in 2
 * minutes", or the game's result. Hands (DMs) name players instead of
 * mentioning them: a mention may not resolve there.
 */
import type { LoneWolvesView, Phase } from '../../../games/lone-wolves/index.js';
import { seatMention, seatName } from '../seats.js';
import { relativeTime, type Ctx } from '../text.js';
import { winnerOf } from './situation.js';
import { resultText } from './score.js';

const PHASE_KEYS: Record<Exclude<Phase, 'over'>, string> = {
  lead: 'turn.lead',
  follow: 'turn.follow',
  reveal: 'turn.reveal',
  scar: 'turn.scar',
};

export function turnText(view: LoneWolvesView, ctx: Ctx, inDm: boolean): string {
  const { t } = ctx;
  const winner = winnerOf(view, ctx);
  if (winner !== null) return resultText(view, ctx, winner);
  if (ctx.status !== 'active') return t('turn.abandoned');
  if (view.toAct === null || view.phase === 'over') return t('turn.idle');
  const who = inDm ? `**${seatName(ctx, view.toAct)}**` : seatMention(ctx, view.toAct);
  const turn = t(PHASE_KEYS[view.phase], { who });
  return ctx.turnDeadline !== null ? t('turn.clock', { turn, time: relativeTime(ctx.turnDeadline) }) : turn;
}
