/**
 * Two bot processes over one PostgreSQL database, splitting the gateway's
 * shards, against the fake Discord: games play through by clicks, the same
 * click handed to both is applied once, a process killed with SIGKILL leaves
 * its deliveries and timers to the other (nothing lost, nothing shown twice),
 * and a turn's timeout fires once.
 */
import { eq } from 'drizzle-orm';
import { ComponentType } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { actionsOf } from '../../src/play/replay.js';
import { getMatch, updateMatch } from '../../src/play/matches.js';
import { startFleet, type Fleet } from '../support/bot-fleet.js';
import { componentsOf, type FakeUser, type StoredMessage } from '../support/fake-discord/index.js';
import { idAction, makeRand, playMatchByDm, startLonersMatch, turnOf } from '../support/game-driver.js';

let fleet: Fleet | undefined;
afterEach(async () => {
  await fleet?.close();
  fleet = undefined;
});

/** Two processes, one per shard of two: DM clicks reach the first (shard 0), the server's events its shard's. */
async function twoProcesses(): Promise<Fleet> {
  fleet = await startFleet({ players: 2, env: { SHARD_COUNT: '2' } });
  await fleet.launch({ SHARD_IDS: '0' });
  await fleet.launch({ SHARD_IDS: '1' });
  return fleet;
}

type Choice = { customId: string; values?: string[] };

/** The first choice on a hand whose action starts as `wanted` says (a move, or a step into a menu). */
function choiceOn(hand: StoredMessage, wanted: (action: string) => boolean): Choice | null {
  for (const c of componentsOf(hand)) {
    if (c.type === ComponentType.StringSelect) {
      const value = c.values.find(wanted);
      if (value) return { customId: c.customId, values: [value] };
    } else if (!c.disabled && wanted(idAction(c.customId))) return { customId: c.customId };
  }
  return null;
}

const click = (f: Fleet, user: FakeUser, hand: StoredMessage, c: Choice, everySession = false) =>
  c.values
    ? f.fake.selectMenu({ user, message: hand, customId: c.customId, values: c.values, everySession })
    : f.fake.clickButton({ user, message: hand, customId: c.customId, everySession });

/** Steps into the hand's menus (plain clicks) until a move can be clicked; returns it and the hand it is on. */
async function moveOn(f: Fleet, user: FakeUser, start: StoredMessage): Promise<{ hand: StoredMessage; move: Choice }> {
  let hand = start;
  for (let depth = 0; depth < 4; depth++) {
    const move = choiceOn(hand, (a) => !a.startsWith('~') && !a.startsWith('!'));
    if (move) return { hand, move };
    const step = choiceOn(hand, (a) => a.startsWith('~') && a !== '~');
    if (!step) break;
    hand = (await click(f, user, hand, step)).message() ?? f.fake.message(hand.id)!;
  }
  throw new Error(`no move on this hand: ${JSON.stringify(hand).slice(0, 600)}`);
}

const matchOf = async (f: Fleet, id: string) => (await f.read((q) => getMatch(q, id)))!;

describe('two bot processes over one PostgreSQL database', () => {
  it('play a match through by clicks; the same click handed to both at once is applied once', { timeout: 300_000 }, async () => {
    const f = await twoProcesses();
    const matchId = await startLonersMatch(f, f.users);
    const t = await turnOf(f, matchId);
    const user = t.user as FakeUser;
    const { hand, move } = await moveOn(f, user, f.fake.latestDm(user)!);
    const answer = await click(f, user, hand, move, true);
    expect(answer.type).toBe(7);
    await f.settle();
    const logged = await f.read((q) => actionsOf(q, matchId));
    expect(logged.filter((a) => a.version === t.match.version + 1)).toHaveLength(1);
    expect((await matchOf(f, matchId)).version).toBe(t.match.version + 1);

    await playMatchByDm(f, matchId, makeRand(21));
    const end = await matchOf(f, matchId);
    expect(end.status).toBe('finished');
    expect(end.boardVersion).toBe(end.version);
    // Every version was played once: the log has no gap and no repeat.
    const versions = (await f.read((q) => actionsOf(q, matchId))).map((a) => a.version);
    expect(versions).toEqual(versions.map((_, i) => t.match.version + 1 + i));
  });

  it('SIGKILL mid-delivery: the other process delivers what was pending, once, and the game goes on', { timeout: 300_000 }, async () => {
    const f = await twoProcesses();
    const matchId = await startLonersMatch(f, f.users);
    const t = await turnOf(f, matchId);
    const other = f.users.find((u) => u.id !== t.user!.id)!;
    const dmsBefore = f.fake.dms(other).length;
    // The next turn DM waits out a long rate limit: the kill lands while the first process holds the match.
    f.fake.faults.rateLimit('POST /channels/:channelId/messages', { retryAfterSeconds: 5 });
    const user = t.user as FakeUser;
    const { hand, move } = await moveOn(f, user, f.fake.latestDm(user)!);
    await click(f, user, hand, move);
    const claimed = async () => (await matchOf(f, matchId)).syncLeaseUntil !== null;
    for (let i = 0; i < 100 && !(await claimed()); i++) await new Promise((r) => setTimeout(r, 20));
    const first = f.processes[0]!;
    first.child.kill('SIGKILL');
    await first.exited;
    // The dead process's lease runs out (here at once, instead of a minute on).
    await f.read((q) => q.db.update(q.t.matches).set({ syncLeaseUntil: 1 }).where(eq(q.t.matches.id, matchId)));
    await f.settle();
    expect(f.fake.dms(other)).toHaveLength(dmsBefore + 1);
    const m = await matchOf(f, matchId);
    expect(m.boardVersion).toBe(m.version);
    // DM clicks come to shard 0: a process for it again, and the old buttons play on.
    await f.launch({ SHARD_IDS: '0' });
    await playMatchByDm(f, matchId, makeRand(22));
    expect((await matchOf(f, matchId)).status).toBe('finished');
  });

  it("a turn's timeout fires once, whichever process's clock finds it", async () => {
    const f = await twoProcesses();
    const matchId = await startLonersMatch(f, f.users);
    const t = await turnOf(f, matchId);
    await f.read((q) => updateMatch(q, matchId, { turnDeadline: Date.now() - 1 }));
    for (let i = 0; i < 150 && (await matchOf(f, matchId)).version === t.match.version; i++) await new Promise((r) => setTimeout(r, 20));
    // Both clocks tick every second: give the second one its chance to fire it again.
    await new Promise((r) => setTimeout(r, 2_500));
    await f.settle();
    const timeouts = (await f.read((q) => actionsOf(q, matchId))).filter((a) => a.kind === 'timeout');
    expect(timeouts).toHaveLength(1);
    expect((await matchOf(f, matchId)).version).toBe(t.match.version + 1);
  });
});
