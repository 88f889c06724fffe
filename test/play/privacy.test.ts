/**
 * A person's data (the play layer of /privacy): what they can download, and
 * deleting it — nothing anywhere names them afterwards, while the other
 * players' results, ratings and replays stay as they were. On SQLite and
 * (TEST_DATABASE=postgres) PostgreSQL alike.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { forgetPerson } from '../../src/play/forget-person.js';
import { isFormerPlayer } from '../../src/play/former-players.js';
import { personalData } from '../../src/play/personal-data.js';
import { rematchPlan } from '../../src/play/rematch.js';
import { rowsNaming } from '../support/rows-naming.js';
import { ALICE, BOB, CLUB, OTHER, playStore, seedWorld, type PlayStore } from './privacy-fixtures.js';

let p: PlayStore | undefined;
afterEach(async () => {
  await p?.close();
  p = undefined;
});

const ALICE_TRACES = [ALICE.id, ALICE.name, ALICE.nick, ALICE.dm];

async function world(): Promise<PlayStore> {
  const s = await playStore();
  await s.read((q) => seedWorld(q, s.clock.now));
  return s;
}

describe('personalData', () => {
  it('gathers profile, settings, DM channel, stats and her matches with her results and moves, and nobody else\'s id', async () => {
    p = await world();
    const data = await p.read((q) => personalData(q, ALICE.id, p!.clock.now));
    expect(data.profile.name).toBe(ALICE.name);
    expect(data.profile.nicknames.map((n) => [n.guildId, n.nick])).toEqual([[CLUB, ALICE.nick], [OTHER, `${ALICE.nick} too`]].sort());
    expect(data.settings.language).toBe('de');
    expect(data.dmChannelId).toBe(ALICE.dm);
    expect(data.stats.map((s) => [s.guildId, s.game, s.matches, s.wins])).toEqual([
      [CLUB, 'guys', 1, 1],
      [CLUB, 'scoundrel', 1, 0],
      [OTHER, 'guys', 1, 0],
    ]);
    const byId = new Map(data.matches.map((m) => [m.id, m]));
    expect([...byId.keys()].sort()).toEqual(['m1aaaaaaaa', 'm2aaaaaaaa', 'm3aaaaaaaa', 'm4aaaaaaaa']);
    expect(byId.get('m1aaaaaaaa')).toMatchObject({ hostedByYou: true, seat: 0, players: 2, result: { won: true, score: 2 }, roundsWon: [1] });
    // Her seat's moves only: her own and none of Bob's (the clock's move was for Bob's seat).
    expect(byId.get('m1aaaaaaaa')!.moves!.map((m) => m.code)).toEqual(['p1', 'p3']);
    expect(byId.get('m2aaaaaaaa')).toMatchObject({ hostedByYou: false, seat: 1, players: 3, result: { won: false, score: 0 } });
    expect(byId.get('m2aaaaaaaa')!.moves!.map((m) => m.code)).toEqual(['x1']);
    expect(byId.get('m4aaaaaaaa')!.challenge).toBe('scoundrel-daily:2023-11-05');
    const text = JSON.stringify(data);
    for (const trace of [BOB.id, BOB.name, BOB.nick, BOB.dm]) expect(text).not.toContain(trace);
  });

  it('is empty for someone the bot never saw', async () => {
    p = await world();
    const data = await p.read((q) => personalData(q, '319999999999999999', p!.clock.now));
    expect(data).toMatchObject({ profile: { name: null, nicknames: [] }, settings: { language: null }, dmChannelId: null, stats: [], matches: [] });
  });
});

describe('forgetPerson', () => {
  it('leaves no row anywhere with her id, name, nicknames or DM channel; her seats become one placeholder of her own', async () => {
    p = await world();
    expect((await rowsNaming(p.read, ALICE_TRACES)).length).toBeGreaterThan(10);
    const res = await forgetPerson(p.ctx, ALICE.id);
    expect(res.ok).toBe(true);
    const formerId = (res as { formerId: string }).formerId;
    expect(isFormerPlayer(formerId)).toBe(true);
    expect(await rowsNaming(p.read, ALICE_TRACES)).toEqual([]);

    const { seats, results, rounds, actions, hosts, outbox } = await p.read(async (q) => ({
      seats: await q.db.select().from(q.t.matchPlayers).orderBy(asc(q.t.matchPlayers.matchId), asc(q.t.matchPlayers.seat)),
      results: await q.db.select().from(q.t.matchResults).orderBy(asc(q.t.matchResults.matchId), asc(q.t.matchResults.seat)),
      rounds: await q.db.select().from(q.t.roundWins).orderBy(asc(q.t.roundWins.round)),
      actions: await q.db.select().from(q.t.matchActions).where(eq(q.t.matchActions.matchId, 'm1aaaaaaaa')).orderBy(asc(q.t.matchActions.version)),
      hosts: await q.db.select({ id: q.t.matches.id, host: q.t.matches.hostUserId }).from(q.t.matches).orderBy(asc(q.t.matches.id)),
      outbox: await q.db.select().from(q.t.outbox).orderBy(asc(q.t.outbox.id)),
    }));
    // Every match keeps its seats, results and moves: hers under the placeholder, the DM she had with the bot forgotten.
    expect(seats.map((s) => [s.matchId, s.seat, s.userId])).toEqual([
      ['m1aaaaaaaa', 0, formerId],
      ['m1aaaaaaaa', 1, BOB.id],
      ['m2aaaaaaaa', 0, BOB.id],
      ['m2aaaaaaaa', 1, formerId],
      ['m2aaaaaaaa', 2, 'cpu1'],
      ['m3aaaaaaaa', 0, formerId],
      ['m4aaaaaaaa', 0, formerId],
    ]);
    expect(seats.filter((s) => s.userId === formerId).map((s) => [s.dmChannelId, s.handMessageId])).toEqual(Array(4).fill([null, null]));
    expect(seats.find((s) => s.userId === BOB.id)).toMatchObject({ dmChannelId: BOB.dm, handMessageId: '340000000000000002' });
    expect(results.map((r) => [r.userId, r.won, r.score])).toEqual([
      [formerId, true, 2],
      [BOB.id, false, 1],
      [BOB.id, true, 1],
      [formerId, false, 0],
      ['cpu1', false, 0],
      [formerId, false, -7],
    ]);
    expect(rounds.map((r) => r.userId)).toEqual([formerId, BOB.id]);
    expect(actions.map((a) => a.userId)).toEqual([formerId, null, formerId]);
    expect(hosts.map((h) => h.host)).toEqual([formerId, BOB.id, formerId, formerId]);
    // The DM to her is dropped; the channel message naming her names the placeholder; Bob's stays.
    expect(outbox.map((o) => [o.target, o.userId, o.payload])).toEqual([
      ['channel', null, { event: { kind: 'ended_by_admin', userId: formerId } }],
      ['channel', null, { event: { kind: 'ended_by_admin', userId: BOB.id } }],
    ]);

    // Bob keeps all of his: name, nickname, DM channel, language, stats.
    const bob = await p.read((q) => personalData(q, BOB.id, p!.clock.now));
    expect(bob).toMatchObject({ profile: { name: BOB.name, nicknames: [{ nick: BOB.nick }] }, dmChannelId: BOB.dm, settings: { language: 'en' } });
    expect(bob.stats.map((s) => [s.guildId, s.matches, s.wins])).toEqual([[CLUB, 1, 0], [OTHER, 1, 1]]);
    // Nobody invites a former player to play again.
    const plan = await p.read((q) => rematchPlan(q, 'm1aaaaaaaa', BOB.id));
    expect(plan).toMatchObject({ ok: true, plan: { others: [] } });
  });

  it('gives each person a placeholder of their own', async () => {
    p = await world();
    const a = await forgetPerson(p.ctx, ALICE.id);
    const b = await forgetPerson(p.ctx, BOB.id);
    expect(a.ok && b.ok && a.formerId !== b.formerId).toBe(true);
    expect(await rowsNaming(p.read, [...ALICE_TRACES, BOB.id, BOB.name, BOB.nick, BOB.dm])).toEqual([]);
  });

  it('refuses, changing nothing, while she sits in an open lobby or match, even one she left', async () => {
    p = await world();
    await p.read((q) =>
      q.db.insert(q.t.matches).values({ id: 'm5aaaaaaaa', game: 'guys', guildId: CLUB, channelId: '330000000000000009', hostUserId: BOB.id, seed: 's', status: 'active', state: {} }),
    );
    await p.read((q) => q.db.insert(q.t.matchPlayers).values({ matchId: 'm5aaaaaaaa', seat: 1, userId: ALICE.id, forfeited: true }));
    const before = await rowsNaming(p.read, ALICE_TRACES);
    expect(await forgetPerson(p.ctx, ALICE.id)).toEqual({ ok: false, reason: 'still_playing', channelIds: ['330000000000000009'] });
    expect(await rowsNaming(p.read, ALICE_TRACES)).toEqual(before);
    // Once it is over, she may go.
    await p.read((q) => q.db.update(q.t.matches).set({ status: 'finished' }).where(eq(q.t.matches.id, 'm5aaaaaaaa')));
    expect((await forgetPerson(p.ctx, ALICE.id)).ok).toBe(true);
    expect(await rowsNaming(p.read, ALICE_TRACES)).toEqual([]);
  });

  it('refuses while she hosts an open lobby', async () => {
    p = await world();
    await p.read((q) => q.db.update(q.t.matches).set({ status: 'lobby' }).where(eq(q.t.matches.id, 'm3aaaaaaaa')));
    expect(await forgetPerson(p.ctx, ALICE.id)).toMatchObject({ ok: false, reason: 'still_playing' });
  });
});
