/**
 * Giving up a solo run (`/<game> quit`): the run ends at once and counts as
 * lost, with the score a death would give, on the leaderboard and on the
 * day's challenge board (whose one attempt stays used). Engine-agnostic: the
 * state is left as it was, the action log gets GIVE_UP_CODE, and the result
 * is recorded here; only the score of a given-up run is the game's
 * (its engine's optional `giveUpScore`).
 */
import { and, desc, eq } from 'drizzle-orm';
import { games } from '../games/index.js';
import type { Match } from '../db/schema/sqlite.js';
import type { Q } from '../db/store.js';
import { challengeBest } from './challenges.js';
import type { PlayContext } from './context.js';
import { settingsOf } from './game-settings.js';
import { getPlayers, lockMatch, queueEvent, updateMatch, updatePlayer } from './matches.js';
import { recordMatchResults } from './results.js';

/** The code logged for a give-up; a replay ends the run there, as lost. */
export const GIVE_UP_CODE = '!give-up';

/** How a game scores a given-up run: its engine says (`giveUpScore`), else 0. */
export function giveUpScore(game: string, state: unknown, seat: number): number {
  return games[game]?.giveUpScore?.(state, seat) ?? 0;
}

export type GiveUpResult = { ok: true; match: Match; score: number } | { ok: false; reason: 'no_run' };

/** The player's running run of `game`: in this channel, else their latest one in this server. */
export async function runningRun(q: Q, game: string, guildId: string, channelId: string, userId: string): Promise<Match | null> {
  const { matches, matchPlayers } = q.t;
  const runs = (
    await q.db
      .select({ match: matches })
      .from(matches)
      .innerJoin(matchPlayers, eq(matchPlayers.matchId, matches.id))
      .where(and(eq(matches.game, game), eq(matches.guildId, guildId), eq(matches.status, 'active'), eq(matchPlayers.userId, userId), eq(matchPlayers.forfeited, false)))
      .orderBy(desc(matches.createdAt))
  ).map((r) => r.match);
  return runs.find((m) => m.channelId === channelId) ?? runs[0] ?? null;
}

/** Ends the player's running solo run of `game` as given up: a loss, scored as a death. */
export function giveUpRun(ctx: PlayContext, args: { game: string; guildId: string; channelId: string; userId: string }): Promise<GiveUpResult> {
  if (!games[args.game] || !settingsOf(args.game).solo) return Promise.resolve({ ok: false, reason: 'no_run' });
  return ctx.store.transaction(async (q): Promise<GiveUpResult> => {
    const run = await runningRun(q, args.game, args.guildId, args.channelId, args.userId);
    const match = run ? await lockMatch(q, run.id) : undefined;
    if (!match || match.status !== 'active') return { ok: false, reason: 'no_run' };
    const players = await getPlayers(q, match.id);
    const player = players.find((p) => p.userId === args.userId);
    if (!player) return { ok: false, reason: 'no_run' };
    const now = ctx.now();
    const version = match.version + 1;
    const score = giveUpScore(match.game, match.state, player.seat);
    await q.db.insert(q.t.matchActions).values({ matchId: match.id, version, seat: player.seat, userId: args.userId, code: GIVE_UP_CODE, kind: 'forfeit', createdAt: now });
    await updatePlayer(q, match.id, player.seat, { forfeited: true });
    const values = { status: 'finished' as const, version, finishedAt: now, updatedAt: now, turnDeadline: null, turnWarned: false };
    await updateMatch(q, match.id, values, now);
    const scores = players.map((p) => (p.seat === player.seat ? score : 0));
    await recordMatchResults(
      q,
      {
        matchId: match.id,
        guildId: match.guildId,
        game: match.game,
        seats: players.map((p) => ({ seat: p.seat, userId: p.userId, forfeited: p.forfeited || p.seat === player.seat, computer: p.computer !== null && !p.forfeited })),
        outcome: { winners: [], scores },
        kind: settingsOf(match.game).scoring,
      },
      now,
    );
    await queueEvent(q, match.id, { to: 'channel' }, { kind: 'gave_up', seat: player.seat, score });
    if (match.challenge) {
      const best = await challengeBest(q, match.challenge);
      if (best) await queueEvent(q, match.id, { to: 'dm', userId: args.userId }, { kind: 'challenge_best', best: best.score, yours: score });
    }
    return { ok: true, match: { ...match, ...values }, score };
  });
}
