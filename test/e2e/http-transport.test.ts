/**
 * The bot over HTTP interactions only (whatever TEST_TRANSPORT says): no
 * gateway connection at all, a server's name asked of Discord once, and a
 * restart on another port picked up by Discord (here the fake) with old
 * buttons still working.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../support/bot-harness.js';
import { clickOneMove, makeRand, startLonersMatch, turnOf } from '../support/game-driver.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('HTTP interactions', () => {
  it('need no gateway: everything arrives as signed POSTs, and a server\'s name is asked of Discord once', async () => {
    h = await startHarness({ players: 2, seeds: ['http-only'], transport: 'http' });
    const matchId = await startLonersMatch(h, h.users);
    const rand = makeRand(7);
    for (let i = 0; i < 3; i++) {
      const turn = await turnOf(h, matchId);
      await clickOneMove(h, turn.user!, h.fake.latestDm(turn.user!)!, rand);
      await h.settle();
    }
    const lb = await h.fake.slashCommand({ user: h.users[1]!, channelId: h.channel.id, name: 'loners', subcommand: 'leaderboard' });
    expect(JSON.stringify(lb.data)).toContain('Card Club');
    expect(h.bot.client).toBeNull();
    expect(h.fake.requests.filter((r) => r.route === 'GET /gateway/bot')).toEqual([]);
    expect(h.fake.requests.filter((r) => r.route === 'GET /guilds/:guildId').map((r) => r.path)).toEqual([`/guilds/${h.guild.id}`]);
    // Most answers were the HTTP responses themselves, none of them multipart.
    const inResponse = h.fake.requests.filter((r) => r.via === 'http-response');
    expect(inResponse.length).toBeGreaterThan(4);
    expect(inResponse.every((r) => r.status === 204 && r.uploads.length === 0)).toBe(true);
  });

  it('a restarted bot gets a port of its own; Discord is pointed there and the old buttons still work', async () => {
    h = await startHarness({ players: 2, seeds: ['http-restart'], transport: 'http' });
    const matchId = await startLonersMatch(h, h.users);
    const before = (await turnOf(h, matchId)).match.version;
    await h.stopBot();
    await h.restartBot();
    expect(h.fake.interactionsEndpoint).toBe(`http://127.0.0.1:${h.bot.httpPort}/interactions`);
    const turn = await turnOf(h, matchId);
    await clickOneMove(h, turn.user!, h.fake.latestDm(turn.user!)!, makeRand(3));
    await h.settle();
    expect((await turnOf(h, matchId)).match.version).toBeGreaterThan(before);
  });
});
