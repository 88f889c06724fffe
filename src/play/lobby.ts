/**
 * Lobbies: open, join, leave, start, cancel, expire. Each is one synchronous
 * transaction returning what happened, for the Discord layer to show.
 */
import { and, eq, lte } from 'drizzle-orm';
import { games } from '../games/index.js';
import type { Db } from '../db/connection.js';
import { matches, matchPlayers, type Match, type MatchPlayer } from '../db/schema/sqlite.js';
import type { PlayContext } from './context.js';
import { settingsOf, turnDeadlineOf } from './game-settings.js';
import { COMPUTER_ID_PREFIX, type ComputerLevel } from './computers.js';
import { lobbyIdleMsOf, serverSettings } from './server-settings.js';
import { getMatch, getPlayers, insertMatch, inTransaction, openMatchesInChannel, updateMatch } from './store.js';

export type LobbyRefusal =
  | 'unknown_game'
  | 'channel_busy'
  | 'unknown_match'
  | 'not_a_lobby'
  | 'already_joined'
  | 'not_joined'
  | 'full'
  | 'not_host'
  | 'not_enough_players'
  | 'not_allowed'
  | 'no_computer';

export type LobbyResult = { ok: true; match: Match; players: MatchPlayer[] } | { ok: false; reason: LobbyRefusal; match?: Match };

const no = (reason: LobbyRefusal, match?: Match): LobbyResult => (match ? { ok: false, reason, match } : { ok: false, reason });

export function openLobby(
  ctx: PlayContext,
  args: { game: string; guildId: string; channelId: string; hostUserId: string; options: object; computerTakeover?: boolean },
): LobbyResult {
  const engine = games[args.game];
  if (!engine) return no('unknown_game');
  const { db } = ctx.database;
  return inTransaction(db, () => {
      // Solo runs share the channel; a lobby or multiplayer match does not.
      const busy = openMatchesInChannel(db, args.channelId).find((m) => !settingsOf(m.game).solo);
      if (busy) return no('channel_busy', busy);
      const now = ctx.now();
      const match = insertMatch(db, {
        game: args.game,
        guildId: args.guildId,
        channelId: args.channelId,
        hostUserId: args.hostUserId,
        status: 'lobby',
        options: args.options,
        // Not chosen at /start: the server's default (/settings takeover), else no.
        computerTakeover: args.computerTakeover ?? serverSettings(db, args.guildId).computerTakeover ?? false,
        seed: ctx.newSeed(),
        lobbyExpiresAt: now + lobbyIdleMsOf(db, args.guildId, ctx.lobbyIdleMs),
        createdAt: now,
        updatedAt: now,
      });
      return { ok: true, match, players: getPlayers(db, match.id) };
    });
}

/** Runs `change` on an open lobby, then bumps its version and idle deadline. */
function inLobby(
  ctx: PlayContext,
  matchId: string,
  change: (db: Db, match: Match, players: MatchPlayer[], now: number) => LobbyRefusal | null,
): LobbyResult {
  const { db } = ctx.database;
  return inTransaction(db, () => {
      const match = getMatch(db, matchId);
      if (!match) return no('unknown_match');
      if (match.status !== 'lobby') return no('not_a_lobby', match);
      const now = ctx.now();
      const refusal = change(db, match, getPlayers(db, matchId), now);
      if (refusal) return no(refusal, match);
      const fresh = getMatch(db, matchId) as Match;
      // Every change bumps the version, so delivery knows the lobby message is behind.
      const idleMs = lobbyIdleMsOf(db, fresh.guildId, ctx.lobbyIdleMs);
      updateMatch(db, matchId, { version: fresh.version + 1, lobbyExpiresAt: fresh.status === 'lobby' ? now + idleMs : null, updatedAt: now });
      return { ok: true, match: getMatch(db, matchId) as Match, players: getPlayers(db, matchId) };
    });
}

export function joinLobby(ctx: PlayContext, matchId: string, userId: string): LobbyResult {
  return inLobby(ctx, matchId, (db, match, players, now) => {
    if (players.some((p) => p.userId === userId)) return 'already_joined';
    const engine = games[match.game];
    if (!engine || players.length >= engine.maxPlayers) return 'full';
    db.insert(matchPlayers).values({ matchId, seat: players.length, userId, joinedAt: now }).run();
    return null;
  });
}

