/** Players who cannot be DMed, and players who stop playing. */
import { afterEach, describe, expect, it } from 'vitest';
import { getMatch, getPlayers } from '../../src/play/matches.js';
import { componentsOf, type FakeUser, type StoredMessage } from '../support/fake-discord/index.js';
import { startHarness, type Harness } from '../support/bot-harness.js';
import { assertNoLeaks } from '../support/leak-check.js';
import { clickOneMove, idAction, leaveMatch, makeRand, startLonersMatch, turnOf } from '../support/game-driver.js';

let h: Harness | undefined;
afterEach(async () => {
  if (h) await assertNoLeaks(h);
  await h?.close();
  h = undefined;
});

/** "Show my hand" on the board: the ephemeral hand of whoever clicks. */
async function handFromBoard(h: Harness, matchId: string, user: FakeUser): Promise<StoredMessage> {
  const board = h.fake.message((await h.read((q) => getMatch(q, matchId)))!.boardMessageId!)!;
  const button = componentsOf(board).find((c) => idAction(c.customId) === '!hand')!;
  const answer = await h.fake.clickButton({ user, message: board, customId: button.customId });
  expect(answer.ephemeral).toBe(true);
  return answer.message()!;
}

describe('a player whose DMs are closed', () => {
  it('is told so in the channel and finishes the match through the board', async () => {
    h = await startHarness({ players: 2, seeds: ['closed-dm'] });
    const [open, closed] = h.users as [FakeUser, FakeUser];
    h.fake.faults.blockDms(closed.id);
    const matchId = await startLonersMatch(h, h.users);
    expect(h.fake.messages(h.channel.id).some((m) => m.content.includes(`<@${closed.id}>, I cannot DM you`))).toBe(true);
    expect((await h.read((q) => getPlayers(q, matchId)))[1]!.dmClosed).toBe(true);
    const rand = makeRand(77);
    let pings = 0;
    for (let moves = 0; moves < 2000; moves++) {
      const turn = await turnOf(h, matchId);
      if (!turn.user) break;
      if (turn.user.id === closed.id) {
        const hand = await handFromBoard(h, matchId, closed);
        await clickOneMove(h, closed, hand, rand);
      } else {
        await clickOneMove(h, open, h.fake.latestDm(open)!, rand);
      }
      await h.settle();
      pings = h.fake.messages(h.channel.id).filter((m) => m.content.startsWith(`<@${closed.id}>, it is your turn`)).length;
    }
    expect((await turnOf(h, matchId)).match.status).toBe('finished');
    expect(pings).toBeGreaterThan(0);
    expect(h.fake.latestDm(closed)).toBeUndefined();
  });

  it('"Show my hand" tells a non-player, and shows a player their own hand only', async () => {
    h = await startHarness({ players: 3, seeds: ['show-hand'] });
    const matchId = await startLonersMatch(h, h.users.slice(0, 2));
    const outsider = h.users[2]!;
    const board = h.fake.message((await h.read((q) => getMatch(q, matchId)))!.boardMessageId!)!;
    const button = componentsOf(board).find((c) => idAction(c.customId) === '!hand')!;
    const answer = await h.fake.clickButton({ user: outsider, message: board, customId: button.customId });
    expect(answer.ephemeral).toBe(true);
    expect(answer.content).toMatch(/not playing/);
  });
});

describe('the turn clock', () => {
  it('warns by DM, plays a safe move at the deadline and forfeits after three timeouts in a row', async () => {
    h = await startHarness({ players: 3, seeds: ['timeouts'], env: { TURN_TIMEOUT_SECONDS: '60' } });
    const matchId = await startLonersMatch(h, h.users);
    const sleeper = (await turnOf(h, matchId)).user!;
    const rand = makeRand(3);
    let timeouts = 0;
    for (let guard = 0; guard < 200 && timeouts < 3; guard++) {
      const turn = await turnOf(h, matchId);
      if (turn.user?.id === sleeper.id) {
        h.clock.now = turn.match.turnDeadline! - 30_000;
        await h.bot.tick();
        await h.settle();
        expect(h.fake.latestDm(sleeper)!.content).toMatch(/⏰ Your turn ends/);
        h.clock.now = turn.match.turnDeadline! + 1;
        await h.bot.tick();
        await h.settle();
        timeouts++;
      } else {
        await clickOneMove(h, turn.user!, h.fake.latestDm(turn.user!)!, rand, ['r', 'f']);
        await h.settle();
      }
    }
    const channel = h.fake.messages(h.channel.id).map((m) => m.content);
    expect(channel.filter((c) => c.startsWith(`⌛ <@${sleeper.id}> ran out of time`))).toHaveLength(2);
    expect(channel.some((c) => c.startsWith(`🚪 <@${sleeper.id}> ran out of time too often and left the match`))).toBe(true);
    const seat = (await h.read((q) => getPlayers(q, matchId))).find((p) => p.userId === sleeper.id)!;
    expect(seat.forfeited).toBe(true);
    // The match goes on without them: their seat is skipped.
    for (let i = 0; i < 6; i++) {
      const turn = await turnOf(h, matchId);
      if (!turn.user) break;
      expect(turn.user.id).not.toBe(sleeper.id);
      await clickOneMove(h, turn.user, h.fake.latestDm(turn.user)!, rand);
      await h.settle();
    }
  });

  it('deadlines survive a restart: the new process plays the timed-out turn', async () => {
    h = await startHarness({ players: 2, seeds: ['restart-clock'] });
    const matchId = await startLonersMatch(h, h.users);
    const turn = await turnOf(h, matchId);
    await h.stopBot();
    await h.restartBot();
    h.clock.now = turn.match.turnDeadline! + 1;
    await h.bot.tick();
    await h.settle();
    const after = await turnOf(h, matchId);
    expect(after.match.version).toBe(turn.match.version + 1);
    expect(h.fake.messages(h.channel.id).some((m) => m.content.startsWith(`⌛ <@${turn.user!.id}> ran out of time (1/3)`))).toBe(true);
  });

  it('/loners leave forfeits; one player left wins the match', async () => {
    h = await startHarness({ players: 2, seeds: ['leave'] });
    const matchId = await startLonersMatch(h, h.users);
    expect(await leaveMatch(h, 'loners', h.users[1]!)).toMatch(/You left the match/);
    expect((await turnOf(h, matchId)).match.status).toBe('finished');
    expect(h.fake.messages(h.channel.id).some((m) => m.content.startsWith(`🏆 <@${h!.users[0]!.id}> won the match`))).toBe(true);
    const again = await h.fake.slashCommand({ user: h.users[1]!, channelId: h.channel.id, name: 'loners', subcommand: 'leave' });
    expect(again.content).toMatch(/not in a lobby or match/);
  });
});
