/** The lobby on Discord: one per channel, who may start and cancel, idle closing, options. */
import { PermissionFlagsBits } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { recordMatchResults } from '../../src/play/results.js';
import { getMatch, getPlayers } from '../../src/play/matches.js';
import { componentsOf, type FakeUser, type StoredMessage } from '../support/fake-discord/index.js';
import { startHarness, type Harness } from '../support/bot-harness.js';
import { assertNoLeaks } from '../support/leak-check.js';
import { idAction } from '../support/game-driver.js';

let h: Harness | undefined;
afterEach(async () => {
  if (h) await assertNoLeaks(h);
  await h?.close();
  h = undefined;
});

const buttonOf = (message: StoredMessage, action: string) => componentsOf(message).find((c) => idAction(c.customId) === action)!;

async function openLobby(h: Harness, variant?: string) {
  const answer = await h.fake.slashCommand({ user: h.users[0]!, channelId: h.channel.id, name: 'loners', subcommand: 'start', options: variant ? { variant } : {} });
  return answer;
}

describe('the Loners lobby', () => {
  it('one lobby or match per channel; Start only for the host with 2+ seated', async () => {
    h = await startHarness({ players: 3 });
    const first = await openLobby(h);
    expect(first.ephemeral).toBe(false);
    const lobby = first.message()!;
    expect(JSON.stringify(lobby.embeds)).toContain(`<@${h.users[0]!.id}> (host)`);
    expect(buttonOf(lobby, '!start').disabled).toBe(true);
    const second = await h.fake.slashCommand({ user: h.users[1]!, channelId: h.channel.id, name: 'loners', subcommand: 'start' });
    expect(second.ephemeral).toBe(true);
    expect(second.content).toMatch(/already running in this channel/);

    await h.fake.clickButton({ user: h.users[1]!, message: lobby, customId: buttonOf(lobby, '!join').customId });
    const again = await h.fake.clickButton({ user: h.users[1]!, message: lobby, customId: buttonOf(lobby, '!join').customId });
    expect(again.content).toMatch(/already in this lobby/);
    const notHost = await h.fake.clickButton({ user: h.users[1]!, message: lobby, customId: buttonOf(lobby, '!start').customId });
    expect(notHost.content).toMatch(/Only the host/);
    const start = await h.fake.clickButton({ user: h.users[0]!, message: lobby, customId: buttonOf(lobby, '!start').customId });
    expect(start.type).toBe(7);
    await h.settle();
    const joinLate = await h.fake.clickButton({ user: h.users[2]!, message: lobby, customId: `${buttonOf(lobby, '!hand').customId.replace('!hand', '!join')}`, unchecked: true });
    expect(joinLate.content).toMatch(/closed/);
  });

  it('Cancel: refused to a plain member, allowed to the host or a Manage Server member', async () => {
    h = await startHarness({ players: 3 });
    h.fake.addMember(h.guild, h.users[2]!, { manager: true });
    let lobby = (await openLobby(h)).message()!;
    await h.fake.clickButton({ user: h.users[1]!, message: lobby, customId: buttonOf(lobby, '!join').customId });
    const refused = await h.fake.clickButton({ user: h.users[1]!, message: lobby, customId: buttonOf(lobby, '!cancel').customId });
    expect(refused.content).toMatch(/Only the host or a member with Manage Server/);
    const byManager = await h.fake.clickButton({ user: h.users[2]!, message: lobby, customId: buttonOf(lobby, '!cancel').customId });
    expect(byManager.type).toBe(7);
    expect(componentsOf(h.fake.message(lobby.id)!)).toEqual([]);
    lobby = (await openLobby(h)).message()!; // the channel is free again
    const byHost = await h.fake.clickButton({ user: h.users[0]!, message: lobby, customId: buttonOf(lobby, '!cancel').customId });
    expect(byHost.type).toBe(7);
  });

  it('closes itself after 15 idle minutes', async () => {
    h = await startHarness({ players: 2 });
    const lobby = (await openLobby(h)).message()!;
    await h.settle();
    const id = buttonOf(lobby, '!join').customId.split(':')[1]!;
    h.clock.now += 14 * 60_000;
    await h.bot.tick();
    expect((await h.read((q) => getMatch(q, id)))!.status).toBe('lobby');
    h.clock.now += 2 * 60_000;
    await h.bot.tick();
    await h.settle();
    expect((await h.read((q) => getMatch(q, id)))!.status).toBe('cancelled');
    const closed = h.fake.message(lobby.id)!;
    expect(componentsOf(closed)).toEqual([]);
    expect(JSON.stringify(closed.embeds)).toContain('closed');
  });

  it('the Layered variant is announced and dealt; leaving the lobby by command re-seats', async () => {
    h = await startHarness({ players: 2 });
    const lobby = (await openLobby(h, 'layered')).message()!;
    expect(JSON.stringify(lobby.embeds)).toContain('Variant: **Layered Loners (expert)**');
    await h.fake.clickButton({ user: h.users[1]!, message: lobby, customId: buttonOf(lobby, '!join').customId });
    const left = await h.fake.slashCommand({ user: h.users[1]!, channelId: h.channel.id, name: 'loners', subcommand: 'leave' });
    expect(left.content).toMatch(/left the lobby/);
    await h.settle();
    expect(JSON.stringify(h.fake.message(lobby.id)!.embeds)).not.toContain(h.users[1]!.id);
    const id = buttonOf(lobby, '!join').customId.split(':')[1]!;
    expect((await h.read((q) => getMatch(q, id)))!.options).toEqual({ variant: 'layered' });
  });

  it('/loners leaderboard pages with its buttons', async () => {
    h = await startHarness({ players: 1 });
    const guildId = h.guild.id;
    const channelId = h.channel.id;
    // Twelve finished two-player matches between 24 players, recorded as the click path records them.
    for (let i = 0; i < 12; i++) {
      const id = `lbmatch${String(i).padStart(3, '0')}`;
      const seats = [0, 1].map((seat) => ({ seat, userId: `9000${i}${seat ? 'b' : 'a'}`, forfeited: false }));
      await h.store.transaction(async (q) => {
        await q.db.insert(q.t.matches).values({ id, game: 'loners', guildId, channelId, hostUserId: `9000${i}a`, status: 'finished', seed: 's' });
        for (const s of seats) await q.db.insert(q.t.matchPlayers).values({ matchId: id, seat: s.seat, userId: s.userId });
        await recordMatchResults(q, { matchId: id, guildId, game: 'loners', seats, outcome: { winners: [0], scores: [2, i % 2] }, kind: 'wins' }, Date.now());
      });
    }
    const answer = await h.fake.slashCommand({ user: h.users[0]!, channelId: h.channel.id, name: 'loners', subcommand: 'leaderboard' });
    let board = answer.message()!;
    expect(JSON.stringify(board.embeds)).toContain('Page 1/3');
    const next = componentsOf(board).find((c) => c.label === '▶')!;
    const turned = await h.fake.clickButton({ user: h.users[0]!, message: board, customId: next.customId });
    expect(turned.type).toBe(7);
    board = h.fake.message(board.id)!;
    expect(JSON.stringify(board.embeds)).toContain('Page 2/3');
    expect(JSON.stringify(board.embeds)).toContain('**11.**');
  });

  it('refuses to open a game where the bot cannot post, naming the missing permissions', async () => {
    h = await startHarness({ players: 1 });
    const everyone = h.guild.roles.find((r) => r.id === h!.guild.everyoneRoleId)! as { permissions: bigint };
    everyone.permissions &= ~PermissionFlagsBits.EmbedLinks;
    for (const [name, subcommand] of [['loners', 'start'], ['scoundrel', 'play']] as const) {
      const answer = await h.fake.slashCommand({ user: h.users[0]!, channelId: h.channel.id, name, subcommand });
      expect(answer.ephemeral).toBe(true);
      expect(answer.content).toContain('**Embed Links**');
    }
  });

  it('needs Attach Files only where boards are pictures (images on), and says so', async () => {
    h = await startHarness({ players: 1 });
    const everyone = h.guild.roles.find((r) => r.id === h!.guild.everyoneRoleId)! as { permissions: bigint };
    everyone.permissions &= ~PermissionFlagsBits.AttachFiles;
    const owner = h.users[0]!;
    await h.fake.slashCommand({ user: owner, channelId: h.channel.id, name: 'settings', subcommand: 'images', options: { mode: 'on' } });
    const refused = await h.fake.slashCommand({ user: owner, channelId: h.channel.id, name: 'loners', subcommand: 'start' });
    expect(refused.ephemeral).toBe(true);
    expect(refused.content).toContain('**Attach Files**');
    await h.fake.slashCommand({ user: owner, channelId: h.channel.id, name: 'settings', subcommand: 'images', options: { mode: 'off' } });
    const opened = await h.fake.slashCommand({ user: owner, channelId: h.channel.id, name: 'loners', subcommand: 'start' });
    expect(opened.ephemeral).toBe(false);
  });

  it('/loners rules answers privately', async () => {
    h = await startHarness({ players: 1 });
    const rules = await h.fake.slashCommand({ user: h.users[0]!, channelId: h.channel.id, name: 'loners', subcommand: 'rules' });
    expect(rules.ephemeral).toBe(true);
    expect(JSON.stringify(rules.data)).toMatch(/Security/);
  });
});

