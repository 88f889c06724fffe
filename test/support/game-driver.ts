/**
 * Drives any registered game through the fake Discord the way players do:
 * slash command, lobby buttons, DM clicks. Plain checks instead of vitest's
 * expect, so the bench can drive games too.
 */
import { ComponentType } from 'discord.js';
import { games } from '../../src/games/index.js';
import { parseCustomId } from '../../src/discord/custom-id.js';
import { getMatch, getPlayers, updateMatch } from '../../src/play/matches.js';
import { componentsOf, type FakeUser, type StoredMessage } from './fake-discord/index.js';
import type { Harness } from './bot-harness.js';

/** What the driver needs: an in-process harness, or bot processes with the test's own store. */
export type Table = Pick<Harness, 'fake' | 'read' | 'users' | 'channel' | 'settle'>;

function answerType(answer: { type: number; content?: string | undefined }, type: number, what: string): void {
  if (answer.type !== type) throw new Error(`answer to ${what}: type ${answer.type}, expected ${type}: ${answer.content ?? ""}`);
}

export function idAction(customId: string): string {
  return parseCustomId(customId)?.action ?? '';
}

/** A message's controls that play the game: without the helps ('!' actions such as "📖 How to play"). */
export const moveControls = (m: StoredMessage) => componentsOf(m).filter((c) => !idAction(c.customId).startsWith('!'));

/** `/loners start`, everyone joins, the host starts. Returns the match id. */
export function startLonersMatch(h: Table, players: FakeUser[], variant?: 'standard' | 'layered'): Promise<string> {
  return startMatch(h, 'loners', players, variant ? { variant } : {});
}

/**
 * `/<game> start` (with its options), everyone joins, the host starts.
 * `engineOptions` (a fixed deck, the first seat) are set on the lobby before
 * the start, as the engine's own options. Returns the match id.
 */
export async function startMatch(
  h: Table,
  game: string,
  players: FakeUser[],
  options: Record<string, string | number | boolean> = {},
  engineOptions?: object,
): Promise<string> {
  const host = players[0] as FakeUser;
  const answer = await h.fake.slashCommand({ user: host, channelId: h.channel.id, name: game, subcommand: 'start', options });
  answerType(answer, 4, `/${game} start`);
  let lobby = answer.message() as StoredMessage;
  const button = (action: string) => componentsOf(lobby).find((c) => idAction(c.customId) === action)?.customId as string;
  for (const user of players.slice(1)) {
    const joined = await h.fake.clickButton({ user, message: lobby, customId: button('!join') });
    answerType(joined, 7, 'join');
    lobby = h.fake.message(lobby.id) as StoredMessage;
  }
  const startId = button('!start');
  if (engineOptions) {
    const id = parseCustomId(startId)?.matchId as string;
    await h.read(async (q) => updateMatch(q, id, { options: { ...((await getMatch(q, id))?.options ?? {}), ...engineOptions } }));
  }
  const started = await h.fake.clickButton({ user: host, message: lobby, customId: startId });
  answerType(started, 7, 'start');
  await h.settle();
  return parseCustomId(startId)?.matchId as string;
}

/** `/<game> start` by one person, who seats computers (one per level given) and starts. Returns the match id. */
export async function startWithComputers(h: Table, game: string, host: FakeUser, levels: ('easy' | 'hard')[], options: Record<string, string | number | boolean> = {}): Promise<string> {
  const answer = await h.fake.slashCommand({ user: host, channelId: h.channel.id, name: game, subcommand: 'start', options });
  answerType(answer, 4, `/${game} start`);
  let lobby = answer.message() as StoredMessage;
  const button = (action: string) => componentsOf(lobby).find((c) => idAction(c.customId) === action)?.customId as string;
  for (const level of levels) {
    answerType(await h.fake.clickButton({ user: host, message: lobby, customId: button(`!cpu-${level}`) }), 7, `add ${level} computer`);
    lobby = h.fake.message(lobby.id) as StoredMessage;
  }
  const startId = button('!start');
  answerType(await h.fake.clickButton({ user: host, message: lobby, customId: startId }), 7, 'start');
  await h.settle();
  return parseCustomId(startId)?.matchId as string;
}

/** `/<game> leave` in a running match, answered Yes on its confirmation. Returns the final private answer's text. */
export async function leaveMatch(h: Table, game: string, user: FakeUser): Promise<string> {
  const asked = await h.fake.slashCommand({ user, channelId: h.channel.id, name: game, subcommand: 'leave' });
  answerType(asked, 4, `/${game} leave`);
  const question = asked.message() as StoredMessage;
  const yes = componentsOf(question).find((c) => idAction(c.customId) === '!leave-yes');
  if (!yes) throw new Error(`no confirmation to leave: ${asked.content ?? ''}`);
  const answer = await h.fake.clickButton({ user, message: question, customId: yes.customId });
  answerType(answer, 7, 'leave: yes');
  await h.settle();
  return (h.fake.message(question.id) as StoredMessage).content;
}

