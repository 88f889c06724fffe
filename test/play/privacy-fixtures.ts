/**
 * A play context over a fresh store (SQLite, or PostgreSQL with
 * TEST_DATABASE=postgres), and a small world of finished matches in two
 * servers with everything that names people: seats, moves, round wins,
 * results, stats, names, nicknames, languages, DM channels and an outbox.
 */
import { openStore } from '../../src/db/open.js';
import type { Q, Store } from '../../src/db/store.js';
import { playContext, type PlayContext } from '../../src/play/context.js';
import { testDatabase } from '../support/test-database.js';

export interface PlayStore {
  ctx: PlayContext;
  store: Store;
  clock: { now: number };
  read<T>(fn: (q: Q) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export async function playStore(): Promise<PlayStore> {
  const database = await testDatabase();
  const store = await openStore({ databasePath: database.env.DATABASE_PATH ?? '', databaseUrl: database.env.DATABASE_URL });
  const clock = { now: 1_700_000_000_000 };
  const ctx = await playContext(store, { now: () => clock.now, dailySecret: 'a-daily-secret-for-tests' });
  return {
    ctx,
    store,
    clock,
    read: (fn) => store.read(fn),
    async close() {
      await store.close();
      await database.drop();
    },
  };
}

export const ALICE = { id: '310000000000000001', name: 'Alice Nightingale', nick: 'Ally of Club', dm: '320000000000000001' };
export const BOB = { id: '310000000000000002', name: 'Bob Builder', nick: 'Bobby', dm: '320000000000000002' };
export const CLUB = '300000000000000001';
export const OTHER = '300000000000000002';
const DAY = 24 * 60 * 60_000;

/**
 * m1: Alice (host, seat 0) beat Bob in the Club; m2: Bob hosted Alice and a
 * computer in the other server, a day later; m3: a lobby Alice opened that
 * was cancelled; m4: her daily run.
 */
export async function seedWorld(q: Q, now: number): Promise<void> {
  const { matches, matchPlayers, matchActions, roundWins, matchResults, playerStats, outbox, dmChannels, userPrefs, userNames, memberNames, guildSettings } = q.t;
  const finished = { status: 'finished' as const, seed: 's', state: {}, version: 3, createdAt: now - 10 * DAY, updatedAt: now - 9 * DAY, finishedAt: now - 9 * DAY };
  await q.db.insert(matches).values([
    { id: 'm1aaaaaaaa', game: 'guys', guildId: CLUB, channelId: '330000000000000001', hostUserId: ALICE.id, ...finished },
    { id: 'm2aaaaaaaa', game: 'guys', guildId: OTHER, channelId: '330000000000000002', hostUserId: BOB.id, ...finished, finishedAt: now - 8 * DAY },
    { id: 'm3aaaaaaaa', game: 'guys', guildId: CLUB, channelId: '330000000000000001', hostUserId: ALICE.id, seed: 's', status: 'cancelled', createdAt: now - 7 * DAY, finishedAt: now - 7 * DAY },
    { id: 'm4aaaaaaaa', game: 'scoundrel', guildId: CLUB, channelId: '330000000000000001', hostUserId: ALICE.id, challenge: 'scoundrel-daily:2023-11-05', ...finished },
  ]);
  await q.db.insert(matchPlayers).values([
    { matchId: 'm1aaaaaaaa', seat: 0, userId: ALICE.id, dmChannelId: ALICE.dm, handMessageId: '340000000000000001' },
    { matchId: 'm1aaaaaaaa', seat: 1, userId: BOB.id, dmChannelId: BOB.dm, handMessageId: '340000000000000002' },
    { matchId: 'm2aaaaaaaa', seat: 0, userId: BOB.id, dmChannelId: BOB.dm },
    { matchId: 'm2aaaaaaaa', seat: 1, userId: ALICE.id, dmChannelId: ALICE.dm },
    { matchId: 'm2aaaaaaaa', seat: 2, userId: 'cpu1', computer: 'easy' },
    { matchId: 'm3aaaaaaaa', seat: 0, userId: ALICE.id },
    { matchId: 'm4aaaaaaaa', seat: 0, userId: ALICE.id, dmChannelId: ALICE.dm },
  ]);
  await q.db.insert(matchActions).values([
    { matchId: 'm1aaaaaaaa', version: 1, seat: 0, userId: ALICE.id, code: 'p1' },
    { matchId: 'm1aaaaaaaa', version: 2, seat: 1, userId: null, code: 'p2', kind: 'timeout' },
    { matchId: 'm1aaaaaaaa', version: 3, seat: 0, userId: ALICE.id, code: 'p3' },
    { matchId: 'm2aaaaaaaa', version: 1, seat: 1, userId: ALICE.id, code: 'x1' },
    { matchId: 'm2aaaaaaaa', version: 2, seat: 0, userId: BOB.id, code: 'x2' },
    { matchId: 'm4aaaaaaaa', version: 1, seat: 0, userId: ALICE.id, code: 'f' },
  ]);
  await q.db.insert(roundWins).values([
    { matchId: 'm1aaaaaaaa', round: 1, seat: 0, userId: ALICE.id },
    { matchId: 'm1aaaaaaaa', round: 2, seat: 1, userId: BOB.id },
  ]);
  await q.db.insert(matchResults).values([
    { matchId: 'm1aaaaaaaa', seat: 0, userId: ALICE.id, won: true, score: 2 },
    { matchId: 'm1aaaaaaaa', seat: 1, userId: BOB.id, won: false, score: 1 },
    { matchId: 'm2aaaaaaaa', seat: 0, userId: BOB.id, won: true, score: 1 },
    { matchId: 'm2aaaaaaaa', seat: 1, userId: ALICE.id, won: false, score: 0 },
    { matchId: 'm2aaaaaaaa', seat: 2, userId: 'cpu1', won: false, score: 0 },
    { matchId: 'm4aaaaaaaa', seat: 0, userId: ALICE.id, won: false, score: -7 },
  ]);
  await q.db.insert(playerStats).values([
    { guildId: CLUB, game: 'guys', userId: ALICE.id, matches: 1, wins: 1, roundWins: 2, ratingMu: 27, ratingSigma: 7 },
    { guildId: CLUB, game: 'guys', userId: BOB.id, matches: 1, wins: 0, roundWins: 1, ratingMu: 23, ratingSigma: 7 },
    { guildId: OTHER, game: 'guys', userId: ALICE.id, matches: 1, wins: 0 },
    { guildId: OTHER, game: 'guys', userId: BOB.id, matches: 1, wins: 1 },
    { guildId: CLUB, game: 'scoundrel', userId: ALICE.id, matches: 1, totalScore: -7, bestScore: -7 },
  ]);
  await q.db.insert(outbox).values([
    { matchId: 'm1aaaaaaaa', target: 'dm', userId: ALICE.id, payload: { event: { kind: 'dm_closed' } } },
    { matchId: 'm2aaaaaaaa', target: 'channel', userId: null, payload: { event: { kind: 'ended_by_admin', userId: ALICE.id } as { kind: string } } },
    { matchId: 'm2aaaaaaaa', target: 'channel', userId: null, payload: { event: { kind: 'ended_by_admin', userId: BOB.id } as { kind: string } } },
  ]);
  await q.db.insert(dmChannels).values([
    { userId: ALICE.id, channelId: ALICE.dm },
    { userId: BOB.id, channelId: BOB.dm },
  ]);
  await q.db.insert(userPrefs).values([
    { userId: ALICE.id, language: 'de' },
    { userId: BOB.id, language: 'en' },
  ]);
  await q.db.insert(userNames).values([
    { userId: ALICE.id, name: ALICE.name },
    { userId: BOB.id, name: BOB.name },
  ]);
  await q.db.insert(memberNames).values([
    { guildId: CLUB, userId: ALICE.id, nick: ALICE.nick },
    { guildId: CLUB, userId: BOB.id, nick: BOB.nick },
    { guildId: OTHER, userId: ALICE.id, nick: `${ALICE.nick} too` },
  ]);
  await q.db.insert(guildSettings).values([{ guildId: CLUB, language: 'de', discordLocale: 'de' }]);
}
