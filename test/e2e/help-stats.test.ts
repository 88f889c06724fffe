/** /help and /stats through the fake Discord, and every leaderboard's own line and pages. */
import { afterEach, describe, expect, it } from 'vitest';
import { translator } from '../../src/discord/i18n/index.js';
import { dailyChallenge } from '../../src/play/challenges.js';
import { displayRating } from '../../src/play/rating.js';
import { utcDay } from '../../src/play/solo.js';
import { registeredGames } from '../../src/games/index.js';
import { uis } from '../../src/discord/ui/registry.js';
import { componentsOf, type FakeUser, type StoredMessage } from '../support/fake-discord/index.js';
import { startHarness, type Harness } from '../support/bot-harness.js';
import { foreignPhrases, visibleText } from '../support/language-check.js';
import { leaveMatch, startMatch } from '../support/game-driver.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const stats = (h: Harness, user: FakeUser, options: Record<string, string | FakeUser> = {}) => h.fake.slashCommand({ user, channelId: h.channel.id, name: 'stats', options });
const embedText = (m: Pick<StoredMessage, 'embeds'> | undefined) => JSON.stringify(m?.embeds ?? []);

describe('/help', () => {
  it('lists every game, how to start it, computers, playing again and the commands, privately', async () => {
    h = await startHarness({ players: 1 });
    const answer = await h.fake.slashCommand({ user: h.users[0]!, channelId: h.channel.id, name: 'help' });
    expect(answer.ephemeral).toBe(true);
    const text = embedText(answer.message());
    for (const reg of registeredGames().filter((g) => uis[g.engine.id])) expect(text).toContain(translator('en', reg.engine.id)('title'));
    // Clickable mentions (Discord shows each in the reader's language), with the ids the registration returned.
    const ids = new Map(h.fake.commands().map((c) => [c.name, c.id]));
    for (const command of ['/loners start', '/guys start', '/lone-wolves start', '/loners leave', '/scoundrel play', '/scoundrel daily', '/scoundrel quit', '/loners rules', '/scoundrel leaderboard', '/stats', '/help', '/settings']) {
      const [name, sub] = command.slice(1).split(' ') as [string, string | undefined];
      expect(text, command).toContain(`</${name}${sub ? ` ${sub}` : ''}:${ids.get(name)}>`);
    }
    expect(text).toContain('🤖 Add computer (easy)');
    expect(text).toContain('**Play again**');
    expect(text).toContain('Ratings start at 1500');
  });

  it("speaks the reader's language, with the command names their Discord shows", async () => {
    h = await startHarness({ players: 1, locale: 'de' });
    const answer = await h.fake.slashCommand({ user: h.users[0]!, channelId: h.channel.id, name: 'help' });
    const text = visibleText(answer.message()!);
    expect(text).toContain('So spielst du');
    // Mentions name commands by their base names; Discord shows the German ones.
    expect(text).toMatch(/<\/loners start:\d+>/);
    expect(text).toMatch(/<\/scoundrel quit:\d+>/);
    expect(text).toMatch(/<\/stats:\d+>/);
    expect(text).toMatch(/<\/settings:\d+>/);
    expect(foreignPhrases(text, 'de')).toEqual([]);
  });
});

