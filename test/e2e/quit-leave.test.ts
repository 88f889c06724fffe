/** Giving up a solo run (/scoundrel quit: scored as a death) and leaving a running match only after saying Yes. */
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { kindOf, type ScoundrelState } from '../../src/games/scoundrel/index.js';
import { getMatch, getPlayers } from '../../src/play/matches.js';
import { signedNumber } from '../../src/discord/ui/text.js';
import { componentsOf, type FakeUser, type StoredMessage } from '../support/fake-discord/index.js';
import { startHarness, type Harness } from '../support/bot-harness.js';
import { idAction, startMatch, turnOf } from '../support/game-driver.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const matchOf = (h: Harness, id: string) => h.read((q) => getMatch(q, id));
const playersOf = (h: Harness, id: string) => h.read((q) => getPlayers(q, id));
const resultsOf = (h: Harness, id: string) => h.read((q) => q.db.select().from(q.t.matchResults).where(eq(q.t.matchResults.matchId, id)));

const quit = (h: Harness, user: FakeUser) => h.fake.slashCommand({ user, channelId: h.channel.id, name: 'scoundrel', subcommand: 'quit' });

/** What a given-up dungeon scores: every monster not yet beaten, in the room and in the dungeon, counts against the player. */
function deathScore(state: ScoundrelState): number {
  return -[...state.dungeon, ...state.room].reduce((sum, c) => (c !== null && kindOf(c) === 'monster' ? sum + c.rank : sum), 0);
}