/**
 * A double click on a slow phone: the same lobby button (same custom id, so
 * the same lobby version) sent twice at once. It applies once; the second
 * click is refused as made on a lobby that changed (or answered with the
 * lobby as it is now); nothing else changes.
 */
describe('a lobby button clicked twice at once', () => {
  const LOBBY_CHANGED = 'This lobby changed a moment ago, so nothing was done. Look at it again and click once more if you still want to.';
  type Seat = string;
  interface Case {
    action: string;
    /** Who clicks twice: 0 the host, 1 the second player. */
    by: 0 | 1;
    /** Clicks made first, one at a time, to get the lobby ready. */
    before: Array<[0 | 1, string]>;
    /** The seats once the click applied once: a user index, or 'easy'/'hard' for a computer. */
    seats: Seat[];
    status: 'lobby' | 'active' | 'cancelled';
  }
  const cases: Case[] = [
    { action: '!join', by: 1, before: [], seats: ['0', '1'], status: 'lobby' },
    { action: '!leave', by: 1, before: [[1, '!join']], seats: ['0'], status: 'lobby' },
    { action: '!cpu-easy', by: 0, before: [], seats: ['0', 'easy'], status: 'lobby' },
    { action: '!cpu-hard', by: 0, before: [], seats: ['0', 'hard'], status: 'lobby' },
    { action: '!cpu-remove', by: 0, before: [[0, '!cpu-easy'], [0, '!cpu-hard']], seats: ['0', 'easy'], status: 'lobby' },
    { action: '!start', by: 0, before: [[1, '!join']], seats: ['0', '1'], status: 'active' },
    { action: '!cancel', by: 0, before: [[1, '!join']], seats: ['0', '1'], status: 'cancelled' },
  ];

  it.each(cases)('$action applies once', async ({ action, by, before, seats, status }) => {
    h = await startHarness({ players: 2, seeds: [`double-${action}`] });
    const users = h.users as [FakeUser, FakeUser];
    const lobby = (await openLobby(h)).message()!;
    for (const [who, step] of before) expect((await h.fake.clickButton({ user: users[who], message: lobby, customId: buttonOf(h.fake.message(lobby.id)!, step).customId })).type).toBe(7);
    await h.settle();
    const customId = buttonOf(h.fake.message(lobby.id)!, action).customId;
    const matchId = customId.split(':')[1]!;
    const was = (await h.read((q) => getMatch(q, matchId)))!;
    const channelMessages = h.fake.messages(h.channel.id).length;
    const dms = users.map((u) => h!.fake.messages(h!.fake.dmChannel(u).id).length);

    const clicker = users[by];
    const answers = await Promise.all([0, 1].map(() => h!.fake.clickButton({ user: clicker, message: lobby, customId })));
    await h.settle();

    const match = (await h.read((q) => getMatch(q, matchId)))!;
    const players = await h.read((q) => getPlayers(q, matchId));
    // Applied once: one version further, the seats and status of one click.
    expect(match.version).toBe(was.version + 1);
    expect(match.status).toBe(status);
    expect(players.map((p) => p.computer ?? String(users.findIndex((u) => u.id === p.userId)))).toEqual(seats);
    // One answer shows the change; the other is the short refusal, or the lobby as it is now.
    const message = h.fake.message(lobby.id)!;
    const shown = (a: (typeof answers)[number]) => JSON.stringify({ embeds: a.data.embeds ?? [], components: a.data.components ?? [] });
    const now = JSON.stringify({ embeds: message.embeds, components: message.components });
    const updates = answers.filter((a) => a.type === 7);
    const refused = answers.filter((a) => a.type === 4);
    expect(updates.length + refused.length).toBe(2);
    expect(updates.length).toBeGreaterThanOrEqual(1);
    for (const a of refused) {
      expect(a.ephemeral).toBe(true);
      expect(a.content).toBe(LOBBY_CHANGED);
    }
    // A started lobby's message becomes the board: both updates show it as it is now (the applied one before its picture or edits, so only the lobby case compares in full).
    if (status !== 'active') for (const a of updates) expect(shown(a)).toBe(now);
    // Nothing else: no message posted in the channel, and hands by DM only once the match started, one each.
    expect(h.fake.messages(h.channel.id).length).toBe(channelMessages);
    users.forEach((u, i) => expect(h!.fake.messages(h!.fake.dmChannel(u).id).length).toBe(dms[i]! + (status === 'active' ? 1 : 0)));
    if (status !== 'lobby') expect(componentsOf(message).map((c) => idAction(c.customId))).toEqual(status === 'active' ? ['!hand'] : []);
  });
});
