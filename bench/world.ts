/**
 * The bench's world in a fake Discord — servers of up to 100 channels, a
 * match's two players per channel — and what a player sees there: the
 * buttons of the bot's latest message in a DM or a channel. The bench reads
 * turns from the fake alone, not from a bot's database, so it drives the old
 * bot (bench/compare-old.ts) and ours on either database alike.
 */
import { ComponentType } from 'discord.js';
import { parseCustomId } from '../src/discord/custom-id.js';
import type { Match } from '../src/db/schema/sqlite.js';
import type { PlayContext } from '../src/play/context.js';
import { joinLobby, openLobby, startMatch } from '../src/play/lobby.js';
import { componentsOf, type FakeDiscord, type FakeUser, type StoredMessage } from '../test/support/fake-discord/index.js';

const CHANNELS_PER_GUILD = 100;

/** One match to open: where it is played and its two players (the first hosts). */
export interface MatchSpec {
  guildId: string;
  channelId: string;
  userIds: [string, string];
}

/** Opens, fills and starts the spec's 2-player Loners match through the play layer, as the lobby buttons do. */
export async function openLonersMatch(play: PlayContext, spec: MatchSpec): Promise<Match> {
  const [host, guest] = spec.userIds;
  const opened = await openLobby(play, { game: 'loners', guildId: spec.guildId, channelId: spec.channelId, hostUserId: host, options: {} });
  if (!opened.ok) throw new Error(`openLobby refused: ${opened.reason}`);
  const joined = await joinLobby(play, { matchId: opened.match.id, version: opened.match.version }, guest);
  if (!joined.ok) throw new Error(`joinLobby refused: ${joined.reason}`);
  const started = await startMatch(play, { matchId: joined.match.id, version: joined.match.version }, host);
  if (!started.ok) throw new Error(`startMatch refused: ${started.reason}`);
  return started.match;
}

export interface World {
  specs: MatchSpec[];
  users: Map<string, FakeUser>;
}

/** The gateway shard of a server (Discord's rule), for the two-process bench. */
export const shardOf = (guildId: string, count: number): number => Number((BigInt(guildId) >> 22n) % BigInt(count));

/** `matches` channels of two members each; with `shards`, as many on each shard (servers are made until each has its share). */
export function buildWorld(fake: FakeDiscord, label: string, matches: number, shards = 1): World {
  const specs: MatchSpec[] = [];
  const users = new Map<string, FakeUser>();
  const perShard = Array.from({ length: shards }, () => Math.ceil(matches / shards));
  for (let g = 0; specs.length < matches; g++) {
    if (g > 100 * shards) throw new Error('could not spread the servers over the shards');
    const owner = fake.addUser({ username: `${label}${g}owner` });
    const guild = fake.addGuild({ name: `${label} club ${g}`, owner });
    const shard = shardOf(guild.id, shards);
    const channels = Math.min(CHANNELS_PER_GUILD, perShard[shard] ?? 0, matches - specs.length);
    perShard[shard] = (perShard[shard] ?? 0) - channels;
    for (let c = 0; c < channels; c++) {
      const [a, b] = [0, 1].map((i) => fake.addUser({ username: `${label}${g}x${c}p${i}`, globalName: `Player ${g}-${c}-${i}` })) as [FakeUser, FakeUser];
      fake.addMember(guild, a);
      fake.addMember(guild, b);
      const channel = fake.addTextChannel(guild, `loners-${c}`);
      specs.push({ guildId: guild.id, channelId: channel.id, userIds: [a.id, b.id] });
      users.set(a.id, a);
      users.set(b.id, b);
    }
  }
  return { specs, users };
}

export interface Choice {
  customId: string;
  value?: string;
  action: string;
  label: string;
}

export const actionOf = (customId: string): string => parseCustomId(customId)?.action ?? '';
export const isMove = (action: string): boolean => action.length > 0 && !action.startsWith('~') && !action.startsWith('!');
/** A menu step that leads somewhere (going back only wastes clicks). */
export const isMenuDown = (c: Choice): boolean => c.action.startsWith('~') && c.action !== '~' && !/back|zurück/i.test(c.label);

/** A choice that plays: a move, or a menu step towards one ("📖 How to play", "Show my hand" and other platform buttons do not). */
export const isPlayable = (c: Choice): boolean => isMove(c.action) || isMenuDown(c);

/** Every enabled choice of a message: buttons, and each option of each select. */
export function choices(message: StoredMessage | undefined): Choice[] {
  if (!message || message.deleted) return [];
  return componentsOf(message)
    .filter((c) => !c.disabled)
    .flatMap((c) =>
      c.type === ComponentType.StringSelect
        ? c.values.map((value) => ({ customId: c.customId, value, action: value, label: '' }))
        : [{ customId: c.customId, action: actionOf(c.customId), label: c.label ?? '' }],
    );
}

/**
 * The user's latest DM from the bot, when it shows a choice that plays: a
 * hand on its turn (a hand off its turn keeps its "📖 How to play" button).
 */
export function handOnTurn(fake: FakeDiscord, user: FakeUser): StoredMessage | null {
  const dm = fake.latestDm(user);
  return dm && choices(dm).some(isPlayable) ? dm : null;
}

/** The match's board: the latest message in its channel with "Show my hand". */
export function boardOf(fake: FakeDiscord, channelId: string): StoredMessage | null {
  return fake.messages(channelId).findLast((m) => choices(m).some((c) => c.action === '!hand')) ?? null;
}
