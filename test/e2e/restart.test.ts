/**
 * The bot as real processes on one database file: killed with SIGKILL in
 * the middle of a match, started again, and the old buttons still work.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/connection.js';
import { buildCommands } from '../../commands/index.js';
import { getMatch } from '../../src/play/store.js';
import { componentsOf, startFakeDiscord, type FakeDiscord, type FakeUser } from '../support/fake-discord/index.js';
import { spawnBot, type BotProcess } from '../support/bot-process.js';
import { assertNoLeaks } from '../support/leak-check.js';
import { clickOneMove, makeRand, startLonersMatch, turnOf, type Table } from '../support/game-driver.js';

const dir = mkdtempSync(join(tmpdir(), 'loners-restart-'));
let fake: FakeDiscord;
let database: DatabaseHandle | undefined;
const processes: BotProcess[] = [];
afterAll(async () => {
  for (const p of processes) p.child.kill('SIGKILL');
  database?.close();
  await fake?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('restarts', () => {
  it('kill -9 mid-match: a new process continues it, old buttons work, SIGTERM stops cleanly', async () => {
    fake = await startFakeDiscord();
    const users = [fake.addUser({ username: 'ann' }), fake.addUser({ username: 'ben' })] as [FakeUser, FakeUser];
    const guild = fake.addGuild({ name: 'Card Club', owner: users[0], members: [users[1]] });
    const channel = fake.addTextChannel(guild, 'loners');
    const env = { DISCORD_TOKEN: fake.token, DISCORD_API_URL: fake.apiUrl, DATABASE_PATH: join(dir, 'bot.sqlite'), LOG_LEVEL: 'info' };
    const launch = async () => {
      const p = spawnBot(env);
      processes.push(p);
      await p.ready;
      return p;
    };

    const first = await launch();
    database = openDatabase(env.DATABASE_PATH);
    const table: Table = { fake, database, users, channel, settle: () => fake.idle(150, 20_000) };
    const matchId = await startLonersMatch(table, users);
    const rand = makeRand(11);
    for (let i = 0; i < 4; i++) {
      const turn = turnOf(table, matchId);
      await clickOneMove(table, turn.user!, fake.latestDm(turn.user!)!, rand);
      await table.settle();
    }
    // One more move, and the kill lands while its DMs and board edit may still be on their way.
    const before = turnOf(table, matchId);
    const oldBoard = fake.message(before.match.boardMessageId!)!;
    const oldHand = fake.latestDm(before.user!)!;
    await clickOneMove(table, before.user!, oldHand, rand);
    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull();
    const version = getMatch(database.db, matchId)!.version;
    expect(version).toBe(before.match.version + 1);

    const second = await launch();
    await table.settle();
    expect(second.output()).toContain('"catchingUp":1');
    const turn = turnOf(table, matchId);
    // "Show my hand" on the board the first process posted answers on the second.
    const showHand = componentsOf(oldBoard).find((c) => c.customId.endsWith(':!hand'))!;
    const shown = await fake.clickButton({ user: users[1], message: oldBoard, customId: showHand.customId, unchecked: true });
    expect(shown.ephemeral).toBe(true);
    expect(JSON.stringify(shown.data)).toContain('Your hand');
    // The player to act has a live hand at the current version, wherever it was sent from.
    const hand = fake.latestDm(turn.user!)!;
    expect(componentsOf(hand).some((c) => c.customId.includes(`:${version}:`))).toBe(true);
    // A button on a message the first process sent, clicked on the second: it still applies.
    await clickOneMove(table, turn.user!, hand, rand);
    await table.settle();
    expect(getMatch(database.db, matchId)!.version).toBe(version + 1);
    // ...and the match plays to its end on the new process.
    for (let moves = 0; moves < 2000; moves++) {
      const now = turnOf(table, matchId);
      if (!now.user) break;
      await clickOneMove(table, now.user, fake.latestDm(now.user)!, rand);
      await table.settle();
    }
    expect(getMatch(database.db, matchId)!.status).toBe('finished');

    assertNoLeaks(table);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(second.output()).toContain('"msg":"shutting down"');
  });

  it('npm run deploy-commands registers the commands by hand, whatever the stored hash says', async () => {
    const env = { DISCORD_TOKEN: fake.token, DISCORD_API_URL: fake.apiUrl, DATABASE_PATH: join(dir, 'bot.sqlite') };
    const before = fake.requests.filter((r) => r.method === 'PUT' && r.path.includes('/commands')).length;
    const p = spawnBot(env, 'src/deploy-commands.ts');
    processes.push(p);
    expect(await p.exited).toBe(0);
    expect(p.output()).toMatch(/Slash commands registered globally/);
    expect(fake.requests.filter((r) => r.method === 'PUT' && r.path.includes('/commands')).length).toBe(before + 1);
    expect(fake.commands().map((c) => c.name).sort()).toEqual(buildCommands().map((c) => c.name).sort());
  });

  it('npm run deploy-commands -- --clear-global removes the global commands (after a switch to DEV_GUILD_ID)', async () => {
    const env = { DISCORD_TOKEN: fake.token, DISCORD_API_URL: fake.apiUrl, DATABASE_PATH: join(dir, 'bot.sqlite') };
    expect(fake.commands().length).toBeGreaterThan(0);
    const p = spawnBot(env, 'src/deploy-commands.ts', { args: ['--clear-global'] });
    processes.push(p);
    expect(await p.exited).toBe(0);
    expect(p.output()).toMatch(/Global slash commands removed/);
    expect(fake.commands()).toEqual([]);
  });

  it('refuses to start without a token, saying where to get one (exit code 1)', async () => {
    const p = spawnBot({ DATABASE_PATH: join(dir, 'none.sqlite') });
    processes.push(p);
    expect(await p.exited).toBe(1);
    expect(p.output()).toMatch(/DISCORD_TOKEN is not set.*Developer Portal/s);
  });
});
