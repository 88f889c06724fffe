/**
 * "Play again" on a finished match's board: a new lobby in the same channel,
 * same game and options, hosted by whoever clicked, with the same computers
 * seated. The other people are invited (the Discord layer mentions them);
 * they still click Join, so nobody is seated without saying so.
 */
import { games } from '../games/index.js';
import type { Match, MatchPlayer } from '../db/schema/sqlite.js';
import type { Q } from '../db/store.js';
import type { PlayContext } from './context.js';
import { COMPUTER_ID_PREFIX, type ComputerLevel } from './computers.js';
import { isFormerPlayer } from './former-players.js';
import { settingsOf } from './game-settings.js';
import { addComputerIn, openLobbyIn, type LobbyRefusal } from './lobby.js';
import { getMatch, getPlayers } from './matches.js';

export type RematchRefusal = 'rematch_gone' | 'not_a_player' | LobbyRefusal;

/** A computer's own seat (not a person's seat a computer took over, which keeps the person's id). */
const isComputerSeat = (p: MatchPlayer) => p.computer !== null && p.userId.startsWith(COMPUTER_ID_PREFIX);

export interface RematchPlan {
  match: Match;
  /** The people of the match other than the one who asks, in seat order. */
  others: string[];
  /** The levels of the computers that played, in seat order. */
  computers: ComputerLevel[];
}

/** Whether `userId` may replay this match, and with whom. */
export async function rematchPlan(q: Q, matchId: string, userId: string): Promise<{ ok: true; plan: RematchPlan } | { ok: false; reason: RematchRefusal }> {
  const match = await getMatch(q, matchId);
  if (!match || match.status !== 'finished' || !games[match.game] || settingsOf(match.game).solo) return { ok: false, reason: 'rematch_gone' };
  const players = await getPlayers(q, matchId);
  if (!players.some((p) => p.userId === userId && !isComputerSeat(p))) return { ok: false, reason: 'not_a_player' };
  return {
    ok: true,
    plan: {
      match,
      // A former player (their data deleted) is nobody to invite.
      others: players.filter((p) => !isComputerSeat(p) && p.userId !== userId && !isFormerPlayer(p.userId)).map((p) => p.userId),
      computers: players.filter(isComputerSeat).map((p) => p.computer as ComputerLevel),
    },
  };
}

export type RematchResult = { ok: true; match: Match; players: MatchPlayer[]; plan: RematchPlan } | { ok: false; reason: RematchRefusal; match?: Match };

/** Opens the rematch's lobby (with its computers seated) in one transaction; refused when the channel is busy. */
export function openRematch(ctx: PlayContext, matchId: string, userId: string): Promise<RematchResult> {
  return ctx.store.transaction(async (q): Promise<RematchResult> => {
    const planned = await rematchPlan(q, matchId, userId);
    if (!planned.ok) return planned;
    const { match: old } = planned.plan;
    let res = await openLobbyIn(q, ctx, { game: old.game, guildId: old.guildId, channelId: old.channelId, hostUserId: userId, options: old.options, computerTakeover: old.computerTakeover });
    for (const level of planned.plan.computers) {
      if (!res.ok) break;
      res = await addComputerIn(q, ctx, { matchId: res.match.id }, userId, level);
    }
    if (!res.ok) return res.match ? { ok: false, reason: res.reason, match: res.match } : { ok: false, reason: res.reason };
    return { ok: true, match: res.match, players: res.players, plan: planned.plan };
  });
}
