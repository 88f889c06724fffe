/**
 * Saving one state transition inside the caller's transaction: the new state
 * and version, the action log entry, the turn clock, round wins, the result
 * and the messages to announce. Shared by clicks, timeouts and forfeits.
 */
import type { AnyGameDefinition } from '../games/core/contract.js';
import type { Db } from '../db/connection.js';
import { prepared } from '../db/prepared.js';
import { roundWins, type ActionKind, type Match, type MatchPlayer } from '../db/schema/sqlite.js';
import type { PlayContext } from './context.js';
import { settingsOf, turnDeadlineOf } from './game-settings.js';
import { recordMatchResults } from './results.js';
import { challengeBest } from './challenges.js';
import { queueEvent, updatePlayer } from './store.js';

export interface LogEntry {
  seat: number;
  userId: string | null;
  code: string;
  kind: ActionKind;
}

export function commitTransition(
  db: Db,
  ctx: PlayContext,
  engine: AnyGameDefinition,
  match: Match,
  players: MatchPlayer[],
  next: unknown,
  entry: LogEntry,
): { match: Match; finished: boolean } {
  const now = ctx.now();
  const version = match.version + 1;
  const before = engine.toAct(match.state);
  const toAct = engine.toAct(next);
  const outcome = engine.outcome(next);
  const q = prepared(db);
  q.insertAction.run({ matchId: match.id, version, seat: entry.seat, userId: entry.userId, code: entry.code, kind: entry.kind, createdAt: now });
  const saved: Match = {
    ...match,
    state: next as object,
    version,
    updatedAt: now,
    turnDeadline: turnDeadlineOf(ctx, match, players, toAct, now),
    turnWarned: false,
    // A new turn (another seat to act) must reach that player as a NEW message.
    turnStartedVersion: toAct !== before ? version : match.turnStartedVersion,
    ...(outcome ? { status: 'finished' as const, finishedAt: now } : {}),
  };
  (outcome ? q.saveFinalTransition : q.saveTransition).run(saved);

  const round = engine.roundEnded?.(next);
  const channel = { to: 'channel' } as const;
  if (round) {
    const winner = players[round.winner];
    if (winner) db.insert(roundWins).values({ matchId: match.id, round: round.round, seat: round.winner, userId: winner.userId, createdAt: now }).onConflictDoNothing().run();
    if (!outcome) queueEvent(db, match.id, channel, { kind: 'round_won', round: round.round, seat: round.winner });
  }
  if (outcome) {
    const kind = settingsOf(match.game).scoring;
    recordMatchResults(
      db,
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
    if (kind === 'score') queueEvent(db, match.id, channel, { kind: 'score_final', scores: outcome.scores, won: outcome.winners.length > 0 });
    if (kind === 'wins') queueEvent(db, match.id, channel, { kind: 'match_won', winners: outcome.winners, scores: outcome.scores });
    if (match.challenge) {
      // A finished challenge run may see the best score across all servers.
      const best = challengeBest(db, match.challenge);
      const player = players[0];
      if (best && player) queueEvent(db, match.id, { to: 'dm', userId: player.userId }, { kind: 'challenge_best', best: best.score, yours: outcome.scores[0] ?? 0 });
    }
  } else if (toAct !== null && toAct !== before) {
    const player = players[toAct];
    // A player without DMs is pinged in the channel instead: board edits do not notify.
    if (player?.dmClosed) queueEvent(db, match.id, channel, { kind: 'turn_ping', seat: toAct });
  }
  // A player the move hit hears of it by a new hand DM (edits do not notify); the next player's turn DM tells them anyway.
  for (const seat of engine.targetsOf?.(next) ?? []) {
    if (seat !== entry.seat && seat !== toAct && players[seat] && !players[seat].forfeited) updatePlayer(db, match.id, seat, { noticeVersion: version });
  }
  if (entry.kind === 'move' && players[entry.seat]?.timeoutsInRow) updatePlayer(db, match.id, entry.seat, { timeoutsInRow: 0 });
  return { match: saved, finished: outcome !== null };
}