describe('/stats', () => {
  it('has a clear answer for someone who never played', async () => {
    h = await startHarness({ players: 2 });
    const [ann, ben] = h.users as [FakeUser, FakeUser];
    const mine = await stats(h, ann);
    expect(mine.ephemeral).toBe(true);
    expect(mine.content).toBe('You have not finished a game on this server yet — `/help` shows how to start one.');
    expect((await stats(h, ann, { user: ben })).content).toBe(`<@${ben.id}> has not finished a game on this server yet.`);
    expect((await stats(h, ann, { game: 'scoundrel' })).content).toBe('You have not finished a game of Scoundrel on this server yet — start one with `/scoundrel play`.');
    expect((await stats(h, ann, { user: ben, game: 'loners' })).content).toBe(`<@${ben.id}> has not finished a game of Loners on this server yet.`);
  });

  it('shows matches, wins, rating (provisional) and rank, and the current streak', async () => {
    h = await startHarness({ players: 2, seeds: ['stats-1', 'stats-2'] });
    const [ann, ben] = h.users as [FakeUser, FakeUser];
    // Two matches, Ann wins both (Ben leaves each at once).
    for (let i = 0; i < 2; i++) {
      await startMatch(h, 'loners', [ann, ben]);
      await leaveMatch(h, 'loners', ben);
    }
    const rows = await h.read((q) => q.db.select().from(q.t.playerStats));
    const row = (userId: string) => rows.find((s) => s.userId === userId)!;
    const annRating = displayRating(row(ann.id).ratingMu, row(ann.id).ratingSigma);
    const benRating = displayRating(row(ben.id).ratingMu, row(ben.id).ratingSigma);
    expect(annRating).toBeGreaterThan(1500);
    expect(benRating).toBeLessThan(1500);

    const mine = await stats(h, ann);
    expect(mine.ephemeral).toBe(true);
    const field = mine.message()!.embeds[0]!.fields!;
    expect(field.map((f) => f.name)).toEqual(['Loners']);
    expect(field[0]!.value).toBe(`2 matches · 2 wins (100%) · rating **${annRating}?** (provisional: 2 of 5 rated matches) · rank **1** of 2\n🔥 current streak: 2 wins in a row`);
    expect(mine.message()!.embeds[0]!.title).toBe('📊 Player 1 on Card Club');
    // As the server shows them: a nickname there, the caller's own too.
    h.fake.setNickname(h.guild, ann, 'Annie');
    h.fake.setNickname(h.guild, ben, 'Benji');
    expect((await stats(h, ann)).message()!.embeds[0]!.title).toBe('📊 Annie on Card Club');
    expect((await stats(h, ann, { user: ben })).message()!.embeds[0]!.title).toBe('📊 Benji on Card Club');
    const his = await stats(h, ann, { user: ben, game: 'loners' });
    expect(his.message()!.embeds[0]!.fields![0]!.value).toBe(`2 matches · 0 wins (0%) · rating **${benRating}?** (provisional: 2 of 5 rated matches) · rank **2** of 2\ncurrent streak: 2 losses in a row`);
  });

  it('shows best and average scores for Scoundrel', async () => {
    h = await startHarness({ players: 1, seeds: ['stats-sc-1', 'stats-sc-2'] });
    const user = h.users[0]!;
    const scores: number[] = [];
    for (let i = 0; i < 2; i++) {
      await h.fake.slashCommand({ user, channelId: h.channel.id, name: 'scoundrel', subcommand: 'play' });
      const quit = await h.fake.slashCommand({ user, channelId: h.channel.id, name: 'scoundrel', subcommand: 'quit' });
      scores.push(-Number(/\*\*−(\d+)\*\*/.exec(quit.content!)![1]));
      await h.settle();
    }
    const answer = await stats(h, user, { game: 'scoundrel' });
    const best = Math.max(...scores);
    const average = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format((scores[0]! + scores[1]!) / 2).replace('-', '−');
    expect(answer.message()!.embeds[0]!.fields![0]!.value).toBe(`2 runs · 0 wins · best **−${-best}** · average **${average}** · rank **1** of 1\ncurrent streak: 2 losses in a row`);
  });
});

