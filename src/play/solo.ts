/** Solo runs: started at once for the caller, several per channel, at most one running per player there. */
import { and, eq } from 'drizzle-orm';
import { games } from '../games/index.js';
import type { Match, MatchPlayer } from '../db/schema/sqlite.js';
import { first } from '../db/store.js';
import type { PlayContext } from './context.js';
import { turnTimeoutOf } from './game-settings.js';
import { getPlayers, insertMatch } from './matches.js';

/**
 * The "server" of solo runs played in a DM with the bot (the app installed by
 * a user): Discord's own path segment for DMs, so links to the run's channel
 * work, and one global board for every score made outside a server.
 */
export const DM_GUILD = '@me';

export interface Challenge {
  /** e.g. 'scoundrel-daily:2026-11-29'; one attempt per player. */
  id: string;
  /** The seed every player of the challenge gets, so the deal is identical. */
  seed: string;
}

export type SoloResult =
  | { ok: true; match: Match; players: MatchPlayer[] }
  | { ok: false; reason: 'unknown_game' | 'already_running' | 'challenge_done'; match?: Match };

export function startSoloRun(
  ctx: PlayContext,
  args: { game: string; guildId: string; channelId: string; userId: string; options: object; challenge?: Challenge | undefined },
): Promise<SoloResult> {
  const engine = games[args.game];
  if (!engine) return Promise.resolve({ ok: false, reason: 'unknown_game' });
  return ctx.store.transaction(async (q): Promise<SoloResult> => {
    const { matches, matchPlayers } = q.t;
    const running = await first(
      q.db
        .select({ match: matches })
        .from(matches)
        .innerJoin(matchPlayers, eq(matchPlayers.matchId, matches.id))
        .where(and(eq(matches.game, args.game), eq(matches.channelId, args.channelId), eq(matches.status, 'active'), eq(matchPlayers.userId, args.userId))),
    );
    if (running) return { ok: false, reason: 'already_running', match: running.match };
    if (args.challenge) {
      const done = await first(q.db.select().from(matches).where(and(eq(matches.challenge, args.challenge.id), eq(matches.hostUserId, args.userId))));
      if (done) return { ok: false, reason: 'challenge_done', match: done };
    }
    const now = ctx.now();
    const seed = args.challenge?.seed ?? ctx.newSeed();
    const state = engine.setup({ players: 1, seed, options: args.options });
    const match = await insertMatch(q, {
      game: args.game,
      guildId: args.guildId,
      channelId: args.channelId,
      hostUserId: args.userId,
      status: 'active',
      options: args.options,
      seed,
      challenge: args.challenge?.id ?? null,
      state,
      version: 1,
      turnStartedVersion: 1,
      turnDeadline: now + turnTimeoutOf(args.game, ctx.turnTimeoutMs),
      createdAt: now,
      updatedAt: now,
    });
    return { ok: true, match, players: await getPlayers(q, match.id) };
  });
}

/** The UTC day of a moment, as YYYY-MM-DD. */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}
