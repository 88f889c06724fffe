/**
 * /privacy, as a player meets it: what the bot keeps and why, the download
 * of everything that names them, and deleting it — refused while they are
 * at a table, and afterwards nothing in any table holds their id or name,
 * while the other player's history, replays and leaderboard still add up
 * (they read "a former player").
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ApplicationIntegrationType, ComponentType, InteractionContextType } from 'discord.js';
import { getMatch } from '../../src/play/matches.js';
import { componentsOf, type FakeUser, type StoredMessage } from '../support/fake-discord/index.js';
import { componentData, componentPayload } from '../support/fake-discord/interaction-payloads.js';
import { startHarness, type Harness } from '../support/bot-harness.js';
import { makeRand, playMatchByDm, startMatch } from '../support/game-driver.js';
import { rowsNaming } from '../support/rows-naming.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const privacy = (user: FakeUser, channelId = h!.channel.id) => h!.fake.slashCommand({ user, channelId, name: 'privacy' });
const click = (user: FakeUser, message: StoredMessage, customId: string) => h!.fake.clickButton({ user, message, customId });
const ids = (message: StoredMessage | undefined) => componentsOf(message!).map((c) => c.customId);

/** A finished two-player match of Good Guy, Bad Guy, Not So Smart Guy. */
async function finishedMatch(players: FakeUser[]): Promise<string> {
  const matchId = await startMatch(h!, 'guys', players);
  await playMatchByDm(h!, matchId, makeRand(3), 3000, ['p']);
  expect((await h!.read((q) => getMatch(q, matchId)))?.status).toBe('finished');
  return matchId;
}

