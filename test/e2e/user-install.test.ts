/**
 * Scoundrel anywhere: the app can be installed by a user, and its solo game
 * runs in a DM with the bot — the run's board is the command's reply there,
 * the hand comes as the next message, and the score goes on the board of
 * scores made outside a server (not on any server's). Started in a private
 * channel of users (where the bot cannot post), the run goes to the player's
 * DM with the bot and the friends there are told so.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ApplicationIntegrationType, InteractionContextType } from 'discord.js';
import { games } from '../../src/games/index.js';
import { componentsOf, type FakeUser } from '../support/fake-discord/index.js';
import { startHarness, type Harness } from '../support/bot-harness.js';
import { idAction } from '../support/game-driver.js';

let h: Harness | undefined;

/** The user's one Scoundrel run (each test starts one). */
async function runOf(h: Harness) {
  const runs = await h.read((q) => q.db.select().from(q.t.matches));
  expect(runs).toHaveLength(1);
  return runs[0]!;
}
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const scoundrel = games.scoundrel!;

describe('Scoundrel in a DM with the bot', () => {
  it('is offered to user installs in bot DMs, while lobby games stay in servers', async () => {
    h = await startHarness({ players: 1 });
    const json = (name: string) => h!.fake.commands().find((c) => c.name === name)!.json as { contexts?: number[]; integration_types?: number[] };
    expect(json('scoundrel')).toMatchObject({
      contexts: [InteractionContextType.Guild, InteractionContextType.BotDM, InteractionContextType.PrivateChannel],
      integration_types: [ApplicationIntegrationType.GuildInstall, ApplicationIntegrationType.UserInstall],
    });
    expect(json('loners')).toMatchObject({ contexts: [InteractionContextType.Guild], integration_types: [ApplicationIntegrationType.GuildInstall] });
  });

  it("plays a run in the DM, and its score counts on the board of DMs, not on a server's", async () => {
    h = await startHarness({ players: 1, seeds: ['dm-run'] });
    const user = h.users[0] as FakeUser;
    const dm = h.fake.dmChannel(user);
    const start = await h.fake.slashCommand({ user, channelId: dm.id, name: 'scoundrel', subcommand: 'play' });
    expect(start.ephemeral).toBe(false);
    expect(start.content).toContain(`<@${user.id}> entered the dungeon`);
    await h.settle();
    const run = await runOf(h);
    expect(run).toMatchObject({ guildId: '@me', channelId: dm.id, status: 'active' });
    // The hand is the next message in the same DM, with its buttons and a link back to the run's board.
    const hand = h.fake.latestDm(user)!;
    expect(hand.id).not.toBe(start.message()!.id);
    expect(JSON.stringify(hand.embeds)).toContain(`https://discord.com/channels/@me/${dm.id}`);
    expect(JSON.stringify(hand.embeds)).toContain('our DMs');
    for (let i = 0; i < 200; i++) {
      const current = await runOf(h);
      if (current.status !== 'active') break;
      const code = scoundrel.encodeAction(scoundrel.timeoutAction!(current.state, 0)!);
      const message = h.fake.latestDm(user)!;
      const button = componentsOf(message).find((c) => idAction(c.customId) === code)!;
      await h.fake.clickButton({ user, message, customId: button.customId });
      await h.settle();
    }
    const done = await runOf(h);
    expect(done.status).toBe('finished');
    const board = await h.fake.slashCommand({ user, channelId: dm.id, name: 'scoundrel', subcommand: 'leaderboard' });
    expect(JSON.stringify(board.data)).toContain(`<@${user.id}>`);
    expect(JSON.stringify(board.data)).toContain('our DMs');
    const server = await h.fake.slashCommand({ user, channelId: h.channel.id, name: 'scoundrel', subcommand: 'leaderboard' });
    expect(JSON.stringify(server.data)).not.toContain(`<@${user.id}> —`);
  });

  it('takes the daily dungeon too: one attempt a day, wherever it is played', async () => {
    h = await startHarness({ players: 1 });
    const user = h.users[0] as FakeUser;
    const dm = h.fake.dmChannel(user);
    const first = await h.fake.slashCommand({ user, channelId: dm.id, name: 'scoundrel', subcommand: 'daily' });
    expect(first.content).toContain("today's daily challenge");
    await h.settle();
    const again = await h.fake.slashCommand({ user, channelId: h.channel.id, name: 'scoundrel', subcommand: 'daily' });
    expect(again.ephemeral).toBe(true);
    expect(again.content).toMatch(/already took on today's challenge/);
    // Given up where it is played.
    const quit = await h.fake.slashCommand({ user, channelId: dm.id, name: 'scoundrel', subcommand: 'quit' });
    expect(quit.ephemeral).toBe(true);
    await h.settle();
    expect((await runOf(h)).status).toBe('finished');
  });

  it('started in a private channel of users, plays the run in the DM with the bot and says so there', async () => {
    h = await startHarness({ players: 1 });
    const user = h.users[0] as FakeUser;
    const group = h.fake.addGroupDm();
    const start = await h.fake.slashCommand({ user, channelId: group.id, name: 'scoundrel', subcommand: 'play' });
    expect(start.ephemeral).toBe(false);
    expect(start.content).toBe(`<@${user.id}> entered the dungeon. The run is played in their DMs with me.`);
    await h.settle();
    const dm = h.fake.dmChannel(user);
    const run = await runOf(h);
    expect(run).toMatchObject({ guildId: '@me', channelId: dm.id, status: 'active' });
    // Board and hand in the DM; nothing was ever posted to the private channel (the bot cannot).
    const inDm = h.fake.dms(user);
    expect(inDm.length).toBeGreaterThanOrEqual(2);
    expect(inDm.some((m) => componentsOf(m).some((c) => idAction(c.customId).startsWith('!hand')))).toBe(true);
    expect(h.fake.requests.filter((r) => r.method === 'POST' && r.path === `/channels/${group.id}/messages`)).toEqual([]);
    const quit = await h.fake.slashCommand({ user, channelId: group.id, name: 'scoundrel', subcommand: 'quit' });
    expect(quit.ephemeral).toBe(true);
    await h.settle();
    expect((await runOf(h)).status).toBe('finished');
  });
});
