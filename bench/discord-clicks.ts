/**
 * What the Discord benches share: the world (guilds of 100 channels, two
 * members per channel), clicks sent through the fake Discord and timed, and
 * finding the move of the player to act on their hand DM.
 */
import { ComponentType } from 'discord.js';
import type { Db } from '../src/db/connection.js';
import { parseCustomId } from '../src/discord/custom-id.js';
import { games } from '../src/games/index.js';
import { getMatch, getPlayers } from '../src/play/store.js';
import { componentsOf, type FakeDiscord, type FakeUser, type InteractionAnswer } from '../test/support/fake-discord/index.js';
import type { MatchSpec } from './discord-matches.js';

export const CHANNELS_PER_GUILD = 100;
const loners = games.loners!;

export interface Stats {
  n: number;
  min: number;
  median: number;
  p99: number;
  max: number;
}

/** Nearest-rank percentile of sorted values. */
const rank = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;

export function stats(values: number[]): Stats {
  const sorted = [...values].sort((a, b) => a - b);
  return { n: sorted.length, min: sorted[0] ?? Number.NaN, median: rank(sorted, 0.5), p99: rank(sorted, 0.99), max: sorted.at(-1) ?? Number.NaN };
}

export interface Click {
  user: FakeUser;
  messageId: string;
  customId: string;
  /** For a string select: the chosen value. */
  value?: string;
  /** For a move: the router is done with it once this seat's hand is marked shown at this version. */
  done?: { matchId: string; seat: number; version: number };
}

export interface Timed {
  ms: number;
  answer: InteractionAnswer;
}

export function send(fake: FakeDiscord, c: Click): Promise<InteractionAnswer> {
  const base = { user: c.user, message: { id: c.messageId }, customId: c.customId, timeoutMs: 30_000 };
  return c.value === undefined ? fake.clickButton(base) : fake.selectMenu({ ...base, values: [c.value] });
}

/** The fake builds the payload and dispatches it synchronously inside the call; it resolves on the callback. */
export function timedClick(fake: FakeDiscord, c: Click): Promise<Timed> {
  const t0 = performance.now();
  return send(fake, c).then((answer) => ({ ms: performance.now() - t0, answer }));
}

export const gc = () => (globalThis as { gc?: () => void }).gc?.();

/** Polls `condition` every 5 ms (after `poll`, which may fetch what it reads, e.g. from a child process). */
export async function waitFor(condition: () => boolean, what: string, timeoutMs = 60_000, poll?: () => Promise<void>): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await poll?.();
    if (condition()) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** Waits until the bot's follow-up work is done and the fake has been quiet for a moment. */
/** What settle() needs of a bot: ours in this process, or either bot in a child (bench/bot-remote.ts). */
export interface Idler {
  idle(opts?: { computers?: boolean }): Promise<void>;
}

export async function settle(fake: FakeDiscord, bot?: Idler, opts: { computers?: boolean } = {}): Promise<void> {
  for (let i = 0; i < 2; i++) {
    if (bot) await bot.idle(opts);
    await fake.idle(10, 120_000);
  }
}

// --- the world: guilds of 100 channels, two members per channel -------------


export interface World {
  specs: MatchSpec[];
  users: Map<string, FakeUser>;
  players: FakeUser[];
}

export function buildWorld(fake: FakeDiscord, label: string, matches: number): World {
  const specs: MatchSpec[] = [];
  const users = new Map<string, FakeUser>();
  const players: FakeUser[] = [];
  for (let g = 0; g * CHANNELS_PER_GUILD < matches; g++) {
    const channels = Math.min(CHANNELS_PER_GUILD, matches - g * CHANNELS_PER_GUILD);
    const members = Array.from({ length: 2 * channels }, (_, i) => fake.addUser({ username: `${label}${g}x${i}`, globalName: `Player ${g}-${i}` }));
    const guild = fake.addGuild({ name: `${label} club ${g}`, owner: members[0] as FakeUser, members: members.slice(1) });
    for (let c = 0; c < channels; c++) {
      const channel = fake.addTextChannel(guild, `loners-${c}`);
      const a = members[2 * c] as FakeUser;
      const b = members[2 * c + 1] as FakeUser;
      specs.push({ guildId: guild.id, channelId: channel.id, userIds: [a.id, b.id] });
    }
    for (const u of members) users.set(u.id, u);
    players.push(...members);
  }
  return { specs, users, players };
}

