/** The lobby on Discord: one per channel, who may start and cancel, idle closing, options. */
import { PermissionFlagsBits } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { matches, matchPlayers } from '../../src/db/schema/sqlite.js';
import { recordMatchResults } from '../../src/play/results.js';
import { getMatch } from '../../src/play/store.js';
import { componentsOf, type StoredMessage } from '../support/fake-discord/index.js';
import { startHarness, type Harness } from '../support/bot-harness.js';
import { assertNoLeaks } from '../support/leak-check.js';
import { idAction } from '../support/game-driver.js';

let h: Harness | undefined;
afterEach(async () => {
  if (h) assertNoLeaks(h);
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
    h.bot.tick();
    expect(getMatch(h.database.db, id)!.status).toBe('lobby');
    h.clock.now += 2 * 60_000;
    h.bot.tick();
    await h.settle();
    expect(getMatch(h.database.db, id)!.status).toBe('cancelled');
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
    expect(getMatch(h.database.db, id)!.options).toEqual({ variant: 'layered' });
  });

  it('/loners leaderboard pages with its buttons', async () => {
    h = await startHarness({ players: 1 });
    const db = h.database.db;
    // Twelve finished two-player matches between 24 players, recorded as the click path records them.
    for (let i = 0; i < 12; i++) {
      const id = `lbmatch${String(i).padStart(3, '0')}`;
      db.insert(matches).values({ id, game: 'loners', guildId: h.guild.id, channelId: h.channel.id, hostUserId: `9000${i}a`, status: 'finished', seed: 's' }).run();
      const seats = [0, 1].map((seat) => ({ seat, userId: `9000${i}${seat ? 'b' : 'a'}`, forfeited: false }));
      for (const s of seats) db.insert(matchPlayers).values({ matchId: id, seat: s.seat, userId: s.userId }).run();
      recordMatchResults(db, { matchId: id, guildId: h.guild.id, game: 'loners', seats, outcome: { winners: [0], scores: [2, i % 2] }, kind: 'wins' }, Date.now());
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
