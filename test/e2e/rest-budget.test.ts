/**
 * The REST budget: Discord allows a bot about 50 requests a second in all
 * (interaction answers aside), so a move may cost at most two: the next
 * player's new DM and one board edit. Counted, not timed, over a full
 * 4-player Loners match played by DM clicks, with every board edit made
 * (no coalescing), which is the worst case.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { openStore } from '../../src/db/open.js';
import { getPlayers, needsSync, updatePlayer } from '../../src/play/matches.js';
import { startHarness, type Harness } from '../support/bot-harness.js';
import { clickOneMove, makeRand, startLonersMatch, turnOf } from '../support/game-driver.js';
import { countRest } from '../support/rest-count.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

/** The GET of a server's name, once per server, that HTTP interactions need (they carry only its id). */
const nameLookups = (h: Harness) => (h.transport === 'http' ? 1 : 0);

describe('REST requests per move', () => {
  it('a full 4-player Loners match: at most 2 per move (more only where a round is dealt anew), no GET at all', async () => {
    const players = 4;
    h = await startHarness({ players, seeds: ['rest-budget-4'] });
    const startFrom = h.fake.requests.length;
    const matchId = await startLonersMatch(h, h.users);
    const start = countRest(h.fake.requests.slice(startFrom));
    // The start: one DM channel per player (opened once per user, ever) and one hand DM each; over HTTP, the
    // server's name too (interactions do not carry it: asked once per server, then kept).
    expect(start.total, JSON.stringify(start.byRoute)).toBeLessThanOrEqual(2 * players + nameLookups(h));

    const rand = makeRand(44);
    const rounds = async () => (await h!.read((q) => q.db.select({ n: count() }).from(q.t.roundWins).where(eq(q.t.roundWins.matchId, matchId))))[0]!.n;
    const ordinary: number[] = [];
    const dealt: number[] = [];
    let total = start.total;
    let gets = start.gets - nameLookups(h);
    let moves = 0;
    for (let turn = await turnOf(h, matchId); turn.user; turn = await turnOf(h, matchId), moves++) {
      const roundsBefore = await rounds();
      const first = h.fake.requests.length;
      await clickOneMove(h, turn.user, h.fake.latestDm(turn.user)!, rand);
      await h.settle();
      const c = countRest(h.fake.requests.slice(first));
      total += c.total;
      gets += c.gets;
      ((await rounds()) > roundsBefore ? dealt : ordinary).push(c.total);
    }
    expect((await turnOf(h, matchId)).match.status).toBe('finished');
    expect(gets).toBe(0);
    expect(ordinary.length).toBeGreaterThan(50);
    expect(Math.max(...ordinary)).toBeLessThanOrEqual(2);
    // A round end: the board, the result announced, and each hand of the new deal (or of the final result).
    expect(dealt.length).toBeGreaterThanOrEqual(2);
    for (const n of dealt) expect(n).toBeLessThanOrEqual(2 + players);
    // Over the whole match, start included.
    expect(total / moves).toBeLessThanOrEqual(2.25);
    // The second match between the same players opens no DM channel again.
    const again = h.fake.requests.length;
    await startLonersMatch(h, h.users.slice(0, 2));
    expect(countRest(h.fake.requests.slice(again)).byRoute['POST /users/@me/channels']).toBeUndefined();
  });

  it('a turn DM sent again after a crash (sent, but its id not saved) returns the first copy: one live message', async () => {
    h = await startHarness({ players: 2, seeds: ['nonce'] });
    const matchId = await startLonersMatch(h, h.users);
    const turn = await turnOf(h, matchId);
    const dm = h.fake.latestDm(turn.user!)!;
    const dmsBefore = h.fake.messages(dm.channelId).length;
    // As if the process died right after Discord created the DM: the database never learnt its id.
    await h.stopBot();
    const env = h.database.env;
    const store = await openStore({ databasePath: env.DATABASE_PATH ?? '', databaseUrl: env.DATABASE_URL });
    await store.transaction(async (q) => {
      await updatePlayer(q, matchId, turn.seat!, { handMessageId: null, handPostedVersion: -1, handVersion: -1, handHash: null });
      // Delivery finds the match due, as it would after the crash.
      await needsSync(q, matchId, h!.clock.now);
    });
    await store.close();
    await h.restartBot();
    await h.settle();
    expect(h.fake.messages(dm.channelId)).toHaveLength(dmsBefore);
    expect((await h.read((q) => getPlayers(q, matchId)))[turn.seat!]!.handMessageId).toBe(dm.id);
    // And it still plays.
    await clickOneMove(h, turn.user!, h.fake.latestDm(turn.user!)!, makeRand(1));
    await h.settle();
    expect((await turnOf(h, matchId)).match.version).toBe(turn.match.version + 1);
  });
});
