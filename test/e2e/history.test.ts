/**
 * /history and replays: a server's recent finished matches with their
 * players and winners, each replayed move by move from its seed and action
 * log — the public board only, and only in the server where it was played.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { actionsOf } from '../../src/play/replay.js';
import { getMatch } from '../../src/play/matches.js';
import { componentsOf, type FakeUser } from '../support/fake-discord/index.js';
import { startHarness, type Harness } from '../support/bot-harness.js';
import { makeRand, playMatchByDm, startMatch, startWithComputers } from '../support/game-driver.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('/history', () => {
  it('lists finished matches and replays one move by move, showing only the public board', async () => {
    h = await startHarness({ players: 2, seeds: ['history-1'] });
    const [ann, ben] = h.users as [FakeUser, FakeUser];
    const matchId = await startWithComputers(h, 'guys', ann, ['easy']);
    await playMatchByDm(h, matchId, makeRand(3), 3000, ['p']);
    expect((await h.read((q) => getMatch(q, matchId)))!.status).toBe('finished');
    const total = (await h.read((q) => actionsOf(q, matchId))).length;

    const list = await h.fake.slashCommand({ user: ben, channelId: h.channel.id, name: 'history' });
    expect(list.ephemeral).toBe(true);
    const text = JSON.stringify(list.data);
    expect(text).toContain('**1.** Good Guy, Bad Guy, Not So Smart Guy');
    expect(text).toContain(`<@${ann.id}>, 🤖 Computer 1 (easy)`);
    expect(text).toMatch(/🏆/);
    // The list's Replay button opens the replay as a private message of its own; its step buttons then change that message.
    const replayButton = componentsOf(list.message()!).find((c) => c.label === '▶ 1')!;
    expect(replayButton.customId).toBe(`rpo:${matchId}`);
    const opened = await h.fake.clickButton({ user: ben, message: list.message()!, customId: replayButton.customId });
    expect(opened.ephemeral).toBe(true);
    expect(opened.content).toMatch(new RegExp(`^🎬 Replay — Good Guy, Bad Guy, Not So Smart Guy, \\d{4}-\\d\\d-\\d\\d — move 0 of ${total}$`));
    expect(opened.type).toBe(4);
    const replay = opened.message()!;
    expect(replay.id).not.toBe(list.message()!.id);
    expect(JSON.stringify(h.fake.message(list.message()!.id)!.embeds)).toContain('**1.** Good Guy, Bad Guy, Not So Smart Guy');
    expect(componentsOf(replay).every((c) => c.customId.startsWith(`rp:${matchId}:`))).toBe(true);
    const next = await h.fake.clickButton({ user: ben, message: replay, customId: componentsOf(replay).find((c) => c.customId.endsWith(':n'))!.customId });
    expect(next.type).toBe(7);
    expect(next.message()!.id).toBe(replay.id);
    expect(next.content).toContain(`move 1 of ${total}`);
    const last = await h.fake.clickButton({ user: ben, message: next.message()!, customId: componentsOf(next.message()!).find((c) => c.customId.endsWith(':l'))!.customId });
    expect(last.content).toContain(`move ${total} of ${total}`);
    expect(JSON.stringify(last.data)).toContain('wins!');
    // Only boards: no step shows anybody's hand.
    for (const answer of [opened, next, last]) expect(JSON.stringify(answer.data)).not.toMatch(/Your hand|Deine Hand/);

    const mine = await h.fake.slashCommand({ user: ben, channelId: h.channel.id, name: 'history', options: { user: ben } });
    expect(JSON.stringify(mine.data)).toMatch(/No finished matches of this player/);
    // A player is titled as the server shows them: by the nickname the option carries, even one the bot never saw Ann use.
    h.fake.setNickname(h.guild, ann, 'Annie');
    const hers = await h.fake.slashCommand({ user: ben, channelId: h.channel.id, name: 'history', options: { user: ann } });
    expect(hers.message()!.embeds[0]!.title).toBe('Recent matches of Annie');
  });

  it('refuses replays of running matches and of matches from another server', async () => {
    h = await startHarness({ players: 2, seeds: ['history-2'] });
    const [ann, ben] = h.users as [FakeUser, FakeUser];
    const matchId = await startMatch(h, 'guys', [ann, ben]);
    const board = h.fake.message((await h.read((q) => getMatch(q, matchId)))!.boardMessageId!)!;
    for (const customId of [`rpo:${matchId}`, `rp:${matchId}:0`]) {
      const running = await h.fake.clickButton({ user: ann, message: board, customId, unchecked: true });
      expect(running.ephemeral).toBe(true);
      expect(running.content).toMatch(/still running/);
    }
    const other = h.fake.addGuild({ name: 'Elsewhere', owner: ann, members: [ben] });
    const channel = h.fake.addTextChannel(other, 'games');
    const lobby = await h.fake.slashCommand({ user: ann, channelId: channel.id, name: 'guys', subcommand: 'start' });
    for (const customId of [`rpo:${matchId}`, `rp:${matchId}:0`]) {
      const forged = await h.fake.clickButton({ user: ann, message: lobby.message()!, customId, unchecked: true });
      expect(forged.ephemeral).toBe(true);
      expect(forged.content).toMatch(/another server/);
    }
  });
});
