/** "Play again" on a finished match's board: a new lobby with the same players invited and the same computers seated, and its refusals. */
import { afterEach, describe, expect, it } from 'vitest';
import { getMatch, getPlayers, updateMatch } from '../../src/play/matches.js';
import { componentsOf, type FakeUser, type StoredMessage } from '../support/fake-discord/index.js';
import { startHarness, type Harness } from '../support/bot-harness.js';
import { idAction, leaveMatch, startMatch } from '../support/game-driver.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

/** A Loners match of `players` ended at once: the last one leaves, the first wins. Returns its board. */
async function finishedMatch(h: Harness, players: FakeUser[]): Promise<{ matchId: string; board: StoredMessage }> {
  const matchId = await startMatch(h, 'loners', players);
  for (const user of players.slice(1)) await leaveMatch(h, 'loners', user);
  const match = (await h.read((q) => getMatch(q, matchId)))!;
  expect(match.status).toBe('finished');
  return { matchId, board: h.fake.message(match.boardMessageId!)! };
}

/** Whom the rematch's message may ping (its allowed mentions, as sent to Discord). */
function pinged(h: Harness): string[] | undefined {
  const sent = [...h.fake.requests].reverse().find((r) => JSON.stringify(r.body ?? null).includes('🔁'));
  return (sent?.body as { data?: { allowed_mentions?: { users?: string[] } } } | undefined)?.data?.allowed_mentions?.users;
}

const againButton = (board: StoredMessage) => componentsOf(board).find((c) => idAction(c.customId) === '!again');

async function lobbyOf(h: Harness, message: StoredMessage) {
  const id = componentsOf(message).find((c) => idAction(c.customId) === '!join')!.customId.split(':')[1]!;
  return { match: (await h.read((q) => getMatch(q, id)))!, players: await h.read((q) => getPlayers(q, id)) };
}

