/**
 * Lobbies: open, join, leave, add or remove a computer, start, cancel,
 * expire. Each is one transaction returning what happened, for the Discord
 * layer to show. A button carries the lobby's version: a click made on an
 * older lobby (a double click, or someone else's click first) changes nothing.
 */
import { and, eq, lte } from 'drizzle-orm';
import { games } from '../games/index.js';
import type { Match, MatchPlayer } from '../db/schema/sqlite.js';
import type { Q } from '../db/store.js';
import type { PlayContext } from './context.js';
import { settingsOf, turnDeadlineOf } from './game-settings.js';
import { COMPUTER_ID_PREFIX, type ComputerLevel } from './computers.js';
import { guildRow, lobbyIdleMsOf } from './server-settings.js';
import { getPlayers, insertMatch, lockMatch, openMatchesInChannel, updateMatch } from './matches.js';

export type LobbyRefusal =
  | 'unknown_game'
  | 'channel_busy'
  | 'unknown_match'
  | 'not_a_lobby'
  | 'lobby_changed'
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
): Promise<LobbyResult> {
  return ctx.store.transaction((q) => openLobbyIn(q, ctx, args));
}

/** Opens a lobby inside the caller's transaction (a rematch opens one and seats its computers in the same one). */
export async function openLobbyIn(
  q: Q,
  ctx: PlayContext,
  args: { game: string; guildId: string; channelId: string; hostUserId: string; options: object; computerTakeover?: boolean },
): Promise<LobbyResult> {
  if (!games[args.game]) return no('unknown_game');
  // Solo runs share the channel; a lobby or multiplayer match does not.
  const busy = (await openMatchesInChannel(q, args.channelId)).find((m) => !settingsOf(m.game).solo);
  if (busy) return no('channel_busy', busy);
  const now = ctx.now();
  const match = await insertMatch(q, {
    game: args.game,
    guildId: args.guildId,
    channelId: args.channelId,
    hostUserId: args.hostUserId,
    status: 'lobby',
    options: args.options,
    // Not chosen at /start: the server's default (/settings takeover), else no.
    computerTakeover: args.computerTakeover ?? (await guildRow(q, args.guildId)).computerTakeover ?? false,
    seed: ctx.newSeed(),
    lobbyExpiresAt: now + (await lobbyIdleMsOf(q, args.guildId, ctx.lobbyIdleMs)),
    createdAt: now,
    updatedAt: now,
  });
  return { ok: true, match, players: await getPlayers(q, match.id) };
}

/** Which lobby a click is for: its id and, from the button, the version it showed (undefined: any). */
export interface LobbyClick {
  matchId: string;
  version?: number;
}

type Change = (q: Q, match: Match, players: MatchPlayer[], now: number) => Promise<LobbyRefusal | null>;

/** Runs `change` on an open lobby as the click saw it, then bumps its version and idle deadline. */
async function inLobby(q: Q, ctx: PlayContext, click: LobbyClick, change: Change): Promise<LobbyResult> {
  const match = await lockMatch(q, click.matchId);
  if (!match) return no('unknown_match');
  // A click on an older version changes nothing, even when the change before it closed the lobby (a double click on Cancel).
  if (click.version !== undefined && click.version !== match.version) return no('lobby_changed', match);
  if (match.status !== 'lobby') return no('not_a_lobby', match);
  const now = ctx.now();
  const refusal = await change(q, match, await getPlayers(q, match.id), now);
  if (refusal) return no(refusal, match);
  const fresh = (await lockMatch(q, match.id)) as Match;
  // Every change bumps the version: buttons of the old lobby are stale, and delivery knows the message is behind.
  const idleMs = await lobbyIdleMsOf(q, fresh.guildId, ctx.lobbyIdleMs);
  const values = { version: fresh.version + 1, lobbyExpiresAt: fresh.status === 'lobby' ? now + idleMs : null, updatedAt: now };
  await updateMatch(q, match.id, values, now);
  return { ok: true, match: { ...fresh, ...values }, players: await getPlayers(q, match.id) };
}

const lobbyAction = (ctx: PlayContext, click: LobbyClick, change: Change) => ctx.store.transaction((q) => inLobby(q, ctx, click, change));

export function joinLobby(ctx: PlayContext, click: LobbyClick, userId: string): Promise<LobbyResult> {
  return lobbyAction(ctx, click, async (q, match, players, now) => {
    if (players.some((p) => p.userId === userId)) return 'already_joined';
    const engine = games[match.game];
    if (!engine || players.length >= engine.maxPlayers) return 'full';
    await q.db.insert(q.t.matchPlayers).values({ matchId: match.id, seat: players.length, userId, joinedAt: now });
    return null;
  });
}

/** The host adds a computer player ('easy' or 'hard') to a free seat. */
export function addComputer(ctx: PlayContext, click: LobbyClick, userId: string, level: ComputerLevel): Promise<LobbyResult> {
  return ctx.store.transaction((q) => addComputerIn(q, ctx, click, userId, level));
}

