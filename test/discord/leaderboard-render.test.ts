import type { APIButtonComponentWithCustomId, APIEmbed } from 'discord.js';
import { describe, expect, it } from 'vitest';
import type { NewPlayerStats } from '../../src/db/schema/sqlite.js';
import type { Store } from '../../src/db/store.js';
import { MAX_CUSTOM_ID_LENGTH, parseLeaderboardId } from '../../src/discord/custom-id.js';
import { renderLeaderboard } from '../../src/discord/ui/leaderboard.js';
import { translator } from '../../src/discord/i18n/index.js';
import '../../src/discord/ui/index.js';
import type { MessagePayload } from '../../src/discord/ui/types.js';
import { leaderboardPage, type LeaderboardPage } from '../../src/play/leaderboard.js';
import { useTempStore } from '../support/temp-db.js';

let store: Store;
useTempStore((temp) => {
  store = temp.store;
});

const insertStats = (rows: NewPlayerStats[]) => store.read(({ db, t: { playerStats } }) => db.insert(playerStats).values(rows));
const page = (game: string, n: number, size?: number) => store.read((q) => leaderboardPage(q, 'g1', game, n, size));

const ARGS = { game: 'loners', title: 'Loners', guildName: 'Card Club', t: translator('en', 'loners') };

async function seedPlayers(n: number, game = 'loners'): Promise<void> {
  await insertStats(
    Array.from({ length: n }, (_, i) => ({
      guildId: 'g1',
      game,
      userId: String(100000000000000000n + BigInt(i)),
      matches: 4,
      wins: 3,
      roundWins: 7,
      ratingMu: 40 - i,
      ratingSigma: 2,
    })),
  );
}

function embedOf(p: MessagePayload): APIEmbed {
  expect(p.embeds).toHaveLength(1);
  return p.embeds![0]!;
}

function buttons(p: MessagePayload): APIButtonComponentWithCustomId[] {
  expect(p.components).toHaveLength(1);
  return p.components![0]!.components as APIButtonComponentWithCustomId[];
}

/** Discord's limits on one message's embeds and components. */
function expectWithinLimits(p: MessagePayload): void {
  const e = embedOf(p);
  expect((e.title ?? '').length).toBeLessThanOrEqual(256);
  expect((e.description ?? '').length).toBeLessThanOrEqual(4096);
  expect((e.footer?.text ?? '').length).toBeLessThanOrEqual(2048);
  expect(e.fields ?? []).toHaveLength(0);
  const total = (e.title ?? '').length + (e.description ?? '').length + (e.footer?.text ?? '').length + (e.author?.name ?? '').length;
  expect(total).toBeLessThanOrEqual(6000);
  expect(p.components!.length).toBeLessThanOrEqual(5);
  const bs = buttons(p);
  expect(bs.length).toBeLessThanOrEqual(5);
  for (const b of bs) expect(b.custom_id.length).toBeLessThanOrEqual(MAX_CUSTOM_ID_LENGTH);
  expect(new Set(bs.map((b) => b.custom_id)).size).toBe(bs.length);
}

