/**
 * Turn clocks, driven by a periodic tick in every process: the warning one
 * minute before the deadline, the safe move played at the deadline, a forfeit
 * after too many timeouts in a row, and idle lobbies closing. Deadlines live
 * in the database, so they survive restarts; each is handled in a
 * transaction that locks and re-reads its match, so it fires once however
 * many processes tick.
 */
import { and, eq, gt, lte } from 'drizzle-orm';
import { games } from '../games/index.js';
import type { Match } from '../db/schema/sqlite.js';
import type { Q } from '../db/store.js';
import { commitTransition } from './commit.js';
import type { PlayContext } from './context.js';
import { settingsOf } from './game-settings.js';
import { TAKEOVER_LEVEL } from './computers.js';
import { forfeitIn } from './forfeit.js';
import { expireLobbies } from './lobby.js';
import { getPlayers, lockMatch, needsSync, queueEvent, updateMatch, updatePlayer } from './matches.js';

export interface TickResult {
  /** Matches whose state, lobby or announcements changed. */
  changed: string[];
  /** Matches where a computer's turn is due: the host claims, decides and plays it. */
  computers: string[];
}

export async function runDueTimers(ctx: PlayContext): Promise<TickResult> {
  const changed = await expireLobbies(ctx);
  changed.push(...(await sendWarnings(ctx)));
  const now = ctx.now();
  const due = await ctx.store.read(({ db, t: { matches } }) =>
    db.select({ id: matches.id }).from(matches).where(and(eq(matches.status, 'active'), lte(matches.turnDeadline, now))),
  );
  const computers: string[] = [];
  for (const { id } of due) {
    const outcome = await ctx.store.transaction((q) => expireTurn(q, ctx, id));
    if (outcome === 'computer') computers.push(id);
    else if (outcome === 'expired') changed.push(id);
  }
  return { changed, computers };
}

async function sendWarnings(ctx: PlayContext): Promise<string[]> {
  const now = ctx.now();
  const due = await ctx.store.read(({ db, t: { matches } }) =>
    db
      .select({ id: matches.id })
      .from(matches)
      .where(and(eq(matches.status, 'active'), eq(matches.turnWarned, false), gt(matches.turnDeadline, now), lte(matches.turnDeadline, now + ctx.turnWarningMs))),
  );
  const warned: string[] = [];
  for (const { id } of due) {
    const done = await ctx.store.transaction(async (q) => {
      const match = await lockMatch(q, id);
      if (!match || match.status !== 'active' || match.turnWarned || match.turnDeadline === null || match.turnDeadline <= now) return false;
      const seat = games[match.game]?.toAct(match.state);
      const player = seat === null || seat === undefined ? undefined : (await getPlayers(q, id))[seat];
      await updateMatch(q, id, { turnWarned: true });
      if (!player || player.computer) return false;
      const event = { kind: 'turn_warning', seat: player.seat, deadline: match.turnDeadline, abandon: settingsOf(match.game).onTimeout === 'abandon' } as const;
      await queueEvent(q, id, { to: 'dm', userId: player.userId }, event);
      await needsSync(q, id, now);
      return true;
    });
    if (done) warned.push(id);
  }
  return warned;
}

/** At the deadline: a computer's turn is left to the computers; a person's gets the safe move, or they forfeit after too many timeouts. */
async function expireTurn(q: Q, ctx: PlayContext, matchId: string): Promise<'computer' | 'expired' | null> {
  const match = (await lockMatch(q, matchId)) as Match | undefined;
  if (!match || match.status !== 'active' || match.turnDeadline === null || match.turnDeadline > ctx.now()) return null;
  const engine = games[match.game];
  const seat = engine?.toAct(match.state);
  if (!engine || seat === null || seat === undefined) return null;
  const players = await getPlayers(q, matchId);
  const player = players[seat];
  if (!player) return null;
  if (player.computer) return 'computer';
  const timeouts = player.timeoutsInRow + 1;
  await updatePlayer(q, matchId, seat, { timeoutsInRow: timeouts });
  const action = settingsOf(match.game).onTimeout === 'abandon' ? null : (engine.timeoutAction?.(match.state, seat) ?? null);
  // Chosen at the start: a computer plays on for the absent player, who leaves the match as after a forfeit.
  // Only while another person still plays: computers do not finish a match among themselves.
  const othersPlay = players.some((p) => p.seat !== seat && !p.computer && !p.forfeited);
  const takeover = timeouts >= ctx.maxTimeoutsInRow && action !== null && match.computerTakeover && engine.forfeit !== undefined && othersPlay;
  if (takeover) {
    await updatePlayer(q, matchId, seat, { computer: TAKEOVER_LEVEL, forfeited: true, timeoutsInRow: 0 });
    players[seat] = { ...player, computer: TAKEOVER_LEVEL, forfeited: true, timeoutsInRow: 0 };
    await queueEvent(q, matchId, { to: 'channel' }, { kind: 'taken_over', seat });
  } else if (timeouts >= ctx.maxTimeoutsInRow || action === null) {
    await forfeitIn(q, ctx, match, players, seat, null);
    return 'expired';
  }
  const applied = engine.apply(match.state, seat, action);
  if (!applied.ok) {
    await forfeitIn(q, ctx, match, players, seat, null);
    return 'expired';
  }
  await commitTransition(q, ctx, engine, match, players, applied.state, { seat, userId: null, code: engine.encodeAction(action), kind: 'timeout' });
  if (!takeover) await queueEvent(q, matchId, { to: 'channel' }, { kind: 'timeout_move', seat, timeouts, max: ctx.maxTimeoutsInRow });
  return 'expired';
}
