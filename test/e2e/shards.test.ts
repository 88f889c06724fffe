/**
 * Sharding: the bot connects as many shards as Discord recommends (a bot in
 * 2,500 servers must shard, or the gateway closes with 4011), or just the
 * shards it was given; a match is still played by DM clicks, which Discord
 * sends to shard 0. Shards are the gateway's: over HTTP there are none.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../support/bot-harness.js';
import { startFakeDiscord } from '../support/fake-discord/index.js';
import { makeRand, playMatchByDm, startLonersMatch, turnOf } from '../support/game-driver.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  await h?.fake.stop();
  h = undefined;
});

describe('shards', () => {
  it("connects every shard Discord recommends ('auto'), and a match plays through", async () => {
    const fake = await startFakeDiscord();
    fake.store.recommendedShards = 2;
    h = await startHarness({ players: 2, fake, seeds: ['shards'], transport: 'gateway' });
    expect(fake.shards()).toEqual([
      [0, 2],
      [1, 2],
    ]);
    const matchId = await startLonersMatch(h, h.users);
    await playMatchByDm(h, matchId, makeRand(3));
    expect((await turnOf(h, matchId)).match.status).toBe('finished');
  });

  it('connects only the shards SHARD_IDS names, of SHARD_COUNT', async () => {
    const fake = await startFakeDiscord();
    h = await startHarness({ players: 2, fake, env: { SHARD_COUNT: '3', SHARD_IDS: '0,2' }, transport: 'gateway' });
    expect(fake.shards()).toEqual([
      [0, 3],
      [2, 3],
    ]);
  });
});