describe('leaderboards', () => {
  /** `n` players ranked by rating on the Loners board (seeded rows), the caller last. */
  async function seedBoard(h: Harness, n: number, caller: string): Promise<void> {
    const rows = Array.from({ length: n }, (_, i) => {
      const userId = i === n - 1 ? caller : String(200000000000000000n + BigInt(i));
      return { guildId: h.guild.id, game: 'loners', userId, matches: 6, wins: 3, ratingMu: 40 - i, ratingSigma: 2 };
    });
    await h.store.transaction(async (q) => void (await q.db.insert(q.t.playerStats).values(rows)));
  }

  it("shows the caller's own line under a page they are not on, also after turning pages", async () => {
    h = await startHarness({ players: 2 });
    const [ann, ben] = h.users as [FakeUser, FakeUser];
    await seedBoard(h, 23, ann.id);
    const lb = await h.fake.slashCommand({ user: ann, channelId: h.channel.id, name: 'loners', subcommand: 'leaderboard' });
    const description = lb.message()!.embeds[0]!.description!;
    const lines = description.split('\n');
    expect(lines).toHaveLength(12);
    expect(lines[10]).toBe('⋯');
    expect(lines[11]).toBe(`**23.** <@${ann.id}> — rating **${displayRating(40 - 22, 2)}?** · 6 matches · 3 wins (50%) · 0 round wins`);
    // On the last page the caller is on the page itself: no extra line.
    const next = componentsOf(lb.message()!).find((c) => c.label === '▶')!;
    await h.fake.clickButton({ user: ann, message: lb.message()!, customId: next.customId });
    await h.fake.clickButton({ user: ann, message: lb.message()!, customId: componentsOf(h.fake.message(lb.message()!.id)!).find((c) => c.label === '▶')!.customId });
    const last = h.fake.message(lb.message()!.id)!.embeds[0]!.description!.split('\n');
    expect(last.at(-1)).toContain(`**23.** <@${ann.id}>`);
    expect(last).not.toContain('⋯');
    // Someone not on the board gets no line of their own.
    const theirs = await h.fake.slashCommand({ user: ben, channelId: h.channel.id, name: 'loners', subcommand: 'leaderboard' });
    expect(theirs.message()!.embeds[0]!.description!.split('\n')).toHaveLength(10);
  });

  it("pages the day's challenge board, with the caller's own line", async () => {
    h = await startHarness({ players: 1 });
    const user = h.users[0]!;
    const challenge = dailyChallenge('scoundrel', utcDay(h.clock.now), h.bot.app.play.dailySecret);
    await h.store.transaction(async (q) => {
      for (let i = 0; i < 14; i++) {
        const userId = i === 13 ? user.id : String(300000000000000000n + BigInt(i));
        const [run] = await q.db
          .insert(q.t.matches)
          .values({ game: 'scoundrel', guildId: h!.guild.id, channelId: h!.channel.id, hostUserId: userId, seed: challenge.seed, challenge: challenge.id, status: 'finished' })
          .returning({ id: q.t.matches.id });
        await q.db.insert(q.t.matchResults).values({ matchId: run!.id, seat: 0, userId, won: false, score: -i });
      }
    });
    const board = await h.fake.slashCommand({ user, channelId: h.channel.id, name: 'scoundrel', subcommand: 'leaderboard', options: { board: 'daily' } });
    // The board started the computer's run of the day: let it finish, so both views of page 2 below show its score.
    await h.settle();
    const first = board.message()!;
    const lines = first.embeds[0]!.description!.split('\n');
    expect(lines.slice(0, 10).map((l) => l.split(' ')[0])).toEqual(Array.from({ length: 10 }, (_, i) => `**${i + 1}.**`));
    expect(lines.slice(10, 12)).toEqual(['⋯', `**14.** <@${user.id}> — **−13**`]);
    expect(first.embeds[0]!.footer!.text).toContain('Page 1/2');
    const next = componentsOf(first).find((c) => c.label === '▶')!;
    expect(next.customId).toMatch(/^lbd:scoundrel:\d{4}-\d{2}-\d{2}:1$/);
    expect((await h.fake.clickButton({ user, message: first, customId: next.customId })).type).toBe(7);
    const second = h.fake.message(first.id)!;
    // (The computer's line comes after the scores.)
    expect(second.embeds[0]!.description!.split('\n').filter((l) => l.startsWith('**')).map((l) => l.split(' ')[0])).toEqual(['**11.**', '**12.**', '**13.**', '**14.**']);
    expect(second.embeds[0]!.footer!.text).toContain('Page 2/2');
    // The board asked for by page number.
    const page2 = await h.fake.slashCommand({ user, channelId: h.channel.id, name: 'scoundrel', subcommand: 'leaderboard', options: { board: 'daily', page: 2 } });
    expect(page2.message()!.embeds[0]!.description).toBe(second.embeds[0]!.description);
  });
});
