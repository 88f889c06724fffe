/**
 * Computer players at the table: who they are, claiming a due computer turn
 * (so one process decides it), and the one transaction that plays the
 * decision. The decision itself is made elsewhere (the AI, in a worker
 * thread); here it is checked against the state it was made for.
 */
import { games } from '../games/index.js';
import type { MatchPlayer } from '../db/schema/sqlite.js';
import { commitTransition } from './commit.js';
import type { PlayContext } from './context.js';
import { getPlayers, lockMatch, updateMatch } from './matches.js';

export type ComputerLevel = 'easy' | 'hard';
export const COMPUTER_LEVELS: readonly ComputerLevel[] = ['easy', 'hard'];

/** The level of a computer that takes over an absent player's seat: a real game for those who stay. */
export const TAKEOVER_LEVEL: ComputerLevel = 'hard';

/** Computer seats have made-up user ids starting with this (Discord ids are digits only). */
export const COMPUTER_ID_PREFIX = 'cpu';

/** How long a process holds a computer turn it claimed: past it (the process died), another takes it. */
export const COMPUTER_CLAIM_MS = 30_000;

export const isComputer = (p: Pick<MatchPlayer, 'computer'>): boolean => p.computer !== null;

/** What a computer must decide: the match, the version its decision is for, and its seat. */
export interface ComputerTurn {
  matchId: string;
  game: string;
  version: number;
  seat: number;
  level: ComputerLevel;
  state: unknown;
  seed: string;
}

/**
 * Claims the computer's turn now due in this match, if any (its pause is
 * over): its deadline moves on by the claim's length, so no other process
 * takes it meanwhile.
 */
export function claimComputerTurn(ctx: PlayContext, matchId: string): Promise<ComputerTurn | null> {
  return ctx.store.transaction(async (q) => {
    const match = await lockMatch(q, matchId);
    const now = ctx.now();
    if (!match || match.status !== 'active' || match.turnDeadline === null || match.turnDeadline > now) return null;
    const seat = games[match.game]?.toAct(match.state);
    if (seat === null || seat === undefined) return null;
    const player = (await getPlayers(q, matchId))[seat];
    if (!player?.computer) return null;
    await updateMatch(q, matchId, { turnDeadline: now + COMPUTER_CLAIM_MS });
    return { matchId, game: match.game, version: match.version, seat, level: player.computer, state: match.state, seed: `${match.seed}:${match.version}` };
  });
}

/**
 * Plays a computer's decision (an action code) in one transaction, if the
 * match is still where the decision was made; a code that is not legal
 * (a bug, a crashed worker) gives way to the engine's safe move.
 */
export function playComputerMove(ctx: PlayContext, turn: ComputerTurn, code: string | null): Promise<boolean> {
  return ctx.store.transaction(async (q) => {
    const match = await lockMatch(q, turn.matchId);
    if (!match || match.status !== 'active' || match.version !== turn.version) return false;
    const engine = games[match.game];
    if (!engine || engine.toAct(match.state) !== turn.seat) return false;
    const players = await getPlayers(q, turn.matchId);
    const player = players[turn.seat];
    if (!player?.computer) return false;
    const decided = code === null ? null : engine.decodeAction(code);
    let applied = decided === null ? null : engine.apply(match.state, turn.seat, decided);
    let played = code;
    if (!applied?.ok) {
      const safe = engine.timeoutAction?.(match.state, turn.seat) ?? engine.legalActions(match.state, turn.seat)[0];
      if (safe === undefined || safe === null) return false;
      applied = engine.apply(match.state, turn.seat, safe);
      played = engine.encodeAction(safe);
      if (!applied.ok) return false;
    }
    await commitTransition(q, ctx, engine, match, players, applied.state, { seat: turn.seat, userId: player.userId, code: played as string, kind: 'move' });
    return true;
  });
}