describe('Play again', () => {
  it('opens a new lobby in the channel with the clicker as host and the others invited; they still click Join', async () => {
    h = await startHarness({ players: 3, seeds: ['again-1', 'again-2'] });
    const [ann, ben, cleo] = h.users as [FakeUser, FakeUser, FakeUser];
    const { matchId, board } = await finishedMatch(h, [ann, ben, cleo]);
    const button = againButton(board);
    expect(button?.label).toBe('Play again');
    const before = h.fake.messages(h.channel.id).length;

    const answer = await h.fake.clickButton({ user: ben, message: board, customId: button!.customId });
    expect(answer.type).toBe(4);
    expect(answer.ephemeral).toBe(false);
    await h.settle();
    const lobbyMessage = answer.message()!;
    expect(h.fake.messages(h.channel.id).length).toBe(before + 1);
    expect(lobbyMessage.content).toBe(`🔁 <@${ben.id}> wants a rematch of Loners: <@${ann.id}> and <@${cleo.id}> — click **Join** to play again.`);
    // Only the invited are pinged.
    expect(pinged(h)).toEqual([ann.id, cleo.id]);
    const lobby = await lobbyOf(h, lobbyMessage);
    expect(lobby.match).toMatchObject({ status: 'lobby', game: 'loners', hostUserId: ben.id, channelId: h.channel.id, boardMessageId: lobbyMessage.id });
    expect(lobby.match.options).toEqual((await h.read((q) => getMatch(q, matchId)))!.options);
    expect(lobby.players.map((p) => p.userId)).toEqual([ben.id]);

    // The invited join as usual, and the host starts: the invitation leaves the message when it becomes the board.
    const join = (user: FakeUser) => h!.fake.clickButton({ user, message: lobbyMessage, customId: componentsOf(h!.fake.message(lobbyMessage.id)!).find((c) => idAction(c.customId) === '!join')!.customId });
    expect((await join(ann)).type).toBe(7);
    expect((await join(cleo)).type).toBe(7);
    expect((await lobbyOf(h, h.fake.message(lobbyMessage.id)!)).players.map((p) => p.userId)).toEqual([ben.id, ann.id, cleo.id]);
    const start = componentsOf(h.fake.message(lobbyMessage.id)!).find((c) => idAction(c.customId) === '!start')!;
    expect((await h.fake.clickButton({ user: ben, message: lobbyMessage, customId: start.customId })).type).toBe(7);
    await h.settle();
    expect((await h.read((q) => getMatch(q, lobby.match.id)))!.status).toBe('active');
    expect(h.fake.message(lobbyMessage.id)!.content).not.toContain('rematch');
  });

  it('is refused to someone who did not play, and while the channel is busy', async () => {
    h = await startHarness({ players: 3, seeds: ['again-3'] });
    const [ann, ben, stranger] = h.users as [FakeUser, FakeUser, FakeUser];
    const { board } = await finishedMatch(h, [ann, ben]);
    const id = againButton(board)!.customId;

    const refused = await h.fake.clickButton({ user: stranger, message: board, customId: id });
    expect(refused.ephemeral).toBe(true);
    expect(refused.content).toBe('Only those who played this match can start a rematch. Open your own lobby with /loners start.');

    expect((await h.fake.clickButton({ user: ann, message: board, customId: id })).ephemeral).toBe(false);
    // The rematch's lobby is open now: a second click (by anyone who played) finds the channel busy.
    const busy = await h.fake.clickButton({ user: ben, message: board, customId: id });
    expect(busy.ephemeral).toBe(true);
    expect(busy.content).toMatch(/already running in this channel/);
    await h.settle();
    expect(h.fake.messages(h.channel.id).filter((m) => m.content.startsWith('🔁')).length).toBe(1);
  });

  it('invites only those still on the server and says who could not be invited', async () => {
    h = await startHarness({ players: 3, seeds: ['again-4'] });
    const [ann, ben, cleo] = h.users as [FakeUser, FakeUser, FakeUser];
    const { board } = await finishedMatch(h, [ann, ben, cleo]);
    // Cleo leaves the server after the match.
    h.guild.members.delete(cleo.id);
    const answer = await h.fake.clickButton({ user: ann, message: board, customId: againButton(board)!.customId });
    expect(answer.ephemeral).toBe(false);
    const content = answer.message()!.content;
    expect(content).toContain(`<@${ann.id}> wants a rematch of Loners: <@${ben.id}> — click **Join**`);
    expect(content).toContain('(I could not invite **Player 3**: no longer on this server.)');
    expect(content).not.toContain(`<@${cleo.id}>`);
    expect(pinged(h)).toEqual([ben.id]);
  });

  it('seats the same computers again', async () => {
    h = await startHarness({ players: 2, seeds: ['again-5'] });
    const [ann, ben] = h.users as [FakeUser, FakeUser];
    const open = await h.fake.slashCommand({ user: ann, channelId: h.channel.id, name: 'guys', subcommand: 'start' });
    let lobby = open.message()!;
    const click = async (user: FakeUser, action: string) => {
      const customId = componentsOf(h!.fake.message(lobby.id)!).find((c) => idAction(c.customId) === action)!.customId;
      expect((await h!.fake.clickButton({ user, message: lobby, customId })).type).toBe(7);
    };
    await click(ben, '!join');
    await click(ann, '!cpu-hard');
    await click(ann, '!cpu-easy');
    const matchId = (await lobbyOf(h, h.fake.message(lobby.id)!)).match.id;
    await click(ann, '!start');
    await h.settle();
    // The match ends (its result does not matter here) and the board shows its final state.
    await h.store.transaction(async (q) => {
      const version = (await getMatch(q, matchId))!.version + 1;
      await updateMatch(q, matchId, { status: 'finished', finishedAt: h!.clock.now, turnDeadline: null, version }, h!.clock.now);
    });
    h.bot.delivery.kick([matchId]);
    await h.settle();
    lobby = h.fake.message(lobby.id)!;
    const answer = await h.fake.clickButton({ user: ben, message: lobby, customId: againButton(lobby)!.customId });
    expect(answer.message()!.content).toContain(`<@${ben.id}> wants a rematch of Good Guy, Bad Guy, Not So Smart Guy: <@${ann.id}>`);
    const rematch = await lobbyOf(h, answer.message()!);
    expect(rematch.players.map((p) => [p.userId.startsWith('cpu') ? 'cpu' : p.userId, p.computer])).toEqual([
      [ben.id, null],
      ['cpu', 'hard'],
      ['cpu', 'easy'],
    ]);
    expect(JSON.stringify(answer.message()!.embeds)).toContain('🤖 Computer 1 (hard)');
  });

  it('is not offered on a solo run', async () => {
    h = await startHarness({ players: 1, seeds: ['again-6'] });
    const run = await h.fake.slashCommand({ user: h.users[0]!, channelId: h.channel.id, name: 'scoundrel', subcommand: 'play' });
    await h.fake.slashCommand({ user: h.users[0]!, channelId: h.channel.id, name: 'scoundrel', subcommand: 'quit' });
    await h.settle();
    expect(againButton(h.fake.message(run.message()!.id)!)).toBeUndefined();
  });
});