describe('/scoundrel quit', () => {
  it('with no run going says so', async () => {
    h = await startHarness({ players: 1 });
    const answer = await quit(h, h.users[0]!);
    expect(answer.ephemeral).toBe(true);
    expect(answer.content).toBe('You have no Scoundrel run going on this server.');
  });

  it('ends a run as lost, scored as a death, counted on the leaderboard; a new run may start', async () => {
    h = await startHarness({ players: 1, seeds: ['quit-1'] });
    const user = h.users[0]!;
    const start = await h.fake.slashCommand({ user, channelId: h.channel.id, name: 'scoundrel', subcommand: 'play' });
    await h.settle();
    // One move first: the room is no longer the one dealt.
    const hand = h.fake.latestDm(user)!;
    const move = componentsOf(hand).find((c) => idAction(c.customId).startsWith('t'))!;
    expect((await h.fake.clickButton({ user, message: hand, customId: move.customId })).type).toBe(7);
    await h.settle();
    const matchId = componentsOf(start.message()!)[0]!.customId.split(':')[1]!;
    const running = (await matchOf(h, matchId))!;
    const expected = deathScore(running.state as ScoundrelState);
    expect(expected).toBeLessThan(0);

    const answer = await quit(h, user);
    expect(answer.ephemeral).toBe(true);
    expect(answer.content).toBe(`🏳️ You gave up your Scoundrel run. It counts as lost, with a final score of **${signedNumber(expected)}**.`);
    await h.settle();
    const ended = (await matchOf(h, matchId))!;
    expect(ended).toMatchObject({ status: 'finished', version: running.version + 1 });
    expect((await playersOf(h, matchId))[0]!.forfeited).toBe(true);
    expect((await resultsOf(h, matchId))).toEqual([{ matchId, seat: 0, userId: user.id, won: false, score: expected }]);
    expect((await h.read((q) => q.db.select().from(q.t.matchActions).where(eq(q.t.matchActions.matchId, matchId)))).at(-1)).toMatchObject({ code: '!give-up', kind: 'forfeit', userId: user.id });
    expect(await h.read((q) => q.db.select().from(q.t.playerStats))).toMatchObject([{ userId: user.id, matches: 1, wins: 0, bestScore: expected }]);
    // Told in the channel; the board says so and keeps no button; the DM has no buttons left.
    expect(h.fake.messages(h.channel.id).some((m) => m.content.startsWith(`🏳️ <@${user.id}> gave up — scored as a death: **${signedNumber(expected)}**`))).toBe(true);
    const board = h.fake.message(start.message()!.id)!;
    expect(board.content).toContain('gave up');
    expect(componentsOf(board)).toEqual([]);
    expect(componentsOf(h.fake.latestDm(user)!)).toEqual([]);
    const lb = await h.fake.slashCommand({ user, channelId: h.channel.id, name: 'scoundrel', subcommand: 'leaderboard' });
    expect(JSON.stringify(lb.data)).toContain(`best **${signedNumber(expected)}**`);
    // Nothing left to give up; a new run may start.
    expect((await quit(h, user)).content).toBe('You have no Scoundrel run going on this server.');
    expect((await h.fake.slashCommand({ user, channelId: h.channel.id, name: 'scoundrel', subcommand: 'play' })).ephemeral).toBe(false);
  });

  it("gives up today's challenge: the attempt stays used and the score is on the day's board", async () => {
    h = await startHarness({ players: 1 });
    const user = h.users[0]!;
    await h.fake.slashCommand({ user, channelId: h.channel.id, name: 'scoundrel', subcommand: 'daily' });
    await h.settle();
    const answer = await quit(h, user);
    expect(answer.content).toMatch(/^🏳️ You gave up your Scoundrel run\. It counts as lost, with a final score of \*\*−\d+\*\*\. Today's attempt is used up\.$/);
    const score = /\*\*(−\d+)\*\*/.exec(answer.content!)![1]!;
    await h.settle();
    const again = await h.fake.slashCommand({ user, channelId: h.channel.id, name: 'scoundrel', subcommand: 'daily' });
    expect(again.ephemeral).toBe(true);
    expect(again.content).toContain(`You already took on today's challenge`);
    expect(again.content).toContain(`You scored **${score.replace('−', '-')}**`);
    const board = await h.fake.slashCommand({ user, channelId: h.channel.id, name: 'scoundrel', subcommand: 'leaderboard', options: { board: 'daily' } });
    expect(JSON.stringify(board.data)).toContain(`<@${user.id}> — **${score}**`);
  });
});

describe('/<game> leave', () => {
  async function ask(h: Harness, user: FakeUser): Promise<StoredMessage> {
    const answer = await h.fake.slashCommand({ user, channelId: h.channel.id, name: 'loners', subcommand: 'leave' });
    expect(answer.ephemeral).toBe(true);
    expect(answer.content).toBe('Leave this Loners match for good? Your cards leave play, you cannot come back, and it counts as a loss.');
    expect(componentsOf(answer.message()!).map((c) => [idAction(c.customId), c.label])).toEqual([
      ['!leave-yes', 'Yes, leave'],
      ['!leave-no', 'No, stay'],
    ]);
    return answer.message()!;
  }
  const choose = (h: Harness, user: FakeUser, question: StoredMessage, action: string) =>
    h.fake.clickButton({ user, message: question, customId: componentsOf(h.fake.message(question.id)!).find((c) => idAction(c.customId) === action)!.customId });

  it('asks first in a running match: No changes nothing, Yes forfeits', async () => {
    h = await startHarness({ players: 3, seeds: ['leave-ask'] });
    const [ann, ben, cleo] = h.users as [FakeUser, FakeUser, FakeUser];
    const matchId = await startMatch(h, 'loners', [ann, ben, cleo]);
    const before = (await matchOf(h, matchId))!;

    const first = await ask(h, ben);
    const no = await choose(h, ben, first, '!leave-no');
    expect(no.type).toBe(7);
    expect(h.fake.message(first.id)!.content).toBe('Fine — you stay in the match.');
    expect(componentsOf(h.fake.message(first.id)!)).toEqual([]);
    await h.settle();
    expect((await matchOf(h, matchId))!.version).toBe(before.version);
    expect((await playersOf(h, matchId)).map((p) => p.forfeited)).toEqual([false, false, false]);

    const second = await ask(h, ben);
    const yes = componentsOf(second).find((c) => idAction(c.customId) === '!leave-yes')!.customId;
    expect((await choose(h, ben, second, '!leave-yes')).type).toBe(7);
    expect(h.fake.message(second.id)!.content).toBe('You left the match. Your cards leave play.');
    await h.settle();
    expect((await playersOf(h, matchId)).map((p) => p.forfeited)).toEqual([false, true, false]);
    expect((await turnOf(h, matchId)).match.status).toBe('active');
    // The question's buttons are gone; the same Yes clicked again (a stale copy) does nothing twice.
    expect(componentsOf(h.fake.message(second.id)!)).toEqual([]);
    const twice = await h.fake.clickButton({ user: ben, message: second, customId: yes, unchecked: true });
    expect(h.fake.message(second.id)!.content).toBe('You already left this match.');
    expect(twice.type).toBe(7);
    expect((await h.fake.slashCommand({ user: ben, channelId: h.channel.id, name: 'loners', subcommand: 'leave' })).content).toBe('You already left this match.');
  });

  it('a Yes clicked after the match ended changes nothing', async () => {
    h = await startHarness({ players: 2, seeds: ['leave-late'] });
    const [ann, ben] = h.users as [FakeUser, FakeUser];
    const matchId = await startMatch(h, 'loners', [ann, ben]);
    const question = await ask(h, ann);
    const other = await ask(h, ben);
    await choose(h, ben, other, '!leave-yes');
    await h.settle();
    expect((await matchOf(h, matchId))!.status).toBe('finished');
    expect((await choose(h, ann, question, '!leave-yes')).type).toBe(7);
    expect(h.fake.message(question.id)!.content).toBe('This match is over.');
    expect((await resultsOf(h, matchId)).find((r) => r.userId === ann.id)?.won).toBe(true);
  });

  it('leaves a lobby at once, without asking', async () => {
    h = await startHarness({ players: 2 });
    const [ann, ben] = h.users as [FakeUser, FakeUser];
    const lobby = (await h.fake.slashCommand({ user: ann, channelId: h.channel.id, name: 'loners', subcommand: 'start' })).message()!;
    await h.fake.clickButton({ user: ben, message: lobby, customId: componentsOf(lobby).find((c) => idAction(c.customId) === '!join')!.customId });
    const left = await h.fake.slashCommand({ user: ben, channelId: h.channel.id, name: 'loners', subcommand: 'leave' });
    expect(left.content).toBe('You left the lobby.');
    expect(componentsOf(left.message()!)).toEqual([]);
  });
});