describe('/privacy', () => {
  it('is offered everywhere (servers, DMs with the bot, private channels; installed by servers or users)', async () => {
    h = await startHarness({ players: 1 });
    const json = h.fake.commands().find((c) => c.name === 'privacy')!.json as { contexts?: number[]; integration_types?: number[]; name_localizations?: Record<string, string> };
    expect(json).toMatchObject({
      contexts: [InteractionContextType.Guild, InteractionContextType.BotDM, InteractionContextType.PrivateChannel],
      integration_types: [ApplicationIntegrationType.GuildInstall, ApplicationIntegrationType.UserInstall],
      name_localizations: { de: 'datenschutz' },
    });
    // In a DM with the bot, privately, and reading it stores nothing about the reader.
    const user = h.users[0]!;
    const answer = await privacy(user, h.fake.dmChannel(user).id);
    expect(answer.ephemeral).toBe(true);
    expect(answer.message()!.embeds[0]!.title).toBe('🔒 Your data and this bot');
    expect(ids(answer.message())).toEqual(['pv:download', 'pv:erase']);
    await h.settle();
    expect(await rowsNaming(h.read, [user.id])).toEqual([]);
  });

  it('says what is kept, how long, and links the policy when the host publishes one', async () => {
    h = await startHarness({ players: 1, env: { PRIVACY_URL: 'https://example.org/privacy', MATCH_LOG_RETENTION_DAYS: '90', GUILD_DATA_GRACE_DAYS: '14' } });
    const text = (await privacy(h.users[0]!)).message()!.embeds[0]!.description!;
    expect(text).toContain('your Discord id, your display name, your nickname in each server');
    expect(text).toContain('The moves of a match are deleted 90 days after it ends');
    expect(text).toContain("A server's data is deleted 14 days after the bot is removed from it.");
    expect(text).toContain('The full privacy policy: https://example.org/privacy');
  });

  it('speaks German, and without a published policy sends the reader to the host', async () => {
    h = await startHarness({ players: 1, locale: 'de', env: { MATCH_LOG_RETENTION_DAYS: '0' } });
    const message = (await privacy(h.users[0]!)).message()!;
    expect(message.embeds[0]!.title).toBe('🔒 Deine Daten und dieser Bot');
    expect(message.embeds[0]!.description).toContain('Züge, Ergebnisse und Wertungszahlen bleiben, bis du sie löschst.');
    expect(message.embeds[0]!.description).toContain('Wende dich an die Admins dieses Servers');
    expect(componentsOf(message).map((c) => c.label)).toEqual(['Meine Daten herunterladen', 'Meine Daten löschen']);
  });

  it('downloads everything that names the reader as a JSON file, and nothing of the other player', async () => {
    h = await startHarness({ players: 2, seeds: ['privacy-download'] });
    const [ann, ben] = h.users as [FakeUser, FakeUser];
    const matchId = await finishedMatch([ann, ben]);
    const overview = (await privacy(ann)).message()!;
    const answer = await click(ann, overview, 'pv:download');
    expect(answer.ephemeral).toBe(true);
    expect(answer.content).toBe('Here is everything the bot keeps that names you (JSON).');
    const [file] = answer.message()!.attachments;
    expect(file).toMatchObject({ filename: 'my-data.json', contentType: 'application/json' });
    const data = JSON.parse(file!.data.toString('utf8'));
    expect(data).toMatchObject({ userId: ann.id, profile: { name: 'Player 1' }, settings: { language: 'en' }, dmChannelId: h.fake.dmChannel(ann).id });
    expect(data.stats).toEqual([expect.objectContaining({ guildId: h.guild.id, game: 'guys', matches: 1 })]);
    expect(data.matches).toEqual([expect.objectContaining({ id: matchId, hostedByYou: true, seat: 0, players: 2, status: 'finished' })]);
    expect(data.matches[0].moves.length).toBeGreaterThan(0);
    expect(data.matches[0].result).toEqual({ won: expect.any(Boolean), score: expect.any(Number) });
    expect(file!.data.toString('utf8')).not.toContain(ben.id);
  });

  it('says so in words when the data is too large for the file Discord takes here', async () => {
    h = await startHarness({ players: 2, seeds: ['privacy-large'] });
    const [ann, ben] = h.users as [FakeUser, FakeUser];
    await finishedMatch([ann, ben]);
    const overview = (await privacy(ann)).message()!;
    const payload = { ...componentPayload(h.fake.store, ann, overview, componentData('pv:download', ComponentType.Button, [])), attachment_size_limit: 200 };
    const answer = await h.fake.sendInteraction(payload);
    expect(answer.ephemeral).toBe(true);
    expect(answer.content).toBe('There is too much of your data for one file here. Ask whoever runs this bot for it: they can send it to you.');
    expect(answer.message()!.attachments).toEqual([]);
  });

  it('deletes the reader\'s data once they are at no table: no row names them, the others\' history and boards still add up', async () => {
    h = await startHarness({ players: 2, seeds: ['privacy-erase'] });
    const [ann, ben] = h.users as [FakeUser, FakeUser];
    const matchId = await startMatch(h, 'guys', [ann, ben]);
    const traces = [ann.id, 'Player 1', h.fake.dmChannel(ann).id];
    const before = await rowsNaming(h.read, traces);
    expect(before.length).toBeGreaterThan(3);

    // At the table: asked, refused, nothing deleted.
    let message = (await privacy(ann)).message()!;
    const asked = await click(ann, message, 'pv:erase');
    expect(asked.type).toBe(7);
    expect(asked.content).toMatch(/^\*\*Delete your data\?\*\*/);
    expect(ids(asked.message())).toEqual(['pv:erase-yes', 'pv:erase-no']);
    const refused = await click(ann, asked.message()!, 'pv:erase-yes');
    expect(refused.content).toBe(`You are still in a lobby or match (<#${h.channel.id}>). Finish it or leave it, and ask again once it is over: nothing was deleted.`);
    expect(ids(refused.message())).toEqual([]);
    expect(await rowsNaming(h.read, traces)).toEqual(before);

    await playMatchByDm(h, matchId, makeRand(3), 3000, ['p']);
    // "No" keeps everything and shows the overview again.
    message = (await privacy(ann)).message()!;
    const kept = await click(ann, (await click(ann, message, 'pv:erase')).message()!, 'pv:erase-no');
    expect(kept.message()!.embeds[0]!.title).toBe('🔒 Your data and this bot');
    const done = await click(ann, (await click(ann, kept.message()!, 'pv:erase')).message()!, 'pv:erase-yes');
    expect(done.content).toMatch(/^Done: your data is deleted\./);
    await h.settle();
    expect(await rowsNaming(h.read, traces)).toEqual([]);

    // Ben's view of the past: Ann reads "a former player", his own results and rating stay.
    const history = await h.fake.slashCommand({ user: ben, channelId: h.channel.id, name: 'history' });
    const text = JSON.stringify(history.data);
    expect(text).toContain('a former player');
    expect(text).toContain(`<@${ben.id}>`);
    expect(text).not.toContain('gone-');
    const replay = await click(ben, history.message()!, componentsOf(history.message()!).find((c) => c.label === '▶ 1')!.customId);
    expect(replay.content).toMatch(/^🎬 Replay/);
    expect(JSON.stringify(replay.data)).not.toContain('gone-');
    const board = await h.fake.slashCommand({ user: ben, channelId: h.channel.id, name: 'guys', subcommand: 'leaderboard' });
    expect(JSON.stringify(board.data)).toContain(`<@${ben.id}>`);
    expect(JSON.stringify(board.data)).not.toContain('gone-');
    // Ben's "Play again" invites nobody who is gone.
    const final = h.fake.message((await h.read((q) => getMatch(q, matchId)))!.boardMessageId!)!;
    const again = await click(ben, final, componentsOf(final).find((c) => c.customId.endsWith(':!again'))!.customId);
    expect(again.content).not.toContain('gone-');
    await h.settle();
    expect(await rowsNaming(h.read, traces)).toEqual([]);
  });

  it('acts on whoever clicks: a Yes clicked by someone else deletes their own data, never the reader\'s', async () => {
    h = await startHarness({ players: 2, seeds: ['privacy-forged'] });
    const [ann, ben] = h.users as [FakeUser, FakeUser];
    await finishedMatch([ann, ben]);
    const bens = (await privacy(ben)).message()!;
    const forged = await h.fake.clickButton({ user: ben, message: bens, customId: 'pv:erase-yes', unchecked: true });
    expect(forged.content).toMatch(/^Done: your data is deleted\./);
    await h.settle();
    expect(await rowsNaming(h.read, [ben.id, 'Player 2'])).toEqual([]);
    expect((await rowsNaming(h.read, [ann.id, 'Player 1'])).length).toBeGreaterThan(3);
  });
});
