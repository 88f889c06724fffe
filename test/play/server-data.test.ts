/**
 * A server's data: what /admin data counts, deleting it (running matches end
 * first, without a result), and servers that removed the bot — kept through
 * the grace period, cleared when the bot comes back, deleted after it. Other
 * servers' data is never touched.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { forgetServer, serverData } from '../../src/play/server-data.js';
import { clearDeparture, purgeServers, recordDeparture } from '../../src/play/server-purge.js';
import type { Q } from '../../src/db/store.js';
import { ALICE, BOB, CLUB, OTHER, playStore, seedWorld, type PlayStore } from './privacy-fixtures.js';

let p: PlayStore | undefined;
afterEach(async () => {
  await p?.close();
  p = undefined;
});

const DAY = 24 * 60 * 60_000;

/** Every row that belongs to a server, table by table. */
const inServer = (s: PlayStore, guildId: string) =>
  s.read(async (q: Q) => {
    const { matches, matchPlayers, matchActions, matchResults, roundWins, outbox, playerStats, guildSettings, guildGameSettings, memberNames } = q.t;
    const ids = (await q.db.select({ id: matches.id }).from(matches).where(eq(matches.guildId, guildId)).orderBy(asc(matches.id))).map((r) => r.id);
    const of = async (rows: Promise<{ matchId: string }[]>) => (await rows).filter((r) => ids.includes(r.matchId)).length;
    return {
      matches: ids,
      children:
        (await of(q.db.select().from(matchPlayers))) +
        (await of(q.db.select().from(matchActions))) +
        (await of(q.db.select().from(matchResults))) +
        (await of(q.db.select().from(roundWins))) +
        (await of(q.db.select().from(outbox))),
      stats: (await q.db.select().from(playerStats).where(eq(playerStats.guildId, guildId))).length,
      settings: (await q.db.select().from(guildSettings).where(eq(guildSettings.guildId, guildId))).length + (await q.db.select().from(guildGameSettings).where(eq(guildGameSettings.guildId, guildId))).length,
      nicknames: (await q.db.select().from(memberNames).where(eq(memberNames.guildId, guildId))).length,
    };
  });

async function world(): Promise<PlayStore> {
  const s = await playStore();
  await s.read((q) => seedWorld(q, s.clock.now));
  await s.read((q) => q.db.insert(q.t.guildGameSettings).values({ guildId: CLUB, game: 'guys', turnSeconds: 60 }));
  return s;
}

describe('serverData', () => {
  it('counts matches, open ones, results, players on the boards, settings made and nicknames', async () => {
    p = await world();
    expect(await p.read((q) => serverData(q, CLUB))).toEqual({ matches: 3, open: 0, results: 3, boardPlayers: 2, settings: 2, nicknames: 2, deleting: false });
    expect(await p.read((q) => serverData(q, '300000000000000099'))).toEqual({ matches: 0, open: 0, results: 0, boardPlayers: 0, settings: 0, nicknames: 0, deleting: false });
  });
});

