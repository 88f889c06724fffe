/**
 * Discord's request limit is per bot, not per process. Two bot processes that
 * each keep it on their own exceed it together; through the shared REST proxy
 * (`npm run rest-proxy`) they keep it together. The fake Discord counts what
 * arrives. The limit is set low (DISCORD_REQUESTS_PER_SECOND, which the bots
 * and the proxy both read) so that a few matches starting at once are more
 * than it allows.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startFleet, type Fleet } from '../support/bot-fleet.js';
import { spawnBot, type BotProcess } from '../support/bot-process.js';
import { startFakeDiscord, type FakeDiscord, type FakeUser, type RecordedRequest } from '../support/fake-discord/index.js';
import { startLonersMatch } from '../support/game-driver.js';
import { isInteractionAnswer, peakInWindow } from '../support/rest-count.js';

const LIMIT = 5;
const WINDOW_SECONDS = 3;
const MATCHES = 16;

let fleet: Fleet | undefined;
let proxy: BotProcess | undefined;
let fake: FakeDiscord | undefined;
afterEach(async () => {
  await fleet?.close();
  proxy?.child.kill('SIGKILL');
  await proxy?.exited;
  await fake?.stop();
  fleet = proxy = fake = undefined;
});

const shardOf = (guildId: string) => Number((BigInt(guildId) >> 22n) % 2n);

/**
 * Two bot processes (a shard each), through `apiUrl`; MATCHES Loners matches
 * started at once, half in a server on each shard, so that both processes
 * handle clicks and deliver what they start.
 */
async function startingRush(apiUrl: string): Promise<RecordedRequest[]> {
  fleet = await startFleet({ players: MATCHES * 2, fake, env: { SHARD_COUNT: '2', DISCORD_API_URL: apiUrl, DISCORD_REQUESTS_PER_SECOND: String(LIMIT) } });
  await fleet.launch({ SHARD_IDS: '0' });
  await fleet.launch({ SHARD_IDS: '1' });
  const f = fleet;
  const [owner, ...members] = f.users as [FakeUser, ...FakeUser[]];
  let other = f.fake.addGuild({ name: 'Second Club', owner, members });
  while (shardOf(other.id) === shardOf(f.guild.id)) other = f.fake.addGuild({ name: 'Second Club', owner, members });
  const from = f.fake.requests.length;
  await Promise.all(
    Array.from({ length: MATCHES }, (_, i) => {
      const channel = f.fake.addTextChannel(i % 2 === 0 ? f.guild : other, `table-${i}`);
      return startLonersMatch({ ...f, channel }, f.users.slice(i * 2, i * 2 + 2));
    }),
  );
  await f.settle();
  return f.fake.requests.slice(from);
}

describe('two processes and one request limit', () => {
  it('through the shared REST proxy they keep the limit together; each on its own, they exceed it', async () => {
    fake = await startFakeDiscord();
    proxy = spawnBot({ DISCORD_API_URL: fake.apiUrl, REST_PROXY_PORT: '0', DISCORD_REQUESTS_PER_SECOND: String(LIMIT) }, 'src/rest-proxy.ts', { readyMessage: 'REST proxy ready' });
    await proxy.ready;
    const port = /"port":(\d+)/.exec(proxy.output())![1];
    const shared = await startingRush(`http://127.0.0.1:${port}/api`);
    // Every board and hand went out: 2 DMs and a board a match, at the least.
    expect(shared.filter((r) => r.method === 'POST' && r.status < 300 && !isInteractionAnswer(r)).length).toBeGreaterThanOrEqual(MATCHES * 3);
    const bound = (WINDOW_SECONDS + 1) * LIMIT;
    expect(peakInWindow(shared, WINDOW_SECONDS * 1000), `requests within ${WINDOW_SECONDS} s through the proxy`).toBeLessThanOrEqual(bound);

    // The same rush with each process straight at Discord: together they send about twice the limit.
    await fleet!.close();
    fleet = undefined;
    const apart = await startingRush(fake.apiUrl);
    expect(peakInWindow(apart, WINDOW_SECONDS * 1000), `requests within ${WINDOW_SECONDS} s without the proxy`).toBeGreaterThan(bound);
  }, 180_000);
});
