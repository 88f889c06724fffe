/**
 * A server's data, as its admins and the gateway meet it: /admin data counts
 * what is kept and deletes it (running matches end first, told as /admin end
 * tells it), only for members with Manage Server; a server that removes the
 * bot keeps its data through the grace period — cleared when the bot is added
 * back — and loses it after, at the bot's next clean-up.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { getMatch } from '../../src/play/matches.js';
import { serverData } from '../../src/play/server-data.js';
import { componentsOf, type FakeUser, type StoredMessage } from '../support/fake-discord/index.js';
import { startHarness, type Harness } from '../support/bot-harness.js';
import { clickOneMove, makeRand, playMatchByDm, startMatch, turnOf } from '../support/game-driver.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const DAY = 24 * 60 * 60_000;
const adminData = (user: FakeUser) => h!.fake.slashCommand({ user, channelId: h!.channel.id, name: 'admin', subcommand: 'data' });
const click = (user: FakeUser, message: StoredMessage, customId: string) => h!.fake.clickButton({ user, message, customId });
const kept = () => h!.read((q) => serverData(q, h!.guild.id));
const departures = () => h!.read((q) => q.db.select().from(q.t.guildDepartures));

async function finishedMatch(players: FakeUser[]): Promise<string> {
  const matchId = await startMatch(h!, 'guys', players);
  await playMatchByDm(h!, matchId, makeRand(3), 3000, ['p']);
  return matchId;
}

describe('/admin data', () => {
  it('counts what is kept, and deletes it after asking — ending the match that runs, with no result', async () => {
    h = await startHarness({ players: 2, seeds: ['server-data-1', 'server-data-2'] });
    const [admin, guest] = h.users as [FakeUser, FakeUser];
    await finishedMatch([admin, guest]);
    await h.fake.slashCommand({ user: admin, channelId: h.channel.id, name: 'settings', subcommand: 'lobby-idle', options: { minutes: 5 } });
    const running = await startMatch(h, 'guys', [admin, guest]);

    const shown = await adminData(admin);
    expect(shown.ephemeral).toBe(true);
    const text = shown.message()!.embeds[0]!.description!;
    expect(text).toContain('• Matches: **2**');
    expect(text).toContain('• Lobbies and matches running now: **1**');
    expect(text).toContain('• Results (one per player and match): **2**');
    expect(text).toContain('• Players on the leaderboards: **2**');
    expect(text).toContain('• Settings made with /settings: **1**');
    expect(text).toContain('deleted 30 days later');
    expect(componentsOf(shown.message()!).map((c) => c.customId)).toEqual(['sd:erase']);

    // "No" deletes nothing.
    const asked = await click(admin, shown.message()!, 'sd:erase');
    expect(asked.content).toContain('The lobby or match running here now ends first, with no result for anyone');
    expect((await click(admin, asked.message()!, 'sd:erase-no')).content).toBe('Nothing was deleted.');
    expect(await kept()).toMatchObject({ matches: 2, boardPlayers: 2 });

    const again = await click(admin, (await adminData(admin)).message()!, 'sd:erase');
    const done = await click(admin, again.message()!, 'sd:erase-yes');
    expect(done.content).toContain("Done: this server's leaderboards, ratings, settings and nicknames are deleted");
    expect(done.content).toContain('The lobby or match that was running has ended, with no result.');
    expect(componentsOf(done.message()!)).toEqual([]);
    await h.settle();
    // The players at the table were told as by /admin end, and their controls are gone.
    expect(h.fake.messages(h.channel.id).some((m) => m.content === `🛑 <@${admin.id}> (an admin) ended this match. No result counts.`)).toBe(true);
    for (const user of [admin, guest]) expect(componentsOf(h.fake.latestDm(user)!)).toEqual([]);
    await h.bot.housekeeping();
    expect(await kept()).toEqual({ matches: 0, open: 0, results: 0, boardPlayers: 0, settings: 0, nicknames: 0, deleting: false });
    expect(await h.read((q) => getMatch(q, running))).toBeUndefined();
    const board = await h.fake.slashCommand({ user: guest, channelId: h.channel.id, name: 'guys', subcommand: 'leaderboard' });
    expect(JSON.stringify(board.data)).not.toContain(`<@${guest.id}>`);
    // The server plays on from a clean slate.
    expect((await h.fake.slashCommand({ user: admin, channelId: h.channel.id, name: 'guys', subcommand: 'start' })).ephemeral).toBe(false);
  });

  it('is for members with Manage Server only, even with a forged button', async () => {
    h = await startHarness({ players: 2, seeds: ['server-data-3'] });
    const [admin, guest] = h.users as [FakeUser, FakeUser];
    await finishedMatch([admin, guest]);
    expect((await adminData(guest)).content).toContain('Manage Server');
    const mine = (await h.fake.slashCommand({ user: guest, channelId: h.channel.id, name: 'privacy' })).message()!;
    const forged = await h.fake.clickButton({ user: guest, message: mine, customId: 'sd:erase-yes', unchecked: true });
    expect(forged.content).toContain('Manage Server');
    expect(await kept()).toMatchObject({ matches: 1, results: 2, boardPlayers: 2 });
  });

  it('speaks German', async () => {
    h = await startHarness({ players: 1, locale: 'de' });
    const shown = await adminData(h.users[0]!);
    expect(shown.message()!.embeds[0]!.title).toBe('🔒 Was der Bot für diesen Server speichert');
    expect(componentsOf(shown.message()!).map((c) => c.label)).toEqual(['Daten dieses Servers löschen']);
  });
});

describe('a server that removes the bot', () => {
  it('keeps its data while the bot may come back, and loses it after the grace period', async () => {
    // The gateway tells of a removal at once (GUILD_DELETE); over HTTP the bot learns it from Discord's refusals (below).
    h = await startHarness({ players: 2, seeds: ['departure-1'], env: { GUILD_DATA_GRACE_DAYS: '10' }, transport: 'gateway' });
    const [admin, guest] = h.users as [FakeUser, FakeUser];
    await finishedMatch([admin, guest]);
    const before = await kept();

    // An outage is no departure.
    h.fake.removeBot(h.guild, { outage: true });
    h.fake.removeBot(h.guild);
    await vi.waitFor(async () => expect((await departures()).map((d) => d.guildId)).toEqual([h!.guild.id]));
    expect((await departures())[0]!.leftAt).toBe(h.clock.now);
    // Added back: the departure is forgotten, the data stays for good.
    h.fake.addBotBack(h.guild);
    await vi.waitFor(async () => expect(await departures()).toEqual([]));
    h.clock.now += 11 * DAY;
    await h.bot.housekeeping();
    expect(await kept()).toEqual(before);

    h.fake.removeBot(h.guild);
    await vi.waitFor(async () => expect(await departures()).toHaveLength(1));
    h.clock.now += 10 * DAY - 1;
    await h.bot.housekeeping();
    expect(await kept()).toEqual(before);
    h.clock.now += 1;
    await h.bot.housekeeping();
    expect(await kept()).toEqual({ matches: 0, open: 0, results: 0, boardPlayers: 0, settings: 0, nicknames: 0, deleting: false });
    expect(await departures()).toEqual([]);
    // What names the players outside this server (their names, DM channels) is theirs, not the server's: it stays.
    const names = await h.read((q) => q.db.select().from(q.t.userNames).where(eq(q.t.userNames.userId, admin.id)));
    expect(names).toHaveLength(1);
  });
});

describe('a server that removes the bot, over HTTP interactions', () => {
  it('is learnt from Discord refusing its channel: the departure is kept, and a click from the server clears it', async () => {
    h = await startHarness({ players: 2, seeds: ['departure-http'], transport: 'http' });
    const [admin, guest] = h.users as [FakeUser, FakeUser];
    const matchId = await startMatch(h, 'guys', [admin, guest]);
    h.fake.removeBot(h.guild);
    // No event comes without a gateway: the board edit after the next move finds out.
    const turn = await turnOf(h, matchId);
    await clickOneMove(h, turn.user!, h.fake.latestDm(turn.user!)!, makeRand(3));
    await h.settle();
    expect((await h.read((q) => getMatch(q, matchId)))!.status).toBe('abandoned');
    expect((await departures()).map((d) => d.guildId)).toEqual([h.guild.id]);
    // Added back: the first click from the server says so.
    h.fake.addBotBack(h.guild);
    await adminData(admin);
    await vi.waitFor(async () => expect(await departures()).toEqual([]));
  });
});

describe('move logs past their retention', () => {
  it('are pruned by the clean-up: /history still lists the match, its replay says the moves are gone', async () => {
    h = await startHarness({ players: 2, seeds: ['retention-1'], env: { MATCH_LOG_RETENTION_DAYS: '180' } });
    const [ann, ben] = h.users as [FakeUser, FakeUser];
    const matchId = await finishedMatch([ann, ben]);
    h.clock.now += 180 * DAY;
    await h.bot.housekeeping();
    expect((await h.read((q) => getMatch(q, matchId)))?.logPrunedAt).toBeNull();
    h.clock.now += 1;
    await h.bot.housekeeping();
    expect((await h.read((q) => getMatch(q, matchId)))?.logPrunedAt).toBe(h.clock.now);

    const history = await h.fake.slashCommand({ user: ben, channelId: h.channel.id, name: 'history' });
    expect(JSON.stringify(history.data)).toContain(`<@${ann.id}>`);
    const replay = componentsOf(history.message()!).find((c) => c.label === '▶ 1')!;
    const refused = await click(ben, history.message()!, replay.customId);
    expect(refused.ephemeral).toBe(true);
    expect(refused.content).toBe('That match is too old to replay: its moves have been deleted (its results and ratings stay).');
    // Results and ratings stay.
    const board = await h.fake.slashCommand({ user: ben, channelId: h.channel.id, name: 'guys', subcommand: 'leaderboard' });
    expect(JSON.stringify(board.data)).toContain(`<@${ben.id}>`);
  });
});