describe('renderLeaderboard', () => {
  it('invites to play on an empty board, with both buttons disabled', async () => {
    const p = renderLeaderboard(await page('loners', 0), ARGS);
    expectWithinLimits(p);
    expect(embedOf(p).description).toBe('No finished matches yet — start one with /loners start');
    expect(embedOf(p).title).toContain('Loners');
    expect(embedOf(p).title).toContain('Card Club');
    const [prev, next] = buttons(p);
    expect(prev).toMatchObject({ label: '◀', disabled: true });
    expect(next).toMatchObject({ label: '▶', disabled: true });
  });

  it('lists rank, mention, matches, wins, round wins, win rate and rating', async () => {
    await seedPlayers(3);
    const p = renderLeaderboard(await page('loners', 0), ARGS);
    expectWithinLimits(p);
    const lines = embedOf(p).description!.split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('**1.**');
    expect(lines[0]).toContain('<@100000000000000000>');
    expect(lines[0]).toContain('4 matches');
    expect(lines[0]).toContain('3 wins');
    expect(lines[0]).toContain('7 round wins');
    expect(lines[0]).toContain('75%');
    // mu 40, sigma 2: 1500 + 30 × 34; no rated match yet (no results stored), so provisional.
    expect(lines[0]).toContain('rating **2520?**');
    expect(lines[2]).toContain('**3.** <@100000000000000002>');
    expect(lines[2]).toContain('rating **2460?**');
    expect(embedOf(p).footer?.text).toContain('Page 1/1');
    // One page: both buttons present but disabled.
    expect(buttons(p).map((b) => b.disabled)).toEqual([true, true]);
  });

  it('shows best and average scores for score games', async () => {
    await insertStats([{ guildId: 'g1', game: 'scoundrel', userId: '42', matches: 2, wins: 1, totalScore: 9, bestScore: 12 }]);
    const p = renderLeaderboard(await page('scoundrel', 0), { game: 'scoundrel', title: 'Scoundrel', guildName: 'g', t: translator('en', 'scoundrel') });
    const line = embedOf(p).description!;
    expect(line).toContain('<@42>');
    expect(line).toContain('best 12');
    expect(line).toContain('avg 4.5');
    expect(line).toContain('50%');
    expect(line).not.toContain('round win');
  });

  it('pages with ◀ / ▶ buttons whose ids lead to the neighbouring pages', async () => {
    await seedPlayers(25);
    const first = renderLeaderboard(await page('loners', 0), ARGS);
    const middle = renderLeaderboard(await page('loners', 1), ARGS);
    const last = renderLeaderboard(await page('loners', 2), ARGS);
    for (const p of [first, middle, last]) expectWithinLimits(p);

    expect(buttons(first).map((b) => b.disabled)).toEqual([true, false]);
    expect(parseLeaderboardId(buttons(first)[1]!.custom_id)).toEqual({ game: 'loners', page: 1 });

    expect(buttons(middle).map((b) => b.disabled)).toEqual([false, false]);
    expect(buttons(middle).map((b) => parseLeaderboardId(b.custom_id))).toEqual([
      { game: 'loners', page: 0 },
      { game: 'loners', page: 2 },
    ]);
    expect(embedOf(middle).description!.split('\n')[0]).toMatch(/^\*\*11\.\*\* /);
    expect(embedOf(middle).footer?.text).toContain('Page 2/3');
    expect(embedOf(middle).footer?.text).toContain('25 players');

    expect(buttons(last).map((b) => b.disabled)).toEqual([false, true]);
    expect(parseLeaderboardId(buttons(last)[0]!.custom_id)).toEqual({ game: 'loners', page: 1 });
    expect(embedOf(last).description!.split('\n')).toHaveLength(5);
  });

  it('stays within Discord limits whatever the page size and names', async () => {
    await seedPlayers(300);
    const board = await page('loners', 0, 300);
    const p = renderLeaderboard(board, { game: 'loners', title: 'L'.repeat(300), guildName: 'G'.repeat(100), t: ARGS.t });
    expectWithinLimits(p);
    const description = embedOf(p).description!;
    expect(description).toMatch(/\n… and \d+ more$/);
    const shown = description.split('\n').length - 1;
    expect(description).toContain(`… and ${300 - shown} more`);
  });

  it('never overflows with extreme numbers', () => {
    const extreme: LeaderboardPage = {
      rows: Array.from({ length: 10 }, (_, i) => ({
        rank: 999_990 + i,
        userId: '9'.repeat(20),
        matches: 2 ** 40,
        wins: 2 ** 39,
        roundWins: 2 ** 41,
        winRate: 0.5,
        rating: -123456,
        ratedMatches: 2 ** 40,
        provisional: false,
        bestScore: -(2 ** 40),
        averageScore: -1234567.8,
      })),
      page: 99_999,
      totalPages: 100_000,
      totalPlayers: 999_999,
    };
    const p = renderLeaderboard(extreme, { game: 'a'.repeat(20), title: 'T', guildName: 'G', t: ARGS.t });
    expectWithinLimits(p);
    expect(buttons(p).map((b) => b.disabled)).toEqual([false, true]);
  });
});
