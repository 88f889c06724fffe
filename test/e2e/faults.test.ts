/**
 * Real Discord fails: requests are refused, rate limited, slow; channels,
 * messages, permissions and servers go away; the gateway drops. Whatever
 * happens, the table converges on what the database says, nothing is applied
 * twice, nothing accepted is lost, and no request loops.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { ComponentType } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import type { Match } from '../../src/db/schema/sqlite.js';
import { startHarness, type Harness, type HarnessOptions } from '../support/bot-harness.js';
import { componentsOf, type FakeUser, type StoredMessage } from '../support/fake-discord/index.js';
import { clickOneMove, idAction, makeRand, startLonersMatch, turnOf } from '../support/game-driver.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

async function twoPlayerMatch(seed: string, opts: Partial<HarnessOptions> = {}) {
  h = await startHarness({ players: 2, seeds: [seed], ...opts });
  const matchId = await startLonersMatch(h, h.users);
  return { h, matchId };
}

const matchOf = async (h: Harness, id: string): Promise<Match> => (await turnOf(h, id)).match;

/** The player to act, their turn DM, and the other player. */
async function turn(h: Harness, matchId: string) {
  const t = await turnOf(h, matchId);
  const player = t.user as FakeUser;
  return { ...t, player, dm: h.fake.latestDm(player) as StoredMessage, other: h.users.find((u) => u.id !== player.id) as FakeUser };
}

/** A move's component on a hand: a button playing an engine action, or a select's first engine action. */
function aMove(hand: StoredMessage): { customId: string; values?: string[] } {
  for (const c of componentsOf(hand)) {
    if (c.type === ComponentType.StringSelect) {
      const value = c.values.find((v) => !v.startsWith('~') && !v.startsWith('!'));
      if (value) return { customId: c.customId, values: [value] };
    } else if (!c.disabled && !idAction(c.customId).startsWith('~') && !idAction(c.customId).startsWith('!')) return { customId: c.customId };
  }
  throw new Error('no move on this hand');
}

/** Clicks a move on a hand (a button, or a select's option). */
function clickMove(h: Harness, user: FakeUser, hand: StoredMessage, opts: { timeoutMs?: number } = {}) {
  const move = aMove(hand);
  return move.values
    ? h.fake.selectMenu({ user, message: hand, customId: move.customId, values: move.values, ...opts })
    : h.fake.clickButton({ user, message: hand, customId: move.customId, ...opts });
}

/** Live move controls left on a message (anything but the platform's own buttons). */
const liveMoves = (m: StoredMessage | undefined) => (m ? componentsOf(m).filter((c) => !c.disabled && !idAction(c.customId).startsWith('!')).length : 0);

/** Lets time pass for the backoff and the paused channel, and the bot catch up. */
async function later(h: Harness, ms: number): Promise<void> {
  h.clock.now += ms;
  await h.bot.delivery.poll();
  await h.settle();
}

const requestsTo = (h: Harness, pattern: RegExp, from = 0) => h.fake.requests.slice(from).filter((r) => pattern.test(`${r.method} ${r.path}`));

describe('a failed delivery is tried again until it goes through', () => {
  it("the next player's turn DM, refused with 500 through two syncs, arrives after backoff, once", async () => {
    const { h, matchId } = await twoPlayerMatch('fault-retry');
    const t = await turn(h, matchId);
    const before = h.fake.dms(t.other).length;
    // discord.js tries a 5xx four times itself: eight failures fail two syncs.
    h.fake.faults.fail('POST /channels/:channelId/messages', { status: 500, times: 8 });
    const from = h.fake.requests.length;
    await clickOneMove(h, t.player, t.dm, makeRand(1));
    await h.settle();
    expect(h.fake.dms(t.other)).toHaveLength(before);
    const failing = await matchOf(h, matchId);
    expect(failing.syncAttempts).toBe(1);
    expect(failing.syncDueAt).toBeGreaterThan(h.clock.now);
    for (let i = 0; i < 4 && h.fake.dms(t.other).length === before; i++) await later(h, 400_000);
    expect(h.fake.dms(t.other)).toHaveLength(before + 1);
    expect(liveMoves(h.fake.latestDm(t.other))).toBeGreaterThan(0);
    const done = await matchOf(h, matchId);
    expect(done).toMatchObject({ syncDueAt: null, syncAttempts: 0 });
    // Nine tries in all: no loop.
    expect(requestsTo(h, /^POST \/channels\/\d+\/messages$/, from)).toHaveLength(9);
  });

  it('a global 429 and a slow answer are waited out: the board and the turn DM arrive once, the sync clean', async () => {
    const { h, matchId } = await twoPlayerMatch('fault-429');
    const t = await turn(h, matchId);
    const before = h.fake.dms(t.other).length;
    h.fake.faults.rateLimit('PATCH /channels/:channelId/messages/:messageId', { global: true, retryAfterSeconds: 0.3 });
    h.fake.faults.delay('POST /channels/:channelId/messages', { ms: 1_500 });
    await clickOneMove(h, t.player, t.dm, makeRand(2));
    await h.settle();
    const m = await matchOf(h, matchId);
    expect(m.boardVersion).toBe(m.version);
    expect(m).toMatchObject({ syncDueAt: null, syncAttempts: 0 });
    expect(h.fake.dms(t.other)).toHaveLength(before + 1);
  });
});