export async function turnOf(h: Pick<Table, 'read' | 'users'>, matchId: string) {
  const match = await h.read((q) => getMatch(q, matchId));
  if (!match) throw new Error('no match');
  const engine = games[match.game];
  if (!engine) throw new Error(`game ${match.game} is not registered`);
  const seat = match.status === 'active' ? engine.toAct(match.state) : null;
  const players = await h.read((q) => getPlayers(q, matchId));
  const user = seat === null ? null : (h.users.find((u) => u.id === players[seat]?.userId) ?? null);
  return { match, seat, user, players };
}

interface Choice {
  customId: string;
  value: string | null;
  action: string;
  select: boolean;
  label: string;
}

function choicesOf(message: StoredMessage): Choice[] {
  return componentsOf(message)
    .filter((c) => !c.disabled)
    .flatMap((c): Choice[] =>
      c.type === ComponentType.StringSelect
        ? c.values.map((value) => ({ customId: c.customId, value, action: value, select: true, label: '' }))
        : [{ customId: c.customId, value: null, action: idAction(c.customId), select: false, label: c.label ?? '' }],
    );
}

/**
 * Plays one action by clicking the player's hand message (a DM, or an
 * ephemeral hand for players without DMs): engine moves with a preferred
 * prefix first, otherwise a random menu step. Returns the code played.
 */
export async function clickOneMove(h: Table, user: FakeUser, start: StoredMessage, rand: (n: number) => number, prefer = ['f', 's', 'p']): Promise<string> {
  let message = start;
  for (let clicks = 0; clicks < 8; clicks++) {
    const choices = choicesOf(message);
    if (choices.length === 0) throw new Error(`no components on the hand message: ${JSON.stringify(message.embeds).slice(0, 300)}`);
    const moves = choices.filter((c) => !c.action.startsWith('~') && !c.action.startsWith('!'));
    const preferred = moves.filter((c) => prefer.some((p) => c.action.startsWith(p)));
    // Going back up a menu only wastes clicks in a random walk.
    const menus = choices.filter((c) => c.action.startsWith('~') && !/back|zurück/i.test(c.label));
    const pool = preferred.length ? preferred : moves.length && (rand(3) > 0 || !menus.length) ? moves : menus;
    const pick = pool[rand(pool.length)] as Choice;
    const answer = pick.select
      ? await h.fake.selectMenu({ user, message, customId: pick.customId, values: [pick.value as string] })
      : await h.fake.clickButton({ user, message, customId: pick.customId });
    answerType(answer, 7, pick.action);
    if (pick === preferred[0] || moves.includes(pick)) return pick.action;
    message = (answer.message() ?? h.fake.message(message.id)) as StoredMessage;
  }
  throw new Error('no move reached within 8 clicks');
}

/**
 * Plays the engine action `code` by clicking through the hand message as a
 * player would: the button or option that plays it, else each menu step in
 * turn (and Back when it leads elsewhere), at most `maxClicks` deep.
 * Returns the clicks it took to play it, or throws when no path exists.
 */
export async function clickCode(h: Table, user: FakeUser, start: StoredMessage, code: string, maxClicks = 3): Promise<number> {
  const search = async (message: StoredMessage, depth: number): Promise<number | null> => {
    const choices = choicesOf(message);
    const direct = choices.find((c) => c.action === code);
    if (direct) {
      await choose(h, user, message, direct);
      return depth + 1;
    }
    if (depth + 1 >= maxClicks) return null;
    for (const menu of choices.filter((c) => c.action.startsWith('~') && c.action !== '~' && !/back|zurück/i.test(c.label))) {
      const next = await choose(h, user, message, menu);
      const found = await search(next, depth + 1);
      if (found !== null) return found;
      const back = choicesOf(h.fake.message(message.id) as StoredMessage).find((c) => c.action === '~');
      if (back) await choose(h, user, h.fake.message(message.id) as StoredMessage, back);
    }
    return null;
  };
  const clicks = await search(start, 0);
  if (clicks === null) throw new Error(`no way to play ${code} within ${maxClicks} clicks`);
  return clicks;
}

async function choose(h: Table, user: FakeUser, message: StoredMessage, pick: Choice): Promise<StoredMessage> {
  const answer = pick.select
    ? await h.fake.selectMenu({ user, message, customId: pick.customId, values: [pick.value as string] })
    : await h.fake.clickButton({ user, message, customId: pick.customId });
  answerType(answer, 7, pick.action);
  return (answer.message() ?? h.fake.message(message.id)) as StoredMessage;
}

export function makeRand(seed: number) {
  let x = seed >>> 0 || 1;
  return (n: number) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x % n;
  };
}

/** Plays until the match ends, every move by clicking the DM of the player to act (`prefer`: action code prefixes tried first). */
export async function playMatchByDm(h: Table, matchId: string, rand: (n: number) => number, maxMoves = 2000, prefer?: string[]): Promise<number> {
  let moves = 0;
  for (; moves < maxMoves; moves++) {
    const turn = await turnOf(h, matchId);
    if (!turn.user) break;
    const hand = h.fake.latestDm(turn.user);
    if (!hand) throw new Error('no DM for the player to act');
    await clickOneMove(h, turn.user, hand, rand, prefer);
    await h.settle();
  }
  return moves;
}