describe('forgetServer', () => {
  it('ends what runs (no result, the players told), deletes the small rows at once and the matches once Discord shows how they ended', async () => {
    p = await world();
    await p.read(async (q) => {
      await q.db.insert(q.t.matches).values({ id: 'm5aaaaaaaa', game: 'guys', guildId: CLUB, channelId: '330000000000000001', hostUserId: BOB.id, seed: 's', status: 'active', state: {}, version: 4, createdAt: p!.clock.now });
      await q.db.insert(q.t.matchPlayers).values([
        { matchId: 'm5aaaaaaaa', seat: 0, userId: BOB.id },
        { matchId: 'm5aaaaaaaa', seat: 1, userId: ALICE.id },
      ]);
    });
    const other = await inServer(p, OTHER);
    const { ended } = await forgetServer(p.ctx, CLUB, BOB.id);
    expect(ended).toEqual(['m5aaaaaaaa']);
    const running = await p.read(async (q) => (await q.db.select().from(q.t.matches).where(eq(q.t.matches.id, 'm5aaaaaaaa')))[0]!);
    expect(running).toMatchObject({ status: 'abandoned', syncDueAt: p.clock.now });
    const told = await p.read((q) => q.db.select().from(q.t.outbox).where(eq(q.t.outbox.matchId, 'm5aaaaaaaa')));
    expect(told.map((o) => o.payload)).toEqual([{ event: { kind: 'ended_by_admin', userId: BOB.id } }]);
    expect(await p.read((q) => serverData(q, CLUB))).toMatchObject({ matches: 4, open: 0, boardPlayers: 0, settings: 0, nicknames: 0, deleting: true });

    // The finished matches go at the next clean-up; the one just ended waits until delivery has shown it.
    expect(await purgeServers(p.ctx, 30)).toBe(3);
    expect((await inServer(p, CLUB)).matches).toEqual(['m5aaaaaaaa']);
    await p.read((q) => q.db.update(q.t.matches).set({ syncDueAt: null }).where(eq(q.t.matches.id, 'm5aaaaaaaa')));
    expect(await purgeServers(p.ctx, 30)).toBe(1);
    expect(await inServer(p, CLUB)).toEqual({ matches: [], children: 0, stats: 0, settings: 0, nicknames: 0 });
    expect(await p.read((q) => serverData(q, CLUB))).toMatchObject({ matches: 0, deleting: false });
    expect(await inServer(p, OTHER)).toEqual(other);
  });

  it('keeps matches begun after the deletion', async () => {
    p = await world();
    await forgetServer(p.ctx, CLUB, BOB.id);
    p.clock.now += 1000;
    await p.read((q) =>
      q.db.insert(q.t.matches).values({ id: 'new1aaaaaa', game: 'guys', guildId: CLUB, channelId: '1', hostUserId: BOB.id, seed: 's', status: 'finished', state: {}, createdAt: p!.clock.now, updatedAt: p!.clock.now }),
    );
    await purgeServers(p.ctx, 30);
    expect((await inServer(p, CLUB)).matches).toEqual(['new1aaaaaa']);
  });

  it('lets a stale sync wait an hour at most', async () => {
    p = await world();
    await p.read((q) => q.db.update(q.t.matches).set({ syncDueAt: p!.clock.now, updatedAt: p!.clock.now }).where(eq(q.t.matches.id, 'm1aaaaaaaa')));
    await forgetServer(p.ctx, CLUB, BOB.id);
    await purgeServers(p.ctx, 30);
    expect((await inServer(p, CLUB)).matches).toEqual(['m1aaaaaaaa']);
    p.clock.now += 61 * 60_000;
    await purgeServers(p.ctx, 30);
    expect((await inServer(p, CLUB)).matches).toEqual([]);
  });
});

describe('a server that removed the bot', () => {
  it('keeps its data through the grace period, and loses it after', async () => {
    p = await world();
    const club = await inServer(p, CLUB);
    const other = await inServer(p, OTHER);
    await p.read((q) => recordDeparture(q, CLUB, p!.clock.now));
    p.clock.now += 30 * DAY - 1;
    await p.read((q) => recordDeparture(q, CLUB, p!.clock.now)); // told twice: the first removal counts
    expect(await purgeServers(p.ctx, 30)).toBe(0);
    expect(await inServer(p, CLUB)).toEqual(club);
    p.clock.now += 1;
    expect(await purgeServers(p.ctx, 30)).toBe(3);
    expect(await inServer(p, CLUB)).toEqual({ matches: [], children: 0, stats: 0, settings: 0, nicknames: 0 });
    expect(await inServer(p, OTHER)).toEqual(other);
    expect(await p.read((q) => q.db.select().from(q.t.guildDepartures))).toEqual([]);
    expect(await p.read((q) => q.db.select().from(q.t.meta).where(eq(q.t.meta.key, `forget-server:${CLUB}`)))).toEqual([]);
  });

  it('keeps it for good when the bot is added back', async () => {
    p = await world();
    const club = await inServer(p, CLUB);
    await p.read((q) => recordDeparture(q, CLUB, p!.clock.now));
    await p.read((q) => clearDeparture(q, CLUB));
    p.clock.now += 365 * DAY;
    expect(await purgeServers(p.ctx, 30)).toBe(0);
    expect(await inServer(p, CLUB)).toEqual(club);
  });

  it('closes what was left open, quietly, and deletes it with the rest', async () => {
    p = await world();
    await p.read((q) =>
      q.db.insert(q.t.matches).values({ id: 'm6aaaaaaaa', game: 'guys', guildId: CLUB, channelId: '1', hostUserId: BOB.id, seed: 's', status: 'lobby', createdAt: p!.clock.now }),
    );
    await p.read((q) => recordDeparture(q, CLUB, p!.clock.now));
    p.clock.now += 31 * DAY;
    expect(await purgeServers(p.ctx, 30)).toBe(4);
    expect(await p.read((q) => q.db.select().from(q.t.outbox).where(eq(q.t.outbox.matchId, 'm6aaaaaaaa')))).toEqual([]);
    expect((await inServer(p, CLUB)).matches).toEqual([]);
  });
});
