/**
 * Everything the bot keeps that names one person, gathered for them to
 * download (/privacy): profile, settings, DM channel, stats and ratings, and
 * the matches they played or hosted with their results and their own moves.
 * Other people's ids are left out: they are not the reader's data.
 */
import { and, asc, eq, inArray, isNull, notInArray, or } from 'drizzle-orm';
import type { Q } from '../db/store.js';
import { OPEN_STATUSES } from './matches.js';
import { displayRating } from './rating.js';

export interface PersonalData {
  userId: string;
  exportedAt: string;
  profile: { name: string | null; nameSeenAt: string | null; nicknames: { guildId: string; nick: string; seenAt: string }[] };
  settings: { language: string | null };
  dmChannelId: string | null;
  stats: {
    guildId: string;
    game: string;
    matches: number;
    wins: number;
    roundWins: number;
    totalScore: number;
    bestScore: number | null;
    rating: number;
    ratingMu: number;
    ratingSigma: number;
  }[];
  matches: PersonalMatch[];
}

export interface PersonalMatch {
  id: string;
  game: string;
  guildId: string;
  channelId: string;
  status: string;
  hostedByYou: boolean;
  /** Your seat (null: you hosted the lobby but hold no seat any more). */
  seat: number | null;
  players: number;
  challenge: string | null;
  createdAt: string;
  finishedAt: string | null;
  /** The move log was pruned then (MATCH_LOG_RETENTION_DAYS): results stay, moves do not. */
  logPrunedAt: string | null;
  result: { won: boolean; score: number } | null;
  roundsWon: number[];
  /** Your seat's moves (by you, or by the clock for you) once the match is over; null while it runs, without a seat, or once pruned. */
  moves: { version: number; code: string; kind: string; byClock: boolean; at: string }[] | null;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export async function personalData(q: Q, userId: string, now: number): Promise<PersonalData> {
  const { userNames, memberNames, userPrefs, dmChannels, playerStats } = q.t;
  const [name] = await q.db.select().from(userNames).where(eq(userNames.userId, userId));
  const nicks = await q.db.select().from(memberNames).where(eq(memberNames.userId, userId)).orderBy(asc(memberNames.guildId));
  const [prefs] = await q.db.select().from(userPrefs).where(eq(userPrefs.userId, userId));
  const [dm] = await q.db.select().from(dmChannels).where(eq(dmChannels.userId, userId));
  const stats = await q.db.select().from(playerStats).where(eq(playerStats.userId, userId)).orderBy(asc(playerStats.guildId), asc(playerStats.game));
  return {
    userId,
    exportedAt: new Date(now).toISOString(),
    profile: {
      name: name?.name ?? null,
      nameSeenAt: iso(name?.updatedAt ?? null),
      nicknames: nicks.map((n) => ({ guildId: n.guildId, nick: n.nick, seenAt: iso(n.updatedAt) as string })),
    },
    settings: { language: prefs?.language ?? null },
    dmChannelId: dm?.channelId ?? null,
    stats: stats.map((s) => ({
      guildId: s.guildId,
      game: s.game,
      matches: s.matches,
      wins: s.wins,
      roundWins: s.roundWins,
      totalScore: s.totalScore,
      bestScore: s.bestScore,
      rating: displayRating(s.ratingMu, s.ratingSigma),
      ratingMu: s.ratingMu,
      ratingSigma: s.ratingSigma,
    })),
    matches: await personalMatches(q, userId),
  };
}

async function personalMatches(q: Q, userId: string): Promise<PersonalMatch[]> {
  const { matches, matchPlayers, matchResults, roundWins, matchActions } = q.t;
  // A handful of queries whatever the number of matches: the answer must leave within Discord's 3 s.
  const seated = q.db.select({ id: matchPlayers.matchId }).from(matchPlayers).where(eq(matchPlayers.userId, userId));
  const theirs = or(eq(matches.hostUserId, userId), inArray(matches.id, seated));
  const rows = await q.db.select().from(matches).where(theirs).orderBy(asc(matches.createdAt), asc(matches.id));
  const mine = q.db.select({ id: matches.id }).from(matches).where(theirs);
  const seats = await q.db.select({ matchId: matchPlayers.matchId, seat: matchPlayers.seat, userId: matchPlayers.userId }).from(matchPlayers).where(inArray(matchPlayers.matchId, mine));
  const results = await q.db.select().from(matchResults).where(eq(matchResults.userId, userId));
  const rounds = await q.db.select().from(roundWins).where(eq(roundWins.userId, userId)).orderBy(asc(roundWins.round));
  // Their seat's moves in matches that are over and still have their log.
  const moves = await q.db
    .select({ matchId: matchActions.matchId, version: matchActions.version, code: matchActions.code, kind: matchActions.kind, userId: matchActions.userId, at: matchActions.createdAt })
    .from(matchActions)
    .innerJoin(matchPlayers, and(eq(matchPlayers.matchId, matchActions.matchId), eq(matchPlayers.seat, matchActions.seat)))
    .innerJoin(matches, eq(matches.id, matchActions.matchId))
    .where(and(eq(matchPlayers.userId, userId), notInArray(matches.status, [...OPEN_STATUSES]), isNull(matches.logPrunedAt)))
    .orderBy(asc(matchActions.matchId), asc(matchActions.version));
  const seatsOf = byMatch(seats);
  const roundsOf = byMatch(rounds);
  const movesOf = byMatch(moves);
  const resultOf = new Map(results.map((r) => [r.matchId, r]));
  return rows.map((match) => {
    const players = seatsOf.get(match.id) ?? [];
    const seat = players.find((p) => p.userId === userId)?.seat ?? null;
    const result = resultOf.get(match.id);
    const over = !(OPEN_STATUSES as readonly string[]).includes(match.status);
    return {
      id: match.id,
      game: match.game,
      guildId: match.guildId,
      channelId: match.channelId,
      status: match.status,
      hostedByYou: match.hostUserId === userId,
      seat,
      players: players.length,
      challenge: match.challenge,
      createdAt: iso(match.createdAt) as string,
      finishedAt: iso(match.finishedAt),
      logPrunedAt: iso(match.logPrunedAt),
      result: result ? { won: result.won, score: result.score } : null,
      roundsWon: (roundsOf.get(match.id) ?? []).map((r) => r.round),
      moves:
        seat === null || !over || match.logPrunedAt !== null
          ? null
          : (movesOf.get(match.id) ?? []).map((m) => ({ version: m.version, code: m.code, kind: m.kind, byClock: m.userId === null, at: iso(m.at) as string })),
    };
  });
}

function byMatch<T extends { matchId: string }>(rows: readonly T[]): Map<string, T[]> {
  const grouped = new Map<string, T[]>();
  for (const row of rows) {
    const list = grouped.get(row.matchId);
    if (list) list.push(row);
    else grouped.set(row.matchId, [row]);
  }
  return grouped;
}
