/** Scoundrel on the fake Discord: solo runs in DMs, the channel board, the daily dungeon, leaderboards. */
import { afterEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { games } from '../../src/games/index.js';
import { signedNumber } from '../../src/discord/ui/text.js';
import { getMatch } from '../../src/play/matches.js';
import { componentsOf, type FakeUser, type StoredMessage } from '../support/fake-discord/index.js';
import { startHarness, type Harness } from '../support/bot-harness.js';
import { idAction } from '../support/game-driver.js';

const scoundrel = games.scoundrel!;
/** A seed whose dungeon this line of play escapes alive (found offline by a beam search). */
const WINNING_SEED = 'win-8';
const WINNING_LINE = 't0 t1 t2 a t1 t2 t3w a t1w t2w t0 t0w t2 t1 t1w t0 t3 t0w t2 t1w t1 t3w t2w t1 t3w t2w t0w t1w t2w t0 t2 t1w t2w t0 t3w t0w t3w t2w a t2w t0w t1w a t2 t3w t0 t0w t1w'.split(' ');

let h: Harness | undefined;
afterEach(async () => {
  lastRun.clear();
  await h?.close();
  h = undefined;
});

async function play(h: Harness, user: FakeUser, variant?: string) {
  const answer = await h.fake.slashCommand({ user, channelId: h.channel.id, name: 'scoundrel', subcommand: 'play', options: variant ? { variant } : {} });
  await h.settle();
  return answer;
}

/** The user's run going on, else the one last seen going on (the clock stands still: creation times do not order runs), else their only one. */
const lastRun = new Map<string, string>();
async function runOf(h: Harness, user: FakeUser) {
  const runs = await h.read((q) => q.db.select().from(q.t.matches).where(and(eq(q.t.matches.hostUserId, user.id), eq(q.t.matches.game, 'scoundrel'))));
  const active = runs.find((m) => m.status === 'active');
  if (active) lastRun.set(user.id, active.id);
  const match = active ?? runs.find((m) => m.id === lastRun.get(user.id)) ?? (runs.length === 1 ? runs[0] : undefined);
  if (!match) throw new Error(`no run (${runs.length} runs)`);
  return match;
}

/** Clicks the DM button that plays `code`. */
async function click(h: Harness, user: FakeUser, code: string, message?: StoredMessage) {
  const hand = message ?? h.fake.latestDm(user)!;
  const button = componentsOf(hand).find((c) => idAction(c.customId) === code);
  if (!button) throw new Error(`no button for ${code}: ${componentsOf(hand).map((c) => idAction(c.customId)).join(' ')}`);
  const answer = await h.fake.clickButton({ user, message: hand, customId: button.customId });
  expect(answer.type).toBe(7);
  await h.settle();
  return answer;
}

/** Plays the engine's cautious choice until the run ends. */
async function playOut(h: Harness, user: FakeUser, handOf: () => Promise<StoredMessage> | StoredMessage = () => h.fake.latestDm(user)!) {
  for (let i = 0; i < 200; i++) {
    const run = await runOf(h, user);
    if (run.status !== 'active') return run;
    await click(h, user, scoundrel.encodeAction(scoundrel.timeoutAction!(run.state, 0)!), await handOf());
  }
  throw new Error('run did not end');
}

describe('Scoundrel runs', () => {
  it('a run won by clicking DM buttons: the board follows, the score is announced and ranked', async () => {
    h = await startHarness({ players: 1, seeds: [WINNING_SEED] });
    const [user] = h.users as [FakeUser];
    const start = await play(h, user);
    expect(start.ephemeral).toBe(false);
    const board = start.message()!;
    expect(componentsOf(board).map((c) => idAction(c.customId))).toEqual(['!hand']);
    for (const code of WINNING_LINE) await click(h, user, code);
    const run = await runOf(h, user);
    expect(run.status).toBe('finished');
    const outcome = scoundrel.outcome(run.state)!;
    expect(outcome.winners).toEqual([0]);
    expect(h.fake.messages(h.channel.id).some((m) => m.content.includes(`score of **${signedNumber(outcome.scores[0]!)}**`) && m.content.includes('won'))).toBe(true);
    expect(JSON.stringify(h.fake.message(board.id)!.embeds)).toContain(`final score **${outcome.scores[0]}**`);
    expect(componentsOf(h.fake.latestDm(user)!)).toEqual([]);
    const lb = await h.fake.slashCommand({ user, channelId: h.channel.id, name: 'scoundrel', subcommand: 'leaderboard' });
    expect(JSON.stringify(lb.data)).toContain(`best **${outcome.scores[0]}**`);
  });

  it('a run lost by clicking DM buttons ends with a negative score', async () => {
    h = await startHarness({ players: 1, seeds: ['sc-0'] });
    const [user] = h.users as [FakeUser];
    await play(h, user, 'strict');
    const run = await playOut(h, user);
    expect(run.options).toEqual({ variant: 'strict' });
    const outcome = scoundrel.outcome(run.state)!;
    expect(outcome.winners).toEqual([]);
    expect(outcome.scores[0]).toBeLessThan(0);
    expect(h.fake.messages(h.channel.id).some((m) => m.content.includes(`score of **${signedNumber(outcome.scores[0]!)}**.`))).toBe(true);
  });

  it('several people play in one channel at once; one run each at a time; a Loners lobby may open beside them', async () => {
    h = await startHarness({ players: 2 });
    const [a, b] = h.users as [FakeUser, FakeUser];
    await play(h, a);
    await play(h, b);
    const again = await play(h, a);
    expect(again.ephemeral).toBe(true);
    expect(again.content).toMatch(/already have a run going/);
    expect(h.fake.latestDm(a)).toBeDefined();
    expect(h.fake.latestDm(b)).toBeDefined();
    const lobby = await h.fake.slashCommand({ user: a, channelId: h.channel.id, name: 'loners', subcommand: 'start' });
    expect(lobby.ephemeral).toBe(false);
  });

  it('with closed DMs the run is played through ephemeral messages from the board', async () => {
    h = await startHarness({ players: 1, seeds: ['sc-3'] });
    const [user] = h.users as [FakeUser];
    h.fake.faults.blockDms(user.id);
    const board = (await play(h, user)).message()!;
    expect(h.fake.messages(h.channel.id).some((m) => m.content.includes('I cannot DM you'))).toBe(true);
    let ephemeral: StoredMessage | null = null;
    const run = await playOut(h, user, async () => {
      if (!ephemeral) {
        const shown = await h!.fake.clickButton({ user, message: h!.fake.message(board.id)!, customId: componentsOf(h!.fake.message(board.id)!)[0]!.customId });
        ephemeral = shown.message()!;
      }
      return ephemeral;
    });
    expect(run.status).toBe('finished');
    expect(h.fake.latestDm(user)).toBeUndefined();
  });

  it('a restart mid-run loses nothing and the old DM buttons still work', async () => {
    h = await startHarness({ players: 1, seeds: [WINNING_SEED] });
    const [user] = h.users as [FakeUser];
    await play(h, user);
    for (const code of WINNING_LINE.slice(0, 10)) await click(h, user, code);
    const oldHand = h.fake.latestDm(user)!;
    await h.stopBot();
    await h.restartBot();
    await h.settle();
    for (const [i, code] of WINNING_LINE.slice(10).entries()) await click(h, user, code, i === 0 ? oldHand : undefined);
    expect(scoundrel.outcome((await runOf(h, user)).state)!.winners).toEqual([0]);
  });

  it('a run left alone for 24 hours is abandoned', async () => {
    h = await startHarness({ players: 1 });
    const [user] = h.users as [FakeUser];
    await play(h, user);
    h.clock.now += 24 * 60 * 60_000 + 1;
    await h.bot.tick();
    await h.settle();
    expect((await runOf(h, user)).status).toBe('abandoned');
    expect(componentsOf(h.fake.latestDm(user)!)).toEqual([]);
    expect(h.fake.messages(h.channel.id).some((m) => m.content.includes('was abandoned'))).toBe(true);
  });
});

describe('the Scoundrel leaderboard', () => {
  it('ranks players by best score after several runs, with runs, wins and average', async () => {
    h = await startHarness({ players: 2, seeds: ['sc-1', 'sc-2', 'sc-89'] });
    const [a, b] = h.users as [FakeUser, FakeUser];
    const scores: Record<string, number[]> = { [a.id]: [], [b.id]: [] };
    for (const user of [a, b, a]) {
      await play(h, user);
      scores[user.id]!.push(scoundrel.outcome((await playOut(h, user)).state)!.scores[0]!);
    }
    const lb = await h.fake.slashCommand({ user: b, channelId: h.channel.id, name: 'scoundrel', subcommand: 'leaderboard', options: { board: 'all-time' } });
    const text = (lb.data as { embeds: Array<{ description: string }> }).embeds[0]!.description;
    const bestA = Math.max(...scores[a.id]!);
    const bestB = Math.max(...scores[b.id]!);
    const avgA = (scores[a.id]!.reduce((x, y) => x + y, 0) / 2).toFixed(1).replace('-', '−');
    expect(text).toContain(`<@${a.id}> — best **${signedNumber(bestA)}** · 2 runs · 0 wins · avg ${avgA}`);
    expect(text).toContain(`<@${b.id}> — best **${signedNumber(bestB)}** · 1 run`);
    expect(text.indexOf(bestA >= bestB ? a.id : b.id)).toBeLessThan(text.indexOf(bestA >= bestB ? b.id : a.id));
  });
});

describe('the daily dungeon', () => {
  it('is the same for everyone, allows one attempt per day, and has its own board', async () => {
    h = await startHarness({ players: 2 });
    const [a, b] = h.users as [FakeUser, FakeUser];
    const first = await h.fake.slashCommand({ user: a, channelId: h.channel.id, name: 'scoundrel', subcommand: 'daily' });
    expect(first.ephemeral).toBe(false);
    await h.settle();
    const twice = await h.fake.slashCommand({ user: a, channelId: h.channel.id, name: 'scoundrel', subcommand: 'daily' });
    expect(twice.ephemeral).toBe(true);
    expect(twice.content).toMatch(/already/);
    await h.fake.slashCommand({ user: b, channelId: h.channel.id, name: 'scoundrel', subcommand: 'daily' });
    await h.settle();
    expect((await runOf(h, a)).seed).toBe((await runOf(h, b)).seed);
    expect(scoundrel.view((await runOf(h, a)).state, 0)).toEqual(scoundrel.view((await runOf(h, b)).state, 0));
    const scoreA = scoundrel.outcome((await playOut(h, a)).state)!.scores[0]!;
    const scoreB = scoundrel.outcome((await playOut(h, b)).state)!.scores[0]!;
    expect(h.fake.latestDm(a)!.content).toMatch(/Today's best score across all servers/);
    const after = await h.fake.slashCommand({ user: a, channelId: h.channel.id, name: 'scoundrel', subcommand: 'daily' });
    expect(after.content).toContain(`You scored **${scoreA}**`);
    expect(after.content).toContain(`Today's best across all servers: **${Math.max(scoreA, scoreB)}**`);
    const board = await h.fake.slashCommand({ user: b, channelId: h.channel.id, name: 'scoundrel', subcommand: 'leaderboard', options: { board: 'daily' } });
    const text = JSON.stringify(board.data);
    expect(text).toContain(`<@${a.id}> — **${signedNumber(scoreA)}**`);
    expect(text).toContain(`<@${b.id}> — **${signedNumber(scoreB)}**`);
    const runA = (await runOf(h, a)).id;
    expect((await h.read((q) => getMatch(q, runA)))!.challenge).toMatch(/^scoundrel-daily:\d{4}-\d\d-\d\d$/);
  });
});

describe("the computer's daily run", () => {
  it('sets the score to beat, and can be watched move by move once the own attempt is over', async () => {
    h = await startHarness({ players: 1 });
    const [a] = h.users as [FakeUser];
    await h.fake.slashCommand({ user: a, channelId: h.channel.id, name: 'scoundrel', subcommand: 'daily' });
    await h.settle(); // the computer plays the same deal on a worker thread
    const board = await h.fake.slashCommand({ user: a, channelId: h.channel.id, name: 'scoundrel', subcommand: 'leaderboard', options: { board: 'daily' } });
    const run = (await h.read((q) => q.db.select().from(q.t.computerRuns)))[0]!;
    expect(run.challenge).toBe((await runOf(h, a)).challenge);
    // Each test database has its own daily secret, so the deal is a random one: a bad deal can kill even
    // the hard computer within three moves (about 1 in 70 deals), so only "it moved" is asserted here.
    expect(run.codes.length).toBeGreaterThan(0);
    // The stored moves replay to the stored score: it is a real game on the day's deal.
    let state = scoundrel.setup({ players: 1, seed: run.seed, options: run.options });
    for (const code of run.codes) state = (scoundrel.apply(state, 0, scoundrel.decodeAction(code)!) as { state: typeof state }).state;
    expect(scoundrel.outcome(state)!.scores[0]).toBe(run.score);
    expect(JSON.stringify(board.data)).toContain(`The computer's score to beat: **${signedNumber(run.score)}**`);
    const watch = componentsOf(board.message()!).find((c) => c.customId.startsWith('cpr:'))!;
    // Still playing: watching would give the dungeon away.
    const early = await h.fake.clickButton({ user: a, message: board.message()!, customId: watch.customId });
    expect(early.ephemeral).toBe(true);
    expect(early.content).toMatch(/Finish today's dungeon first/);
    await playOut(h, a);
    const opened = await h.fake.clickButton({ user: a, message: board.message()!, customId: watch.customId });
    expect(opened.ephemeral).toBe(true);
    expect(opened.content).toContain(`move 0 of ${run.codes.length}`);
    const replay = opened.message()!;
    const next = componentsOf(replay).find((c) => c.customId.endsWith(':n'))!;
    const stepped = await h.fake.clickButton({ user: a, message: replay, customId: next.customId });
    expect(stepped.type).toBe(7);
    expect(stepped.content).toContain(`move 1 of ${run.codes.length}`);
    const end = componentsOf(stepped.message()!).find((c) => c.customId.endsWith(':l'))!;
    const last = await h.fake.clickButton({ user: a, message: stepped.message()!, customId: end.customId });
    expect(last.content).toContain(`move ${run.codes.length} of ${run.codes.length}`);
    expect(JSON.stringify(last.data)).toMatch(/final score|escaped|died|killed/i);
  });
});