/** The host adds a computer player ('easy' or 'hard') to a free seat. */
export function addComputer(ctx: PlayContext, matchId: string, userId: string, level: ComputerLevel): LobbyResult {
  return inLobby(ctx, matchId, (db, match, players, now) => {
    if (match.hostUserId !== userId) return 'not_host';
    const engine = games[match.game];
    if (!engine || players.length >= engine.maxPlayers) return 'full';
    // A made-up id that can never be a Discord user (those are digits only).
    const taken = new Set(players.map((p) => p.userId));
    let n = 1;
    while (taken.has(`${COMPUTER_ID_PREFIX}${n}`)) n++;
    db.insert(matchPlayers).values({ matchId, seat: players.length, userId: `${COMPUTER_ID_PREFIX}${n}`, computer: level, joinedAt: now }).run();
    return null;
  });
}

/** The host removes the computer that joined last. */
export function removeComputer(ctx: PlayContext, matchId: string, userId: string): LobbyResult {
  return inLobby(ctx, matchId, (db, match, players) => {
    if (match.hostUserId !== userId) return 'not_host';
    const last = players.filter((p) => p.computer).at(-1);
    if (!last) return 'no_computer';
    reseat(db, matchId, players.filter((p) => p !== last));
    return null;
  });
}

function reseat(db: Db, matchId: string, staying: MatchPlayer[]): void {
  db.delete(matchPlayers).where(eq(matchPlayers.matchId, matchId)).run();
  staying.forEach((p, seat) => db.insert(matchPlayers).values({ ...p, seat }).run());
}

/** Leaving re-seats the others in join order; the next player becomes host; an empty lobby closes. */
export function leaveLobby(ctx: PlayContext, matchId: string, userId: string): LobbyResult {
  return inLobby(ctx, matchId, (db, match, players, now) => {
    if (!players.some((p) => p.userId === userId)) return 'not_joined';
    const staying = players.filter((p) => p.userId !== userId);
    reseat(db, matchId, staying);
    // Computers never host: a lobby with no person left closes.
    const host = staying.find((p) => !p.computer);
    if (!host) {
      reseat(db, matchId, []);
      updateMatch(db, matchId, { status: 'cancelled', finishedAt: now, updatedAt: now });
    }
    else if (match.hostUserId === userId) updateMatch(db, matchId, { hostUserId: host.userId });
    return null;
  });
}

export function cancelLobby(ctx: PlayContext, matchId: string, userId: string, canManageGuild: boolean): LobbyResult {
  return inLobby(ctx, matchId, (db, match, _players, now) => {
    if (match.hostUserId !== userId && !canManageGuild) return 'not_allowed';
    updateMatch(db, matchId, { status: 'cancelled', finishedAt: now, updatedAt: now });
    return null;
  });
}

/** The host starts: seats in join order, the engine deals, the first turn's clock starts. */
export function startMatch(ctx: PlayContext, matchId: string, userId: string): LobbyResult {
  const { db } = ctx.database;
  return inTransaction(db, () => {
      const match = getMatch(db, matchId);
      if (!match) return no('unknown_match');
      if (match.status !== 'lobby') return no('not_a_lobby', match);
      if (match.hostUserId !== userId) return no('not_host', match);
      const players = getPlayers(db, matchId);
      const engine = games[match.game];
      if (!engine) return no('unknown_game', match);
      if (players.length < engine.minPlayers) return no('not_enough_players', match);
      const state = engine.setup({ players: players.length, seed: match.seed, options: match.options });
      const now = ctx.now();
      updateMatch(db, matchId, {
        status: 'active',
        state,
        // Versions only grow, so lobby buttons can never pass for game buttons.
        version: match.version + 1,
        turnStartedVersion: match.version + 1,
        turnDeadline: turnDeadlineOf(ctx, match, players, engine.toAct(state), now),
        turnWarned: false,
        lobbyExpiresAt: null,
        updatedAt: now,
      });
      return { ok: true, match: getMatch(db, matchId) as Match, players };
    });
}

/** Closes lobbies idle past their deadline; returns their ids. */
export function expireLobbies(ctx: PlayContext): string[] {
  const { db } = ctx.database;
  const now = ctx.now();
  return inTransaction(db, () => {
      const due = db
        .select({ id: matches.id, version: matches.version })
        .from(matches)
        .where(and(eq(matches.status, 'lobby'), lte(matches.lobbyExpiresAt, now)))
        .all();
      for (const { id, version } of due) updateMatch(db, id, { status: 'cancelled', version: version + 1, lobbyExpiresAt: null, finishedAt: now, updatedAt: now });
      return due.map((d) => d.id);
    });
}
