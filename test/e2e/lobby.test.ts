/** The lobby on Discord: one per channel, who may start and cancel, idle closing, options. */
import { afterEach, describe, expect, it } from 'vitest';
import { getMatch } from '../../src/play/store.js';
import { componentsOf, type StoredMessage } from '../support/fake-discord/index.js';
import { startHarness, type Harness } from '../support/bot-harness.js';
import { assertNoLeaks } from '../support/leak-check.js';
import { idAction } from '../support/loners-driver.js';

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
    expect(JSON.stringify(lobby.embeds)).toContain('layered');
    await h.fake.clickButton({ user: h.users[1]!, message: lobby, customId: buttonOf(lobby, '!join').customId });
    const left = await h.fake.slashCommand({ user: h.users[1]!, channelId: h.channel.id, name: 'loners', subcommand: 'leave' });
    expect(left.content).toMatch(/left the lobby/);
    await h.settle();
    expect(JSON.stringify(h.fake.message(lobby.id)!.embeds)).not.toContain(h.users[1]!.id);
    const id = buttonOf(lobby, '!join').customId.split(':')[1]!;
    expect(getMatch(h.database.db, id)!.options).toEqual({ variant: 'layered' });
  });

  it('/loners rules answers privately', async () => {
    h = await startHarness({ players: 1 });
    const rules = await h.fake.slashCommand({ user: h.users[0]!, channelId: h.channel.id, name: 'loners', subcommand: 'rules' });
    expect(rules.ephemeral).toBe(true);
    expect(JSON.stringify(rules.data)).toMatch(/Security/);
  });
});
