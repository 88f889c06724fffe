/**
 * Watching the computer's run of a daily challenge, move by move: the
 * public board as it stood after move k, with buttons to step through. Only
 * for players whose own attempt that day is over — before that it would
 * give the dungeon away.
 */
import { games } from '../games/index.js';
import { dailyChallenge } from '../play/challenges.js';
import { attemptOver, computerRunState, getComputerRun } from '../play/computer-runs.js';
import { buildComputerRunId } from './custom-id.js';
import { translator, type Language } from './i18n/index.js';
import type { Refusal } from './refusals.js';
import type { App } from './app.js';
import { uis } from './ui/registry.js';
import { stepButtons } from './ui/step-nav.js';
import type { MatchContext, MessagePayload } from './ui/types.js';

export async function computerRunView(
  app: App,
  args: { userId: string; guildId: string; channelId: string; game: string; day: string; step: number; lang: Language },
): Promise<{ ok: true; payload: MessagePayload } | { ok: false; reason: Refusal }> {
  const challenge = dailyChallenge(args.game, args.day, app.play.dailySecret);
  const [run, over] = await app.play.store.read(async (q) => [await getComputerRun(q, challenge.id), await attemptOver(q, challenge.id, args.userId)] as const);
  const engine = games[args.game];
  const ui = uis[args.game];
  if (!run || !engine || !ui) return { ok: false, reason: 'computer_run_missing' };
  if (!over) return { ok: false, reason: 'computer_run_locked' };
  const guildName = await app.guildNames.name(args.guildId);
  const total = run.codes.length;
  const step = Math.min(Math.max(0, args.step), total);
  const state = computerRunState(run, step);
  const t = translator(args.lang, args.game);
  const name = t('common:computer.plain', { level: t(`common:computer.levels.${run.level}`) });
  const ctx: MatchContext = {
    game: args.game,
    matchId: 'replay',
    version: step,
    guildId: args.guildId,
    guildName: guildName ?? t('common:aServer'),
    channelId: args.channelId,
    seats: [{ seat: 0, userId: '', displayName: name, forfeited: false }],
    turnDeadline: null,
    status: step >= total ? 'finished' : 'active',
    lang: args.lang,
    t,
  };
  const board = ui.board(engine.view(state, null), ctx);
  return {
    ok: true,
    payload: {
      content: t('computerRun.title', { day: args.day, step, total, score: run.score }),
      embeds: board.embeds ?? [],
      components: [stepButtons((to, tag) => buildComputerRunId(args.game, args.day, to, tag), step, total)],
    },
  };
}
