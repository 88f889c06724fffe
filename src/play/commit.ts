/**
 * Saving one state transition inside the caller's transaction: the new state
 * and version, the action log entry, the turn clock, round wins, the result,
 * the messages to announce, and the mark that Discord must catch up. Shared by
 * clicks, timeouts, forfeits and computer moves.
 */
import type { AnyGameDefinition } from '../games/core/contract.js';
import type { ActionKind, Match, MatchPlayer } from '../db/schema/sqlite.js';
import type { Q } from '../db/store.js';
import { challengeBest } from './challenges.js';
import type { PlayContext } from './context.js';
import { settingsOf, turnDeadlineOf } from './game-settings.js';
import { queueEvent, updateMatch, updatePlayer } from './matches.js';
import { recordMatchResults } from './results.js';

export interface LogEntry {
  seat: number;
  userId: string | null;
  code: string;
  kind: ActionKind;
}

export async function commitTransition(
  q: Q,
  ctx: PlayContext,
  engine: AnyGameDefinition,
  match: Match,
  players: MatchPlayer[],
  next: unknown,
  entry: LogEntry,
): Promise<{ match: Match; finished: boolean }> {
  const now = ctx.now();
  const version = match.version + 1;
  const before = engine.toAct(match.state);
  const toAct = engine.toAct(next);
  const outcome = engine.outcome(next);
  await q.db.insert(q.t.matchActions).values({ matchId: match.id, version, seat: entry.seat, userId: entry.userId, code: entry.code, kind: entry.kind, createdAt: now });
  const changes: Partial<Match> = {
    state: next as object,
    version,
    updatedAt: now,
    turnDeadline: await turnDeadlineOf(q, ctx, match, players, toAct, now),
    turnWarned: false,
    // A new turn (another seat to act) must reach that player as a NEW message.
    turnStartedVersion: toAct !== before ? version : match.turnStartedVersion,
    ...(outcome ? { status: 'finished' as const, finishedAt: now } : {}),
  };
  await updateMatch(q, match.id, changes, now);
  const saved: Match = { ...match, ...changes };

  const round = engine.roundEnded?.(next);
  const channel = { to: 'channel' } as const;
  if (round) {
    const winner = players[round.winner];
    if (winner) await q.db.insert(q.t.roundWins).values({ matchId: match.id, round: round.round, seat: round.winner, userId: winner.userId, createdAt: now }).onConflictDoNothing();
    if (!outcome) await queueEvent(q, match.id, channel, { kind: 'round_won', round: round.round, seat: round.winner });
  }
  if (outcome) {
    const kind = settingsOf(match.game).scoring;
    await recordMatchResults(
      q,
      {
        matchId: match.id,
        guildId: match.guildId,
        game: match.game,
        seats: players.map((p) => ({
          seat: p.seat,
          userId: p.userId,
          forfeited: p.forfeited || (entry.kind === 'forfeit' && p.seat === entry.seat),
          // A seat a computer took over still belongs to the person who left it (as a forfeit).
          computer: p.computer !== null && !p.forfeited,
        })),
        outcome,
        kind,
      },
      now,
    );
    if (kind === 'score') await queueEvent(q, match.id, channel, { kind: 'score_final', scores: outcome.scores, won: outcome.winners.length > 0 });
    if (kind === 'wins') await queueEvent(q, match.id, channel, { kind: 'match_won', winners: outcome.winners, scores: outcome.scores });
    if (match.challenge) {
      // A finished challenge run may see the best score across all servers.
      const best = await challengeBest(q, match.challenge);
      const player = players[0];
      if (best && player) await queueEvent(q, match.id, { to: 'dm', userId: player.userId }, { kind: 'challenge_best', best: best.score, yours: outcome.scores[0] ?? 0 });
    }
  } else if (toAct !== null && toAct !== before) {
    const player = players[toAct];
    // A player without DMs is pinged in the channel instead: board edits do not notify.
    if (player?.dmClosed) await queueEvent(q, match.id, channel, { kind: 'turn_ping', seat: toAct });
  }
  // A player the move hit hears of it by a new hand DM (edits do not notify); the next player's turn DM tells them anyway.
  for (const seat of engine.targetsOf?.(next) ?? []) {
    if (seat !== entry.seat && seat !== toAct && players[seat] && !players[seat].forfeited) await updatePlayer(q, match.id, seat, { noticeVersion: version });
  }
  if (entry.kind === 'move' && players[entry.seat]?.timeoutsInRow) await updatePlayer(q, match.id, entry.seat, { timeoutsInRow: 0 });
  return { match: saved, finished: outcome !== null };
}
