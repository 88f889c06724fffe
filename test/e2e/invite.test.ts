/** A bot in no server yet logs the link that adds it (its application, scopes and permissions); one in a server does not. */
import { afterEach, describe, expect, it } from 'vitest';
import { INVITE_PERMISSIONS } from '../../src/startup/invite.js';
import { spawnBot, type BotProcess } from '../support/bot-process.js';
import { startFakeDiscord, type FakeDiscord } from '../support/fake-discord/index.js';
import { testDatabase, type TestDatabase } from '../support/test-database.js';

let fake: FakeDiscord | undefined;
let database: TestDatabase | undefined;
let bot: BotProcess | undefined;
afterEach(async () => {
  bot?.child.kill('SIGKILL');
  await bot?.exited;
  await fake?.stop();
  await database?.drop();
  bot = undefined;
});

const linesOf = (p: BotProcess) => p.stdout().trim().split('\n').map((line) => JSON.parse(line) as { msg: string; invite?: string });

describe('the invite link', () => {
  it('is logged at start-up while the bot is in no server', async () => {
    fake = await startFakeDiscord();
    database = await testDatabase();
    bot = spawnBot({ DISCORD_TOKEN: fake.token, DISCORD_API_URL: fake.apiUrl, ...database.env });
    await bot.ready;
    const line = linesOf(bot).find((l) => l.invite);
    expect(line?.msg).toBe('the bot is in no server yet: add it with this link');
    const url = new URL(line!.invite!);
    expect(url.origin + url.pathname).toBe('https://discord.com/oauth2/authorize');
    expect(url.searchParams.get('client_id')).toBe(fake.bot.id);
    expect(url.searchParams.get('scope')).toBe('bot applications.commands');
    expect(url.searchParams.get('permissions')).toBe(INVITE_PERMISSIONS.toString());
  });

  it('is not logged once the bot is in a server', async () => {
    fake = await startFakeDiscord();
    fake.addGuild({ name: 'Card Club', owner: fake.addUser({ username: 'owner' }) });
    database = await testDatabase();
    bot = spawnBot({ DISCORD_TOKEN: fake.token, DISCORD_API_URL: fake.apiUrl, ...database.env });
    await bot.ready;
    expect(linesOf(bot).some((l) => l.invite)).toBe(false);
  });
});
