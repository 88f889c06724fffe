/**
 * Turn clocks, driven by a periodic tick: the warning one minute before the
 * deadline, the safe move played at the deadline, a forfeit after too many
 * timeouts in a row, and idle lobbies closing. Deadlines live in the
 * database, so they survive restarts.
 */
import { and, eq, gt, lte } from 'drizzle-orm';
import { games } from '../games/index.js';
import { matches, type Match } from '../db/schema/sqlite.js';
import { commitTransition } from './commit.js';
import type { PlayContext } from './context.js';
import { settingsOf } from './game-settings.js';
import { dueComputerTurn, TAKEOVER_LEVEL, type ComputerTurn } from './computers.js';
import { forfeitInTx } from './forfeit.js';
import { expireLobbies } from './lobby.js';
import { getMatch, getPlayers, inTransaction, queueEvent, updateMatch, updatePlayer } from './store.js';

export interface TickResult {
  /** Matches whose state or lobby changed: their messages need a refresh. */
  changed: string[];
  /** Matches that only queued a warning. */
  warned: string[];
  /** Computer turns whose pause is over: the host decides them (off the event loop) and plays them. */
  computers: ComputerTurn[];
}

export function runDueTimers(ctx: PlayContext): TickResult {
  const changed = expireLobbies(ctx);
  const warned = sendWarnings(ctx);
  const { db } = ctx.database;
  const due = db
    .select({ id: matches.id })
    .from(matches)
    .where(and(eq(matches.status, 'active'), lte(matches.turnDeadline, ctx.now())))
    .all();
  const computers: ComputerTurn[] = [];
  for (const { id } of due) {
    const computer = dueComputerTurn(ctx, id);
    if (computer) computers.push(computer);
    else if (expireTurn(ctx, id)) changed.push(id);
  }
  return { changed, warned, computers };
}

function sendWarnings(ctx: PlayContext): string[] {
  const { db } = ctx.database;
  const now = ctx.now();
  return inTransaction(db, () => {
      const due = db
        .select()
        .from(matches)
        .where(and(eq(matches.status, 'active'), eq(matches.turnWarned, false), gt(matches.turnDeadline, now), lte(matches.turnDeadline, now + ctx.turnWarningMs)))
        .all();
      for (const match of due) {
        const seat = games[match.game]?.toAct(match.state);
        const player = seat === null || seat === undefined ? undefined : getPlayers(db, match.id)[seat];
        updateMatch(db, match.id, { turnWarned: true });
        if (!player || player.computer) continue;
        const event = { kind: 'turn_warning', seat: player.seat, deadline: match.turnDeadline as number, abandon: settingsOf(match.game).onTimeout === 'abandon' } as const;
        queueEvent(db, match.id, { to: 'dm', userId: player.userId }, event);
      }
      return due.map((m) => m.id);
    });
}

/** Plays the safe move for the absent player, or forfeits them after too many timeouts. */
function expireTurn(ctx: PlayContext, matchId: string): boolean {
  const { db } = ctx.database;
  return inTransaction(db, () => {
      const match = getMatch(db, matchId) as Match;
      if (match.status !== 'active' || match.turnDeadline === null || match.turnDeadline > ctx.now()) return false;
      const engine = games[match.game];
      const seat = engine?.toAct(match.state);
      if (!engine || seat === null || seat === undefined) return false;
      const players = getPlayers(db, matchId);
      const player = players[seat];
      if (!player || player.computer) return false;
      const timeouts = player.timeoutsInRow + 1;
      updatePlayer(db, matchId, seat, { timeoutsInRow: timeouts });
      const action = settingsOf(match.game).onTimeout === 'abandon' ? null : (engine.timeoutAction?.(match.state, seat) ?? null);
      // Chosen at the start: a computer plays on for the absent player, who leaves the match as after a forfeit.
      // Only while another person still plays: computers do not finish a match among themselves.
      const othersPlay = players.some((p) => p.seat !== seat && !p.computer && !p.forfeited);
      const takeover = timeouts >= ctx.maxTimeoutsInRow && action !== null && match.computerTakeover && engine.forfeit !== undefined && othersPlay;
      if (takeover) {
        updatePlayer(db, matchId, seat, { computer: TAKEOVER_LEVEL, forfeited: true, timeoutsInRow: 0 });
        players[seat] = { ...player, computer: TAKEOVER_LEVEL, forfeited: true, timeoutsInRow: 0 };
        queueEvent(db, matchId, { to: 'channel' }, { kind: 'taken_over', seat });
      } else if (timeouts >= ctx.maxTimeoutsInRow || action === null) {
        forfeitInTx(db, ctx, match, players, seat, null);
        return true;
      }
      const applied = engine.apply(match.state, seat, action);
      if (!applied.ok) {
        forfeitInTx(db, ctx, match, players, seat, null);
        return true;
      }
      const code = engine.encodeAction(action);
      commitTransition(db, ctx, engine, match, players, applied.state, { seat, userId: null, code, kind: 'timeout' });
      if (!takeover) queueEvent(db, matchId, { to: 'channel' }, { kind: 'timeout_move', seat, timeouts, max: ctx.maxTimeoutsInRow });
      return true;
    });
}
