/**
 * A new game is its own folders plus one line in each of two registries: a
 * toy game (Nim) registered from this test through the same API as Loners
 * and Scoundrel is played end to end through the fake Discord — slash
 * command, lobby, DM hands, board, result, leaderboard — with no other file
 * knowing about it. With pictures on, its board and hands are the pictures
 * its own UI draws, in its own words: a game's pictures register with its UI
 * and nowhere else.
 */
import { MessageFlags } from 'discord.js';
import { PNG } from 'pngjs';
import { afterEach, describe, expect, it } from 'vitest';
import { registerGame } from '../../src/games/index.js';
import { registerUi } from '../../src/discord/ui/index.js';
import { getMatch } from '../../src/play/matches.js';
import { componentsOf, type FakeUser, type StoredMessage } from '../support/fake-discord/index.js';
import { startHarness, type Harness } from '../support/bot-harness.js';
import { idAction, startMatch } from '../support/game-driver.js';
import { nim, nimGame, nimUi, type NimState } from '../support/toy/nim.js';
import { profileOf } from '../support/conformance-profiles.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('a toy game registered from a test', () => {
  it('Nim: /nim start, join, DM hands, board, result, leaderboard', async () => {
    registerGame(nimGame);
    registerUi(nimUi);
    expect(profileOf('nim')).toBe(nimGame.conformance);

    h = await startHarness({ players: 2 });
    const [ann, ben] = h.users as [FakeUser, FakeUser];
    const command = h.fake.commands().find((c) => c.name === 'nim');
    expect(command?.json).toMatchObject({ description: 'Nim: take 1–3 stones; whoever takes the last one wins', description_localizations: { de: 'Nim: nimm 1–3 Steine; wer den letzten nimmt, gewinnt' } });

    const opened = await h.fake.slashCommand({ user: ann, channelId: h.channel.id, name: 'nim', subcommand: 'start' });
    let lobby = opened.message() as StoredMessage;
    expect(lobby.embeds[0]?.title).toBe('Nim — lobby');
    const button = (action: string) => componentsOf(lobby).find((c) => idAction(c.customId) === action)!.customId;
    await h.fake.clickButton({ user: ben, message: lobby, customId: button('!join') });
    lobby = h.fake.message(lobby.id)!;
    const matchId = button('!start').split(':')[1]!;
    await h.fake.clickButton({ user: ann, message: lobby, customId: button('!start') });
    await h.settle();
    expect(h.fake.message(lobby.id)!.embeds[0]?.description).toBe('Stones left: 7');

    // Take turns by DM until the pile is empty: Ann takes 3, Ben 3, Ann the last one.
    const moves: [FakeUser, string][] = [[ann, 't3'], [ben, 't3'], [ann, 't1']];
    for (const [user, code] of moves) {
      const dm = h.fake.latestDm(user)!;
      const take = componentsOf(dm).find((c) => idAction(c.customId) === code);
      expect(take, `${user.username} has a button for ${code}`).toBeDefined();
      const answer = await h.fake.clickButton({ user, message: dm, customId: take!.customId });
      expect(answer.type).toBe(7);
      await h.settle();
    }
    const match = (await h.read((q) => getMatch(q, matchId)))!;
    expect(match.status).toBe('finished');
    expect(nim.outcome(match.state as NimState)?.winners).toEqual([0]);
    expect(h.fake.message(lobby.id)!.embeds[0]?.description).toBe('Stones left: 0');
    expect(h.fake.messages(h.channel.id).some((m) => m.content.startsWith(`🏆 <@${ann.id}> won the match!`))).toBe(true);

    const lb = await h.fake.slashCommand({ user: ben, channelId: h.channel.id, name: 'nim', subcommand: 'leaderboard' });
    const text = JSON.stringify(lb.data);
    expect(text).toContain('Nim leaderboard');
    expect(text).toContain(`**1.** <@${ann.id}>`);
    // A German-speaking player gets the rules in German.
    ben.locale = 'de';
    const rules = await h.fake.slashCommand({ user: ben, channelId: h.channel.id, name: 'nim', subcommand: 'rules' });
    expect(JSON.stringify(rules.data)).toContain('Wer den letzten Stein nimmt, gewinnt.');
  });

  it('Nim with pictures on: the board and the hands are the pictures its own UI draws', async () => {
    registerGame(nimGame);
    registerUi(nimUi);
    h = await startHarness({ players: 2, images: true });
    const matchId = await startMatch(h, 'nim', h.users);
    const board = h.fake.message((await h.read((q) => getMatch(q, matchId)))!.boardMessageId!)!;
    const hand = h.fake.latestDm(h.users[0]!)!;
    for (const message of [board, hand]) {
      expect(message.flags & MessageFlags.IsComponentsV2).not.toBe(0);
      expect(message.attachments).toHaveLength(1);
      // The toy's picture is 400 pixels wide, as its UI draws it (the others' are wider).
      expect(PNG.sync.read(message.attachments[0]!.data).width).toBe(400);
    }
  });
});
