/**
 * A finished match, replayed move by move: the public board as it stood after
 * move k (never a hand), rebuilt from the seed and the action log, with
 * buttons to step. Only in the server where it was played.
 */
import { games } from '../games/index.js';
import { actionsOf, stateAfter } from '../play/replay.js';
import { getMatch, getPlayers } from '../play/matches.js';
import { buildReplayId } from './custom-id.js';
import { translator, type Language } from './i18n/index.js';
import type { Refusal } from './refusals.js';
import { matchContext } from './render.js';
import type { App } from './app.js';
import { loadTable } from './table.js';
import { gameTitle, uis } from './ui/registry.js';
import { stepButtons } from './ui/step-nav.js';
import type { MessagePayload } from './ui/types.js';

export async function matchReplayView(
  app: App,
  args: { guildId: string; matchId: string; step: number; lang: Language },
): Promise<{ ok: true; payload: MessagePayload } | { ok: false; reason: Refusal }> {
  const found = await app.play.store.read(async (q) => {
    const match = await getMatch(q, args.matchId);
    if (!match) return null;
    const players = await getPlayers(q, match.id);
    return { match, players, actions: await actionsOf(q, match.id), table: await loadTable(q, app, match, undefined, players) };
  });
  const match = found?.match;
  if (!found || !match || !games[match.game] || !uis[match.game] || match.state === null) return { ok: false, reason: 'replay_missing' };
  if (match.guildId !== args.guildId) return { ok: false, reason: 'replay_elsewhere' };
  if (match.status !== 'finished' && match.status !== 'abandoned') return { ok: false, reason: 'replay_running' };
  // Its moves went after MATCH_LOG_RETENTION_DAYS: the board could only be shown as dealt.
  if (match.logPrunedAt !== null) return { ok: false, reason: 'replay_pruned' };
  const { players, actions } = found;
  const total = actions.length;
  const step = Math.min(Math.max(0, args.step), total);
  const state = stateAfter(match, players.length, actions, step);
  // The board as it stood then: the match still running until its last move.
  const then = { ...match, state: state as object, version: step, status: step >= total ? match.status : ('active' as const), turnDeadline: null };
  const ctx = matchContext(then, players, found.table.names, args.lang);
  const board = (uis[match.game] as NonNullable<(typeof uis)[string]>).board((games[match.game] as NonNullable<(typeof games)[string]>).view(state, null), ctx);
  const t = translator(args.lang, match.game);
  const day = new Date(match.finishedAt ?? match.updatedAt).toISOString().slice(0, 10);
  return {
    ok: true,
    payload: {
      content: t('common:replay.title', { game: gameTitle(match.game, args.lang), day, step, total }),
      embeds: board.embeds ?? [],
      components: [stepButtons((to, tag) => buildReplayId(match.id, to, tag), step, total)],
    },
  };
}
