/**
 * What server admins set and do: /settings (turn time per game, lobby idle
 * time, computers taking over by default, all shown by /settings show) and
 * /admin end (a running match stops with no result for anyone). Everything is
 * for members with Manage Server only.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getMatch } from '../../src/play/matches.js';
import { componentsOf, type FakeUser } from '../support/fake-discord/index.js';
import { startHarness, type Harness } from '../support/bot-harness.js';
import { makeRand, playMatchByDm, startMatch, turnOf } from '../support/game-driver.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const matchOf = async (id: string) => (await h!.read((q) => getMatch(q, id)))!;

const settings = (user: FakeUser, subcommand: string, options: Record<string, string | number | boolean> = {}) =>
  h!.fake.slashCommand({ user, channelId: h!.channel.id, name: 'settings', subcommand, options });

describe('/settings', () => {
  it('sets the turn time of one game, the lobby idle time and the takeover default; show lists them; 0 restores the default', async () => {
    h = await startHarness({ players: 2, seeds: ['settings'] });
    const [admin, guest] = h.users as [FakeUser, FakeUser];
    const shown = await settings(admin, 'show');
    expect(shown.ephemeral).toBe(true);
    expect(shown.content).toContain('Turn time in Good Guy, Bad Guy, Not So Smart Guy: 300 s (the bot\'s default)');
    expect(shown.content).not.toContain('Scoundrel'); // a solo run has its own day, not a turn time
    expect((await settings(admin, 'turn-time', { game: 'guys', seconds: 10 })).content).toMatch(/30 to 86400 seconds/);
    expect((await settings(admin, 'turn-time', { game: 'guys', seconds: 60 })).content).toContain('**60 seconds**');
    expect((await settings(admin, 'lobby-idle', { minutes: 2 })).content).toContain('**2 minutes**');
    expect((await settings(admin, 'takeover', { enabled: true })).content).toMatch(/a computer now takes over/);
    expect((await settings(admin, 'show')).content).toMatch(/Turn time in Good Guy, Bad Guy, Not So Smart Guy: \*\*60 s\*\*[\s\S]*after \*\*2 min\*\*[\s\S]*\*\*on\*\*/);

    const lobby = await h.fake.slashCommand({ user: admin, channelId: h.channel.id, name: 'guys', subcommand: 'start' });
    const matchId = componentsOf(lobby.message()!)[0]!.customId.split(':')[1]!;
    expect((await matchOf(matchId)).lobbyExpiresAt).toBe(h.clock.now + 2 * 60_000);
    expect((await matchOf(matchId)).computerTakeover).toBe(true);
    await h.fake.slashCommand({ user: admin, channelId: h.channel.id, name: 'guys', subcommand: 'leave' });
    const id = await startMatch(h, 'guys', [admin, guest]);
    expect((await turnOf(h, id)).match.turnDeadline).toBe(h.clock.now + 60_000);
    // Other games keep the bot's turn time.
    expect((await settings(admin, 'turn-time', { game: 'guys', seconds: 0 })).content).toContain("the bot's turn time again (300 seconds)");
  });

  it('is for members with Manage Server only', async () => {
    h = await startHarness({ players: 2 });
    const guest = h.users[1]!;
    for (const [sub, options] of [['show', {}], ['turn-time', { game: 'guys', seconds: 60 }], ['lobby-idle', { minutes: 5 }], ['takeover', { enabled: true }]] as const) {
      const answer = await settings(guest, sub, options);
      expect(answer.ephemeral).toBe(true);
      expect(answer.content).toContain('Manage Server');
    }
  });
});

describe('/admin end', () => {
  it('ends the running match in the channel with no result for anyone; refuses non-admins and empty channels', async () => {
    h = await startHarness({ players: 2, seeds: ['admin-end'] });
    const [admin, guest] = h.users as [FakeUser, FakeUser];
    const end = () => h!.fake.slashCommand({ user: admin, channelId: h!.channel.id, name: 'admin', subcommand: 'end' });
    expect((await end()).content).toBe('There is no lobby or match running in this channel.');
    const matchId = await startMatch(h, 'guys', [admin, guest]);
    await playMatchByDm(h, matchId, makeRand(1), 3, ['p']);
    const byGuest = await h.fake.slashCommand({ user: guest, channelId: h.channel.id, name: 'admin', subcommand: 'end' });
    expect(byGuest.content).toContain('Manage Server');
    expect((await matchOf(matchId)).status).toBe('active');
    const answer = await end();
    expect(answer.ephemeral).toBe(true);
    expect(answer.content).toContain('no result for anyone');
    await h.settle();
    const match = (await matchOf(matchId));
    expect(match.status).toBe('abandoned');
    expect(await h.read((q) => q.db.select().from(q.t.matchResults).where(eq(q.t.matchResults.matchId, matchId)))).toEqual([]);
    expect(await h.read((q) => q.db.select().from(q.t.playerStats))).toEqual([]);
    expect(h.fake.messages(h.channel.id).some((m) => m.content === `🛑 <@${admin.id}> (an admin) ended this match. No result counts.`)).toBe(true);
    // No controls left anywhere; the channel is free again.
    expect(componentsOf(h.fake.message(match.boardMessageId!)!)).toEqual([]);
    for (const user of [admin, guest]) expect(componentsOf(h.fake.latestDm(user)!)).toEqual([]);
    const again = await h.fake.slashCommand({ user: admin, channelId: h.channel.id, name: 'guys', subcommand: 'start' });
    expect(again.ephemeral).toBe(false);
  });
});