describe('apply, answer, sync — whatever becomes of the answer', () => {
  it('a move whose answer fails (10062) stays applied, and the table follows: turn DM, board, no live buttons left on the clicked hand', async () => {
    const { h, matchId } = await twoPlayerMatch('fault-10062', { transport: 'gateway' });
    const t = await turn(h, matchId);
    h.fake.faults.fail('POST /interactions/:interactionId/:token/callback', { status: 404, code: 10062, message: 'Unknown interaction' });
    await expect(clickMove(h, t.player, t.dm, { timeoutMs: 1_000 }).catch(() => null)).resolves.toBeNull();
    await h.settle();
    const m = await matchOf(h, matchId);
    expect(m.version).toBe(t.match.version + 1);
    expect(m.boardVersion).toBe(m.version);
    expect(liveMoves(h.fake.latestDm(t.other))).toBeGreaterThan(0);
    expect(liveMoves(h.fake.message(t.dm.id))).toBe(0);
  });

  it('a callback retried after a 5xx that had landed counts as answered (its 40060): the clicked hand is not edited again', async () => {
    const { h, matchId } = await twoPlayerMatch('fault-40060', { transport: 'gateway' });
    const t = await turn(h, matchId);
    h.fake.faults.fail('POST /interactions/:interactionId/:token/callback', { status: 502, afterWork: true });
    const from = h.fake.requests.length;
    const answer = await clickMove(h, t.player, t.dm);
    expect(answer.type).toBe(7);
    await h.settle();
    const callbacks = requestsTo(h, /^POST \/interactions\//, from);
    expect(callbacks.map((r) => r.status)).toEqual([502, 400]);
    // What the answer showed was recorded: delivery leaves the clicked message alone.
    expect(requestsTo(h, new RegExp(`^PATCH /channels/\\d+/messages/${t.dm.id}$`), from)).toHaveLength(0);
    expect((await matchOf(h, matchId)).version).toBe(t.match.version + 1);
  });

  it('a click replayed after a gateway outage, older than three seconds, is not applied', async () => {
    const { h, matchId } = await twoPlayerMatch('fault-resume', { transport: 'gateway' });
    const t = await turn(h, matchId);
    h.fake.gatewayGoesDown();
    const lost = clickMove(h, t.player, t.dm, { timeoutMs: 500 }).catch(() => 'no answer');
    expect(await lost).toBe('no answer');
    await sleep(3_500);
    await h.fake.gatewayComesBack();
    await h.settle();
    expect((await matchOf(h, matchId)).version).toBe(t.match.version);
    // The player clicks again, now: it plays.
    await clickOneMove(h, t.player, h.fake.latestDm(t.player)!, makeRand(3));
    expect((await matchOf(h, matchId)).version).toBe(t.match.version + 1);
  });
});

describe('a lost channel, server or permission', () => {
  it('a channel deleted (Discord answers 10003) ends the match without a result, each player told by DM, and nothing is sent there again', async () => {
    const { h, matchId } = await twoPlayerMatch('fault-10003');
    const t = await turn(h, matchId);
    h.fake.store.channels.delete(h.channel.id);
    await clickOneMove(h, t.player, t.dm, makeRand(4));
    await h.settle();
    await later(h, 60_000);
    const m = await matchOf(h, matchId);
    expect(m.status).toBe('abandoned');
    for (const user of h.users) expect(h.fake.latestDm(user)!.content).toContain('its channel was deleted');
    const from = h.fake.requests.length;
    await later(h, 3_600_000);
    expect(requestsTo(h, new RegExp(`/channels/${h.channel.id}`), from)).toHaveLength(0);
    expect(await h.read((q) => q.db.select().from(q.t.outbox))).toEqual([]);
    expect(await h.read((q) => q.db.select().from(q.t.matchResults))).toEqual([]);
  });

  it('CHANNEL_DELETE ends the match at once, without a request to the dead channel', async () => {
    const { h, matchId } = await twoPlayerMatch('fault-channel-delete', { transport: 'gateway' });
    const from = h.fake.requests.length;
    h.fake.deleteChannel(h.channel);
    await sleep(100);
    await h.settle();
    expect((await matchOf(h, matchId)).status).toBe('abandoned');
    for (const user of h.users) expect(h.fake.latestDm(user)!.content).toContain('its channel was deleted');
    expect(requestsTo(h, new RegExp(`/channels/${h.channel.id}`), from)).toHaveLength(0);
  });

  it('a server that removed the bot ends its matches (the gateway says so, or Discord refuses its channels), each player told by DM', async () => {
    const { h, matchId } = await twoPlayerMatch('fault-guild');
    const t = await turn(h, matchId);
    h.fake.removeBot(h.guild);
    await sleep(100);
    // Over HTTP no gateway event comes: the next board edit finds out.
    await clickOneMove(h, t.player, t.dm, makeRand(5)).catch(() => undefined);
    await h.settle();
    await later(h, 60_000);
    expect((await matchOf(h, matchId)).status).toBe('abandoned');
    for (const user of h.users) expect(h.fake.latestDm(user)!.content).toContain('removed from that server');
    expect(await h.read((q) => q.db.select().from(q.t.outbox))).toEqual([]);
  });

  it('a lost permission pauses board and announcements; the game goes on in DMs; both resume when it is back', async () => {
    const { h, matchId } = await twoPlayerMatch('fault-50013');
    h.fake.faults.denyChannel(h.channel.id, 50013);
    let t = await turn(h, matchId);
    await clickOneMove(h, t.player, t.dm, makeRand(6));
    await h.settle();
    const paused = await matchOf(h, matchId);
    expect(paused.channelPausedAt).not.toBeNull();
    expect(paused.status).toBe('active');
    expect(paused.boardVersion).toBeLessThan(paused.version);
    // The next player's turn DM came: they play on.
    t = await turn(h, matchId);
    expect(liveMoves(t.dm)).toBeGreaterThan(0);
    const hand = await h.fake.clickButton({ user: t.player, message: h.fake.message(paused.boardMessageId!)!, customId: componentsOf(h.fake.message(paused.boardMessageId!)!).find((c) => idAction(c.customId) === '!hand')!.customId });
    expect(hand.ephemeral).toBe(true);
    // Tried again once a minute at most, not at every sync.
    const from = h.fake.requests.length;
    await clickOneMove(h, t.player, t.dm, makeRand(7));
    await h.settle();
    await later(h, 30_000);
    expect(requestsTo(h, new RegExp(`^(POST|PATCH) /channels/${h.channel.id}/`), from)).toHaveLength(0);
    h.fake.faults.allowChannel(h.channel.id);
    await later(h, 31_000);
    const resumed = await matchOf(h, matchId);
    expect(resumed.channelPausedAt).toBeNull();
    expect(resumed.boardVersion).toBe(resumed.version);
    expect(resumed.syncDueAt).toBeNull();
  });

  it("a hand message the player deleted (10008) is sent anew when it changes", async () => {
    const { h, matchId } = await twoPlayerMatch('fault-10008');
    const t = await turn(h, matchId);
    h.fake.deleteMessage(t.dm.id);
    const before = h.fake.dms(t.player).length;
    // The clock plays the safe move: their hand changes, and its message is gone.
    h.clock.now += 301_000;
    await h.bot.tick();
    await h.settle();
    expect(h.fake.dms(t.player).length).toBe(before + 1);
    expect((await matchOf(h, matchId)).syncDueAt).toBeNull();
  });

  it('closed DMs are a state: the next turn tries again, and a DM that gets through opens them again', async () => {
    h = await startHarness({ players: 2, seeds: ['fault-50007'] });
    const [host, guest] = h.users as [FakeUser, FakeUser];
    h.fake.faults.blockDms(guest.id);
    const matchId = await startLonersMatch(h, h.users);
    const seatOf = async () => (await turnOf(h!, matchId)).players.find((p) => p.userId === guest.id)!;
    expect((await seatOf()).dmClosed).toBe(true);
    h.fake.faults.unblockDms(guest.id);
    // Play until the guest's turn starts again: their turn DM is tried, and goes through.
    for (let i = 0; i < 6 && (await seatOf()).dmClosed; i++) {
      const t = await turnOf(h, matchId);
      if (t.user?.id === host.id) await clickOneMove(h, host, h.fake.latestDm(host)!, makeRand(8 + i));
      else {
        h.clock.now += 301_000;
        await h.bot.tick();
      }
      await h.settle();
    }
    expect((await seatOf()).dmClosed).toBe(false);
    expect(liveMoves(h.fake.latestDm(guest)) + liveMoves(h.fake.latestDm(host))).toBeGreaterThan(0);
  });
});