export function addComputerIn(q: Q, ctx: PlayContext, click: LobbyClick, userId: string, level: ComputerLevel): Promise<LobbyResult> {
  return inLobby(q, ctx, click, async (q, match, players, now) => {
    if (match.hostUserId !== userId) return 'not_host';
    const engine = games[match.game];
    if (!engine || players.length >= engine.maxPlayers) return 'full';
    // A made-up id that can never be a Discord user (those are digits only).
    const taken = new Set(players.map((p) => p.userId));
    let n = 1;
    while (taken.has(`${COMPUTER_ID_PREFIX}${n}`)) n++;
    await q.db.insert(q.t.matchPlayers).values({ matchId: match.id, seat: players.length, userId: `${COMPUTER_ID_PREFIX}${n}`, computer: level, joinedAt: now });
    return null;
  });
}

/** The host removes the computer that joined last. */
export function removeComputer(ctx: PlayContext, click: LobbyClick, userId: string): Promise<LobbyResult> {
  return lobbyAction(ctx, click, async (q, match, players) => {
    if (match.hostUserId !== userId) return 'not_host';
    const last = players.filter((p) => p.computer).at(-1);
    if (!last) return 'no_computer';
    await reseat(q, match.id, players.filter((p) => p !== last));
    return null;
  });
}

async function reseat(q: Q, matchId: string, staying: MatchPlayer[]): Promise<void> {
  await q.db.delete(q.t.matchPlayers).where(eq(q.t.matchPlayers.matchId, matchId));
  for (const [seat, p] of staying.entries()) await q.db.insert(q.t.matchPlayers).values({ ...p, seat });
}

/** Leaving re-seats the others in join order; the next player becomes host; an empty lobby closes. */
export function leaveLobby(ctx: PlayContext, click: LobbyClick, userId: string): Promise<LobbyResult> {
  return lobbyAction(ctx, click, async (q, match, players, now) => {
    if (!players.some((p) => p.userId === userId)) return 'not_joined';
    const staying = players.filter((p) => p.userId !== userId);
    await reseat(q, match.id, staying);
    // Computers never host: a lobby with no person left closes.
    const host = staying.find((p) => !p.computer);
    if (!host) {
      await reseat(q, match.id, []);
      await updateMatch(q, match.id, { status: 'cancelled', finishedAt: now, updatedAt: now });
    } else if (match.hostUserId === userId) await updateMatch(q, match.id, { hostUserId: host.userId });
    return null;
  });
}

export function cancelLobby(ctx: PlayContext, click: LobbyClick, userId: string, canManageGuild: boolean): Promise<LobbyResult> {
  return lobbyAction(ctx, click, async (q, match, _players, now) => {
    if (match.hostUserId !== userId && !canManageGuild) return 'not_allowed';
    await updateMatch(q, match.id, { status: 'cancelled', finishedAt: now, updatedAt: now });
    return null;
  });
}

/** The host starts: seats in join order, the engine deals, the first turn's clock starts. */
export function startMatch(ctx: PlayContext, click: LobbyClick, userId: string): Promise<LobbyResult> {
  return ctx.store.transaction(async (q) => {
    const match = await lockMatch(q, click.matchId);
    if (!match) return no('unknown_match');
    // A click on an older version changes nothing, even when that version was the start (a double click on Start).
    if (click.version !== undefined && click.version !== match.version) return no('lobby_changed', match);
    if (match.status !== 'lobby') return no('not_a_lobby', match);
    if (match.hostUserId !== userId) return no('not_host', match);
    const players = await getPlayers(q, match.id);
    const engine = games[match.game];
    if (!engine) return no('unknown_game', match);
    if (players.length < engine.minPlayers) return no('not_enough_players', match);
    const state = engine.setup({ players: players.length, seed: match.seed, options: match.options });
    const now = ctx.now();
    const values: Partial<Match> = {
      status: 'active',
      state,
      // Versions only grow, so lobby buttons can never pass for game buttons.
      version: match.version + 1,
      turnStartedVersion: match.version + 1,
      turnDeadline: await turnDeadlineOf(q, ctx, match, players, engine.toAct(state), now),
      turnWarned: false,
      lobbyExpiresAt: null,
      updatedAt: now,
    };
    await updateMatch(q, match.id, values, now);
    return { ok: true, match: { ...match, ...values }, players };
  });
}

/** Closes lobbies idle past their deadline, each in its own transaction; returns their ids. */
export async function expireLobbies(ctx: PlayContext): Promise<string[]> {
  const now = ctx.now();
  const due = await ctx.store.read(({ db, t: { matches } }) =>
    db.select({ id: matches.id }).from(matches).where(and(eq(matches.status, 'lobby'), lte(matches.lobbyExpiresAt, now))),
  );
  const closed: string[] = [];
  for (const { id } of due) {
    const done = await ctx.store.transaction(async (q) => {
      const match = await lockMatch(q, id);
      if (!match || match.status !== 'lobby' || match.lobbyExpiresAt === null || match.lobbyExpiresAt > now) return false;
      await updateMatch(q, id, { status: 'cancelled', version: match.version + 1, lobbyExpiresAt: null, finishedAt: now, updatedAt: now }, now);
      return true;
    });
    if (done) closed.push(id);
  }
  return closed;
}
