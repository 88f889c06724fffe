/**
 * Points as the players read them: the provisional count while the game
 * runs (the engine's own scoreBoard on the public territories), the
 * scoring of one territory, and the final result with its tie-break.
 */
import { scoreBoard, type LoneWolvesView, type TerritoryScore } from '../../../games/lone-wolves/index.js';
import { seatName } from '../seats.js';
import { DOT, type Ctx } from '../text.js';

const SEATS = [0, 1] as const;
const bold = (ctx: Ctx, seat: number) => `**${seatName(ctx, seat)}**`;

/** "**Ann** 14 · **Ben** 9 · territories 2 : 1". */
export function scoreText(view: LoneWolvesView, ctx: Ctx): string {
  const s = scoreBoard(view.territories);
  const points = SEATS.map((seat) => ctx.t('score.points', { name: bold(ctx, seat), points: s.points[seat] })).join(DOT);
  return ctx.t('score.line', { points, a: s.territoriesWon[0], b: s.territoriesWon[1] });
}

/** How one territory scores (at the end): who takes its worth, or the tie; and the token points there. */
export function territoryScoreText(score: TerritoryScore, ctx: Ctx): string {
  const { t } = ctx;
  const [a, b] = score.strengths;
  const lines = [
    score.winner === null
      ? t('score.tie', { a, b, worth: score.worth })
      : t('score.takes', { name: bold(ctx, score.winner), worth: score.worth }),
  ];
  const tokens = SEATS.filter((seat) => score.tokenPoints[seat] > 0).map((seat) => t('score.tokenPoints', { name: bold(ctx, seat), points: score.tokenPoints[seat] }));
  if (tokens.length > 0) lines.push(t('score.tokens', { tokens: tokens.join(DOT) }));
  return lines.join('\n');
}

/** "🏆 **Ann** wins with 23 points to 17.", with the tie-break or the forfeit that decided it. */
export function resultText(view: LoneWolvesView, ctx: Ctx, winner: number): string {
  const { t } = ctx;
  const loser = 1 - winner;
  const s = scoreBoard(view.territories);
  const names = { name: bold(ctx, winner), other: bold(ctx, loser) };
  if (ctx.seats.some((p) => p.seat === loser && p.forfeited)) return t('result.forfeit', names);
  const mine = s.points[winner] as number;
  const theirs = s.points[loser] as number;
  if (mine !== theirs) return t('result.points', { ...names, count: mine, theirs });
  const won = s.territoriesWon[winner] as number;
  const lost = s.territoriesWon[loser] as number;
  if (won !== lost) return t('result.territories', { ...names, points: mine, won, lost });
  return t('result.lastTrick', { ...names, points: mine, territories: won });
}