// --- our bot's turns ------------------------------------------------------------

export const actionOf = (customId: string) => parseCustomId(customId)?.action ?? '';
export const isMove = (action: string) => action.length > 0 && !action.startsWith('~') && !action.startsWith('!');

/** Every enabled choice of a message: buttons, and each option of each select. */
export function choices(fake: FakeDiscord, messageId: string): { customId: string; value?: string; action: string; label: string }[] {
  const message = fake.message(messageId);
  if (!message) return [];
  return componentsOf(message)
    .filter((c) => !c.disabled)
    .flatMap((c) =>
      c.type === ComponentType.StringSelect
        ? c.values.map((value) => ({ customId: c.customId, value, action: value, label: '' }))
        : [{ customId: c.customId, action: actionOf(c.customId), label: c.label ?? '' }],
    );
}

/** The player to act in a 2-player Loners match, their move, and "Show my hand" for the other. */
export function ourTurns(fake: FakeDiscord, db: Db, world: World) {
  const userOf = (id: string) => {
    const u = world.users.get(id);
    if (!u) throw new Error(`unknown user ${id}`);
    return u;
  };

  /** The player to act and their live hand DM, or null once the match is over. */
  const turn = (matchId: string) => {
    const match = getMatch(db, matchId);
    const seat = match?.status === 'active' ? loners.toAct(match.state) : null;
    if (!match || seat === null) return null;
    const players = getPlayers(db, matchId);
    const player = players[seat];
    if (!player?.handMessageId) throw new Error(`no hand DM for seat ${seat} of ${matchId}`);
    const other = players.find((p) => p.seat !== seat) ?? player;
    return { match, seat, user: userOf(player.userId), handMessageId: player.handMessageId, other: userOf(other.userId) };
  };

  /**
   * A click that applies a move (an engine code: a button or a select
   * option) on the hand DM of the player to act. When the top screen offers
   * only sub-menus, menu steps are clicked first (untimed).
   */
  const prepareMove = async (matchId: string): Promise<Click | null> => {
    for (let step = 0; step < 4; step++) {
      const t = turn(matchId);
      if (!t) return null;
      const all = choices(fake, t.handMessageId);
      const move = all.find((c) => isMove(c.action));
      if (move) {
        const done = { matchId, seat: t.seat, version: t.match.version + 1 };
        return { user: t.user, messageId: t.handMessageId, customId: move.customId, ...(move.value === undefined ? {} : { value: move.value }), done };
      }
      const menu = all.find((c) => c.action.startsWith('~') && c.action !== '~' && !/back/i.test(c.label));
      if (!menu) throw new Error(`no move and no menu on the hand of ${matchId} (version ${t.match.version})`);
      const answer = await send(fake, { user: t.user, messageId: t.handMessageId, customId: menu.customId, ...(menu.value === undefined ? {} : { value: menu.value }) });
      if (answer.type !== 7) throw new Error(`menu step answered with type ${answer.type}: ${answer.content}`);
    }
    throw new Error(`no move reached on ${matchId}`);
  };

  /** "Show my hand" on the board, by the player who waits. */
  const showHand = (matchId: string): Click => {
    const t = turn(matchId);
    const boardId = t?.match.boardMessageId;
    if (!t || !boardId) throw new Error(`no board for ${matchId}`);
    const button = choices(fake, boardId).find((c) => c.action === '!hand');
    if (!button) throw new Error(`no "Show my hand" on the board of ${matchId}`);
    return { user: t.other, messageId: boardId, customId: button.customId };
  };

  /**
   * Waits until the router has finished with these moves: after its answer
   * it marks the clicked hand shown, then queues the delivery (which
   * settle() then waits for). The fake has the answer before the bot has
   * read the callback's response, so without this a slow run could look at
   * the match before its delivery was even queued.
   */
  const routed = (clicks: Click[]) =>
    waitFor(
      () => clicks.every((c) => !c.done || (getPlayers(db, c.done.matchId)[c.done.seat]?.handVersion ?? 0) >= c.done.version),
      'the router to finish the moves',
    );

  return { turn, prepareMove, showHand, routed };
}
