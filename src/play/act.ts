/**
 * A click on a game component: ONE transaction that loads the match (locked),
 * checks seat, turn and version, applies the engine action and saves
 * everything. No Discord call inside.
 */
import { games } from '../games/index.js';
import type { Match, MatchPlayer } from '../db/schema/sqlite.js';
import type { Q } from '../db/store.js';
import { commitTransition } from './commit.js';
import type { PlayContext } from './context.js';
import { getMatch, getPlayers, lockMatch } from './matches.js';

export type ClickRefusal =
  | 'unknown_match'
  | 'not_started'
  | 'over'
  | 'not_in_match'
  | 'forfeited'
  | 'stale'
  | 'not_your_turn'
  | 'bad_action'
  | 'illegal';

export interface Seated {
  match: Match;
  players: MatchPlayer[];
  seat: number;
}

export type ClickResult = ({ ok: true; finished: boolean; before: Match } & Seated) | { ok: false; reason: ClickRefusal; message?: string; seated?: Seated };

type Located = { ok: true; seated: Seated } | { ok: false; reason: ClickRefusal; seated?: Seated };

/** Who is clicking on which match: shared by actions, menu steps and "Show my hand". */
export async function locateSeat(q: Q, game: string, matchId: string, userId: string, opts: { lock?: boolean } = {}): Promise<Located> {
  const match = await (opts.lock ? lockMatch(q, matchId) : getMatch(q, matchId));
  if (!match || match.game !== game) return { ok: false, reason: 'unknown_match' };
  const players = await getPlayers(q, matchId);
  const player = players.find((p) => p.userId === userId);
  if (match.status === 'lobby' || match.status === 'cancelled') return { ok: false, reason: 'not_started' };
  if (!player) return { ok: false, reason: 'not_in_match' };
  const seated = { match, players, seat: player.seat };
  if (match.status !== 'active') return { ok: false, reason: 'over', seated };
  if (player.forfeited) return { ok: false, reason: 'forfeited', seated };
  return { ok: true, seated };
}

export function act(ctx: PlayContext, click: { game: string; matchId: string; userId: string; version: number; code: string }): Promise<ClickResult> {
  return ctx.store.transaction(async (q): Promise<ClickResult> => {
    const found = await locateSeat(q, click.game, click.matchId, click.userId, { lock: true });
    if (!found.ok) return found;
    const { match, players, seat } = found.seated;
    if (click.version !== match.version) return { ok: false, reason: 'stale', seated: found.seated };
    const engine = games[match.game];
    if (!engine) return { ok: false, reason: 'unknown_match' };
    if (engine.toAct(match.state) !== seat) return { ok: false, reason: 'not_your_turn', seated: found.seated };
    const action = engine.decodeAction(click.code);
    if (action === null) return { ok: false, reason: 'bad_action', seated: found.seated };
    const applied = engine.apply(match.state, seat, action);
    if (!applied.ok) return { ok: false, reason: 'illegal', message: applied.error.message, seated: found.seated };
    const saved = await commitTransition(q, ctx, engine, match, players, applied.state, { seat, userId: click.userId, code: click.code, kind: 'move' });
    const after = players.map((p) => (p.seat === seat && p.timeoutsInRow ? { ...p, timeoutsInRow: 0 } : p));
    return { ok: true, finished: saved.finished, match: saved.match, players: after, seat, before: match };
  });
}
