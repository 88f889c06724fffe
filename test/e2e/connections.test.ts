/**
 * The bot's connections to Discord stay open through a lull (src/discord/discord-agent.ts): a click that
 * comes after a few quiet seconds is answered on a connection already open, as undici's own 4 s would not.
 * These tests wait in real time (undici's timers), about 9 s in all.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { componentsOf } from '../support/fake-discord/index.js';
import { startHarness, type Harness } from '../support/bot-harness.js';
import { idAction } from '../support/game-driver.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

/** Opens a lobby and lets the bot finish; then, after `quietMs`, a player joins: the connections the join opened. */
async function connectionsForAClickAfter(h: Harness, quietMs: number): Promise<number> {
  const lobby = (await h.fake.slashCommand({ user: h.users[0]!, channelId: h.channel.id, name: 'loners', subcommand: 'start' })).message()!;
  await h.settle();
  await sleep(quietMs);
  const before = h.fake.connectionsOpened;
  const join = componentsOf(lobby).find((c) => idAction(c.customId) === '!join')!;
  const answer = await h.fake.clickButton({ user: h.users[1]!, message: lobby, customId: join.customId });
  expect(answer.type).toBe(7);
  await h.settle();
  return h.fake.connectionsOpened - before;
}

describe('connections to Discord', () => {
  it('a click 5.5 s after the last request is answered on an open connection', { timeout: 20_000 }, async () => {
    h = await startHarness({ players: 2 });
    expect(h.fake.connectionsOpened).toBeGreaterThan(0);
    expect(await connectionsForAClickAfter(h, 5_500)).toBe(0);
  });

  it('DISCORD_KEEP_ALIVE_SECONDS shortens it: with 1, a click 3 s later opens a connection (over HTTP none: the answer is the HTTP response)', { timeout: 20_000 }, async () => {
    h = await startHarness({ players: 2, env: { DISCORD_KEEP_ALIVE_SECONDS: '1' } });
    const opened = await connectionsForAClickAfter(h, 3_000);
    if (h.transport === 'http') expect(opened).toBe(0);
    else expect(opened).toBeGreaterThan(0);
  });
});
