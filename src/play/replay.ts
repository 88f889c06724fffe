/**
 * Looking back at finished matches: a server's recent ones (for /history)
 * and any match's state after its first k actions, rebuilt from its seed and
 * action log exactly as it was played.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Match, MatchAction, MatchPlayer } from '../db/schema/sqlite.js';
import type { Q } from '../db/store.js';
import { games } from '../games/index.js';
import { FORFEIT_CODE } from './forfeit.js';

export interface PastMatch {
  match: Match;
  players: MatchPlayer[];
  /** Seats that won (none for an abandoned match). */
  winners: number[];
}

const OVER = ['finished', 'abandoned'] as const;

/** The server's most recent finished or abandoned matches, newest first; only those `userId` played in, when given. */
export async function recentMatches(q: Q, guildId: string, userId: string | null, limit = 10): Promise<PastMatch[]> {
  const { matches, matchPlayers, matchResults } = q.t;
  const played = userId === null ? undefined : q.db.select({ id: matchPlayers.matchId }).from(matchPlayers).where(eq(matchPlayers.userId, userId));
  const rows = await q.db
    .select()
    .from(matches)
    .where(and(eq(matches.guildId, guildId), inArray(matches.status, [...OVER]), ...(played ? [inArray(matches.id, played)] : [])))
    .orderBy(desc(matches.finishedAt), desc(matches.createdAt))
    .limit(limit);
  const past: PastMatch[] = [];
  for (const match of rows) {
    const players = await q.db.select().from(matchPlayers).where(eq(matchPlayers.matchId, match.id)).orderBy(asc(matchPlayers.seat));
    const won = await q.db.select({ seat: matchResults.seat }).from(matchResults).where(and(eq(matchResults.matchId, match.id), eq(matchResults.won, true)));
    past.push({ match, players, winners: won.map((r) => r.seat) });
  }
  return past;
}

export async function actionsOf(q: Q, matchId: string): Promise<MatchAction[]> {
  return q.db.select().from(q.t.matchActions).where(eq(q.t.matchActions.matchId, matchId)).orderBy(asc(q.t.matchActions.version));
}

/** The match's state after its first `steps` actions (0: the deal); replays stop at an action they cannot apply. */
export function stateAfter(match: Match, players: number, actions: readonly MatchAction[], steps: number): unknown {
  const engine = games[match.game];
  if (!engine) throw new Error(`unknown game ${match.game}`);
  let state = engine.setup({ players, seed: match.seed, options: match.options });
  for (const action of actions.slice(0, steps)) {
    if (action.code === FORFEIT_CODE) {
      state = engine.forfeit ? engine.forfeit(state, action.seat) : state;
      continue;
    }
    const decoded = engine.decodeAction(action.code);
    const applied = decoded === null ? null : engine.apply(state, action.seat, decoded);
    if (!applied?.ok) break;
    state = applied.state;
  }
  return state;
}
