/**
 * A finished match, replayed move by move: the public board as it stood after
 * move k (never a hand), rebuilt from the seed and the action log, with
 * buttons to step. Only in the server where it was played.
 */
import { games } from '../games/index.js';
import { actionsOf, stateAfter } from '../play/replay.js';
import { getMatch, getPlayers } from '../play/store.js';
import { buildReplayId } from './custom-id.js';
import { translator, type Language } from './i18n/index.js';
import type { Refusal } from './refusals.js';
import { matchContext } from './render.js';
import type { BotServices } from './services.js';
import { gameTitle, uis } from './ui/registry.js';
import { stepButtons } from './ui/step-nav.js';
import type { MessagePayload } from './ui/types.js';

export function matchReplayView(
  services: BotServices,
  args: { guildId: string; matchId: string; step: number; lang: Language },
): { ok: true; payload: MessagePayload } | { ok: false; reason: Refusal } {
  const { db } = services.play.database;
  const match = getMatch(db, args.matchId);
  if (!match || !games[match.game] || !uis[match.game] || match.state === null) return { ok: false, reason: 'replay_missing' };
  if (match.guildId !== args.guildId) return { ok: false, reason: 'replay_elsewhere' };
  if (match.status !== 'finished' && match.status !== 'abandoned') return { ok: false, reason: 'replay_running' };
  const players = getPlayers(db, match.id);
  const actions = actionsOf(db, match.id);
  const total = actions.length;
  const step = Math.min(Math.max(0, args.step), total);
  const state = stateAfter(match, players.length, actions, step);
  // The board as it stood then: the match still running until its last move.
  const then = { ...match, state: state as object, version: step, status: step >= total ? match.status : ('active' as const), turnDeadline: null };
  const ctx = matchContext(then, players, services.names, args.lang);
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
