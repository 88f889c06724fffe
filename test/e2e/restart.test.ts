/**
 * The bot as real processes on one database (the harness's: a SQLite file,
 * or PostgreSQL with TEST_DATABASE=postgres): killed with SIGKILL in the
 * middle of a match, started again, and the old buttons still work.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isNotNull, lte } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore } from '../../src/db/open.js';
import type { Store } from '../../src/db/store.js';
import { buildCommands } from '../../commands/index.js';
import { getMatch } from '../../src/play/matches.js';
import { componentsOf, startFakeDiscord, type FakeDiscord, type FakeUser } from '../support/fake-discord/index.js';
import { spawnBot, type BotProcess } from '../support/bot-process.js';
import { testDatabase, type TestDatabase } from '../support/test-database.js';
import { assertNoLeaks } from '../support/leak-check.js';
import { clickOneMove, makeRand, startLonersMatch, turnOf, type Table } from '../support/game-driver.js';

const dir = mkdtempSync(join(tmpdir(), 'loners-restart-'));
let fake: FakeDiscord;
let database: TestDatabase | undefined;
let store: Store | undefined;
const processes: BotProcess[] = [];
afterAll(async () => {
  for (const p of processes) p.child.kill('SIGKILL');
  await Promise.all(processes.map((p) => p.exited));
  await store?.close();
  await database?.drop();
  await fake?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('restarts', () => {
  it('kill -9 mid-match: a new process continues it, old buttons work, SIGTERM stops cleanly', async () => {
    fake = await startFakeDiscord();
    const users = [fake.addUser({ username: 'ann' }), fake.addUser({ username: 'ben' })] as [FakeUser, FakeUser];
    const guild = fake.addGuild({ name: 'Card Club', owner: users[0], members: [users[1]] });
    const channel = fake.addTextChannel(guild, 'loners');
    database = await testDatabase();
    const env = { DISCORD_TOKEN: fake.token, DISCORD_API_URL: fake.apiUrl, ...database.env, LOG_LEVEL: 'info' };
    const launch = async () => {
      const p = spawnBot(env);
      processes.push(p);
      await p.ready;
      return p;
    };

    const first = await launch();
    const data = await openStore({ databasePath: database.env.DATABASE_PATH ?? '', databaseUrl: database.env.DATABASE_URL });
    store = data;
    // Settled: the database has nothing left to deliver now (any process; with `all`, not even a board edit waiting for its
    // slot a second on), and the fake has gone quiet.
    const settle = async (all = false) => {
      const until = Date.now() + 20_000;
      const pending = () =>
        data.read(async (q) => {
          const due = all ? isNotNull(q.t.matches.syncDueAt) : lte(q.t.matches.syncDueAt, Date.now());
          return (await q.db.select({ id: q.t.matches.id }).from(q.t.matches).where(due)).length;
        });
      while ((await pending()) > 0) {
        if (Date.now() > until) throw new Error('the bot never caught up');
        await new Promise((r) => setTimeout(r, 20));
      }
      await fake.idle(150, 20_000);
    };
    const table: Table = { fake, read: (fn) => data.read(fn), users, channel, settle: () => settle() };
    const matchOf = async (id: string) => (await data.read((q) => getMatch(q, id)))!;
    const matchId = await startLonersMatch(table, users);
    const rand = makeRand(11);
    for (let i = 0; i < 4; i++) {
      const turn = await turnOf(table, matchId);
      await clickOneMove(table, turn.user!, fake.latestDm(turn.user!)!, rand);
      await table.settle();
    }
    // One more move, and the kill lands in the middle of its delivery: its first message (the next hand, or the board)
    // waits out a rate limit when the kill comes, the match claimed by the dying process.
    const before = await turnOf(table, matchId);
    const oldBoard = fake.message(before.match.boardMessageId!)!;
    const oldHand = fake.latestDm(before.user!)!;
    fake.faults.rateLimit('POST /channels/:channelId/messages', { retryAfterSeconds: 2 });
    fake.faults.rateLimit('PATCH /channels/:channelId/messages/:messageId', { retryAfterSeconds: 2 });
    const sent = fake.requests.length;
    await clickOneMove(table, before.user!, oldHand, rand);
    for (let waited = 0; !fake.requests.slice(sent).some((r) => r.status === 429); waited += 10) {
      if (waited > 10_000) throw new Error('the move was never delivered');
      await new Promise((r) => setTimeout(r, 10));
    }
    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull();
    const version = (await matchOf(matchId)).version;
    expect(version).toBe(before.match.version + 1);
    // The dead process may hold its match's lease. On PostgreSQL (any number of processes) the others wait until it runs
    // out (60 s): here it runs out at once. On SQLite (one process per file) the next process ends it at start-up.
    if (database.kind === 'postgres') await data.read((q) => q.db.update(q.t.matches).set({ syncLeaseUntil: Date.now() }).where(isNotNull(q.t.matches.syncLeaseUntil)));

    const second = await launch();
    await settle(true);
    const turn = await turnOf(table, matchId);
    // What the first process left undelivered, the second delivered: the board names the player to act.
    expect(fake.message(turn.match.boardMessageId!)!.content).toContain(`<@${turn.user!.id}>`);
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
    expect((await matchOf(matchId)).version).toBe(version + 1);
    // ...and the match plays to its end on the new process.
    for (let moves = 0; moves < 2000; moves++) {
      const now = await turnOf(table, matchId);
      if (!now.user) break;
      await clickOneMove(table, now.user, fake.latestDm(now.user)!, rand);
      await table.settle();
    }
    expect((await matchOf(matchId)).status).toBe('finished');

    await assertNoLeaks(table);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(second.output()).toContain('"msg":"shutting down"');
  });

  it('npm run deploy-commands registers the commands by hand, whatever the stored hash says', async () => {
    const env = { DISCORD_TOKEN: fake.token, DISCORD_API_URL: fake.apiUrl, ...database!.env };
    const before = fake.requests.filter((r) => r.method === 'PUT' && r.path.includes('/commands')).length;
    const p = spawnBot(env, 'src/deploy-commands.ts');
    processes.push(p);
    expect(await p.exited).toBe(0);
    expect(p.output()).toMatch(/Slash commands registered globally/);
    expect(fake.requests.filter((r) => r.method === 'PUT' && r.path.includes('/commands')).length).toBe(before + 1);
    expect(fake.commands().map((c) => c.name).sort()).toEqual(buildCommands().map((c) => c.name).sort());
  });

  it('npm run deploy-commands -- --clear-global removes the global commands (after a switch to DEV_GUILD_ID)', async () => {
    const env = { DISCORD_TOKEN: fake.token, DISCORD_API_URL: fake.apiUrl, ...database!.env };
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
